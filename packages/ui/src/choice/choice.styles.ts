import styled, { css } from 'styled-components';

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

export const Options = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  align-items: ${({ $orientation }) => ($orientation === 'vertical' ? 'flex-start' : 'center')};
  column-gap: ${({ theme }) => theme.space['4']};
  row-gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.control.height.md};
`;

export const OptionLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: 24px;
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.disabled.fg : theme.color.text.default)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** Native radios and checkboxes, tinted by the theme's primary colour (no colour maths). */
export const nativeChoice = css`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary.bg};
  cursor: inherit;
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const ChoiceInput = styled.input`
  ${nativeChoice}
`;

export const GroupError = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.danger};
`;

export const GroupNotice = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;
