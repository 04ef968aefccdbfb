// @vitest-environment node
// `openSheetRows` (decision 0078): the rows of an .xlsx read from its zip as a stream are the rows
// `readSpreadsheet` (SheetJS) reads, cell for cell; other types and bad files as SheetJS answers.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { openSheetRows, SheetReadError, type SheetRow } from '../src/rows.ts';
import { readSpreadsheet } from '../src/sheet.ts';

const collect = async (bytes: Uint8Array, fileName: string) => {
  const opened = await openSheetRows(bytes, { fileName });
  if (!opened.ok) return opened;
  const rows: SheetRow[] = [];
  for await (const row of opened.rows) rows.push(row);
  return rows;
};

/** What `readSpreadsheet` reads, as text rows (trailing empty cells dropped to compare). */
const sheetJsRows = (bytes: Uint8Array, fileName: string) => {
  const result = readSpreadsheet(bytes, { fileName, headerRows: 0 });
  if (!result.ok) throw new Error(result.code);
  return result.rows.map((row) => trim(Object.values(row).map((v) => (v === null ? '' : String(v)))));
};
const trim = (cells: string[]) => {
  const out = [...cells];
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
};

const book = (sheet: XLSX.WorkSheet, extra?: (b: XLSX.WorkBook) => void) => {
  const b = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(b, sheet, '품목');
  extra?.(b);
  return b;
};
const write = (b: XLSX.WorkBook, bookSST: boolean) =>
  new Uint8Array(XLSX.write(b, { type: 'array', bookType: 'xlsx', compression: true, bookSST }) as ArrayBuffer);

function mixedSheet() {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['품목명', 'Name', '수량', '단가', '납기', '긴급', '비고'],
    ['육각 볼트 M8', 'Hex bolt & nut <M8>', 1200, 35.5, null, true, '  앞뒤 공백  '],
    ['니트릴 장갑', 'Nitrile "gloves"', 3, 12000, null, false, '=1+1'],
  ]);
  // A date cell (a serial with a date format), a custom date format, a number format that is not a date.
  sheet['E2'] = { t: 'n', v: 46357, z: 'yyyy-mm-dd' };
  sheet['E3'] = { t: 'n', v: 46400.5, z: 'yyyy"년" m"월" d"일"' };
  sheet['D2'] = { t: 'n', v: 35.5, z: '#,##0.00' };
  // A blank row between (formatting only), then a last row with a cell further right.
  sheet['A5'] = { t: 's', v: '마지막 행' };
  sheet['J5'] = { t: 's', v: '_x000D_ 오른쪽' };
  sheet['A4'] = { t: 'z' } as XLSX.CellObject;
  sheet['!ref'] = 'A1:J5';
  return sheet;
}

describe('openSheetRows', () => {
  for (const bookSST of [true, false]) {
    it(`reads an .xlsx as SheetJS does, cell for cell (${bookSST ? 'shared strings' : 'inline strings'})`, async () => {
      const bytes = write(book(mixedSheet()), bookSST);
      const rows = await collect(bytes, 'catalogue.xlsx');
      if (!Array.isArray(rows)) throw new Error(rows.code);
      expect(rows.map((r) => trim(r.cells))).toEqual(sheetJsRows(bytes, 'catalogue.xlsx'));
      // The sheet's own row numbers: the blank row 4 is skipped, not renumbered.
      expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 5]);
      expect(rows[1]!.cells).toEqual([
        '육각 볼트 M8',
        'Hex bolt & nut <M8>',
        '1200',
        '35.5',
        '2026-12-01',
        'Y',
        '앞뒤 공백',
      ]);
      expect(rows[2]!.cells.slice(4, 7)).toEqual(['2027-01-13', 'N', '=1+1']);
    });
  }

  it('reads the first sheet of several, rich text runs without their phonetic guide', async () => {
    const first = XLSX.utils.aoa_to_sheet([['첫 시트'], ['값']]);
    const bytes = write(
      book(first, (b) => XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet([['둘째']]), 'other')),
      true,
    );
    const rows = await collect(bytes, 'two.xlsx');
    expect(Array.isArray(rows) && rows.map((r) => r.cells)).toEqual([['첫 시트'], ['값']]);
  });

  it('reads CSV and .xls through SheetJS, and refuses what is not a spreadsheet as readSpreadsheet does', async () => {
    const csv = new TextEncoder().encode('코드,이름\nA1,볼트\n');
    expect(await collect(csv, 'items.csv')).toEqual([
      { row: 1, cells: ['코드', '이름'] },
      { row: 2, cells: ['A1', '볼트'] },
    ]);
    const xls = new Uint8Array(
      XLSX.write(book(XLSX.utils.aoa_to_sheet([['a', 1]])), { type: 'array', bookType: 'biff8' }) as ArrayBuffer,
    );
    expect(await collect(xls, 'old.xls')).toEqual([{ row: 1, cells: ['a', '1'] }]);
    const text = new TextEncoder().encode('not a workbook at all');
    expect(await collect(text, 'renamed.xlsx')).toEqual({
      ok: false,
      code: 'PICMCM0011',
      params: { extension: 'xlsx' },
    });
    expect(await collect(text, 'notes.txt')).toEqual({ ok: false, code: 'PICMCM0011', params: { extension: 'txt' } });
  });

  it('reads a large sheet in pieces with the same rows as SheetJS', { timeout: 60_000 }, async () => {
    const aoa = [['코드', '이름', '가격']];
    for (let i = 0; i < 5_000; i += 1) aoa.push([`C${i}`, `벤치 품목 ${i} &`, String(i * 1.25)]);
    const bytes = write(book(XLSX.utils.aoa_to_sheet(aoa)), true);
    const rows = await collect(bytes, 'big.xlsx');
    if (!Array.isArray(rows)) throw new Error(rows.code);
    expect(rows.length).toBe(5_001);
    expect(rows.map((r) => r.cells)).toEqual(sheetJsRows(bytes, 'big.xlsx'));
    expect(rows.at(-1)).toEqual({ row: 5_001, cells: ['C4999', '벤치 품목 4999 &', '6248.75'] });
  });

  it('throws a SheetReadError when the sheet’s compressed data is damaged', async () => {
    const aoa = [['코드', '이름']];
    for (let i = 0; i < 2000; i += 1) aoa.push([`C${i}`, `품목 ${i}`]);
    const bytes = write(book(XLSX.utils.aoa_to_sheet(aoa)), true);
    // The sheet's entry: found by its local header's name, its data overwritten in the middle.
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
    const at = Buffer.from(bytes).indexOf(Buffer.from(name));
    const damaged = bytes.slice();
    damaged.fill(0xff, at + name.length + 200, at + name.length + 400);
    const opened = await openSheetRows(damaged, { fileName: 'damaged.xlsx' });
    if (!opened.ok) throw new Error(opened.code);
    await expect(
      (async () => {
        for await (const row of opened.rows) void row;
      })(),
    ).rejects.toBeInstanceOf(SheetReadError);
  });
});
