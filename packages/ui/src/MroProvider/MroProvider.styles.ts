import styled from 'styled-components';

export const Root = styled.div`
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  color: ${({ theme }) => theme.color.text.default};
  background: ${({ theme }) => theme.color.bg.canvas};
  -webkit-font-smoothing: antialiased;
`;
