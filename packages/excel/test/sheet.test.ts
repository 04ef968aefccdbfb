import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import iconv from 'iconv-lite';
import { exportSpreadsheet, importSpreadsheet, type SheetColumn } from '../src/index.ts';
import { readSpreadsheet, writeSpreadsheet } from '../src/sheet.ts';

const columns: SheetColumn[] = [
  { key: 'name', header: '품목명', rule: { editor: 'text', maxLength: 40, required: true } },
  { key: 'qty', header: '수량', rule: { editor: 'number', integerOnly: true, positiveOnly: true } },
  { key: 'price', header: '단가', rule: { editor: 'number' } },
  {
    key: 'unit',
    header: '단위',
    rule: {
      editor: 'dropdown',
      options: [
        { value: 'EA', label: '개' },
        { value: 'BOX', label: '박스' },
      ],
    },
  },
  { key: 'due', header: '납기일', rule: { editor: 'date' } },
  { key: 'urgent', header: '긴급', rule: { editor: 'checkbox' } },
];

const rows = [
  { name: '육각 볼트 M8', qty: 1200, price: 35.5, unit: 'EA', due: '20261130', urgent: 'Y' },
  { name: '=HYPERLINK("http://x")', qty: 3, price: 12000, unit: 'BOX', due: '20270105', urgent: 'N' },
  { name: '똠양꿍 소스', qty: null, price: null, unit: null, due: null, urgent: 'N' },
];

const bytesOf = (result: ReturnType<typeof writeSpreadsheet>) => {
  if (!result.ok) throw new Error(result.code);
  return result.bytes;
};

