// The Combobox's looks: one control box holding the chips and the text, and the list popup.
// Colours, spacing and layers are theme tokens (CSS variables); nothing is computed at runtime.
import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';
import { Chip as SharedChip } from '../shared/looks';

export { Chips, ChipText } from '../shared/looks';

export const Box = styled.div<{ $invalid?: boolean; $disabled?: boolean; $readOnly?: boolean }>`
  ${controlBox}
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 2px 28px 2px ${({ theme }) => theme.space['2']};
  cursor: text;
  background: ${({ theme, $disabled, $readOnly }) =>
    $disabled ? theme.color.disabled.bg : $readOnly ? theme.color.bg.subtle : theme.color.bg.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.disabled.fg : theme.color.text.default)};
  &:focus-within {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -1px;
  }
`;

/** A Combobox's chip sits in a slightly lower row than MultiTextInput's. */
export const Chip = styled(SharedChip)`
  height: 22px;
`;

export const Input = styled.input`
  flex: 1 0 60px;
  min-width: 60px;
  height: 24px;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Popup = styled.div`
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: var(--radix-popover-trigger-width);
  max-width: min(480px, calc(100vw - 16px));
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  box-sizing: border-box;
`;

export const Listbox = styled.ul`
  max-height: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space['1']} 0;
  overflow-y: auto;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: 6px ${({ theme }) => theme.space['3']};
  cursor: pointer;
  background: ${({ theme, $active, $selected }) =>
    $active ? theme.color.bg.muted : $selected ? theme.color.bg.selected : 'transparent'};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.regular)};
`;

/** The tick of a chosen option in a multiple list (drawn with borders, aria-hidden). */
export const Tick = styled.span<{ $on: boolean }>`
  flex: none;
  width: 5px;
  height: 9px;
  margin: 0 3px 3px;
  border-right: 2px solid ${({ theme, $on }) => ($on ? theme.color.primary.bg : 'transparent')};
  border-bottom: 2px solid ${({ theme, $on }) => ($on ? theme.color.primary.bg : 'transparent')};
  transform: rotate(45deg);
`;

export const Notice = styled.div`
  padding: 6px ${({ theme }) => theme.space['3']};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
