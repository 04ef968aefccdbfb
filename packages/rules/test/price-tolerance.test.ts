// Exact price comparison for punch-out OrderRequests (decision 0084): decimal strings as cXML
// writes them, compared in ten-thousandths as BigInt, at and beyond the tolerance's bound.
import { describe, expect, it } from 'vitest';
import { decimalTenThousandths, priceWithinTolerance } from '../src/currency.ts';

describe('decimalTenThousandths', () => {
  it('reads prices as written, exactly', () => {
    expect(decimalTenThousandths('7020')).toBe(70_200_000n);
    expect(decimalTenThousandths(' 7020.00 ')).toBe(70_200_000n);
    expect(decimalTenThousandths('0.1')).toBe(1_000n);
    expect(decimalTenThousandths('1.2345')).toBe(12_345n);
    expect(decimalTenThousandths('-3.5')).toBe(-35_000n);
    // Beyond 2^53 and still exact.
    expect(decimalTenThousandths('9007199254740993.0001')).toBe(90_071_992_547_409_930_001n);
  });

  it('refuses what is not a price', () => {
    for (const bad of ['', ' ', '1e3', '1,000', '１０', '1.23456', '12345678901234567', '.5', 'NaN', '0x10', '+1']) {
      expect(decimalTenThousandths(bad), bad).toBeNull();
    }
  });
});

describe('priceWithinTolerance', () => {
  it('with no tolerance, only the same price (in any spelling) passes', () => {
    expect(priceWithinTolerance('7020', '7020', 0)).toBe(true);
    expect(priceWithinTolerance('7020.00', '7020', 0)).toBe(true);
    expect(priceWithinTolerance('7020.0001', '7020', 0)).toBe(false);
    expect(priceWithinTolerance('7019', '7020', 0)).toBe(false);
  });

  it('holds at the bound and refuses one step beyond, both ways', () => {
    // 1.5% of 10000 is 150.
    expect(priceWithinTolerance('10150', '10000', 150)).toBe(true);
    expect(priceWithinTolerance('9850', '10000', 150)).toBe(true);
    expect(priceWithinTolerance('10150.0001', '10000', 150)).toBe(false);
    expect(priceWithinTolerance('9849.9999', '10000', 150)).toBe(false);
    // A float would get 0.1 + 0.2 wrong; ten-thousandths do not.
    expect(priceWithinTolerance('0.3', '0.3000', 0)).toBe(true);
  });

  it('never passes a malformed price or tolerance', () => {
    expect(priceWithinTolerance('abc', '10', 10_000)).toBe(false);
    expect(priceWithinTolerance('10', '10', -1)).toBe(false);
    expect(priceWithinTolerance('10', '10', 1.5)).toBe(false);
  });
});
