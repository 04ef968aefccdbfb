// The catalogue's layout: the facets beside the results on a desktop, above them below 768 px.
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  margin-top: ${({ theme }) => theme.space['3']};
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Facets = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Says over how many matches the facets were counted when not over all of them. */
export const FacetNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Results = styled.section`
  min-width: 0;
  display: grid;
  align-content: start;
  & > * {
    min-width: 0;
  }
`;

export const Heading = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ImageBox = styled.div`
  display: grid;
  place-items: center;
  width: 160px;
  height: 160px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const DetailTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['4']};
  align-items: flex-start;
  & > :last-child {
    flex: 1 1 280px;
  }
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  margin-top: ${({ theme }) => theme.space['3']};
`;
