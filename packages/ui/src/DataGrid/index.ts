export { DataGrid, type DataGridProps } from './DataGrid';
export { useDataGrid } from './useDataGrid';
export {
  editText,
  type DataGridColumn,
  type GridColumn,
  type GridDisplayCell,
  type GridLayout,
  type LaidColumn,
  type SortState,
} from './gridColumns';
export type { PasteReport } from './gridClipboard';
export type {
  DataGridState,
  EditState,
  GridAnnouncement,
  GridCellProps,
  GridElementProps,
  UseDataGridOptions,
} from './dataGridState';
export type { GridKey } from './gridEvents';
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
