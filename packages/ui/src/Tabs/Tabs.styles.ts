// The Tabs' looks: an underlined tab row (content tabs inside a screen; the frame's open screens
// are PageTabs). Tokens only.
import styled, { css } from 'styled-components';

export const Root = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space['3']};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
`;

export const List = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex: none;
  gap: ${({ theme }) => theme.space['1']};
  overflow-x: auto;
  ${({ $vertical, theme }) =>
    $vertical
      ? css`
          border-right: 1px solid ${theme.color.border.default};
        `
      : css`
          border-bottom: 1px solid ${theme.color.border.default};
        `}
`;

export const Tab = styled.button<{ $selected: boolean; $vertical: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.control.height.lg};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: 0;
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.color.text.link : theme.color.text.muted)};
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.medium)};
  white-space: nowrap;
  cursor: pointer;
  box-shadow: ${({ theme, $selected, $vertical }) =>
    $selected ? `inset ${$vertical ? '-3px 0' : '0 -3px'} 0 ${theme.color.primary.bg}` : 'none'};
  &:hover:not([aria-disabled='true']) {
    color: ${({ theme }) => theme.color.text.default};
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -2px;
  }
`;

/** The close mark: a pointer target only (the keyboard closes with Delete). */
export const Close = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.muted};
  &:hover {
    background: ${({ theme }) => theme.color.ghost['bg-hover']};
    color: ${({ theme }) => theme.color.text.default};
  }
`;

export const Panel = styled.div`
  flex: 1;
  min-width: 0;
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;
