import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ROLE,
  DIVISION,
  ITEM_KIND,
  LOCALE_CODES,
  VALID_TO_BOUNDS,
  VALID_TO_MAX,
  clampDate,
  isCodeOf,
} from '../src/index.ts';

// The spec's values (000 §3, 001 §2), copied here as the fixture.
describe('the code values', () => {
  it('division MRO A, remote B; roles B, V, A; item kinds B0, C0, D0; locales KO, EN', () => {
    expect(DIVISION).toEqual({ MRO: 'A', REMOTE: 'B' });
    expect(CUSTOMER_ROLE).toEqual({ BUYER: 'B', SUPPLIER: 'V', ADMIN: 'A' });
    expect(ITEM_KIND).toEqual({ BOM: 'B0', CATALOG: 'C0', ORDER: 'D0' });
    expect(LOCALE_CODES).toEqual(['KO', 'EN']);
  });

  it('tells a value of a set from any other', () => {
    expect(isCodeOf(ITEM_KIND, 'C0')).toBe(true);
    expect(isCodeOf(ITEM_KIND, 'c0')).toBe(false);
    expect(isCodeOf(DIVISION, 1)).toBe(false);
  });

  it('a validity end may reach 99991231, beyond an ordinary date’s 99990101', () => {
    expect(VALID_TO_MAX).toBe('99991231');
    expect(clampDate('99991231', VALID_TO_BOUNDS.min, VALID_TO_BOUNDS.max)).toBe('99991231');
    expect(clampDate('99991231')).toBe('99990101');
  });
});
