import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const Trigger = styled.div<{ $invalid?: boolean; $disabled?: boolean; $readOnly?: boolean }>`
  ${controlBox}
  position: relative;
  display: flex;
  align-items: center;
  padding-right: 28px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
  background: ${({ theme, $disabled, $readOnly }) =>
    $disabled ? theme.color.disabled.bg : $readOnly ? theme.color.bg.subtle : theme.color.bg.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.disabled.fg : theme.color.text.default)};
`;

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Text = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Listbox = styled.ul`
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: var(--radix-popover-trigger-width);
  max-height: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space['1']} 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  box-sizing: border-box;
`;

export const Option = styled.li<{ $active: boolean; $selected: boolean; $disabled: boolean }>`
  padding: 6px ${({ theme }) => theme.space['3']};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.disabled.fg : theme.color.text.default)};
  background: ${({ theme, $active, $selected }) =>
    $active ? theme.color.bg.muted : $selected ? theme.color.bg.selected : 'transparent'};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.regular)};
`;
