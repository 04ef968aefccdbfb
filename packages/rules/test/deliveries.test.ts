// The delivery screens' and the receipts-of-deliveries' rules (decision 0070).
import { describe, expect, it } from 'vitest';
import {
  customsNoRefusal,
  deliveryLineOpenQty,
  deliveryNoteRefusal,
  deliveryReceiptRefusal,
  formatMessage,
  weekOf,
} from '../src/index.ts';

describe('deliveries (decision 0070)', () => {
  it('takes an optional customs number of letters, digits and hyphens up to 40', () => {
    expect(customsNoRefusal('')).toBeNull();
    expect(customsNoRefusal(null)).toBeNull();
    expect(customsNoRefusal('MAEU-123456789')).toBeNull();
    expect(customsNoRefusal('B/L 1')).toBe('MRODL0011');
    expect(customsNoRefusal('x'.repeat(41))).toBe('MRODL0011');
    expect(customsNoRefusal('x'.repeat(40))).toBeNull();
  });

  it('takes a note up to 500 characters', () => {
    expect(deliveryNoteRefusal('a'.repeat(500))).toBeNull();
    expect(deliveryNoteRefusal('a'.repeat(501))).toBe('MRODL0012');
    expect(deliveryNoteRefusal(undefined)).toBeNull();
  });

  it('receives at most what a shipped delivery line has not yet received (MRORC0010 with it)', () => {
    expect(deliveryLineOpenQty(10, 4)).toBe(6);
    expect(deliveryLineOpenQty(10, 12)).toBe(0);
    expect(deliveryReceiptRefusal(6, { shipped: 10, received: 4 })).toBeNull();
    expect(deliveryReceiptRefusal(7, { shipped: 10, received: 4 })).toEqual({ code: 'MRORC0010', params: { max: 6 } });
    expect(deliveryReceiptRefusal(1, { shipped: 3, received: 3 })).toEqual({ code: 'MRORC0010', params: { max: 0 } });
    expect(formatMessage('MRORC0010', 'en', { max: 6 })).toContain('6');
    expect(formatMessage('MRORC0010', 'ko', { max: 6 })).toContain('6');
  });

  it("finds a day's week from Monday to Sunday", () => {
    expect(weekOf('20261126')).toEqual({ from: '20261123', to: '20261129' }); // a Thursday
    expect(weekOf('20261123')).toEqual({ from: '20261123', to: '20261129' }); // Monday
    expect(weekOf('20261129')).toEqual({ from: '20261123', to: '20261129' }); // Sunday
    expect(weekOf('20261231')).toEqual({ from: '20261228', to: '20270103' });
  });
});
