/**
 * A sheet's rows one at a time, for a server reading a large upload (decision 0078): the same rows
 * as `readSpreadsheet` without column rules (every cell as trimmed text, booleans Y/N, date cells
 * in `dateFormat`, rows with nothing in them skipped), without the whole workbook in memory.
 *
 * An .xlsx is read from its zip as it is: the first sheet's XML inflated as a stream and
 * scanned row by row (the shared strings and the styles are read whole: they are small next to
 * the sheet). Any other type (.xls, .csv), or a workbook this reader does not follow (zip64, an
 * unknown compression, no first sheet), goes through `readSpreadsheet` (SheetJS) and gives the
 * same rows; so does every refusal (PICMCM0011).
 */
import * as XLSX from 'xlsx';
import { contentMatchesExtension, detectContent, fileExtension } from '@mro/rules';
import { readSpreadsheet, ssfPattern } from './sheet.ts';
import type { ReadOptions } from './types.ts';

export interface SheetRow {
  /** The row's number in the sheet (1-based, the header row included). */
  row: number;
  /** Every cell from column A as text ('' for an empty cell). */
  cells: string[];
}

export type OpenRowsResult =
  { ok: false; code: 'PICMCM0011'; params: { extension: string } } | { ok: true; rows: AsyncIterable<SheetRow> };

/**
 * The sheet's data could not be read on, or was damaged (its CRC-32 differs, found once it is read
 * through): thrown by the rows' iteration, after rows may have been given (undo what they did).
 */
export class SheetReadError extends Error {
  constructor(cause: unknown) {
    super('the sheet could not be read', { cause });
    this.name = 'SheetReadError';
  }
}

export type RowsOptions = Pick<ReadOptions, 'fileName' | 'dateFormat' | 'decodeLegacy'>;

interface ZipEntry {
  method: number;
  start: number;
  size: number;
  /** The CRC-32 of the inflated bytes (checked once the entry is read through). */
  crc: number;
}

let crcTable: Uint32Array | null = null;
/** CRC-32 (the zip's) of `bytes`, continuing from `crc`. */
function crc32(bytes: Uint8Array, crc: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = ~crc;
  for (let i = 0; i < bytes.length; i += 1) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The zip's entries by name (null: not a zip this reader follows). */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const names = new TextDecoder('utf-8');
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return null;
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (size === 0xffffffff || local === 0xffffffff) return null;
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + size > bytes.length) return null;
    entries.set(name.replace(/^\/+/, ''), { method, start, size, crc });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's text as it inflates, in pieces; throws once read through if its CRC-32 differs. */
