import styled, { css } from 'styled-components';

export const List = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['1']};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.sm};
  scrollbar-width: thin;
`;

export const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  max-width: 220px;
  height: ${({ theme }) => theme.control.height.sm};
  padding: 0 ${({ theme }) => theme.space['2']} 0 ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-bottom: none;
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.bg.surface};
      font-weight: ${theme.font.weight.bold};
      box-shadow: inset 0 2px 0 ${theme.color.primary.bg};
    `}
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -2px;
  }
`;

export const Title = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
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
