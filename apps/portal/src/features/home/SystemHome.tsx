/**
 * A system's home inside its frame (spec: each system lands on a home with the menu, the link box
 * and the latest notices for that system): the user, the latest notices of the system's audience.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMro } from '@mro/ui';
import { useApi, useSession } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import type { SystemCode } from '../../shared/systems';
import { noticeAudience, systemPageQuery } from '../boards/queries';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space['4']};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export function SystemHome({ system }: { system: SystemCode }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const { userInfo } = useSession();
  const { navigate } = useScreen();
  const notices = useQuery({
    ...systemPageQuery(api, noticeAudience(system), locale, { pageNo: 1, pageSize: 5 }),
    select: (data) => data.pages,
  });
  const base = `/${system.toLowerCase()}`;
  return (
    <div>
      <p>{t('home.welcome', { name: userInfo?.userNm ?? '' })}</p>
      <Box aria-labelledby="home-notices">
        <h2 id="home-notices">{t('home.notices')}</h2>
        {notices.data && notices.data.length === 0 && <p>{t('home.noNotices')}</p>}
        <ul>
          {notices.data?.map((n) => (
            <li key={n.ntcnId}>
              <ScreenLink href={`${base}/notices/${n.ntcnId}`} onNavigate={(href) => void navigate(href)}>
                {n.titlCn}
              </ScreenLink>{' '}
              <time dateTime={n.regDt}>{n.regDt.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      </Box>
    </div>
  );
}
