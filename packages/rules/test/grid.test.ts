import { describe, expect, it } from 'vitest';
import { inertSpreadsheetText, parseCellInput, parseTsv, toTsv } from '../src/grid.ts';

const ok = (value: unknown) => ({ ok: true, value });
const no = (code: string, params: object = {}) => ({ ok: false, code, params });

describe('parseCellInput', () => {
  it('text: trimmed, max length in characters, required', () => {
    expect(parseCellInput('  볼트 M8  ')).toEqual(ok('볼트 M8'));
    expect(parseCellInput('가나다라', { maxLength: 3 })).toEqual(no('PICMCM0038', { max: 3 }));
    expect(parseCellInput('가나다', { maxLength: 3 })).toEqual(ok('가나다'));
    expect(parseCellInput('   ', { required: true })).toEqual(no('ACMCM0002'));
    expect(parseCellInput(null)).toEqual(ok(null));
  });

  it('number: rejects non-numbers, negatives when positiveOnly, decimals when integerOnly, too many digits', () => {
    const n = { editor: 'number' } as const;
    expect(parseCellInput('1,234.50', n)).toEqual(ok(1234.5));
    expect(parseCellInput('-12', n)).toEqual(ok(-12));
    expect(parseCellInput('−3', n)).toEqual(ok(-3));
    expect(parseCellInput('.5', n)).toEqual(ok(0.5));
    expect(parseCellInput('-0', n)).toEqual(ok(0));
    expect(parseCellInput(42, n)).toEqual(ok(42));
    expect(parseCellInput('12a', n)).toEqual(no('ACMCM0009'));
    expect(parseCellInput('1.2.3', n)).toEqual(no('ACMCM0009'));
    expect(parseCellInput('-', n)).toEqual(no('ACMCM0009'));
    expect(parseCellInput(Number.NaN, n)).toEqual(no('ACMCM0009'));
    expect(parseCellInput('-1', { ...n, positiveOnly: true })).toEqual(no('PICMCM0039', { min: 0 }));
    expect(parseCellInput('1.5', { ...n, integerOnly: true })).toEqual(
      no('PICMCM0048', { integerDigits: 15, decimalDigits: 0 }),
    );
    expect(parseCellInput('2.000', { ...n, integerOnly: true })).toEqual(ok(2));
    expect(parseCellInput('123456', { ...n, integerDigits: 5 })).toEqual(
      no('PICMCM0048', { integerDigits: 5, decimalDigits: 4 }),
    );
    expect(parseCellInput('000123', { ...n, integerDigits: 3 })).toEqual(ok(123));
    expect(parseCellInput('1.23456', n)).toEqual(no('PICMCM0048', { integerDigits: 15, decimalDigits: 4 }));
    expect(parseCellInput(1e21, n)).toEqual(no('PICMCM0048', { integerDigits: 15, decimalDigits: 4 }));
    expect(parseCellInput(1e-7, n)).toEqual(no('PICMCM0048', { integerDigits: 15, decimalDigits: 4 }));
    expect(parseCellInput(1e-3, n)).toEqual(ok(0.001));
    expect(parseCellInput('', { ...n, required: true })).toEqual(no('ACMCM0002'));
  });

  it('date: any accepted spelling to YYYYMMDD, clamped to min and max; invalid refused', () => {
    const d = { editor: 'date' } as const;
    expect(parseCellInput('2026-11-22', d)).toEqual(ok('20261122'));
    expect(parseCellInput('2026.11.22', d)).toEqual(ok('20261122'));
    expect(parseCellInput('2026-02-30', d)).toEqual(no('PICMCM0058', { format: 'YYYY-MM-DD' }));
    expect(parseCellInput('0999-01-01', d)).toEqual(ok('10000101'));
    expect(parseCellInput('2026-11', { editor: 'date', dateFormat: 'year-month' })).toEqual(ok('202611'));
    expect(parseCellInput('2027-01-01', { ...d, maxDate: '20261231' })).toEqual(ok('20261231'));
  });

  it('dropdown: a listed value or its label (case and spaces aside), else MROCM0009', () => {
    const rule = {
      editor: 'dropdown',
      options: [
        { value: 'EA', label: '개' },
        { value: 'BOX', label: 'Box' },
      ],
    } as const;
    expect(parseCellInput('EA', rule)).toEqual(ok('EA'));
    expect(parseCellInput(' box ', rule)).toEqual(ok('BOX'));
    expect(parseCellInput('개', rule)).toEqual(ok('EA'));
    expect(parseCellInput('SET', rule)).toEqual(no('MROCM0009'));
  });

  it('checkbox: Y/N from the usual spellings', () => {
    const c = { editor: 'checkbox' } as const;
    for (const t of ['Y', 'true', '1', '예', 'O']) expect(parseCellInput(t, c)).toEqual(ok('Y'));
    for (const t of ['N', 'false', '0', '아니오', '']) expect(parseCellInput(t, c)).toEqual(ok('N'));
    expect(parseCellInput(true, c)).toEqual(ok('Y'));
    expect(parseCellInput(false, c)).toEqual(ok('N'));
    expect(parseCellInput('maybe', c)).toEqual(no('MROCM0009'));
  });
});

describe('TSV', () => {
  it('round-trips ranges with tabs, line breaks and quotes', () => {
    const range = [
      ['볼트', '1,000', ''],
      ['say "hi"', 'a\tb', 'line 1\nline 2'],
    ];
    const text = toTsv(range);
    expect(text).toBe('볼트\t1,000\t\r\n"say ""hi"""\t"a\tb"\t"line 1\nline 2"');
    expect(parseTsv(text)).toEqual(range);
    expect(toTsv([[1, null, undefined]])).toBe('1\t\t');
  });

  it('reads what Excel puts on the clipboard: CRLF rows and a final line break', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('x\ny\n')).toEqual([['x'], ['y']]);
    expect(parseTsv('only')).toEqual([['only']]);
    expect(parseTsv('a\t\tc')).toEqual([['a', '', 'c']]);
    expect(parseTsv('"a"\t')).toEqual([['a', '']]);
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('5" pipe\tok')).toEqual([['5" pipe', 'ok']]);
  });
});

describe('inertSpreadsheetText', () => {
  it('prefixes text a spreadsheet would read as a formula', () => {
    for (const t of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1', '\r=1']) expect(inertSpreadsheetText(t)).toBe(`'${t}`);
    expect(inertSpreadsheetText('볼트 = 3')).toBe('볼트 = 3');
  });
});
