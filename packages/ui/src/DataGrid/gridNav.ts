/**
 * Keyboard moves of the grid's active cell, without React: arrows, Home/End (row), Ctrl+Home/End
 * (grid), PageUp/PageDown (a page of rows), Tab/Shift+Tab (across rows at the ends), Enter /
 * Shift+Enter after a commit (down / up). Positions are view rows and visible columns.
 */
export interface CellPos {
  row: number;
  col: number;
}

export interface GridBounds {
  rows: number;
  cols: number;
  /** Rows one PageUp/PageDown moves. */
  pageRows: number;
}

export interface MoveKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/** The cell a key moves to, or null when the key is no move. */
export function moveFor(pos: CellPos, event: MoveKey, bounds: GridBounds): CellPos | null {
  const lastRow = Math.max(0, bounds.rows - 1);
  const lastCol = Math.max(0, bounds.cols - 1);
  const ctrl = Boolean(event.ctrlKey || event.metaKey);
  switch (event.key) {
    case 'ArrowUp':
      return { row: ctrl ? 0 : clamp(pos.row - 1, lastRow), col: pos.col };
    case 'ArrowDown':
      return { row: ctrl ? lastRow : clamp(pos.row + 1, lastRow), col: pos.col };
    case 'ArrowLeft':
      return { row: pos.row, col: ctrl ? 0 : clamp(pos.col - 1, lastCol) };
    case 'ArrowRight':
      return { row: pos.row, col: ctrl ? lastCol : clamp(pos.col + 1, lastCol) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: pos.row, col: lastCol };
    case 'PageUp':
      return { row: clamp(pos.row - bounds.pageRows, lastRow), col: pos.col };
    case 'PageDown':
      return { row: clamp(pos.row + bounds.pageRows, lastRow), col: pos.col };
    case 'Tab':
      if (event.shiftKey) {
        if (pos.col > 0) return { row: pos.row, col: pos.col - 1 };
        return pos.row > 0 ? { row: pos.row - 1, col: lastCol } : pos;
      }
      if (pos.col < lastCol) return { row: pos.row, col: pos.col + 1 };
      return pos.row < lastRow ? { row: pos.row + 1, col: 0 } : pos;
    case 'Enter':
      return { row: clamp(pos.row + (event.shiftKey ? -1 : 1), lastRow), col: pos.col };
    default:
      return null;
  }
}

/** A rectangular range between two cells, as first and last row and column. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export const rangeOf = (a: CellPos, b: CellPos): CellRange => ({
  top: Math.min(a.row, b.row),
  left: Math.min(a.col, b.col),
  bottom: Math.max(a.row, b.row),
  right: Math.max(a.col, b.col),
});

export const inRange = (range: CellRange | null, row: number, col: number) =>
  range !== null && row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
