/**
 * The system frame's header: logo to the system's home, the system and language choices
 * (FrameChoices, desktop width; on a phone they are in the folded menu), the user, logout.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, useMessageBox, useOverlayState } from '@mro/ui';
import { useServices, useSession } from '../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { ScreenLink } from './ScreenLink';
import { UserArea } from './UserArea';
import { FrameChoices } from './FrameChoices';
import { NotificationBell } from './NotificationBell';
import { ENTRY_HOME, SYSTEM_BASES } from '../shared/systems';
import type { SystemCode } from '../session/sessionStore';
import { settle } from '../http/result';
import { useLogout } from './queries';
import { forgetStoredTabs } from './system/useTabs';

const Logo = styled(ScreenLink)`
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  white-space: nowrap;
`;

const Spacer = styled.div`
  flex: 1 1 auto;
`;

export function FrameHeader({ system, onNavigate }: { system: SystemCode; onNavigate: (href: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { session, leave } = useServices();
  const loggingOut = useLogout();
  const { userInfo } = useSession();
  const box = useMessageBox();
  const overlays = useOverlayState();
  const home = `${SYSTEM_BASES[system]}/`;

  const logout = async () => {
    // Every open tab goes with the session: ask when any of them has unsaved changes.
    if (overlays.isAnyDirty() && !(await box.confirm('PICMCM0031'))) return;
    await settle(loggingOut.mutateAsync());
    session.end('logout');
    forgetStoredTabs();
    leave(ENTRY_HOME);
  };

  return (
    <>
      <Logo href={home} onNavigate={onNavigate}>
        {t('app.name')} · {t(`systems.${system}`)}
      </Logo>
      <Spacer />
      <FrameChoices system={system} place="header" />
      {userInfo && <NotificationBell system={system} onNavigate={onNavigate} />}
      {userInfo && (
        <UserArea system={system} name={t('frame.user', { name: userInfo.userNm, company: userInfo.cpNm ?? '' })} />
      )}
      <Button variant="secondary" size="sm" onClick={logout}>
        {t('frame.logout')}
      </Button>
    </>
  );
}
