import styled, { css } from 'styled-components';

export const Nav = styled.nav`
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
`;

export const List = styled.ul<{ $depth: number }>`
  margin: 0;
  padding: 0 0 0 ${({ $depth, theme }) => ($depth > 0 ? theme.space['3'] : '0')};
  list-style: none;
`;

const row = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.control.height.md};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -2px;
  }
`;

export const Group = styled.button`
  ${row}
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &[aria-expanded='true'] > span[aria-hidden] {
    transform: rotate(90deg);
  }
`;

/** The current screen: a filled row with a bar at its start (a clear active state, issue 41). */
export const Link = styled.a`
  ${row}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.bg.selected};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.text.link};
  }
`;

/** A row's icon and label; the group above the current screen takes the link colour. */
export const Label = styled.span<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  color: ${({ theme, $current }) => ($current ? theme.color.text.link : 'inherit')};
  & > svg {
    flex: none;
  }
`;
