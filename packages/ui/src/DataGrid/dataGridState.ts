// What the grid's behaviour hook (useDataGrid) takes and returns: the options, and DataGridState,
// the declared surface the view (DataGrid), its cells, the Excel bar and pages read. Members are
// declared as methods, so a grid of any row type is a DataGridState<object> where the view's
// parts, which never name the row type, take it.
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import type { MessageCode, MessageParams } from '@mro/rules';
import type { CellError } from './cellErrors';
import type { PasteReport } from './gridClipboard';
import type { DataGridColumn, GridColumn, GridLayout, SortKey, SortState } from './gridColumns';
import type { GridKey } from './gridEvents';
import type { CellPos, CellRange } from './gridNav';
import type { GridRows, RowKey, RowState } from './gridRows';
import type { CellErrorsState } from './useCellErrors';
import type { StoredItemStore } from '../storage/storedItem';

export interface UseDataGridOptions<Row extends object> {
  rows: GridRows<Row>;
  columns: readonly DataGridColumn<Row>[];
  /** System columns (default check, number and status). */
  checkColumn?: boolean;
  numberColumn?: boolean;
  statusColumn?: boolean;
  /** Soft-deleted rows are hidden instead of struck through. */
  hideDeleted?: boolean;
  readOnly?: boolean;
  /** Rows a PageUp/PageDown moves (the view sets it from its height). */
  pageRows?: number;
  /** New rows for a paste that runs past the last row (none: the paste stops at the end). */
  newRow?: () => Row;
  /** The sort (controlled with `onSortChange`; `null` is none). */
  sort?: SortState;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The rows come sorted (a server's search): a header click reports the sort, the grid keeps the order. */
  manualSort?: boolean;
  /** Whether a row may be edited (a request past its first status is shown, not changed); default all. */
  rowEditable?: (row: Row) => boolean;
  /** Opens a row (its detail): Enter or a double click on a cell that is not edited there. */
  onRowActivate?: (row: Row) => void;
  /**
   * Keeps the user's column widths, order and hidden columns as a stored item under this key
   * (`${userId}:${screenId}:${gridId}`) and restores them on mount (decision 0040). Without it
   * they last as long as the grid.
   */
  stateKey?: string;
  /** Where the column state is stored (default a localStorage-backed stored-item store). */
  columnStateStore?: StoredItemStore;
}

export interface EditState {
  row: number;
  col: number;
  draft: string;
  error: { code: MessageCode; params: MessageParams } | null;
}

/** What the grid's live region says: an edit began, or a value was committed (its text as shown). */
export type GridAnnouncement =
  { kind: 'edit'; column: string } | { kind: 'commit'; column: string; value: string } | null;

/** A body cell's role and state for assistive technology. */
export interface GridCellProps {
  role: 'gridcell';
  'aria-colindex': number;
  'aria-selected': boolean;
  /** A cell shown, not changed: a read-only column, or a row the page does not let change. */
  'aria-readonly'?: true;
}

/** The grid element's props from `getGridProps`. */
export type GridElementProps = Pick<
  HTMLAttributes<HTMLDivElement>,
  | 'role'
  | 'tabIndex'
  | 'aria-multiselectable'
  | 'aria-rowcount'
  | 'aria-colcount'
  | 'onKeyDown'
  | 'onMouseDown'
  | 'onDoubleClick'
>;

export interface DataGridState<Row extends object> extends CellErrorsState {
  store: GridRows<Row>;
  /** The store's version when this state was made (a change makes a new state). */
  version: number;
  laid: GridLayout;
  /** Rows in the view (deleted rows left out when hidden). */
  rowCount: number;
  indexAt(viewRow: number): number | undefined;
  keyAtView(viewRow: number): RowKey | undefined;
  rowAtView(viewRow: number): Row | undefined;
  stateAtView(viewRow: number): RowState;

  active: CellPos;
  /** The selected range (null: only the active cell). */
  range: CellRange | null;
  inRange(row: number, col: number): boolean;
  move(to: CellPos, extend?: boolean): void;
  /** Whether the column may be edited, and with a view row, whether that row's cell may. */
  editableAt(col: number, viewRow?: number): boolean;

  editing: EditState | null;
  /** Starts editing the active cell (with a first text, else its value); false where it may not. */
  startEdit(initial?: string): boolean;
  /** Checks the draft; commits it when valid (true), else keeps editing with the message (false). */
  commitEdit(): boolean;
  cancelEdit(): void;
  setDraft(draft: string): void;
  /** Hands the active row to `onRowActivate`; false when there is none (or no handler). */
  activate(): boolean;
  /** Navigation-mode keys; true when the key was the grid's. */
  onNavigationKey(event: GridKey): boolean;
  /** Editing-mode keys: Enter commits and moves down, Tab right, Esc cancels; never during composition. */
  onEditKey(event: GridKey): boolean;
  announcement: GridAnnouncement;

  toggleCheckbox(viewRow: number, col: number): void;
  setCheckedAt(viewRow: number, on: boolean): void;
  allChecked: boolean;
  setAllChecked(on: boolean): void;

  /** The selected range (or the active cell) as TSV of its data columns. */
  copyText(): string;
  /** Pastes TSV at the active cell (gridClipboard's `pasteAt`); the range becomes the pasted block. */
  paste(text: string): PasteReport;
  /**
   * The report of the last paste from the clipboard: null until one, after a clean one, and once
   * the rows change after it (an edit, an undo, a check), as it then no longer describes them.
   */
  pasteReport: PasteReport | null;

  sort: SortState;
  /** Every sort key, the primary (`sort`) first; the later ones come from Shift+click (local rows only). */
  sortKeys: readonly SortKey[];
  /** A header press: this column alone (ascending, descending, none), or with `add` the next key. */
  toggleSort(key: string, add?: boolean): void;
  /** Text filters per column key ("contains", case-folded, the text as the cell shows it). */
  filters: Readonly<Record<string, string>>;
  setFilter(key: string, text: string): void;
  clearFilters(): void;
  resize(key: string, width: number): void;
  /** The columns the page declares, in its order (the column chooser lists them). */
  allColumns: readonly GridColumn[];
  /** Keys of the columns the user hid. */
  hiddenColumns: readonly string[];
  /** The data columns' keys in the user's order (empty: the declared order). */
  columnOrder: readonly string[];
  setColumnHidden(key: string, hidden: boolean): void;
  /** Moves a column by `by` places among the declared columns. */
  moveColumn(key: string, by: number): void;
  /** The declared widths, order and columns again (the stored state removed). */
  resetColumns(): void;
  stateKey: string | undefined;

  /**
   * Refusals on their cells (a save the server refused, `[]` clears them); the first refused cell
   * becomes active and takes the focus. Answers whether there was one.
   */
  showCellErrors(errors: readonly CellError[]): boolean;
  /**
   * Makes a row's cell active and gives the grid the focus, once the row is in view (a row just
   * added: `rows.add(row)` then `focusCell(key, 'itemNm')` in the same handler).
   */
  focusCell(key: RowKey, column: string): void;
  /** Grows when the grid should take the focus (the view focuses its active cell). */
  focusRequest: number;

  /** The grid element's role, counts and handlers (keys on the grid itself, double click, mouse down). */
  getGridProps(): GridElementProps;
  /** A body cell's role and ARIA state. */
  getCellProps(viewRow: number, col: number): GridCellProps;
  /** The grid's one input: its value and the handlers of both modes, copy and paste. */
  getInputProps(): InputHTMLAttributes<HTMLInputElement>;
}
