// The Menu's looks: a list of actions under its button, the focused item highlighted. Tokens only.
import styled from 'styled-components';

export const List = styled.ul`
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: max(160px, var(--radix-popover-trigger-width));
  margin: 0;
  padding: ${({ theme }) => theme.space['1']} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  &:focus {
    outline: none;
  }
`;

export const Item = styled.li`
  display: block;
  padding: 6px ${({ theme }) => theme.space['4']};
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
`;
