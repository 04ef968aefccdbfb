import { describe, expect, it } from 'vitest';
import { allowedDecimals, withinIntegerDigits } from './numberRules';

describe('number rules', () => {
  it('decimals: integer-only 0, currency KRW/JPY 0 and others 2, else the limit', () => {
    expect(allowedDecimals({ integerOnly: true })).toBe(0);
    expect(allowedDecimals({ currency: 'KRW' })).toBe(0);
    expect(allowedDecimals({ currency: 'jpy' })).toBe(0);
    expect(allowedDecimals({ currency: 'USD' })).toBe(2);
    expect(allowedDecimals({ currency: 'USD', decimalDigits: 1 })).toBe(1);
    expect(allowedDecimals({})).toBe(20);
    expect(allowedDecimals({ decimalDigits: 3 })).toBe(3);
  });
  it('integer digits ignore the sign, leading zeros and decimals', () => {
    expect(withinIntegerDigits('12345', 5)).toBe(true);
    expect(withinIntegerDigits('123456', 5)).toBe(false);
    expect(withinIntegerDigits('-12345.678', 5)).toBe(true);
    expect(withinIntegerDigits('000123', 3)).toBe(true);
    expect(withinIntegerDigits('', 3)).toBe(true);
    expect(withinIntegerDigits('9'.repeat(20))).toBe(true);
    expect(withinIntegerDigits('9'.repeat(21))).toBe(false);
  });
});
