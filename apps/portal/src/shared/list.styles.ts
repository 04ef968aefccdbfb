// The look every search list shares: the bar between the search box and the grid, with the
// result count first (an <output>) and the list's buttons at the end.
import styled from 'styled-components';

export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  margin: ${({ theme }) => theme.space['4']} 0 ${({ theme }) => theme.space['2']};
  & > output {
    margin-right: auto;
  }
`;
