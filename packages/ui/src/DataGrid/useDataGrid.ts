import { isComposingEvent } from '../hooks/composition';
import { useControllableState } from '../hooks/useControllableState';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  parseCellInput,
  parseTsv,
  toTsv,
  type CellRule,
  type CellValue,
  type MessageCode,
  type MessageParams,
} from '@mro/rules';
import type { GridRows, RowKey, RowState } from './gridRows';
import { useCellErrors } from './useCellErrors';
import type { CellError } from './cellErrors';
import { inRange, moveFor, rangeOf, type CellPos, type CellRange } from './gridNav';

export interface DataGridColumn<Row> {
  key: Extract<keyof Row, string>;
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

export type SystemColumn = 'check' | 'number' | 'status';

/** A column as the grid lays it out: the system columns first, then frozen, middle and right-frozen. */
export interface LaidColumn<Row> {
  id: string;
  kind: SystemColumn | 'data';
  column?: DataGridColumn<Row>;
  width: number;
  /** Left edge in the full width. */
  offset: number;
  frozen?: 'left' | 'right';
  /** For frozen columns: the sticky inset (left or right). */
  inset: number;
}

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
}

export interface EditState {
  row: number;
  col: number;
  draft: string;
  error: { code: MessageCode; params: MessageParams } | null;
}

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

/** What the grid's live region says: an edit began, or a value was committed (its text as shown). */
export type GridAnnouncement =
  { kind: 'edit'; column: string } | { kind: 'commit'; column: string; value: string } | null;

export interface PasteReport {
  applied: number;
  refused: { row: number; column: string; code: MessageCode; params: MessageParams; text: string }[];
}

const SYSTEM_WIDTH: Record<SystemColumn, number> = { check: 40, number: 52, status: 64 };

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ko');
};

