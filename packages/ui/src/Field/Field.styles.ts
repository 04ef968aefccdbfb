import styled, { css } from 'styled-components';

export const FieldRoot = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'grid' : 'flex')};
  ${({ $inline, theme }) =>
    $inline
      ? css`
          grid-template-columns: ${theme.form['label-width']} minmax(0, 1fr);
          align-items: start;
          column-gap: ${theme.space['4']};
        `
      : css`
          flex-direction: column;
          gap: ${theme.space['2']};
        `}
  font-family: ${({ theme }) => theme.font.family.base};
`;

export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.control.height.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.text.danger};
`;

export const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

export const Hint = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.danger};
`;

/** The shared look of text-entry controls (text, number, text area, pickers). */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.control.height.md};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.control['border-width']} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.text.danger : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  box-sizing: border-box;
  &:focus {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.color.disabled.bg};
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &[readonly],
  &[aria-readonly='true'] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;
