// Copy and paste of cell ranges as TSV (Excel's clipboard format), without React: the copy reads
// the view's rows, the paste checks each cell with its column's rule and writes the valid ones in
// one undo step. Costs: one pass over the range's cells (plus parsing the pasted text).
import { parseCellInput, parseTsv, toTsv, type CellValue, type MessageCode, type MessageParams } from '@mro/rules';
import type { GridLayout } from './gridColumns';
import { editText } from './gridColumns';
import type { CellPos, CellRange } from './gridNav';
import type { GridRows, RowKey } from './gridRows';

export interface PasteReport {
  applied: number;
  refused: { row: number; column: string; code: MessageCode; params: MessageParams; text: string }[];
}

/** The range's data cells (and row numbers) as TSV; rows the view no longer has are skipped. */
export function copyRange<Row extends object>(
  range: CellRange,
  layout: GridLayout,
  rowAtView: (viewRow: number) => Row | undefined,
): string {
  const lines: string[][] = [];
  for (let row = range.top; row <= range.bottom; row += 1) {
    const data = rowAtView(row) as Record<string, unknown> | undefined;
    if (!data) continue;
    const line: string[] = [];
    for (let col = range.left; col <= range.right; col += 1) {
      const c = layout.columns[col]!;
      if (c.kind === 'data') line.push(editText(data[c.column!.key], c.column!.rule));
      else if (c.kind === 'number') line.push(String(row + 1));
    }
    lines.push(line);
  }
  return toTsv(lines);
}

export interface PasteTarget<Row extends object> {
  store: GridRows<Row>;
  layout: GridLayout;
  keyAtView: (viewRow: number) => RowKey | undefined;
  /** Whether the column takes values. */
  columnEditable: (col: number) => boolean;
  rowEditable?: (row: Row) => boolean;
  newRow?: () => Row;
}

/**
 * Pastes TSV at a cell: each cell checked by its column's rule; valid cells are written (none rows
 * become updated), refused ones reported; rows past the end are added when `newRow` is given;
 * deleted and locked rows are passed over. One undo step. Answers the report and the pasted
 * block's far corner (null when the text held nothing).
 */
export function pasteAt<Row extends object>(
  text: string,
  at: CellPos,
  target: PasteTarget<Row>,
): { report: PasteReport; corner: CellPos | null } {
  const { store, layout } = target;
  const report: PasteReport = { applied: 0, refused: [] };
  const grid = parseTsv(text);
  store.batch(() => {
    grid.forEach((cells, i) => {
      const viewRow = at.row + i;
      let key = target.keyAtView(viewRow);
      if (!key) {
        if (!target.newRow) return;
        key = store.add(target.newRow());
      }
      if (store.stateOf(key) === 'deleted') return;
      if (target.rowEditable && !target.rowEditable(store.row(key)!)) return;
      const patch: Record<string, CellValue> = {};
      cells.forEach((cell, j) => {
        const col = at.col + j;
        const c = layout.columns[col];
        if (!c || c.kind !== 'data' || !target.columnEditable(col)) return;
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
  const corner = grid.length
    ? { row: at.row + grid.length - 1, col: at.col + Math.max(0, ...grid.map((g) => g.length)) - 1 }
    : null;
  return { report, corner };
}
