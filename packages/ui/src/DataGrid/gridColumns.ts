// The grid's columns as it lays them out, and the order of its rows as the view shows them: pure
// functions of the columns, their widths, the sort and the rows (no React). The behaviour hook
// (useDataGrid) memoizes both; a layout costs one pass over the columns, a view order one pass
// over the rows plus the sort (the view keeps the store's order, and allocates nothing, when
// there is neither a sort of its own nor hidden deleted rows).
import type { ReactNode } from 'react';
import type { CellRule } from '@mro/rules';
import type { GridRows } from './gridRows';

/** What a column says besides its field. */
interface ColumnOptions {
  header: string;
  /** Width in px (default 120); the user may resize. */
  width?: number;
  /** The editor and its rules (default a text editor without limits). */
  rule?: CellRule;
  /** False: shown, never edited (default true). */
  editable?: boolean;
  /** Stays in view while the grid scrolls sideways. */
  frozen?: 'left' | 'right';
  align?: 'left' | 'right' | 'center';
  /** Default true. */
  sortable?: boolean;
}

/** What a display cell's `render` is told besides the value and the row. */
export interface GridDisplayCell {
  /** Spread on a link or button in the cell: Tab does not stop in every cell; Enter on the cell clicks it. */
  tabIndex: -1;
  /** The cell is the active one. */
  active: boolean;
}

/** A column as a page declares it: its key is a field of the row. */
export interface DataGridColumn<Row extends object> extends ColumnOptions {
  key: Extract<keyof Row, string>;
  /**
   * Draws the cell (a link, a badge, a button, an image) instead of its text; the cell is still
   * drawn by the virtual rows, and editing (when the column is editable) uses the text editor as
   * before. Enter on a cell of a column that is not editable clicks its first link or button.
   */
  render?(value: Row[Extract<keyof Row, string>], row: Row, cell: GridDisplayCell): ReactNode;
}

/** A column as the grid's parts read it, which never name the row type: its key is a field name. */
export interface GridColumn extends ColumnOptions {
  key: string;
  render?(value: unknown, row: object, cell: GridDisplayCell): ReactNode;
}

export type SystemColumn = 'check' | 'number' | 'status';

/** A column as the grid lays it out: the system columns first, then frozen, middle and right-frozen. */
export interface LaidColumn {
  id: string;
  kind: SystemColumn | 'data';
  column?: GridColumn;
  width: number;
  /** Left edge in the full width. */
  offset: number;
  frozen?: 'left' | 'right';
  /** For frozen columns: the sticky inset (left or right). */
  inset: number;
}

/** The laid-out columns, the full width and the widths the frozen columns take on each side. */
export interface GridLayout {
  columns: LaidColumn[];
  totalWidth: number;
  frozenLeft: number;
  frozenRight: number;
}

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

const SYSTEM_WIDTH: Record<SystemColumn, number> = { check: 40, number: 52, status: 64 };

/** Lays out the system columns, then the left-frozen, middle and right-frozen data columns. */
export function layColumns<Row extends object>(
  columns: readonly DataGridColumn<Row>[],
  widths: Readonly<Record<string, number>>,
  system: readonly SystemColumn[],
): GridLayout {
  const dataEntry = (c: DataGridColumn<Row>, frozen: 'left' | 'right' | undefined) => ({
    id: c.key as string,
    kind: 'data' as const,
    column: c,
    width: widths[c.key] ?? c.width ?? 120,
    ...(frozen ? { frozen } : {}),
  });
  const entries: Omit<LaidColumn, 'offset' | 'inset'>[] = [
    ...system.map((kind) => ({ id: `__${kind}`, kind, width: SYSTEM_WIDTH[kind], frozen: 'left' as const })),
    ...columns.filter((c) => c.frozen === 'left').map((c) => dataEntry(c, 'left')),
    ...columns.filter((c) => !c.frozen).map((c) => dataEntry(c, undefined)),
    ...columns.filter((c) => c.frozen === 'right').map((c) => dataEntry(c, 'right')),
  ];
  let offset = 0;
  const result: LaidColumn[] = entries.map((e) => {
    const column = { ...e, offset, inset: 0 };
    offset += e.width;
    return column;
  });
  let left = 0;
  for (const c of result) {
    if (c.frozen !== 'left') continue;
    c.inset = left;
    left += c.width;
  }
  let right = 0;
  for (const c of [...result].reverse()) {
    if (c.frozen !== 'right') continue;
    c.inset = right;
    right += c.width;
  }
  return { columns: result, totalWidth: offset, frozenLeft: left, frozenRight: right };
}

