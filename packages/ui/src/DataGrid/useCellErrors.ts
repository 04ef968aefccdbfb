import { useCallback, useState } from 'react';
import { cellErrors, holdCellErrors, type CellError, type HeldCellError } from './cellErrors';
import type { CellPos } from './gridNav';
import type { GridRows, RowKey } from './gridRows';

/** What `useCellErrors` returns to the grid's behaviour hook. */
export interface CellErrorsState {
  /** The refusal the cell at a view row and column shows now, or null. */
  errorAt: (viewRow: number, col: number) => CellError | null;
  /** A row's refused columns, for its render signature. */
  errorSignature: (key: RowKey | undefined) => string;
  /**
   * Puts refusals on cells (a failed save's field errors; `[]` clears them) and answers the first
   * refused cell in view order, or null.
   */
  setCellErrors: (errors: readonly CellError[]) => CellPos | null;
  /** The refusals that still hold. */
  cellErrors: () => CellError[];
}

/** Refusals from outside the grid (cellErrors.ts) held for one grid. A thin hook. */
export function useCellErrors<Row extends object>(
  store: GridRows<Row>,
  view: {
    rowCount: number;
    keyAtView: (viewRow: number) => RowKey | undefined;
    columnKeyAt: (col: number) => string | undefined;
    columnCount: number;
  },
): CellErrorsState {
  const [held, setHeld] = useState<HeldCellError[]>([]);
  const valueOf = useCallback(
    (key: RowKey, column: string) => (store.row(key) as Record<string, unknown> | undefined)?.[column],
    [store],
  );
  const live = cellErrors(held, { valueOf, savedPoint: store.savedPoint });
  const cellAt = (errors: ReturnType<typeof cellErrors>, viewRow: number, col: number) => {
    const column = view.columnKeyAt(col);
    return column === undefined ? null : errors.at(view.keyAtView(viewRow), column);
  };
  const errorAt = (viewRow: number, col: number) => cellAt(live, viewRow, col);
  /** The first refused cell in view order (one pass over the view's rows; a save's answer, rarely). */
  const firstOf = (errors: ReturnType<typeof cellErrors>): CellPos | null => {
    if (errors.current().length === 0) return null;
    for (let row = 0; row < view.rowCount; row += 1) {
      if (!errors.signature(view.keyAtView(row))) continue;
      for (let col = 0; col < view.columnCount; col += 1) if (cellAt(errors, row, col)) return { row, col };
    }
    return null;
  };
  const setCellErrors = (errors: readonly CellError[]) => {
    const next = holdCellErrors(errors, { valueOf, savedPoint: store.savedPoint });
    setHeld(next);
    return firstOf(cellErrors(next, { valueOf, savedPoint: store.savedPoint }));
  };
  return { errorAt, errorSignature: live.signature, setCellErrors, cellErrors: live.current };
}
