// Descriptions' looks: term and detail pairs in a grid of columns, one column below 480 px of
// box (a container query). Tokens only.
import styled from 'styled-components';

export const Box = styled.div`
  container-type: inline-size;
`;

export const List = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  @container (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Pair = styled.div<{ $span: number }>`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.form['label-width']} minmax(0, 1fr);
  grid-column: span ${({ $span }) => $span};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  @container (max-width: 480px) {
    grid-column: auto;
  }
`;

export const Term = styled.dt`
  padding: ${({ theme }) => theme.space['3']};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Detail = styled.dd`
  margin: 0;
  padding: ${({ theme }) => theme.space['3']};
  overflow-wrap: anywhere;
`;
