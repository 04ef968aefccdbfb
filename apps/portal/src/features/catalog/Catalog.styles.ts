// The catalogue's layout: the facets beside the results on a desktop, in a drawer below 768 px
// (the results first on a phone, issue 57); the result cards and the empty result.
import styled, { css } from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  margin-top: ${({ theme }) => theme.space['3']};
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const facetStack = css`
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

/** The facets beside the results; on a phone they open in a drawer (FacetPanel) instead. */
export const Facets = styled.aside`
  ${facetStack}
  @media (max-width: 768px) {
    display: none;
  }
`;

export const FacetPanel = styled.div`
  ${facetStack}
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

/** The facets' button, on a narrow screen only (the facets open in a drawer there). */
export const NarrowOnly = styled.div`
  display: none;
  @media (max-width: 768px) {
    display: block;
  }
`;

/** The results' list: cards in columns, or rows of the rich list (`$view`). */
export const ResultList = styled.ul<{ $view: 'cards' | 'list' }>`
  list-style: none;
  margin: ${({ theme }) => theme.space['2']} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  grid-template-columns: ${({ $view }) => ($view === 'cards' ? 'repeat(auto-fill, minmax(208px, 1fr))' : 'minmax(0, 1fr)')};
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * One result: the picture, what it is, its price, how soon, who sells it, and a quantity with
 * "add". A card stacks them; a list row (and every result on a phone) puts the picture beside them.
 */
export const ResultItem = styled.li<{ $view: 'cards' | 'list' }>`
  display: grid;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  min-width: 0;
  grid-template-columns: ${({ $view }) => ($view === 'cards' ? 'minmax(0, 1fr)' : '96px minmax(0, 1fr) auto')};
  align-content: start;
  & img {
    display: block;
    width: ${({ $view }) => ($view === 'cards' ? '100%' : '96px')};
    max-width: ${({ $view }) => ($view === 'cards' ? '160px' : '96px')};
    height: auto;
    aspect-ratio: 1;
    justify-self: center;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  @media (max-width: 480px) {
    grid-template-columns: 80px minmax(0, 1fr);
    & img {
      width: 80px;
    }
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const ItemText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  align-content: start;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The item's name, opening its detail. */
export const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;

/** The price the buyer pays, large, the list price struck beside it when a contract price is lower. */
export const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  & strong {
    color: ${({ theme }) => theme.color.text.default};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-variant-numeric: tabular-nums;
  }
  & s {
    font-variant-numeric: tabular-nums;
  }
`;

export const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  align-self: end;
`;

export const EmptyResult = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']} 0;
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
    padding: 0;
    list-style: none;
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space['3']} 0;
`;

/** An item detail's lists of other items (similar, alternatives, recently viewed). */
export const ItemLinks = styled.section`
  margin-top: ${({ theme }) => theme.space['3']};
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A cart line's refused quantity, under its stepper. */
export const QtyError = styled.p`
  margin: ${({ theme }) => theme.space['1']} 0 0;
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The cart: its lines, and beside them (below on a phone) the summary kept in view. */
export const CartLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space['4']};
  align-items: start;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Summary = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space['3']};
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 1024px) {
    position: static;
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding-top: ${({ theme }) => theme.space['2']};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  & strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const Confirmation = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.text.success};
  border-radius: ${({ theme }) => theme.radius.md};
  & h2,
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
    padding: 0;
    list-style: none;
  }
`;