/** Empty values last; numbers by value; text in Korean collation. */
export const compareCells = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ko');
};

/** One key of a sort: the first is the primary, later ones break its ties (Shift+click). */
export type SortKey = { key: string; direction: 'asc' | 'desc' };

/**
 * The sort keys after a header press: a plain press sorts by that column alone (ascending,
 * descending, none); with Shift (`add`) the column is added as the next key, or its direction
 * turned, or it is dropped after descending, the other keys kept.
 */
export function nextSortKeys(keys: readonly SortKey[], key: string, add: boolean): SortKey[] {
  const at = keys.findIndex((k) => k.key === key);
  const current = keys[at];
  if (!add) {
    // The only key: ascending, descending, none (as before multi-column sort); otherwise this column alone.
    if (!current || keys.length > 1) return [{ key, direction: 'asc' }];
    return current.direction === 'asc' ? [{ key, direction: 'desc' }] : [];
  }
  if (!current) return [...keys, { key, direction: 'asc' }];
  if (current.direction === 'asc') return keys.map((k, i) => (i === at ? { key, direction: 'desc' } : k));
  return keys.filter((_, i) => i !== at);
}

/** Per-column filters: a row is shown when each filtered column's text contains the filter's text. */
export type ColumnFilters = Readonly<Record<string, string>>;

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('ko');

/** The active filters (empty texts left out) as key and folded text, or null when none. */
function activeFilters(filters: ColumnFilters | undefined, columns: readonly GridColumn[] | undefined) {
  if (!filters) return null;
  const list = Object.entries(filters)
    .filter(([, text]) => text.trim() !== '')
    .map(([key, text]) => ({ key, text: folded(text.trim()), rule: columns?.find((c) => c.key === key)?.rule }));
  return list.length ? list : null;
}

/**
 * The store indexes in the view's order: deleted rows left out when hidden, rows the filters
 * refuse left out (a column's text as the cell shows it, contains the filter's, case-folded), then
 * sorted by each key in turn (stable). Null when the view is the store's order.
 */
export function viewOrder<Row extends object>(
  store: GridRows<Row>,
  sort: SortState | readonly SortKey[],
  hideDeleted: boolean,
  filters?: ColumnFilters,
  columns?: readonly GridColumn[],
): number[] | null {
  const keys: readonly SortKey[] = Array.isArray(sort) ? sort : sort ? [sort as SortKey] : [];
  const filtering = activeFilters(filters, columns);
  if (!keys.length && !hideDeleted && !filtering) return null;
  let order = Array.from({ length: store.size }, (_, i) => i);
  if (hideDeleted) order = order.filter((i) => store.stateOf(store.keyAt(i)!) !== 'deleted');
  const all = store.rows() as readonly Record<string, unknown>[];
  if (filtering) {
    order = order.filter((i) => filtering.every((f) => folded(editText(all[i]![f.key], f.rule)).includes(f.text)));
  }
  if (keys.length) {
    order.sort((a, b) => {
      for (const k of keys) {
        const c = compareCells(all[a]![k.key], all[b]![k.key]);
        if (c) return (k.direction === 'asc' ? 1 : -1) * c;
      }
      return a - b;
    });
  }
  return order;
}

/** The text a cell's value shows in its editor and on the clipboard. */
export function editText(value: unknown, rule?: CellRule): string {
  if (value === null || value === undefined) return '';
  if (rule?.editor === 'date' && typeof value === 'string' && /^\d{8}$/.test(value)) {
    return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  }
  if (rule?.editor === 'dropdown') return rule.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}
