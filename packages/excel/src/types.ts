/** The spreadsheet exchange's shapes, without SheetJS (the page imports these; the worker does the work). */
import { FILE_GROUPS, type CellRule, type CellValue, type MessageCode, type MessageParams } from '@mro/rules';

export interface SheetColumn {
  /** The row property (and the key of read rows). */
  key: string;
  header: string;
  rule?: CellRule;
  /** Width in characters (default from the header). */
  width?: number;
}

export interface ReadOptions {
  fileName: string;
  /** Rows skipped at the top (default 1, the header). */
  headerRows?: number;
  /** Columns by position; without them every cell is text, keyed A, B, C... */
  columns?: readonly SheetColumn[];
  /** How date cells become text (default yyyy-MM-dd). */
  dateFormat?: string;
  /** EUC-KR / CP949 for CSV that is not UTF-8 (default TextDecoder('euc-kr'); Node's lacks UHC: pass iconv-lite). */
  decodeLegacy?: (bytes: Uint8Array) => string;
}

export interface CellError {
  /** The row in the sheet, 1-based as the spreadsheet shows it. */
  row: number;
  /** The row's index in `rows`. */
  index: number;
  column: string;
  code: MessageCode;
  params: MessageParams;
  /** The cell's text as read. */
  text: string;
}

export type ReadResult =
  | { ok: true; sheetName: string; rows: Record<string, CellValue>[]; errors: CellError[] }
  | { ok: false; code: MessageCode; params: MessageParams };

export type WriteResult = { ok: true; bytes: Uint8Array } | { ok: false; code: MessageCode; params: MessageParams };

export interface WriteOptions {
  columns: readonly SheetColumn[];
  rows: readonly Record<string, unknown>[];
  sheetName?: string;
}

/** Extensions the importer takes (the `excel` file group). */
export const SPREADSHEET_EXTENSIONS: readonly string[] = FILE_GROUPS.excel;
