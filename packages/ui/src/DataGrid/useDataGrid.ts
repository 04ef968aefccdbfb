// The grid's behaviour without styling (the view is DataGrid.tsx): a thin hook over the pure parts
// (gridColumns: layout and view order; gridNav: moves; gridClipboard: copy and paste; gridRows:
// the rows, undo and checks; cellErrors: refusals from outside) that holds the active cell, the
// range, the edit, the sort and the widths, and returns the declared DataGridState with prop
// getters for the grid, its cells and its one input. Cost per render: the layout and view order
// are memoized (a view order is recomputed when rows come or go or the sort changes, not per edit).
import { isComposingEvent, useImeKeys } from '../hooks/composition';
import { actionKeyOf } from '../hooks/imeKeys';
import { useControllableState } from '../hooks/useControllableState';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseCellInput } from '@mro/rules';
import type { RowKey, RowState } from './gridRows';
import { useCellErrors } from './useCellErrors';
import { useColumnState } from './useColumnState';
import type { CellError } from './cellErrors';
import { inRange, moveFor, rangeOf, type CellPos, type CellRange } from './gridNav';
import {
  editText,
  layColumns,
  nextSortKeys,
  viewOrder,
  type SortKey,
  type SortState,
  type SystemColumn,
} from './gridColumns';
import { copyRange, pasteAt, type PasteReport } from './gridClipboard';
import { eventCell, gridKeyOf, type GridKey } from './gridEvents';
import type { DataGridState, EditState, GridAnnouncement, GridCellProps, UseDataGridOptions } from './dataGridState';

export { editText, type DataGridColumn, type LaidColumn, type SortState } from './gridColumns';
export type { PasteReport } from './gridClipboard';
export type { DataGridState, EditState, GridAnnouncement, UseDataGridOptions } from './dataGridState';

/**
 * The grid's behaviour without styling: the laid-out columns (system, frozen, middle), the view's
 * rows (sorted, deleted rows hidden or not), the active cell and range, editing with the column
 * rules (a refused value shows its message code and is not committed), keyboard moves, checks,
 * copy and paste of TSV ranges (validated per cell, one undo step), undo and redo, sorting and
 * column widths.
 */
