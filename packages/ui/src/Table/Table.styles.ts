// The Table's looks: a plain data table with a sticky header inside its own scroll box, rows that
// highlight when they are links, and below 480 px of box (a container query) each row stacked as a
// card with every cell labelled by its header. Tokens only.
import styled, { css } from 'styled-components';

export const Scroll = styled.div<{ $maxHeight?: string | undefined }>`
  container-type: inline-size;
  max-width: 100%;
  overflow: auto;
  ${({ $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: ${$maxHeight};
    `}
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  caption {
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  caption[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.z.sticky};
    background: ${({ theme }) => theme.color.bg.subtle};
    border-bottom-color: ${({ theme }) => theme.color.border.default};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  td[data-align='end'],
  th[data-align='end'] {
    text-align: end;
  }
  td[data-align='center'],
  th[data-align='center'] {
    text-align: center;
  }
  /* A link a column draws (a router's link in its render) looks like the row link. */
  td a {
    color: ${({ theme }) => theme.color.text.link};
    text-underline-offset: 2px;
  }
  tbody tr[data-linked] {
    cursor: pointer;
  }
  tbody tr[data-linked]:hover td {
    background: ${({ theme }) => theme.color.bg.selected};
  }
  @container (max-width: 480px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody tr {
      padding: ${({ theme }) => theme.space['2']} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    }
    td {
      display: grid;
      grid-template-columns: minmax(96px, 40%) 1fr;
      gap: ${({ theme }) => theme.space['2']};
      border: 0;
      padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
      text-align: start !important;
    }
    td > * {
      justify-self: start;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.text.muted};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

/** ▲ ▼ or ↕ beside a sortable header (aria-hidden: the th's aria-sort says it). */
export const Arrow = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.color.text.link : theme.color.text.muted)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const RowLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;

export const Empty = styled.td`
  padding: ${({ theme }) => theme.space['6']} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.color.text.muted};
`;