describe('writeSpreadsheet and readSpreadsheet', () => {
  it('round-trips the grid: numbers, dates, labels, Y/N; formula-like text stays text', () => {
    const bytes = bytesOf(writeSpreadsheet({ columns, rows, sheetName: '발주' }));
    const book = XLSX.read(bytes, { type: 'array', cellNF: true });
    const sheet = book.Sheets['발주']!;
    expect(sheet.A1!.v).toBe('품목명');
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1200, z: '#,##0' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 35.5, z: '#,##0.0' });
    expect(sheet.D2!.v).toBe('개');
    expect(sheet.E2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(sheet.A3).toMatchObject({ t: 's', v: `'=HYPERLINK("http://x")` });
    expect(sheet.A3!.f).toBeUndefined();

    const read = readSpreadsheet(bytes, { fileName: 'orders.xlsx', columns });
    expect(read).toMatchObject({ ok: true, sheetName: '발주', errors: [] });
    if (!read.ok) return;
    expect(read.rows[0]).toEqual(rows[0]);
    expect(read.rows[1]).toEqual({ ...rows[1], name: `'=HYPERLINK("http://x")` });
    expect(read.rows[2]).toEqual(rows[2]);
  });

  it('writes an amount as decimal text: a number cell within 15 digits, its exact text beyond (decision 0106)', () => {
    const amounts = [{ price: '99999999999' }, { price: '1234567890123.45' }, { price: '9007199254740993' }];
    const bytes = bytesOf(writeSpreadsheet({ columns: [columns[2]!], rows: amounts, sheetName: 'money' }));
    const sheet = XLSX.read(bytes, { type: 'array' }).Sheets.money!;
    expect(sheet.A2).toMatchObject({ t: 'n', v: 99999999999 });
    expect(sheet.A3).toMatchObject({ t: 'n', v: 1234567890123.45 });
    expect(sheet.A4).toMatchObject({ t: 's', v: '9007199254740993' });
  });

  it('without columns: text keyed by column letter, dates as yyyy-MM-dd (or a given format), booleans Y/N', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['header', 'when', 'flag'],
      ['a', new Date(Date.UTC(2026, 10, 22)), true],
      ['', null, null],
      ['b', 46000, false],
    ]);
    sheet.C4 = { t: 'b', v: false };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const read = readSpreadsheet(bytes, { fileName: 'x.xlsx' });
    expect(read.ok && read.rows).toEqual([
      { A: 'a', B: '2026-11-22', C: 'Y' },
      { A: 'b', B: '46000', C: 'N' },
    ]);
    const dotted = readSpreadsheet(bytes, { fileName: 'x.xlsx', dateFormat: 'yyyy.MM.dd', headerRows: 0 });
    expect(dotted.ok && dotted.rows[1]).toEqual({ A: 'a', B: '2026.11.22', C: 'Y' });
  });

  it("reads an error cell as Excel shows it (#N/A), though cells' formatted text is not kept", () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['header', 'n'],
      ['a', 1234.5],
    ]);
    sheet.A2 = { t: 'e', v: 0x2a };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const read = readSpreadsheet(bytes, { fileName: 'x.xlsx' });
    expect(read.ok && read.rows).toEqual([{ A: '#N/A', B: '1234.5' }]);
  });

  it('answers per-cell errors with the sheet row and keeps the text', () => {
    const csv = '품목명,수량,단가,단위,납기일,긴급\n볼트,-3,1.5,EA,2026-02-30,Y\n,7,x,SET,2026-12-01,Y\n';
    const read = readSpreadsheet(new TextEncoder().encode(csv), { fileName: 'bad.csv', columns });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows[0]).toMatchObject({ name: '볼트', qty: '-3', due: '2026-02-30' });
    expect(read.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'qty', 'PICMCM0039'],
      [2, 'due', 'PICMCM0058'],
      [3, 'name', 'ACMCM0002'],
      [3, 'price', 'ACMCM0009'],
      [3, 'unit', 'MROCM0009'],
    ]);
    expect(read.errors[0]).toMatchObject({ index: 0, text: '-3', params: { min: 0 } });
  });

  it('reads CSV in UTF-8 with BOM, UTF-8, and EUC-KR / CP949 with UHC-only syllables', () => {
    const text = '품목명,수량\n똠양꿍 소스,3\n뷁 테스트,4\n';
    const expected = [
      { A: '똠양꿍 소스', B: '3' },
      { A: '뷁 테스트', B: '4' },
    ];
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const cp949 = new Uint8Array(iconv.encode(text, 'cp949'));
    expect([...cp949.subarray(cp949.indexOf(0x0a) + 1, cp949.indexOf(0x0a) + 3)]).toEqual([0x8c, 0x63]); // 똠
    const decodeLegacy = (b: Uint8Array) => iconv.decode(Buffer.from(b), 'cp949');
    for (const bytes of [bom, new TextEncoder().encode(text), cp949]) {
      const read = readSpreadsheet(bytes, { fileName: 'list.CSV', decodeLegacy });
      expect(read.ok && read.rows).toEqual(expected);
    }
  });

  it('keeps CSV text as typed (leading zeros) and refuses other types with PICMCM0011', () => {
    const read = readSpreadsheet(new TextEncoder().encode('code\n00123\n'), { fileName: 'c.csv' });
    expect(read.ok && read.rows).toEqual([{ A: '00123' }]);
    expect(readSpreadsheet(new Uint8Array([1, 2]), { fileName: 'notes.txt' })).toEqual({
      ok: false,
      code: 'PICMCM0011',
      params: { extension: 'txt' },
    });
  });

  it('checks the content as well as the name: a renamed file is refused with PICMCM0011', () => {
    const refused = (extension: string) => ({ ok: false, code: 'PICMCM0011', params: { extension } });
    // Text named .xlsx (SheetJS would read it as a CSV), a PNG named .csv, a page named .xls.
    expect(readSpreadsheet(new TextEncoder().encode('code,name\n1,a\n'), { fileName: 'orders.xlsx' })).toEqual(
      refused('xlsx'),
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(readSpreadsheet(png, { fileName: 'orders.csv' })).toEqual(refused('csv'));
    const page = new TextEncoder().encode('<html><body><table><tr><td>1</td></tr></table></body></html>');
    expect(readSpreadsheet(page, { fileName: 'orders.xls' })).toEqual(refused('xls'));
  });

  it('an empty export answers APUDM0007', () => {
    expect(writeSpreadsheet({ columns, rows: [] })).toEqual({ ok: false, code: 'APUDM0007', params: {} });
  });
});

describe('importSpreadsheet and exportSpreadsheet (no worker here: same code in the calling thread)', () => {
  it('exports a blob and imports it back', async () => {
    const exported = await exportSpreadsheet({ columns, rows });
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.blob.type).toMatch(/spreadsheetml/);
    const file = new File([exported.blob], 'orders.xlsx');
    const read = await importSpreadsheet(file, { columns });
    expect(read.ok && read.rows[0]).toEqual(rows[0]);
    expect(await exportSpreadsheet({ columns, rows: [] })).toMatchObject({ ok: false, code: 'APUDM0007' });
  });

  it('refuses a non-spreadsheet before reading it', async () => {
    const file = new File(['MZ'], 'setup.exe');
    expect(await importSpreadsheet(file)).toMatchObject({
      ok: false,
      code: 'PICMCM0011',
      params: { extension: 'exe' },
    });
  });
});