export function useDataGrid<Row extends object>(options: UseDataGridOptions<Row>): DataGridState<Row> {
  const { rows: store, columns, readOnly = false, hideDeleted = false, pageRows = 10, manualSort = false } = options;
  const columnState = useColumnState(columns, options.stateKey, options.columnStateStore);
  const { visible: visibleColumns, state: userColumns } = columnState;
  const [sort, setSort] = useControllableState<SortState>({
    value: options.sort,
    defaultValue: options.defaultSort ?? null,
    onChange: options.onSortChange,
  });
  /** The keys after the first (Shift+click on a header), for rows the grid sorts itself. */
  const [secondary, setSecondary] = useState<SortKey[]>([]);
  const sortKeys = useMemo<SortKey[]>(
    () => (sort ? [sort, ...(manualSort ? [] : secondary.filter((k) => k.key !== sort.key))] : []),
    [sort, secondary, manualSort],
  );
  /** The order the view applies itself (none when the rows come sorted). */
  const ownSort = manualSort ? null : sortKeys;
  /** Text filters per column ("contains"), applied to the rows the grid holds. */
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [active, setActive] = useState<CellPos>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<CellPos | null>(null);
  const [editing, setEditing] = useState<EditState | null>(null);
  const [announcement, setAnnouncement] = useState<GridAnnouncement>(null);

  const { checkColumn = true, numberColumn = true, statusColumn = true } = options;
  const laid = useMemo(() => {
    const system: SystemColumn[] = [];
    if (checkColumn) system.push('check');
    if (numberColumn) system.push('number');
    if (statusColumn) system.push('status');
    return layColumns(visibleColumns, userColumns.widths, system);
  }, [visibleColumns, userColumns.widths, checkColumn, numberColumn, statusColumn]);

  // The view's rows: store indexes, sorted and filtered. Recomputed when rows come or go or the sort
  // changes, not on every edit (a sorted grid does not jump while the user types).
  const version = store.getVersion();
  const size = store.size;
  const sizeKey = `${size}:${hideDeleted ? store.changedCount : 0}`;
  // sizeKey stands for rows coming or going (a new view order then, not on every edit).
  // Filters look at the values: while one is on, every change of the rows reorders the view.
  const filterKey = Object.values(filters).some((f) => f.trim()) ? version : 0;
  const view = useMemo(
    () => viewOrder(store, ownSort ?? null, hideDeleted, filters, columns),
    [store, ownSort, hideDeleted, sizeKey, filters, columns, filterKey],
  );

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

  // The last paste's report, with the rows' version it left: any later change (an edit, an undo,
  // another paste, a reload) makes it stale, and it is no longer shown.
  const [lastPaste, setLastPaste] = useState<{ report: PasteReport; version: number } | null>(null);
  const pasteReport = lastPaste && lastPaste.version === version ? lastPaste.report : null;
  const copyText = useCallback(
    () =>
      copyRange(range ?? { top: active.row, bottom: active.row, left: active.col, right: active.col }, laid, rowAtView),
    [range, active, rowAtView, laid],
  );
  const paste = useCallback(
    (text: string): PasteReport => {
      if (readOnly) return { applied: 0, refused: [] };
      const { report, corner } = pasteAt(text, active, {
        store,
        layout: laid,
        keyAtView,
        columnEditable: (col) => editableAt(col),
        ...(options.rowEditable ? { rowEditable: options.rowEditable } : {}),
        ...(options.newRow ? { newRow: options.newRow } : {}),
      });
      if (corner) setAnchor(corner);
      return report;
    },
    [readOnly, store, active, keyAtView, laid, options.newRow],
  );

  /** Navigation-mode keys (the active cell's input handles them while the grid is focused). */
  const onNavigationKey = (event: GridKey): boolean => {
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

  /** Enter (Shift+Enter up), Tab (Shift+Tab left): commit the edit and move, as Excel does. */
  const commitAndMove = (event: GridKey) => {
    event.preventDefault();
    if (!commitEdit()) return;
    // An IME's keydown is named "Process" (Chrome on Windows): move by the key it stands for.
    const to = moveFor(
      active,
      { ...event, key: actionKeyOf(event) },
      {
        rows: rowCount,
        cols: laid.columns.length,
        pageRows,
      },
    );
    if (to) move(to);
  };
  // One commit and move per physical key under an IME (decision 0026): the Enter or Tab that ends
  // a Korean syllable commits it and moves once; one that confirms a Japanese candidate does not.
  const editMoves = useImeKeys<GridKey>({ Enter: commitAndMove, Tab: commitAndMove });

  /** Editing-mode keys: Enter commits and moves down, Tab right, Esc cancels (never while composing). */
  const onEditKey = (event: GridKey): boolean => {
    if (event.key === 'Escape') {
      // keyCode 229 too: the IME's own keydown (Safari reports it without isComposing).
      if (isComposingEvent(event)) return false;
      event.preventDefault();
      cancelEdit();
      return true;
    }
    const step = editMoves(event);
    return step === 'act' || step === 'defer';
  };

  const toggleSort = useCallback(
    (key: string, add = false) => {
      // The server sorts by one key: Shift adds nothing there.
      const next = nextSortKeys(sortKeys, key, add && !manualSort);
      setSecondary(next.slice(1));
      setSort(next[0] ?? null);
    },
    [setSort, sortKeys, manualSort],
  );

  const setFilter = useCallback((key: string, text: string) => {
    setFilters((f) => ({ ...f, [key]: text }));
    setActive((a) => ({ ...a, row: 0 }));
    setAnchor(null);
  }, []);

  const resize = columnState.setWidth;

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

  const showCellErrors = (errors: readonly CellError[]) => {
    const at = refusals.setCellErrors(errors);
    if (at) {
      move(at);
      setFocusRequest((n) => n + 1);
    }
    return at !== null;
  };

  const getGridProps: DataGridState<Row>['getGridProps'] = () => ({
    role: 'grid',
    tabIndex: -1,
    'aria-multiselectable': true,
    'aria-rowcount': rowCount + 1,
    'aria-colcount': laid.columns.length,
    onKeyDown: (e) => {
      if (e.target === e.currentTarget) onNavigationKey(gridKeyOf(e));
    },
    // The grid's input takes the focus (after the move), not the cell.
    onMouseDown: (e) => {
      if (!(e.target instanceof HTMLInputElement) && eventCell(e)) e.preventDefault();
    },
    onDoubleClick: (e) => {
      if (eventCell(e) && !startEdit()) activate();
    },
  });

  const getCellProps = (viewRow: number, col: number): GridCellProps => {
    const props: GridCellProps = {
      role: 'gridcell',
      'aria-colindex': col + 1,
      'aria-selected': (active.row === viewRow && active.col === col) || inRange(range, viewRow, col),
    };
    if (laid.columns[col]?.kind === 'data' && !editableAt(col, viewRow)) props['aria-readonly'] = true;
    return props;
  };

  const getInputProps: DataGridState<Row>['getInputProps'] = () => ({
    value: editing ? editing.draft : '',
    'aria-invalid': Boolean(editing?.error) || undefined,
    autoComplete: 'off',
    // A press on the input is not a press on a cell (the grid would move the active cell).
    onPointerDown: (e) => e.stopPropagation(),
    onChange: (e) => {
      if (editing) setDraft(e.target.value);
      else if (e.target.value) startEdit(e.target.value);
    },
    onKeyDown: (e) => {
      if (editing) onEditKey(gridKeyOf(e));
      else if (e.key !== 'Tab') onNavigationKey(gridKeyOf(e));
    },
    onBlur: () => {
      if (editing && !editing.error) commitEdit();
    },
    onCopy: (e) => {
      if (editing) return;
      e.preventDefault();
      e.clipboardData.setData('text/plain', copyText());
    },
    onPaste: (e) => {
      if (editing) return;
      e.preventDefault();
      const report = paste(e.clipboardData.getData('text/plain'));
      setLastPaste({ report, version: store.getVersion() });
    },
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
    inRange: (row, col) => inRange(range, row, col),
    move,
    editableAt,
    editing,
    startEdit,
    commitEdit,
    cancelEdit,
    setDraft,
    activate,
    onNavigationKey,
    onEditKey,
    announcement,
    toggleCheckbox,
    setCheckedAt,
    allChecked,
    setAllChecked: (on) => store.setAllChecked(on),
    copyText,
    paste,
    pasteReport,
    sort,
    sortKeys,
    toggleSort,
    filters,
    setFilter,
    clearFilters: () => setFilters({}),
    resize,
    allColumns: columns,
    hiddenColumns: userColumns.hidden,
    columnOrder: userColumns.order,
    setColumnHidden: columnState.setHidden,
    moveColumn: columnState.move,
    resetColumns: columnState.reset,
    stateKey: options.stateKey,
    ...refusals,
    showCellErrors,
    focusCell: (key, column) => setPendingFocus({ key, column }),
    focusRequest,
    getGridProps,
    getCellProps,
    getInputProps,
  };
}
