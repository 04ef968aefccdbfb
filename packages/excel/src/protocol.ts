/** Messages between the page and the spreadsheet worker. Rows travel as arrays in batches, so no
 * single structured clone blocks the page (a 100,000-row sheet is 20 messages, not one). */
import type { CellError, ReadOptions, SheetColumn } from './types.ts';
import type { CellValue, MessageCode, MessageParams } from '@mro/rules';

export const BATCH_ROWS = 5_000;

export type ToWorker =
  | { id: number; kind: 'read'; bytes: ArrayBuffer; options: Omit<ReadOptions, 'decodeLegacy'> }
  | { id: number; kind: 'write-begin'; columns: SheetColumn[]; sheetName?: string }
  | { id: number; kind: 'write-rows'; rows: unknown[][] }
  | { id: number; kind: 'write-end' };

export type FromWorker =
  | { id: number; kind: 'rows'; keys: string[]; rows: CellValue[][] }
  | { id: number; kind: 'read-done'; sheetName: string; errors: CellError[] }
  /** The file as a Blob made in the worker: posting a Blob passes a handle, not 30 MB of bytes. */
  | { id: number; kind: 'written'; blob: Blob }
  | { id: number; kind: 'refused'; code: MessageCode; params: MessageParams }
  | { id: number; kind: 'failed'; message: string };

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
