import { describe, expect, it } from 'vitest';
import { codeLabel, findCodeItem, type CodeItem } from '../src/index.ts';

const units: CodeItem[] = [
  { cd: 'EA', cdNm: '개' },
  { cd: 'BOX', cdNm: 'Box' },
  { cd: 'KG', cdNm: 'kg' },
  { cd: 'SET', cdNm: 'EA' },
];

describe('code lists', () => {
  it('finds an item by code first, then by label, trimmed and case-insensitive', () => {
    expect(findCodeItem(units, 'BOX')?.cd).toBe('BOX');
    expect(findCodeItem(units, ' box ')?.cd).toBe('BOX');
    expect(findCodeItem(units, '개')?.cd).toBe('EA');
    // A code wins over another item's equal label.
    expect(findCodeItem(units, 'ea')?.cd).toBe('EA');
    // Decomposed Hangul (NFD, as some Mac inputs give) matches the composed label.
    expect(findCodeItem(units, '개'.normalize('NFD'))?.cd).toBe('EA');
  });

  it('refuses what names no listed item', () => {
    expect(findCodeItem(units, '')).toBeNull();
    expect(findCodeItem(units, '   ')).toBeNull();
    expect(findCodeItem(units, 'BO')).toBeNull();
    expect(findCodeItem([], 'EA')).toBeNull();
  });

  it('labels a code, or shows the code when it is not listed', () => {
    expect(codeLabel(units, 'KG')).toBe('kg');
    expect(codeLabel(units, 'TON')).toBe('TON');
  });
});
