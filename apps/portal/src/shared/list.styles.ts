// The looks screens share: the bar between a list's search box and its grid, with the result
// count first (an <output>) and the list's buttons at the end; a section of a page in its box.
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

/** A section of a page in its own box, its heading on top (the mall's storefront, the developer pages). */
export const SectionBox = styled.section`
  margin-top: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
