/**
 * The entry site's frame (spec 000 §2): header with the logo (to the entry home), chat support
 * (Korean; its address from the code list CM031) or the customer centre (English), and the language toggle (reloads the home with
 * lo=EN or lo=KO; Ctrl-click opens it in a new window; hidden on a phone); side tabs in two
 * groups (registration and boards; find id and password) on those pages; the footer (EntryFooter).
 */
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PortalLayout, NavMenu, useMro, type NavItem } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { ENTRY_HOME } from '../shared/systems';
import { useServices } from '../services/ServicesProvider';
import { EntryFooter } from './footer/EntryFooter';
import { useChatChannel } from '../services/useChatChannel';
import { useEntryPageViews } from './useEntryPageViews';

const Logo = styled.a`
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
`;
const Spacer = styled.div`
  flex: 1 1 auto;
`;
const HeaderLink = styled.a`
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  @container mro-portal (max-width: 767px) {
    &[data-language-toggle] {
      display: none;
    }
  }
`;
const Content = styled.div`
  padding: ${({ theme }) => theme.space['4']};
`;

const FIRST_GROUP = ['/regist', '/notice', '/reference', '/faq'];
const SECOND_GROUP = ['/find'];

export function languageHref(locale: 'ko' | 'en') {
  return `${ENTRY_HOME}?lo=${locale === 'ko' ? 'EN' : 'KO'}`;
}

export default function EntryFrame() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { leave } = useServices();
  const { pathname } = useLocation();
  // The main chat channel (CM031 CHANNEL_DM_URL, in use when its usePsDefCn2 is Y) in its popup.
  const chat = useChatChannel('CHANNEL_DM_URL');
  const navigate = useNavigate();
  // Page views of the entry site's routes (decision 0034).
  useEntryPageViews();
  const inFirst = FIRST_GROUP.some((p) => pathname.startsWith(p));
  const inSecond = SECOND_GROUP.some((p) => pathname.startsWith(p));
  const sideItems: NavItem[] = inFirst
    ? [
        { id: 'buyer', parentId: null, label: t('entry.buyerRegistration'), href: '/regist/customer' },
        { id: 'supplier', parentId: null, label: t('entry.supplierRegistration'), href: '/regist/supplier' },
        { id: 'notices', parentId: null, label: t('entry.notices'), href: '/notice/list' },
        { id: 'references', parentId: null, label: t('entry.references'), href: '/reference/list' },
        { id: 'faq', parentId: null, label: t('entry.faq'), href: '/faq/list' },
      ]
    : inSecond
      ? [
          { id: 'find-id', parentId: null, label: t('entry.findId'), href: '/find/id' },
          { id: 'find-pw', parentId: null, label: t('entry.findPw'), href: '/find/pw' },
        ]
      : [];
  const lang = languageHref(locale);
  return (
    <PortalLayout
      header={
        <>
          <Logo href={ENTRY_HOME}>{t('app.name')}</Logo>
          <Spacer />
          {locale === 'ko' ? (
            chat && (
              <HeaderLink
                href={chat.url}
                target="_blank"
                rel="noopener noreferrer"
                data-chat-channel="CHANNEL_DM_URL"
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey) return;
                  e.preventDefault();
                  chat.open();
                }}
              >
                {t('entry.chat')}
              </HeaderLink>
            )
          ) : (
            <HeaderLink href="/faq/list">{t('entry.customerCentre')}</HeaderLink>
          )}
          <HeaderLink
            href={lang}
            data-language-toggle
            lang={locale === 'ko' ? 'en' : 'ko'}
            onClick={(e) => {
              if (e.ctrlKey || e.metaKey) {
                e.preventDefault();
                window.open(lang, '_blank', 'noopener');
                return;
              }
              e.preventDefault();
              leave(lang);
            }}
          >
            {t('entry.languageToggle')}
          </HeaderLink>
        </>
      }
      side={
        sideItems.length > 0 ? (
          <NavMenu
            label={inFirst ? t('entry.sideRegister') : t('entry.sideFind')}
            items={sideItems}
            currentHref={pathname}
            onNavigate={(href) => void navigate(href)}
          />
        ) : undefined
      }
      footer={<EntryFooter />}
    >
      <Content>
        <Outlet />
      </Content>
    </PortalLayout>
  );
}
