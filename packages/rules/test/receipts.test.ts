import { describe, expect, it } from 'vitest';
import {
  checkReceipt,
  formatMessage,
  receiptDayRefusal,
  receiptLineStatus,
  receiptOrderRefusal,
  receivableQty,
} from '../src/index.ts';

describe('goods receipts (decision 0059)', () => {
  it('a line is waiting, partially received or received', () => {
    expect(receiptLineStatus(10, 0)).toBe('WAIT');
    expect(receiptLineStatus(10, 3)).toBe('PART');
    expect(receiptLineStatus(10, 10)).toBe('DONE');
    expect(receivableQty(10, 3)).toBe(7);
    expect(receivableQty(10, 12)).toBe(0);
  });

  it('receives only on an order whose approval completed', () => {
    expect(receiptOrderRefusal('3')).toBeNull();
    for (const s of ['1', '2', '6', '7']) expect(receiptOrderRefusal(s)).toBe('MRORC0003');
    for (const s of ['4', '5']) expect(receiptOrderRefusal(s)).toBe('MRORC0004');
  });

  it('accepts a positive whole quantity up to what is left, rejected part with a reason', () => {
    expect(checkReceipt({ rcvQty: '4', rejQty: '', rejReason: '' }, { ordered: 10, received: 3 })).toEqual({
      ok: true,
      value: { rcvQty: 4, accQty: 4, rejQty: 0, rejReason: null },
    });
    expect(checkReceipt({ rcvQty: 7, rejQty: '2', rejReason: ' 파손 ' }, { ordered: 10, received: 3 })).toEqual({
      ok: true,
      value: { rcvQty: 7, accQty: 5, rejQty: 2, rejReason: '파손' },
    });
  });

  it('refuses over-receipt, a line already received and bad numbers with the cart codes', () => {
    const line = { ordered: 10, received: 3 };
    const refusal = (rcvQty: string, rejQty = '', rejReason = '', l = line) => {
      const r = checkReceipt({ rcvQty, rejQty, rejReason }, l);
      return r.ok ? null : [r.field, r.code, r.params ?? null];
    };
    expect(refusal('8')).toEqual(['rcvQty', 'MRORC0001', { max: 7 }]);
    expect(refusal('1', '', '', { ordered: 10, received: 10 })).toEqual(['rcvQty', 'MRORC0002', null]);
    expect(refusal('３')).toEqual(['rcvQty', 'MROCT0002', null]);
    expect(refusal('-1')).toEqual(['rcvQty', 'MROCT0003', null]);
    expect(refusal('0')).toEqual(['rcvQty', 'MROCT0003', null]);
    expect(refusal('1.5')).toEqual(['rcvQty', 'ACMCM0009', null]);
    expect(refusal('')).toEqual(['rcvQty', 'ACMCM0002', null]);
    expect(refusal('1'.repeat(21))).toEqual(['rcvQty', 'MROCT0004', { max: 20 }]);
    expect(refusal('3', '4', 'x')).toEqual(['rejQty', 'MRORC0005', { max: 3 }]);
    expect(refusal('3', '１', 'x')).toEqual(['rejQty', 'MROCT0002', null]);
    expect(refusal('3', '1', '  ')).toEqual(['rejReason', 'MRORC0006', null]);
    expect(refusal('3', '1', 'x'.repeat(501))).toEqual(['rejReason', 'MRORC0007', { max: 500 }]);
  });

  it('refuses a receipt day after today; the messages exist in both languages', () => {
    expect(receiptDayRefusal('20261126', '20261125')).toBe('MRORC0008');
    expect(receiptDayRefusal('20261125', '20261125')).toBeNull();
    expect(formatMessage('MRORC0001', 'en', { max: 7 })).toContain('7');
    expect(formatMessage('MRORC0001', 'ko', { max: 7 })).toContain('7');
  });
});
