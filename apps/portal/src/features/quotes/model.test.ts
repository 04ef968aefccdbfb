import { describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '@mro/contract';
import { compareRows, emptyLine, moneyText, refusalField } from './model';

const answer = (spCd: string, over: Partial<QuoteAnswer>): QuoteAnswer => ({
  spCd,
  spNm: spCd,
  statCd: 'ANSWERED',
  crncyCd: 'KRW',
  leadDays: 7,
  validDt: '20261220',
  noteCn: null,
  dclnRsnCn: null,
  amount: '0',
  prices: {},
  athFileId: null,
  files: [],
  ansDt: null,
  version: 2,
  ...over,
});
const lines = [
  {
    lineNo: 1,
    itemNm: 'Seal kit',
    specCn: 'Ø35',
    unitCd: 'SET',
    qty: 12,
    reqDt: '20261210',
    itemCd: null,
    itemReqNo: null,
  },
  {
    lineNo: 2,
    itemNm: 'Bearing',
    specCn: null,
    unitCd: 'EA',
    qty: 24,
    reqDt: '20261210',
    itemCd: null,
    itemReqNo: null,
  },
];
const names = { currency: 'C', total: 'T', leadDays: 'L', validDt: 'V', status: 'S', note: 'N' };

describe('the comparison of answers', () => {
  it('puts each line with every supplier price side by side and marks the lowest in one currency', () => {
    const rows = compareRows(
      {
        lines,
        answers: [
          answer('SP001', { prices: { 1: '185000', 2: '14500' }, amount: '2568000' }),
          answer('SP002', { prices: { 1: '179000', 2: '15000' }, amount: '2508000', leadDays: 14 }),
          answer('SP003', {
            statCd: 'DECLINED',
            crncyCd: null,
            leadDays: null,
            validDt: null,
            amount: null,
            dclnRsnCn: 'No stock',
          }),
        ],
      },
      'ko',
      names,
      (a) => a.statCd,
    );
    expect(rows.map((r) => r.label)).toEqual(['1. Seal kit (Ø35)', '2. Bearing', 'T', 'L', 'V', 'S', 'N']);
    expect(rows[0]!.cells).toEqual({ SP001: '185,000원 × 12', SP002: '179,000원 × 12' });
    expect(rows[0]!.lowest).toBe('SP002');
    expect(rows[1]!.lowest).toBe('SP001');
    expect(rows[2]!.cells).toEqual({ SP001: '2,568,000원', SP002: '2,508,000원', SP003: '' });
    expect(rows[3]!.cells.SP002).toBe('14');
    expect(rows[4]!.cells.SP001).toBe('2026-12-20');
    expect(rows[6]!.cells.SP003).toBe('No stock');
  });

  it('marks no lowest across currencies or with one offer', () => {
    const rows = compareRows(
      {
        lines,
        answers: [
          answer('SP001', { prices: { 1: '10', 2: '1' } }),
          answer('SP002', { crncyCd: 'USD', prices: { 1: '1.50', 2: '0.70' } }),
        ],
      },
      'en',
      names,
      () => '',
    );
    expect(rows[0]!.lowest).toBeNull();
    expect(rows[0]!.cells.SP002).toBe('USD 1.50 × 12');
  });

  it('formats money, starts a line, and names a refusal’s line and field', () => {
    expect(moneyText('289.5', 'USD', 'en')).toBe('USD 289.50');
    expect(moneyText(null, 'USD', 'en')).toBe('');
    expect(emptyLine('20261201')).toEqual({ itemNm: '', specCn: '', unitCd: 'EA', qty: '', reqDt: '20261201' });
    expect(refusalField({ field: 'lines.2.qty', code: 'MROQT0014' })).toEqual({ line: 2, field: 'qty' });
    expect(refusalField({ field: 'title', code: 'MROQT0010' })).toEqual({ line: null, field: 'title' });
  });
});
