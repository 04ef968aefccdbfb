/**
 * Grid cells without React (spec 001 §5 "Grid editors"): what a typed, pasted or imported text
 * becomes in a column, or the message code that refuses it; clipboard text in Excel's TSV; and
 * spreadsheet text made inert. The grid, the Excel import and the server use the same functions.
 */
import { DATE_MAX, DATE_MIN } from './constants.ts';
import { toDateValue, type DateFormat } from './date.ts';
import type { MessageCode, MessageParams } from './messages/index.ts';

export type CellEditor = 'text' | 'number' | 'date' | 'dropdown' | 'checkbox';

export interface CellOption {
  value: string;
  label: string;
}

/** A column's editor and rules. */
export interface CellRule {
  editor?: CellEditor;
  /** The header shows a required mark; an empty cell is flagged (ACMCM0002). */
  required?: boolean;
  /** Text: at most this many characters (PICMCM0038). */
  maxLength?: number;
  /** Number: no negatives (PICMCM0039 with min 0). */
  positiveOnly?: boolean;
  /** Number: no decimals (PICMCM0048 with 0 decimal places). */
  integerOnly?: boolean;
  /** Number: integer digits allowed (default 15: what a double keeps exactly). */
  integerDigits?: number;
  /** Number: decimal places allowed (default 4; 0 when integerOnly). */
  decimalDigits?: number;
  /** Dropdown: the listed values; a value or its label is accepted (MROCM0009 otherwise). */
  options?: readonly CellOption[];
  /** Date: the stored form is YYYYMMDD (YYYYMM, YYYY); min and max clamp like the date picker. */
  dateFormat?: DateFormat;
  minDate?: string;
  maxDate?: string;
}

/** A cell's stored value: text, number, YYYYMMDD date text, Y/N for checkboxes, null when empty. */
export type CellValue = string | number | null;

export type CellCheck = { ok: true; value: CellValue } | { ok: false; code: MessageCode; params: MessageParams };

const refuse = (code: MessageCode, params: MessageParams = {}): CellCheck => ({ ok: false, code, params });
const accept = (value: CellValue): CellCheck => ({ ok: true, value });

export const DEFAULT_INTEGER_DIGITS = 15;
export const DEFAULT_DECIMAL_DIGITS = 4;

const TRUE_TEXT = new Set(['y', 'yes', 'true', '1', 'o', '예', '사용', 'on']);
const FALSE_TEXT = new Set(['n', 'no', 'false', '0', 'x', '아니오', '미사용', 'off', '']);

/**
 * What `input` becomes in a column with `rule`, or why not. Text is trimmed; numbers may carry
 * thousands separators; dates any spelling `toDateValue` accepts; dropdowns a value or a label;
 * checkboxes Y/N (also true/false, 1/0, 예/아니오).
 */
export function parseCellInput(input: string | number | boolean | null | undefined, rule: CellRule = {}): CellCheck {
  const editor = rule.editor ?? 'text';
  if (editor === 'checkbox') {
    const text = String(input ?? '')
      .trim()
      .toLowerCase();
    if (input === true || TRUE_TEXT.has(text)) return accept('Y');
    if (input === false || FALSE_TEXT.has(text)) return accept('N');
    return refuse('MROCM0009');
  }
  const text = typeof input === 'number' ? String(input) : String(input ?? '').trim();
  if (text === '') return rule.required ? refuse('ACMCM0002') : accept(null);

  switch (editor) {
    case 'number':
      return parseNumberCell(typeof input === 'number' ? input : text, rule);
    case 'date': {
      const format = rule.dateFormat ?? 'year-month-day';
      const value = toDateValue(text, format);
      if (!value) return refuse('PICMCM0058', { format: DATE_FORMAT_LABELS[format] });
      const min = (rule.minDate ?? DATE_MIN).slice(0, value.length);
      const max = (rule.maxDate ?? DATE_MAX).slice(0, value.length);
      return accept(value < min ? min : value > max ? max : value);
    }
    case 'dropdown': {
      const options = rule.options ?? [];
      const lower = text.toLowerCase();
      const match =
        options.find((o) => o.value === text) ?? options.find((o) => o.label.trim().toLowerCase() === lower);
      return match ? accept(match.value) : refuse('MROCM0009');
    }
    default:
      if (rule.maxLength !== undefined && [...text].length > rule.maxLength) {
        return refuse('PICMCM0038', { max: rule.maxLength });
      }
      return accept(text);
  }
}

const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  'year-month-day': 'YYYY-MM-DD',
  'year-month': 'YYYY-MM',
  year: 'YYYY',
};

function parseNumberCell(input: string | number, rule: CellRule): CellCheck {
  const integerDigits = rule.integerDigits ?? DEFAULT_INTEGER_DIGITS;
  const decimalDigits = rule.integerOnly ? 0 : (rule.decimalDigits ?? DEFAULT_DECIMAL_DIGITS);
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('ACMCM0009');
    if (Math.abs(input) >= 1e21) return refuse('PICMCM0048', { integerDigits, decimalDigits });
    text = String(input);
    // Exponent spellings (1e-7) written out; toFixed's rounding past 20 places does not matter here.
    if (/e/i.test(text)) text = input.toFixed(20).replace(/\.?0+$/, '');
  } else {
    // Thousands separators as typed or copied (1,234.5); a full-width minus from some keyboards.
    text = input.replace(/,(?=\d{3}(\D|$))/g, '').replace(/^[−－]/, '-');
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return refuse('ACMCM0009');
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(`${sign}${whole || '0'}.${fraction || '0'}`);
  if (rule.positiveOnly && value < 0) return refuse('PICMCM0039', { min: 0 });
  const digits = whole.replace(/^0+(?=\d)/, '').length;
  const decimals = fraction.replace(/0+$/, '').length;
  if (digits > integerDigits || decimals > decimalDigits) {
    return refuse('PICMCM0048', { integerDigits, decimalDigits });
  }
  return accept(Object.is(value, -0) ? 0 : value);
}

/** Excel's clipboard text (TSV) of a range: fields with tabs, line breaks or quotes are quoted. */
export function toTsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          const text = cell === null || cell === undefined ? '' : String(cell);
          return /[\t\r\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join('\t'),
    )
    .join('\r\n');
}

/**
 * A TSV range as Excel and Google Sheets put it on the clipboard: rows by CRLF or LF, cells by
 * tabs, quoted cells may hold tabs, line breaks and doubled quotes; the final line break is not a row.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      i += 1;
      continue;
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += ch;
    atCellStart = false;
    i += 1;
  }
  if (cell !== '' || row.length || !atCellStart) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Text a spreadsheet would take for a formula (`= + - @`, or a tab / carriage return before one)
 * gets a leading apostrophe, so an exported value stays a value (CSV and formula injection).
 */
export function inertSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
