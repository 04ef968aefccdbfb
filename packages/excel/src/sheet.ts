/**
 * Spreadsheets in and out without React or the DOM (a Web Worker runs these; so can Node):
 *
 * - `readSpreadsheet`: only Excel or CSV types (PICMCM0011 otherwise); the first sheet; header rows
 *   skipped (default 1); CSV as UTF-8 (with or without BOM) or EUC-KR / CP949; booleans as Y/N;
 *   date cells as text in `dateFormat` (default yyyy-MM-dd); each cell checked by its column's rule
 *   (`parseCellInput` of @mro/rules). Never throws for bad content: rows plus per-cell errors, and
 *   a refused cell keeps the text it had, so nothing in the file is lost.
 * - `writeSpreadsheet`: the given columns with their headers to .xlsx: numbers as numbers with a
 *   thousands format, YYYYMMDD dates as dates, dropdown values as their labels, text made inert
 *   (`= + - @`); no rows: APUDM0007.
 */
import * as XLSX from 'xlsx';
import {
  contentMatchesExtension,
  detectContent,
  fileExtension,
  inertSpreadsheetText,
  parseCellInput,
  type CellRule,
  type CellValue,
} from '@mro/rules';
import {
  SPREADSHEET_EXTENSIONS,
  type CellError,
  type ReadOptions,
  type ReadResult,
  type WriteOptions,
  type WriteResult,
} from './types.ts';

export * from './types.ts';

const columnLetter = (index: number) => XLSX.utils.encode_col(index);

/** CSV bytes as text: a UTF-8 BOM or valid UTF-8 as UTF-8, anything else as EUC-KR (CP949). */
export function decodeCsv(bytes: Uint8Array, decodeLegacy?: (bytes: Uint8Array) => string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeLegacy ? decodeLegacy(bytes) : new TextDecoder('euc-kr').decode(bytes);
  }
}

/**
 * yyyy-MM-dd (the spec's spelling) as SheetJS's format code: month m, day d, hour h, every other
 * character a literal. A pattern SheetJS cannot use falls back to yyyy-mm-dd.
 */
export function ssfPattern(format: string): string {
  const pattern = format.replace(/[^yMdDHhms]/g, (c) => `\\${c}`).replace(/[MDH]/g, (c) => c.toLowerCase());
  try {
    XLSX.SSF.format(pattern, 1);
    return pattern;
  } catch {
    return 'yyyy-mm-dd';
  }
}

function cellText(cell: XLSX.CellObject | undefined, datePattern: string): string | number | boolean | null {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'b':
      return cell.v === true;
    case 'n':
      if (cell.z && XLSX.SSF.is_date(cell.z)) return XLSX.SSF.format(datePattern, cell.v as number);
      return cell.v as number;
    case 'd':
      return XLSX.SSF.format(datePattern, cell.v as Date);
    case 'e':
      return cell.w ?? XLSX.utils.format_cell(cell);
    default:
      return String(cell.v);
  }
}

