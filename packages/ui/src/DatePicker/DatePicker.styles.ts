import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space['1']};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  width: 140px;
  font-variant-numeric: tabular-nums;
`;

export const IconButton = styled.button`
  width: ${({ theme }) => theme.control.height.md};
  border: ${({ theme }) => theme.control['border-width']} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.secondary.bg};
  color: ${({ theme }) => theme.color.secondary.fg};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
  & svg {
    width: 16px;
    height: 16px;
  }
`;

/** The popover panel and react-day-picker's parts (class names rdp-*), styled with tokens only. */
export const Panel = styled.div`
  z-index: ${({ theme }) => theme.z.dropdown};
  padding: ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};

  .rdp-root {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: ${({ theme }) => theme.control.height.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${({ theme }) => theme.space['1']};
  }
  .rdp-button_previous,
  .rdp-button_next {
    width: ${({ theme }) => theme.control.height.md};
    height: ${({ theme }) => theme.control.height.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.bg.muted};
    }
    &:disabled {
      color: ${({ theme }) => theme.color.disabled.fg};
    }
  }
  .rdp-chevron {
    width: 12px;
    height: 12px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 34px;
    height: 28px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .rdp-day {
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.bg.muted};
    }
    &:focus-visible {
      outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    }
  }
  .mro-saturday {
    color: ${({ theme }) => theme.color.holiday.saturday};
  }
  .mro-red-day {
    color: ${({ theme }) => theme.color.holiday.holiday};
  }
  .rdp-today .rdp-day_button {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border.strong};
  }
  .rdp-outside {
    opacity: 0.55;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
    text-decoration: line-through;
  }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.color.primary.bg};
    color: ${({ theme }) => theme.color.primary.fg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 56px);
  gap: ${({ theme }) => theme.space['2']};
  margin-top: ${({ theme }) => theme.space['3']};
`;

export const GridHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Cell = styled.button<{ $selected: boolean }>`
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? theme.color.primary.bg : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.primary.fg : theme.color.text.default)};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $selected }) => ($selected ? theme.color.primary['bg-hover'] : theme.color.bg.muted)};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

/** Below the calendar: the choices beside a day (a valid-to date's "no end"). */
export const PanelFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space['2']};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;
