// The one action layout (decision 0044): a row of buttons at the end of a form, a dialog or a
// message box, right-aligned, the secondary ones first and the one primary last; on a phone
// (480 px or narrower) each button takes the full width, the primary on top. Modal's footer and
// MessageBox's answers use the same rule (actionRow), so every action row looks the same.
import styled, { css } from 'styled-components';

export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  @media (max-width: 480px) {
    flex-direction: column-reverse;
    align-items: stretch;
    & > * {
      width: 100%;
    }
  }
`;

export const Bar = styled.div`
  ${actionRow}
  & > [data-action-start] {
    margin-right: auto;
  }
  @media (max-width: 480px) {
    & > [data-action-start] {
      margin-right: 0;
    }
  }
`;
