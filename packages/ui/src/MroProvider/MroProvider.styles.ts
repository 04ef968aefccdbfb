import styled from 'styled-components';

export const Root = styled.div`
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  color: ${({ theme }) => theme.color.text.default};
  background: ${({ theme }) => theme.color.bg.canvas};
  -webkit-font-smoothing: antialiased;
  /* Korean wraps between words, never inside one (issue 41: 375 px screens broke words mid-way);
     a word longer than its line still breaks rather than overflow. No effect on Latin text. */
  word-break: keep-all;
  overflow-wrap: break-word;

  /* Native controls do not inherit the font by default; they would fall back to whatever system
     font a machine has. :where keeps this at zero specificity, so component styles still win. */
  & :where(button, input, select, textarea, optgroup) {
    font-family: inherit;
    font-size: inherit;
  }
`;
