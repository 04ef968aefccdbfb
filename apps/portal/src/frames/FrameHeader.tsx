/**
 * The system frame's header (issue 41, decision 0044): the logo and the system's name to its
 * home, the system and language choices (FrameChoices, desktop width; on a phone they are in the
 * folded menu) and the user menu (password change, the warehouse system, logout).
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { ScreenLink } from './ScreenLink';
import { UserMenu } from './UserMenu';
import { FrameChoices } from './FrameChoices';
import { NotificationBell } from './NotificationBell';
import { useSession } from '../services/ServicesProvider';
import { SYSTEM_BASES } from '../shared/systems';
import type { SystemCode } from '../session/sessionStore';

const Logo = styled(ScreenLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  /* The header never grows past the window (375 px): the name gives way first, with an ellipsis. */
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  white-space: nowrap;
`;

/** The product's mark: a box on a cart's grid, drawn here once (the header is its only place). */
const Mark = () => (
  <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="26" height="26" rx="6" fill="currentColor" opacity="0.16" />
    <path d="M14 6l7 4v8l-7 4-7-4v-8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    <path d="M7 10l7 4 7-4M14 14v8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
  </svg>
);

const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** On a phone the mark stands for the product (its name kept for screen readers); the system's name shows. */
const ProductName = styled.span`
  @media (max-width: 599px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const SystemName = styled.span`
  margin-left: ${({ theme }) => theme.space['1']};
  padding-left: ${({ theme }) => theme.space['2']};
  border-left: 1px solid currentColor;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  opacity: 0.9;
  @media (max-width: 599px) {
    margin-left: 0;
    padding-left: 0;
    border-left: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    opacity: 1;
  }
`;

const Spacer = styled.div`
  flex: 1 1 auto;
`;

export function FrameHeader({ system, onNavigate }: { system: SystemCode; onNavigate: (href: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { userInfo } = useSession();
  return (
    <>
      <Logo href={`${SYSTEM_BASES[system]}/`} onNavigate={onNavigate}>
        <Mark />
        <Label>
          <ProductName>{t('app.name')}</ProductName> <SystemName>{t(`systems.${system}`)}</SystemName>
        </Label>
      </Logo>
      <Spacer />
      <FrameChoices system={system} place="header" />
      {userInfo && <NotificationBell system={system} onNavigate={onNavigate} />}
      <UserMenu system={system} onNavigate={onNavigate} />
    </>
  );
}
