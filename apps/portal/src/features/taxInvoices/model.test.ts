// The tax invoice screens' pure side (decision 0074): the list's opening period, the issue form's
// groups per buyer and currency, the amounts of the picked receipts and the body sent.
import { describe, expect, it } from 'vitest';
import type { InvoiceableLine } from '@mro/contract';
import { amountsOf, defaultConditions, emptyIssue, groupsOf, issueBody, money, searchParams } from './model';

const line = (rcvNo: string, cpCd: string, crncyCd: string, supplyAmt: string): InvoiceableLine => ({
  rcvNo,
  rcvDt: '20261120',
  ordNo: 'OD20261101000001',
  lineNo: 1,
  cpCd,
  buyerNm: cpCd === 'BY001' ? '한빛제조(주)' : '대한화학(주)',
  crncyCd,
  itemCd: 'CI0000001',
  itemNm: '장갑',
  specCn: null,
  unitCd: 'EA',
  accQty: 1,
  unitPrice: supplyAmt,
  supplyAmt,
  invNo: null,
});

describe('tax invoice screens', () => {
  it('opens on the write days of three months back to the end of this month', () => {
    expect(defaultConditions('20261126').period).toEqual({ start: '20260801', end: '20261130' });
    expect(defaultConditions('20260115').period).toEqual({ start: '20251001', end: '20260131' });
    expect(searchParams({ ...defaultConditions('20261126'), statCd: 'DISPUTED' }, null)).toMatchObject({
      statCds: ['DISPUTED'],
      fromDt: '20260801',
    });
  });

  it('groups receipts per buyer company and currency', () => {
    const groups = groupsOf([
      line('R1', 'BY001', 'KRW', '10000'),
      line('R2', 'BY002', 'KRW', '500'),
      line('R3', 'BY001', 'KRW', '5005'),
      line('R4', 'BY001', 'USD', '10.05'),
    ]);
    expect(groups.map((g) => [g.key, g.lines.map((l) => l.rcvNo)])).toEqual([
      ['BY001|KRW', ['R1', 'R3']],
      ['BY002|KRW', ['R2']],
      ['BY001|USD', ['R4']],
    ]);
    expect(amountsOf(groups[0], new Set(['R1', 'R3']))).toEqual({ supply: '15005', vat: '1501', total: '16506' });
    expect(amountsOf(groups[0], new Set(['R3']))).toEqual({ supply: '5005', vat: '501', total: '5506' });
    expect(amountsOf(groups[2], new Set(['R4']))).toEqual({ supply: '10.05', vat: '1.01', total: '11.06' });
    expect(amountsOf(undefined, new Set())).toEqual({ supply: '0', vat: '0', total: '0' });
    expect(money('11.06', 'USD', 'en')).toBe('USD 11.06');
    expect(money('16506', 'KRW', 'ko')).toBe('16,506원');
  });

  it("sends the picked receipts in the group's order with the amounts shown", () => {
    const [group] = groupsOf([line('R1', 'BY001', 'KRW', '10000'), line('R3', 'BY001', 'KRW', '5005')]);
    const values = { ...emptyIssue('20261126'), groupKey: group!.key, picked: ['R3', 'R1', 'R9'], note: ' 월 마감 ' };
    expect(issueBody(values, group)).toEqual({
      rcvNos: ['R1', 'R3'],
      fromDt: '20261101',
      toDt: '20261130',
      writeDt: '20261130',
      supplyAmt: '15005',
      vatAmt: '1501',
      totalAmt: '16506',
      note: '월 마감',
    });
  });
});