/** The text a cell's value shows in its editor and on the clipboard. */
export function editText(value: unknown, rule?: CellRule): string {
  if (value === null || value === undefined) return '';
  if (rule?.editor === 'date' && typeof value === 'string' && /^\d{8}$/.test(value)) {
    return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  }
  if (rule?.editor === 'dropdown') return rule.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/**
 * The grid's behaviour without styling: the laid-out columns (system, frozen, middle), the view's
 * rows (sorted, deleted rows hidden or not), the active cell and range, editing with the column
 * rules (a refused value shows its message code and is not committed), keyboard moves, checks,
 * copy and paste of TSV ranges (validated per cell, one undo step), undo and redo, sorting and
 * column widths.
 */
export function useDataGrid<Row extends object>(options: UseDataGridOptions<Row>) {
  const { rows: store, columns, readOnly = false, hideDeleted = false, pageRows = 10, manualSort = false } = options;
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [sort, setSort] = useControllableState<SortState>({
    value: options.sort,
    defaultValue: options.defaultSort ?? null,
    onChange: options.onSortChange,
  });
  /** The order the view applies itself (none when the rows come sorted). */
  const ownSort = manualSort ? null : sort;
  const [active, setActive] = useState<CellPos>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<CellPos | null>(null);
  const [editing, setEditing] = useState<EditState | null>(null);
  const [announcement, setAnnouncement] = useState<GridAnnouncement>(null);

  const laid = useMemo(() => {
    const system: SystemColumn[] = [];
    if (options.checkColumn ?? true) system.push('check');
    if (options.numberColumn ?? true) system.push('number');
    if (options.statusColumn ?? true) system.push('status');
    const dataEntry = (c: DataGridColumn<Row>, frozen: 'left' | 'right' | undefined) => ({
      id: c.key as string,
      kind: 'data' as const,
      column: c,
      width: widths[c.key] ?? c.width ?? 120,
      ...(frozen ? { frozen } : {}),
    });
    const entries: Omit<LaidColumn<Row>, 'offset' | 'inset'>[] = [
      ...system.map((kind) => ({ id: `__${kind}`, kind, width: SYSTEM_WIDTH[kind], frozen: 'left' as const })),
      ...columns.filter((c) => c.frozen === 'left').map((c) => dataEntry(c, 'left')),
      ...columns.filter((c) => !c.frozen).map((c) => dataEntry(c, undefined)),
      ...columns.filter((c) => c.frozen === 'right').map((c) => dataEntry(c, 'right')),
    ];
    let offset = 0;
    const result: LaidColumn<Row>[] = entries.map((e) => {
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
  }, [columns, widths, options.checkColumn, options.numberColumn, options.statusColumn]);

  // The view's rows: store indexes, sorted and filtered. Recomputed when rows come or go or the sort
  // changes, not on every edit (a sorted grid does not jump while the user types).
  const version = store.getVersion();
  const size = store.size;
  const sizeKey = `${size}:${hideDeleted ? store.changedCount : 0}`;
  const view = useMemo(() => {
    if (!ownSort && !hideDeleted) return null;
    let order = Array.from({ length: store.size }, (_, i) => i);
    if (hideDeleted) order = order.filter((i) => store.stateOf(store.keyAt(i)!) !== 'deleted');
    if (ownSort) {
      const all = store.rows();
      const dir = ownSort.direction === 'asc' ? 1 : -1;
      const key = ownSort.key;
      order.sort(
        (a, b) =>
          dir * compare((all[a] as Record<string, unknown>)[key], (all[b] as Record<string, unknown>)[key]) || a - b,
      );
    }
    return order;
  }, [store, ownSort, hideDeleted, sizeKey]);

  const rowCount = view ? view.length : size;
  const indexAt = useCallback((viewRow: number) => (view ? view[viewRow] : viewRow), [view]);
  const keyAtView = useCallback(
    (viewRow: number): RowKey | undefined => {
      const i = indexAt(viewRow);
      return i === undefined ? undefined : store.keyAt(i);
    },
    [indexAt, store],
  );
  const rowAtView = useCallback(
    (viewRow: number): Row | undefined => {
      const i = indexAt(viewRow);
      return i === undefined ? undefined : store.rowAt(i);
    },
    [indexAt, store],
  );
  const stateAtView = useCallback(
    (viewRow: number): RowState => {
      const key = keyAtView(viewRow);
      return key ? store.stateOf(key) : 'none';
    },
    [keyAtView, store],
  );

  const range: CellRange | null = anchor ? rangeOf(anchor, active) : null;
  /** Whether the column may be edited, and with a view row, whether that row's cell may. */
  const editableAt = (col: number, viewRow?: number) => {
    const c = laid.columns[col];
    if (readOnly || c?.kind !== 'data' || c.column!.editable === false) return false;
    if (viewRow === undefined || !options.rowEditable) return true;
    const row = rowAtView(viewRow);
    return row !== undefined && options.rowEditable(row);
  };

  const move = useCallback((to: CellPos, extend = false) => {
    setActive((from) => {
      if (extend) setAnchor((a) => a ?? from);
      else setAnchor(null);
      return to;
    });
  }, []);

  /** The active row handed to `onRowActivate`; false when there is none (or no handler). */
  const activate = useCallback(() => {
    const row = rowCount ? rowAtView(active.row) : undefined;
    if (!row || !options.onRowActivate) return false;
    options.onRowActivate(row);
    return true;
  }, [rowCount, rowAtView, active.row, options.onRowActivate]);

  const startEdit = useCallback(
    (initial?: string) => {
      if (!editableAt(active.col, active.row) || !rowCount) return false;
      const column = laid.columns[active.col]!.column!;
      if (column.rule?.editor === 'checkbox') return false;
      const row = rowAtView(active.row) as Record<string, unknown> | undefined;
      if (!row || stateAtView(active.row) === 'deleted') return false;
      setEditing({
        row: active.row,
        col: active.col,
        draft: initial ?? editText(row[column.key], column.rule),
        error: null,
      });
      setAnnouncement({ kind: 'edit', column: column.header });
      return true;
    },
    [active, laid, rowAtView, stateAtView, rowCount, readOnly],
  );

  /** Checks the draft; commits it when valid (true), else keeps editing with the message (false). */
  const commitEdit = useCallback((): boolean => {
    if (!editing) return true;
    const column = laid.columns[editing.col]!.column!;
    const check = parseCellInput(editing.draft, column.rule);
    if (!check.ok) {
      setEditing({ ...editing, error: { code: check.code, params: check.params } });
      return false;
    }
    const key = keyAtView(editing.row);
    if (key) store.update(key, { [column.key]: check.value } as Partial<Row>);
    setEditing(null);
    setAnnouncement({ kind: 'commit', column: column.header, value: editText(check.value, column.rule) });
    return true;
  }, [editing, laid, keyAtView, store]);

  const cancelEdit = useCallback(() => setEditing(null), []);
  const setDraft = useCallback((draft: string) => setEditing((e) => (e ? { ...e, draft, error: null } : e)), []);

  const toggleCheckbox = (viewRow: number, col: number) => {
    const column = laid.columns[col]?.column;
    const key = keyAtView(viewRow);
    if (!column || !key || !editableAt(col, viewRow) || stateAtView(viewRow) === 'deleted') return;
    const value = (store.row(key) as Record<string, unknown>)[column.key];
    store.update(key, { [column.key]: value === 'Y' ? 'N' : 'Y' } as Partial<Row>);
  };

  const setCheckedAt = (viewRow: number, on: boolean) => {
    const key = keyAtView(viewRow);
    if (key) store.setChecked(key, on);
  };

  /** The selected range (or the active cell) as TSV of its data columns. */
  const copyText = useCallback((): string => {
    const r = range ?? { top: active.row, bottom: active.row, left: active.col, right: active.col };
    const lines: string[][] = [];
    for (let row = r.top; row <= r.bottom; row += 1) {
      const data = rowAtView(row) as Record<string, unknown> | undefined;
      if (!data) continue;
      const line: string[] = [];
      for (let col = r.left; col <= r.right; col += 1) {
        const c = laid.columns[col]!;
        if (c.kind === 'data') line.push(editText(data[c.column!.key], c.column!.rule));
        else if (c.kind === 'number') line.push(String(row + 1));
      }
      lines.push(line);
    }
    return toTsv(lines);
  }, [range, active, rowAtView, laid]);

  /**
   * Pastes a TSV range at the active cell: each cell checked by its column's rule; valid cells are
   * written (none rows become updated), refused ones reported; rows past the end are added when
   * `newRow` is given. One undo step.
   */
  const paste = useCallback(
    (text: string): PasteReport => {
      const report: PasteReport = { applied: 0, refused: [] };
      if (readOnly) return report;
      const grid = parseTsv(text);
      store.batch(() => {
        grid.forEach((cells, i) => {
          const viewRow = active.row + i;
          let key = keyAtView(viewRow);
          if (!key) {
            if (!options.newRow) return;
            key = store.add(options.newRow());
          }
          if (store.stateOf(key) === 'deleted') return;
          if (options.rowEditable && !options.rowEditable(store.row(key)!)) return;
          const patch: Record<string, CellValue> = {};
          cells.forEach((cell, j) => {
            const col = active.col + j;
            const c = laid.columns[col];
            if (!c || c.kind !== 'data' || !editableAt(col)) return;
            const check = parseCellInput(cell, c.column!.rule);
            if (check.ok) {
              patch[c.column!.key] = check.value;
              report.applied += 1;
            } else
              report.refused.push({
                row: viewRow + 1,
                column: c.column!.header,
                code: check.code,
                params: check.params,
                text: cell,
              });
          });
          if (Object.keys(patch).length) store.update(key, patch as Partial<Row>);
        });
      });
      if (grid.length)
        setAnchor({
          row: active.row + grid.length - 1,
          col: active.col + Math.max(0, ...grid.map((g) => g.length)) - 1,
        });
      return report;
    },
    [readOnly, store, active, keyAtView, laid, options.newRow],
  );

  /** Navigation-mode keys (the active cell's input handles them while the grid is focused). */
  const onNavigationKey = (event: {
    key: string;
    ctrlKey?: boolean;
    metaKey?: boolean;
    shiftKey?: boolean;
    isComposing?: boolean;
    keyCode?: number;
    preventDefault(): void;
  }): boolean => {
    if (isComposingEvent(event)) return false;
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && (event.key === 'z' || event.key === 'Z')) {
      event.preventDefault();
      if (event.shiftKey) store.redo();
      else store.undo();
      return true;
    }
    if (ctrl && (event.key === 'y' || event.key === 'Y')) {
      event.preventDefault();
      store.redo();
      return true;
    }
    if (event.key === 'F2' || event.key === 'Enter') {
      if (event.key === 'Enter' && !editableAt(active.col)) {
        if (event.shiftKey || !activate()) return false;
        event.preventDefault();
        return true;
      }
      event.preventDefault();
      if (startEdit()) return true;
    }
    if (event.key === ' ' && rowCount) {
      const c = laid.columns[active.col];
      if (c?.kind === 'check') {
        event.preventDefault();
        const key = keyAtView(active.row);
        if (key) store.setChecked(key, !store.isChecked(key));
        return true;
      }
      if (c?.kind === 'data' && c.column!.rule?.editor === 'checkbox') {
        event.preventDefault();
        toggleCheckbox(active.row, active.col);
        return true;
      }
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && editableAt(active.col, active.row) && !anchor) {
      const c = laid.columns[active.col]!.column!;
      if (c.rule?.editor === 'checkbox') return false;
      event.preventDefault();
      const key = keyAtView(active.row);
      if (key && !c.rule?.required && stateAtView(active.row) !== 'deleted')
        store.update(key, { [c.key]: null } as Partial<Row>);
      return true;
    }
    const to = moveFor(active, event, { rows: rowCount, cols: laid.columns.length, pageRows });
    if (!to) return false;
    event.preventDefault();
    move(to, Boolean(event.shiftKey) && event.key !== 'Tab' && event.key !== 'Enter');
    return true;
  };

  /** Editing-mode keys: Enter commits and moves down, Tab right, Esc cancels; never during composition. */
  const onEditKey = (event: {
    key: string;
    shiftKey?: boolean;
    isComposing?: boolean;
    keyCode?: number;
    preventDefault(): void;
  }): boolean => {
    // keyCode 229 too: the IME's own keydown (Safari reports it without isComposing).
    if (isComposingEvent(event)) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelEdit();
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      if (!commitEdit()) return true;
      const to = moveFor(active, event, { rows: rowCount, cols: laid.columns.length, pageRows });
      if (to) move(to);
      return true;
    }
    return false;
  };

  const toggleSort = useCallback(
    (key: string) => {
      setSort((s) =>
        s?.key !== key ? { key, direction: 'asc' } : s.direction === 'asc' ? { key, direction: 'desc' } : null,
      );
    },
    [setSort],
  );

  const resize = useCallback((key: string, width: number) => {
    setWidths((w) => ({ ...w, [key]: Math.max(40, Math.round(width)) }));
  }, []);

  const allChecked = rowCount > 0 && store.checkedKeys.size >= rowCount;

  const [focusRequest, setFocusRequest] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<{ key: RowKey; column: string } | null>(null);
  useEffect(() => {
    if (!pendingFocus) return;
    const col = laid.columns.findIndex((c) => c.column?.key === pendingFocus.column);
    // New rows come first or last: look from both ends.
    for (let i = 0; i < rowCount; i += 1) {
      const row = i % 2 === 0 ? i / 2 : rowCount - 1 - (i - 1) / 2;
      if (keyAtView(row) !== pendingFocus.key) continue;
      setPendingFocus(null);
      move({ row, col: Math.max(col, 0) });
      setFocusRequest((n) => n + 1);
      return;
    }
  }, [pendingFocus, rowCount, keyAtView, laid, move]);
  // Refusals from outside the grid (a failed save's field errors), shown on their cells.
  const refusals = useCellErrors(store, {
    rowCount,
    keyAtView,
    columnKeyAt: (col) => laid.columns[col]?.column?.key,
    columnCount: laid.columns.length,
  });

  return {
    store,
    version,
    laid,
    rowCount,
    indexAt,
    keyAtView,
    rowAtView,
    stateAtView,
    active,
    range,
    inRange: (row: number, col: number) => inRange(range, row, col),
    move,
    editing,
    startEdit,
    activate,
    commitEdit,
    cancelEdit,
    setDraft,
    onNavigationKey,
    onEditKey,
    toggleCheckbox,
    setCheckedAt,
    allChecked,
    setAllChecked: (on: boolean) => store.setAllChecked(on),
    copyText,
    paste,
    sort,
    toggleSort,
    resize,
    announcement,
    editableAt,
    ...refusals,
    /**
     * Refusals on their cells (a save the server refused, `[]` clears them); the first refused
     * cell becomes active and takes the focus. Answers whether there was one.
     */
    showCellErrors: (errors: readonly CellError[]) => {
      const at = refusals.setCellErrors(errors);
      if (at) {
        move(at);
        setFocusRequest((n) => n + 1);
      }
      return at !== null;
    },
    /**
     * Makes a row's cell active and gives the grid the focus, once the row is in view (a row just
     * added: `rows.add(row)` then `focusCell(key, 'itemNm')` in the same handler).
     */
    focusCell: (key: RowKey, column: string) => setPendingFocus({ key, column }),
    /** Grows when the grid should take the focus (the view focuses its active cell). */
    focusRequest,
  };
}

export type DataGridApi<Row extends object> = ReturnType<typeof useDataGrid<Row>>;
