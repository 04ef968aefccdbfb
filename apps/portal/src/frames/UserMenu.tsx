/**
 * The signed-in header's user menu (issue 41, decision 0044), on @mro/ui's Menu: the user's name
 * and company open a list of actions: change the password (the account screen, in a tab), the
 * warehouse system for a buyer or a supplier (its sign-on address from the code list LAUNCH_URL,
 * routing/launch.ts, decision 0038: a link item, in a new window; absent without an address) and log out
 * (asking first when any open tab has unsaved changes).
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon, Menu, useMessageBox, useMro, useOverlayState, type MenuItem } from '@mro/ui';
import { UserIcon } from '@mro/ui/icons';
import { useServices, useSession } from '../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { ENTRY_HOME, SYSTEM_BASES } from '../shared/systems';
import type { SystemCode } from '../session/sessionStore';
import { settle } from '../http/result';
import { LAUNCH_CODES, LAUNCH_CODE_LIST, warehouseUrl } from '../routing/launch';
import { useLinkCode } from './useChatUrl';
import { useLogout } from './queries';
import { forgetStoredTabs } from './system/useTabs';

const Wrap = styled.span`
  display: inline-flex;
  min-width: 0;
  max-width: 16rem;
  /* The button follows the wrap as the header gives way (the name ends with an ellipsis). */
  & button {
    min-width: 0;
    max-width: 100%;
    gap: ${({ theme }) => theme.space['1']};
  }
  @media (max-width: 599px) {
    max-width: 9rem;
  }
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export function UserMenu({ system, onNavigate }: { system: SystemCode; onNavigate: (href: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { session, leave } = useServices();
  const { userInfo } = useSession();
  const loggingOut = useLogout();
  const box = useMessageBox();
  const overlays = useOverlayState();
  const template = useLinkCode(LAUNCH_CODE_LIST, LAUNCH_CODES.warehouse);
  if (!userInfo) return null;
  const warehouse =
    system === 'BY' || system === 'SP'
      ? warehouseUrl(template, { loginId: userInfo.loginId, lang: locale === 'en' ? 'EN' : 'KO' })
      : null;

  const logout = async () => {
    // Every open tab goes with the session: ask when any of them has unsaved changes.
    if (overlays.isAnyDirty() && !(await box.confirm('PICMCM0031'))) return;
    await settle(loggingOut.mutateAsync());
    session.end('logout');
    forgetStoredTabs();
    leave(ENTRY_HOME);
  };

  const items: MenuItem[] = [
    {
      key: 'password',
      label: t('password.title'),
      onSelect: () => onNavigate(`${SYSTEM_BASES[system]}/account/password`),
    },
    ...(warehouse
      ? [{ key: 'warehouse', label: t('frame.warehouse'), href: warehouse, target: '_blank' as const }]
      : []),
    { key: 'logout', label: t('frame.logout'), onSelect: () => void logout() },
  ];
  return (
    <Wrap data-user-menu>
      <Menu
        size="sm"
        items={items}
        label={
          <>
            <Icon icon={UserIcon} />
            <Name>{t('frame.user', { name: userInfo.userNm, company: userInfo.cpNm ?? '' })}</Name>
          </>
        }
      />
    </Wrap>
  );
}
