import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from '../src/index.ts';

describe('formatNumber', () => {
  it('groups decimal text (an amount, decision 0106) digit by digit, past 2^53', () => {
    expect(formatNumber('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatNumber('-1234567.50')).toBe('-1,234,567.50');
    expect(formatNumber('1e5')).toBe('1e5');
    expect(formatNumber('')).toBe('');
  });

  it('groups thousands and keeps the fraction', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(-1234567.125)).toBe('-1,234,567.125');
    expect(formatNumber(0.1)).toBe('0.1');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    // More than 20 fraction digits: rounded at 20, as Intl does (found by the property below).
    expect(formatNumber(0.0000010000000000000501)).toBe('0.00000100000000000005');
  });

  it('writes what Intl writes for ko-KR and en-US', () => {
    const ko = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 20 });
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e15, max: 1e15, noNaN: true })),
        (n) => {
          const value = Object.is(n, -0) ? 0 : n;
          expect(formatNumber(value)).toBe(ko.format(value));
          expect(formatNumber(value)).toBe(en.format(value));
        },
      ),
    );
  });
});