async function* entryText(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<string> {
  const data = bytes.subarray(entry.start, entry.start + entry.size);
  const decoder = new TextDecoder('utf-8');
  if (entry.method === 0) {
    if (crc32(data, 0) !== entry.crc) throw new Error('CRC-32 mismatch');
    yield decoder.decode(data);
    return;
  }
  const compressed = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(data as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
  const stream = compressed.pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  let crc = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      crc = crc32(value, crc);
      const text = decoder.decode(value, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    reader.releaseLock();
  }
  if (crc !== entry.crc) throw new Error('CRC-32 mismatch');
}

async function wholeText(bytes: Uint8Array, entry: ZipEntry | undefined): Promise<string> {
  if (!entry) return '';
  let text = '';
  for await (const piece of entryText(bytes, entry)) text += piece;
  return text;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML text as characters: the five entities, numeric references and OOXML's `_xHHHH_` escapes. */
function unescapeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/&(?:#x([\da-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g, (_, hex: string, dec: string, name: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ENTITY[name]!,
    )
    .replace(/_x([\da-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const attributePatterns = new Map<string, RegExp>();
const attribute = (attributes: string, name: string): string | undefined => {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? unescapeXml(match[1] ?? match[2] ?? '') : undefined;
};

/** The index just after the last `</tag>` (any namespace prefix) in `text`, or 0. */
function afterLastClose(text: string, tag: string): number {
  const closing = `${tag}>`;
  for (let at = text.lastIndexOf(closing); at >= 0; at = text.lastIndexOf(closing, at - 1)) {
    const before = text.lastIndexOf('</', at);
    if (before >= 0 && /^<\/(?:[\w-]+:)?$/.test(text.slice(before, at))) return at + closing.length;
  }
  return 0;
}

/** A string item's or inline string's text: every run's `<t>`, phonetic runs left out (as SheetJS). */
function runText(xml: string): string {
  const plain = xml.replace(/<(?:[\w-]+:)?rPh\b[\s\S]*?<\/(?:[\w-]+:)?rPh>/g, '');
  let text = '';
  for (const m of plain.matchAll(/<(?:[\w-]+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?t>)/g)) text += m[1] ?? '';
  return unescapeXml(text);
}

async function sharedStrings(bytes: Uint8Array, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let pending = '';
  const items = /<(?:[\w-]+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?si>)/g;
  const take = (text: string) => {
    for (const m of text.matchAll(items)) strings.push(m[1] === undefined ? '' : runText(m[1]));
  };
  for await (const piece of entryText(bytes, entry)) {
    pending += piece;
    const close = afterLastClose(pending, 'si');
    if (close > 0) {
      take(pending.slice(0, close));
      pending = pending.slice(close);
    }
  }
  take(pending);
  return strings;
}

/** The built-in formats Excel's East Asian locales store by number (SheetJS reads them as dates). */
const ASIAN_DATE_FORMAT = (id: number) => (id >= 27 && id <= 36) || (id >= 50 && id <= 58);

/** For each cell style (`s`), whether its number format is a date's. */
function dateStyles(styles: string): boolean[] {
  const table = XLSX.SSF.get_table() as Record<number, string>;
  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<(?:[\w-]+:)?numFmt\b([^>]*?)\/?>/g)) {
    const id = Number(attribute(m[1]!, 'numFmtId'));
    const code = attribute(m[1]!, 'formatCode');
    if (Number.isFinite(id) && code !== undefined) custom.set(id, code);
  }
  const xfs = /<(?:[\w-]+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?cellXfs>/.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<(?:[\w-]+:)?xf\b([^>]*?)\/?>/g)].map((m) => {
    const id = Number(attribute(m[1]!, 'numFmtId') ?? 0);
    if (ASIAN_DATE_FORMAT(id)) return true;
    const code = custom.get(id) ?? table[id];
    return code ? XLSX.SSF.is_date(code) : false;
  });
}

/** A relationship target resolved against its part's folder (`xl/`). */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** The first sheet's part name (null: none found). */
async function firstSheetPart(bytes: Uint8Array, entries: Map<string, ZipEntry>): Promise<string | null> {
  const workbook = await wholeText(bytes, entries.get('xl/workbook.xml'));
  const sheet = /<(?:[\w-]+:)?sheet\b([^>]*?)\/?>/.exec(workbook);
  if (!sheet) return null;
  const id = /\s[\w-]+:id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(sheet[1]!);
  const rid = id ? (id[1] ?? id[2]) : undefined;
  if (!rid) return null;
  const rels = await wholeText(bytes, entries.get('xl/_rels/workbook.xml.rels'));
  for (const m of rels.matchAll(/<(?:[\w-]+:)?Relationship\b([^>]*?)\/?>/g)) {
    if (attribute(m[1]!, 'Id') === rid) {
      const target = attribute(m[1]!, 'Target');
      return target ? resolvePart('xl/workbook.xml', target) : null;
    }
  }
  return null;
}

/** A cell reference's column (A → 0), or -1 without one. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return i ? column - 1 : -1;
}

interface Reading {
  strings: string[];
  dates: boolean[];
  datePattern: string;
}

/** One cell as `readSpreadsheet` reads it without a rule (null: nothing in it). */
function cellValue(attributes: string, inner: string | undefined, reading: Reading): string | null {
  if (inner === undefined) return null;
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') {
    const is = /<(?:[\w-]+:)?is\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?is>/.exec(inner);
    return is ? runText(is[1]!) : null;
  }
  const v = /<(?:[\w-]+:)?v\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?v>)/.exec(inner);
  if (!v || v[1] === undefined) return null;
  const text = unescapeXml(v[1]);
  switch (type) {
    case 's':
      return reading.strings[Number(text)] ?? null;
    case 'b':
      return text === '1' || text === 'true' ? 'Y' : 'N';
    case 'str':
    case 'e':
      return text;
    case 'd': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : XLSX.SSF.format(reading.datePattern, date);
    }
    default: {
      const number = parseFloat(text);
      if (!Number.isFinite(number)) return text;
      const style = Number(attribute(attributes, 's') ?? 0);
      if (reading.dates[style]) return XLSX.SSF.format(reading.datePattern, number);
      return String(number);
    }
  }
}

