/**
 * Beside the login form (spec 000 §2 home page): the latest notice for buyers and the latest for
 * suppliers (two calls in parallel, page size 1, each a link to the notice), and the quick links
 * the site has: the reference room, the suppliers' sourcing guide (the suppliers' reference room),
 * the nationwide logistics centres (/logistics-centres, in both languages and on a phone),
 * remote support (the launch code list's REMOTE_SUPPORT address, decision 0038),
 * the customer centre with its hours (weekdays 09:00-18:00, lunch 11:30-13:00) and the chat
 * support, whose address is the code list CM031's `CHANNEL_DM_URL` (usePsDefCn1). A notice that
 * fails to load leaves its line out; the form never waits for any of this.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMro } from '@mro/ui';
import { useLinkCode } from '../../frames/useChatUrl';
import { useChatChannel } from '../../services/useChatChannel';
import { LAUNCH_CODES, LAUNCH_CODE_LIST, buildLaunchUrl } from '../../routing/launch';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { boardHref } from '../common/boardLinks';
import { latestNoticeQuery, type LatestNotice } from '../common/boardQueries';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  align-content: start;
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & ul {
    display: grid;
    gap: ${({ theme }) => theme.space['2']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

function useLatestNotice(type: '1' | '2') {
  const api = useApi();
  const { locale } = useMro();
  return useQuery(latestNoticeQuery(api, type, locale));
}

export function LoginAside() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const go = (href: string) => void navigate(href);
  const buyers = useLatestNotice('1');
  const suppliers = useLatestNotice('2');
  const chat = useChatChannel('CHANNEL_DM_URL');
  // Remote support: its address from the launch code list (decision 0038).
  const remote = buildLaunchUrl(useLinkCode(LAUNCH_CODE_LIST, LAUNCH_CODES.remoteSupport));
  const latest = (type: '1' | '2', label: string, notice: LatestNotice | null | undefined) =>
    notice ? (
      <li>
        <small>{label}</small>
        <ScreenLink href={boardHref('NOTICE', type, { ntcnId: notice.ntcnId })} onNavigate={go}>
          {notice.titlCn}
        </ScreenLink>
      </li>
    ) : null;
  return (
    <Aside aria-label={t('home.aside')}>
      <section aria-labelledby="login-notices">
        <h2 id="login-notices">{t('entry.notices')}</h2>
        <ul>
          {latest('1', t('find.buyer'), buyers.data)}
          {latest('2', t('find.supplier'), suppliers.data)}
        </ul>
      </section>
      <section aria-labelledby="login-links">
        <h2 id="login-links">{t('home.quickLinks')}</h2>
        <ul>
          <li>
            <ScreenLink href={boardHref('PDS', '2')} onNavigate={go}>
              {t('home.sourcingGuide')}
            </ScreenLink>
          </li>
          {remote && (
            <li>
              <a href={remote} target="_blank" rel="noopener noreferrer" data-remote-support>
                {t('home.remoteSupport')}
              </a>
            </li>
          )}
          <li>
            <ScreenLink href="/logistics-centres" onNavigate={go}>
              {t('home.logisticsCentres')}
            </ScreenLink>
          </li>
          <li>
            <ScreenLink href={boardHref('PDS', '1')} onNavigate={go}>
              {t('entry.references')}
            </ScreenLink>
          </li>
          <li>
            <a href="tel:15880000">{t('home.customerCentre')}</a>
            <small>{t('home.customerCentreHours')}</small>
          </li>
          {chat && (
            <li>
              <a
                href={chat.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey) return;
                  e.preventDefault();
                  chat.open();
                }}
              >
                {t('entry.chat')}
              </a>
            </li>
          )}
        </ul>
      </section>
    </Aside>
  );
}