export function readSpreadsheet(bytes: Uint8Array, options: ReadOptions): ReadResult {
  const extension = fileExtension(options.fileName);
  if (!SPREADSHEET_EXTENSIONS.includes(extension)) {
    return { ok: false, code: 'PICMCM0011', params: { extension: extension || options.fileName } };
  }
  // The type is the content's, not the name's: a text file renamed .xlsx, or an image renamed
  // .csv, is refused like any other type (SheetJS would read the first as a CSV). HTML and XML
  // "Excel" files count as markup and are refused with every other markup upload.
  if (!contentMatchesExtension(extension, detectContent(bytes.subarray(0, 512)))) {
    return { ok: false, code: 'PICMCM0011', params: { extension } };
  }
  let book: XLSX.WorkBook;
  try {
    book =
      extension === 'csv'
        ? XLSX.read(decodeCsv(bytes, options.decodeLegacy), { type: 'string', raw: true, dense: true })
        : // No formatted text per cell (`cellText: false`): every cell is read from its value and
          // format here, and the formatted copies were a quarter of a large sheet's memory.
          XLSX.read(bytes, { type: 'array', dense: true, cellNF: true, cellDates: false, cellText: false });
  } catch {
    // Not a spreadsheet at all (a renamed file): the same answer as a wrong type.
    return { ok: false, code: 'PICMCM0011', params: { extension } };
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheetName || !sheet) return { ok: true, sheetName: '', rows: [], errors: [] };
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  const width = options.columns?.length ?? (range ? range.e.c + 1 : 0);
  const keys = options.columns?.map((c) => c.key) ?? Array.from({ length: width }, (_, i) => columnLetter(i));
  const datePattern = ssfPattern(options.dateFormat ?? 'yyyy-MM-dd');
  const headerRows = Math.max(0, options.headerRows ?? 1);
  const rows: Record<string, CellValue>[] = [];
  const errors: CellError[] = [];
  const last = range ? range.e.r : -1;
  for (let r = headerRows; r <= last; r += 1) {
    const source = data[r] ?? [];
    const texts = keys.map((_, c) => cellText(source[c], datePattern));
    // Rows with nothing in them (a sheet's trailing formatting) are not rows.
    if (texts.every((t) => t === null || t === '')) continue;
    const row: Record<string, CellValue> = {};
    const index = rows.length;
    keys.forEach((key, c) => {
      const raw = texts[c];
      const rule = options.columns?.[c]?.rule;
      if (!rule) {
        row[key] = raw === null ? null : typeof raw === 'boolean' ? (raw ? 'Y' : 'N') : String(raw).trim();
        return;
      }
      const check = parseCellInput(raw, rule);
      if (check.ok) row[key] = check.value;
      else {
        const text = raw === null ? '' : String(raw);
        row[key] = text;
        errors.push({ row: r + 1, index, column: key, code: check.code, params: check.params, text });
      }
    });
    rows.push(row);
  }
  return { ok: true, sheetName, rows, errors };
}

const DAY_MS = 86_400_000;
/** Excel's serial day of a YYYYMMDD date (1900 date system). */
const serialOf = (yyyymmdd: string) =>
  Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))) / DAY_MS +
  25_569;

function numberFormat(rule: CellRule | undefined, value: number) {
  const decimals = rule?.integerOnly
    ? 0
    : Math.min(rule?.decimalDigits ?? 4, (String(value).split('.')[1] ?? '').length);
  return decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/** Plain decimal text with more than 15 significant digits. */
const beyondDouble = (text: string) =>
  /^-?\d+(\.\d+)?$/.test(text) && text.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length > 15;

function exportCell(value: unknown, rule: CellRule | undefined): XLSX.CellObject | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (rule?.editor) {
    case 'number': {
      // An amount as decimal text beyond 15 significant digits (Excel's precision) stays its exact
      // text: a number cell would show digits that were never stored (decision 0106).
      if (typeof value === 'string' && beyondDouble(value)) return { t: 's', v: value };
      const n = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(n)) return { t: 'n', v: n, z: numberFormat(rule, n) };
      break;
    }
    case 'date': {
      const text = String(value);
      if (/^\d{8}$/.test(text)) return { t: 'n', v: serialOf(text), z: 'yyyy-mm-dd' };
      if (/^\d{6}$/.test(text)) return { t: 'n', v: serialOf(`${text}01`), z: 'yyyy-mm' };
      break;
    }
    case 'dropdown': {
      const label = rule.options?.find((o) => o.value === String(value))?.label;
      return { t: 's', v: inertSpreadsheetText(label ?? String(value)) };
    }
    case 'checkbox':
      return { t: 's', v: value === true || value === 'Y' ? 'Y' : 'N' };
    default:
      if (typeof value === 'number') return { t: 'n', v: value };
  }
  return { t: 's', v: inertSpreadsheetText(String(value)) };
}

export function writeSpreadsheet(options: WriteOptions): WriteResult {
  if (!options.rows.length) return { ok: false, code: 'APUDM0007', params: {} };
  const { columns } = options;
  const data: (XLSX.CellObject | undefined)[][] = [columns.map((c) => ({ t: 's', v: inertSpreadsheetText(c.header) }))];
  for (const row of options.rows) data.push(columns.map((c) => exportCell(row[c.key], c.rule)));
  const sheet: XLSX.WorkSheet = {
    '!data': data as XLSX.CellObject[][],
    '!ref': XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: data.length - 1, c: Math.max(0, columns.length - 1) },
    }),
    '!cols': columns.map((c) => ({ wch: c.width ?? Math.max(10, Math.min(40, [...c.header].length * 2 + 2)) })),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, (options.sheetName ?? 'Sheet1').slice(0, 31));
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return { ok: true, bytes: new Uint8Array(bytes) };
}
