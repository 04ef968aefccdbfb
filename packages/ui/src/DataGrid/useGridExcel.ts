import { useCallback } from 'react';
import type { CellError, SheetColumn } from '@mro/excel';
import type { MessageCode, MessageParams } from '@mro/rules';
import { saveBlobAs } from '../FileLoader/useFileLoader';
import type { DataGridState } from './useDataGrid';

export interface UseGridExcelOptions<Row> {
  /** The downloaded file's name without the extension. */
  fileName: string;
  /** A new row for each imported line (the imported cells are written over it). */
  newRow?: () => Row;
  /** Header rows of an imported sheet (default 1). */
  headerRows?: number;
  /** Saves the exported file (default a download link). */
  saveBlob?: (blob: Blob, fileName: string) => void;
  /** Run SheetJS in the calling thread (tests); default a Web Worker. */
  inline?: boolean;
  /**
   * The rows the download writes, when they are more than the rows in view: a server's whole search
   * result, not the page shown. Null writes nothing (the source has said why, as a failed call does).
   */
  source?: () => Promise<readonly Row[] | null>;
}

/** @mro/excel loads when the user first downloads or uploads (its own size budget; SheetJS is in its worker). */
const excelModule = () => import('@mro/excel');
const GATHER_ROWS = 10_000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type ExcelOutcome =
  { ok: true; rows: number; errors: CellError[] } | { ok: false; code: MessageCode; params: MessageParams };

/**
 * The grid's Excel export and import (`@mro/excel`, SheetJS CE in a Web Worker): export writes the
 * visible data columns of the rows in view (deleted rows left out), or of the rows `source` gives with their headers, typed
 * numbers and dates; APUDM0007 when there is nothing. Import reads .xlsx / .xls / .csv (PICMCM0011
 * otherwise), checks each cell with its column's rule and adds the lines as new rows; refused cells
 * stay empty in the grid and come back as errors with their sheet row, so the user can fix them.
 */
export function useGridExcel<Row extends object>(grid: DataGridState<Row>, options: UseGridExcelOptions<Row>) {
  const { fileName, newRow, headerRows, saveBlob = saveBlobAs, inline, source } = options;
  const sheetColumns = useCallback(
    (): SheetColumn[] =>
      grid.laid.columns
        .filter((c) => c.kind === 'data')
        .map((c) => ({
          key: c.column!.key,
          header: c.column!.header,
          ...(c.column!.rule ? { rule: c.column!.rule } : {}),
          width: Math.max(10, Math.round(c.width / 8)),
        })),
    [grid.laid],
  );

  const writableKeys = useCallback(
    () =>
      new Set(
        grid.laid.columns
          .filter((c) => c.kind === 'data' && c.column!.editable !== false)
          .map((c) => c.column!.key as string),
      ),
    [grid.laid],
  );

  const write = useCallback(
    async (rows: readonly Record<string, unknown>[]): Promise<ExcelOutcome> => {
      const { exportSpreadsheet } = await excelModule();
      const result = await exportSpreadsheet({ columns: sheetColumns(), rows: [...rows], sheetName: fileName, inline });
      if (!result.ok) return result;
      saveBlob(result.blob, `${fileName}.xlsx`);
      return { ok: true, rows: rows.length, errors: [] };
    },
    [sheetColumns, fileName, inline, saveBlob],
  );

  const exportRows = useCallback(async (): Promise<ExcelOutcome | null> => {
    if (source) {
      const given = await source();
      if (!given) return null;
      return write(given as readonly Record<string, unknown>[]);
    }
    // The rows in view order, deleted ones left out, gathered in slices so that 100,000 rows never
    // hold the page for more than a moment (the writing itself is in the worker).
    const rows: Record<string, unknown>[] = [];
    const anyChanged = grid.store.changedCount > 0;
    for (let start = 0; start < grid.rowCount; start += GATHER_ROWS) {
      if (start) await nextTask();
      const end = Math.min(grid.rowCount, start + GATHER_ROWS);
      for (let i = start; i < end; i += 1) {
        if (!anyChanged || grid.stateAtView(i) !== 'deleted') rows.push(grid.rowAtView(i) as Record<string, unknown>);
      }
    }
    return write(rows);
  }, [grid, source, write]);

  const importFile = useCallback(
    async (file: File): Promise<ExcelOutcome> => {
      if (!newRow) return { ok: false, code: 'PICMCM0011', params: { extension: '' } };
      const { importSpreadsheet } = await excelModule();
      const result = await importSpreadsheet(file, {
        // Read-only columns are read as text (no rule): whatever they hold is no error.
        columns: sheetColumns().map((c) => (writableKeys().has(c.key) ? c : { key: c.key, header: c.header })),
        ...(headerRows !== undefined ? { headerRows } : {}),
        inline,
      });
      if (!result.ok) return result;
      const refused = new Set(result.errors.map((e) => `${e.index}:${e.column}`));
      // Read-only columns keep what the new row has (an item code the server assigns).
      const writable = writableKeys();
      grid.store.batch(() => {
        result.rows.forEach((values, index) => {
          const row = { ...newRow() } as Record<string, unknown>;
          for (const [key, value] of Object.entries(values)) {
            if (writable.has(key) && !refused.has(`${index}:${key}`)) row[key] = value;
          }
          grid.store.add(row as Row);
        });
      });
      return { ok: true, rows: result.rows.length, errors: result.errors };
    },
    [grid, newRow, sheetColumns, writableKeys, headerRows, inline],
  );

  return { exportRows, importFile };
}
