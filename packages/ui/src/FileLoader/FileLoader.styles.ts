import styled from 'styled-components';
import { RemoveButton } from '../shared/looks';

export const Root = styled.section<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']};
  border: 1px ${({ $dragging }) => ($dragging ? 'dashed' : 'solid')}
    ${({ theme, $dragging }) => ($dragging ? theme.color.focus.ring : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.primary.subtle : theme.color.bg.surface)};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Toolbar = styled.div`
  /* The hint's line depends on the toolbar's own width (a loader in a narrow modal or column). */
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

export const Hint = styled.span`
  flex: 1 1 auto;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Narrow: the hint goes under all the buttons instead of squeezing beside them. */
  @container (max-width: 480px) {
    flex-basis: 100%;
    order: 1;
  }
`;

/** The list shows 1 to 3 rows, then scrolls (spec). */
export const ListViewport = styled.div<{ $rows: number }>`
  max-height: calc(
    ${({ theme }) => theme.grid['header-height']} + ${({ $rows }) => $rows} * ${({ theme }) => theme.grid['row-height']}
  );
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/**
 * The fixed columns (check, size, status, remove) take about 280 px: below the minimum width the
 * list scrolls sideways instead of squeezing the file name to nothing (a phone-width modal).
 */
export const Table = styled.table`
  width: 100%;
  min-width: 26rem;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    height: ${({ theme }) => theme.grid['row-height']};
    padding: 0 ${({ theme }) => theme.space['2']};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th {
    position: sticky;
    top: 0;
    height: ${({ theme }) => theme.grid['header-height']};
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const NarrowCell = styled.td`
  width: 40px;
`;

export const SizeCell = styled.td`
  && {
    text-align: right;
  }
`;

export const Status = styled.span<{ $kind: 'none' | 'created' | 'failed' | 'cancelled' }>`
  color: ${({ theme, $kind }) =>
    $kind === 'failed'
      ? theme.color.text.danger
      : $kind === 'created'
        ? theme.color.text.link
        : theme.color.text.muted};
`;

export const Progress = styled.progress`
  width: 100%;
  height: 6px;
  accent-color: ${({ theme }) => theme.color.primary.bg};
`;

/** The remove button of the multi-value input, a little larger for table rows. */
export const IconButton = styled(RemoveButton)`
  width: 24px;
  height: 24px;
`;

export const Empty = styled.td`
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center !important;
`;

/** The refused files' list and its close button, side by side. */
export const RefusalBox = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

export const Refusals = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export { VisuallyHidden } from '../shared/VisuallyHidden';