const ROW = /<(?:[\w-]+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?row>)/g;
const CELL = /<(?:[\w-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?c>)/g;

async function* sheetRows(bytes: Uint8Array, entry: ZipEntry, reading: Reading): AsyncGenerator<SheetRow> {
  let pending = '';
  let last = 0;
  function* take(xml: string): Generator<SheetRow> {
    for (const m of xml.matchAll(ROW)) {
      const rowNumber = Number(attribute(m[1]!, 'r')) || last + 1;
      last = rowNumber;
      if (!m[2]) continue;
      const cells: string[] = [];
      let filled = false;
      let column = -1;
      for (const c of m[2].matchAll(CELL)) {
        const at = columnOf(attribute(c[1]!, 'r'));
        column = at >= 0 ? at : column + 1;
        const value = cellValue(c[1]!, c[2], reading);
        if (value === null) continue;
        while (cells.length < column) cells.push('');
        cells[column] = value.trim();
        if (value !== '') filled = true;
      }
      // Rows with nothing in them (a sheet's trailing formatting) are not rows.
      if (filled) yield { row: rowNumber, cells };
    }
  }
  for await (const piece of entryText(bytes, entry)) {
    pending += piece;
    // Everything up to the last closed row is scanned; the rest waits for the next piece.
    const cut = afterLastClose(pending, 'row');
    if (cut > 0) {
      yield* take(pending.slice(0, cut));
      pending = pending.slice(cut);
    }
  }
  yield* take(pending);
}

/** The rows, a failure to inflate or decode as a SheetReadError. */
async function* guarded(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw new SheetReadError(error);
  }
}

/** Every row that `readSpreadsheet` would read, as text (SheetJS's reading for non-xlsx types). */
function fromSheetJs(bytes: Uint8Array, options: RowsOptions): OpenRowsResult {
  const result = readSpreadsheet(bytes, { ...options, headerRows: 0 });
  if (!result.ok)
    return { ok: false, code: 'PICMCM0011', params: { extension: String(result.params.extension ?? '') } };
  const rows = result.rows.map((row, i) => ({
    row: i + 1,
    cells: Object.values(row).map((v) => (v === null ? '' : String(v))),
  }));
  return {
    ok: true,
    rows: (async function* () {
      yield* rows;
    })(),
  };
}

/**
 * Opens a spreadsheet's first sheet for reading row by row (the header rows included). Refuses
 * as `readSpreadsheet` does (PICMCM0011: not an Excel or CSV file, or not the type it is named).
 */
export async function openSheetRows(bytes: Uint8Array, options: RowsOptions): Promise<OpenRowsResult> {
  const extension = fileExtension(options.fileName);
  if (extension !== 'xlsx') return fromSheetJs(bytes, options);
  if (!contentMatchesExtension(extension, detectContent(bytes.subarray(0, 512))))
    return { ok: false, code: 'PICMCM0011', params: { extension } };
  const entries = zipEntries(bytes);
  const methods = (entry: ZipEntry | undefined) => !entry || entry.method === 0 || entry.method === 8;
  if (!entries || ![...entries.values()].every(methods)) return fromSheetJs(bytes, options);
  let part: string | null;
  try {
    part = await firstSheetPart(bytes, entries);
  } catch {
    return fromSheetJs(bytes, options);
  }
  const sheet = part ? entries.get(part) : undefined;
  // A workbook without its first sheet where this reader looks: SheetJS's answer.
  if (!sheet) return fromSheetJs(bytes, options);
  try {
    const [strings, styles] = await Promise.all([
      sharedStrings(bytes, entries.get('xl/sharedStrings.xml')),
      wholeText(bytes, entries.get('xl/styles.xml')),
    ]);
    const reading: Reading = {
      strings,
      dates: dateStyles(styles),
      datePattern: ssfPattern(options.dateFormat ?? 'yyyy-MM-dd'),
    };
    return { ok: true, rows: guarded(sheetRows(bytes, sheet, reading)) };
  } catch {
    return fromSheetJs(bytes, options);
  }
}
