/**
 * The user area of the system frame's header: the signed-in user's name, and for a buyer or a
 * supplier a small menu behind it with the warehouse system (its sign-on address from the code
 * list LAUNCH_URL, routing/launch.ts; decision 0038), opened in a new window. Without an address
 * (other systems, the row missing) the name stays plain text.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useMro } from '@mro/ui';
import { useSession } from '../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { useLinkCode } from './useChatUrl';
import { LAUNCH_CODES, LAUNCH_CODE_LIST, warehouseUrl } from '../routing/launch';
import type { SystemCode } from '../session/sessionStore';

const User = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  min-width: 0;
`;

/** The name as a button that looks as the plain name does. */
const UserButton = styled.button`
  appearance: none;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space['2']});
  right: 0;
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space['2']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.md};
  & a {
    display: block;
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.text.link};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export function UserArea({ system, name }: { system: SystemCode; name: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { userInfo } = useSession();
  const template = useLinkCode(LAUNCH_CODE_LIST, LAUNCH_CODES.warehouse);
  const [open, setOpen] = useState(false);
  const id = useId();
  const href =
    (system === 'BY' || system === 'SP') && userInfo
      ? warehouseUrl(template, { loginId: userInfo.loginId, lang: locale === 'en' ? 'EN' : 'KO' })
      : null;
  if (!href) return <User>{name}</User>;
  return (
    <Wrap
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <UserButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {name}
      </UserButton>
      <Menu id={id} hidden={!open} data-user-menu>
        <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
          {t('frame.warehouse')}
        </a>
      </Menu>
    </Wrap>
  );
}
