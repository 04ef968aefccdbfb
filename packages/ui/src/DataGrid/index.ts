export { DataGrid, type DataGridProps } from './DataGrid';
export {
  useDataGrid,
  editText,
  type DataGridApi,
  type DataGridColumn,
  type LaidColumn,
  type PasteReport,
  type SortState,
  type UseDataGridOptions,
} from './useDataGrid';
export { useGridRows } from './useGridRows';
export { useGridDiscard, type GridDiscard } from './useGridDiscard';
export type { CellError } from './cellErrors';
export {
  createGridRows,
  type GridChanges,
  type GridRows,
  type GridRowsOptions,
  type RowKey,
  type RowState,
} from './gridRows';
export { moveFor, rangeOf, type CellPos, type CellRange, type GridBounds } from './gridNav';
