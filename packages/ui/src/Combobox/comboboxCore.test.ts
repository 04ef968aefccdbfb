import { describe, expect, it } from 'vitest';
import type { CodeItem } from '@mro/rules';
import {
  chooseValue,
  filterOptions,
  labelOf,
  listStatus,
  moveActive,
  removeLastValue,
  valueOfText,
} from './comboboxCore';

const items: CodeItem[] = [
  { cd: 'G01', cdNm: '안전장갑' },
  { cd: 'G02', cdNm: '니트릴 장갑' },
  { cd: 'S01', cdNm: '안전화' },
  { cd: 'OLD', cdNm: '면장갑', useYn: 'N' },
];
const names = (list: CodeItem[]) => list.map((i) => i.cdNm);

describe('combobox core', () => {
  it('filters by label (initial consonants, mixed input) or by the start of the code, never retired items', () => {
    expect(names(filterOptions(items, ''))).toEqual(['안전장갑', '니트릴 장갑', '안전화']);
    expect(names(filterOptions(items, 'ㅇㅈㅈㄱ'))).toEqual(['안전장갑']);
    expect(names(filterOptions(items, 'ㄴㅌㄹ'))).toEqual(['니트릴 장갑']);
    expect(names(filterOptions(items, '안ㅈ'))).toEqual(['안전장갑', '안전화']);
    expect(names(filterOptions(items, 'g0'))).toEqual(['안전장갑', '니트릴 장갑']);
    expect(names(filterOptions(items, '면장'))).toEqual([]);
    expect(names(filterOptions(items, '  '))).toHaveLength(3);
  });

  it('moves the active option within the list', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(0);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });

  it('chooses one value, or toggles one of several; Backspace drops the last', () => {
    expect(chooseValue(['A'], 'B', false)).toEqual(['B']);
    expect(chooseValue(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(chooseValue(['A', 'B'], 'A', true)).toEqual(['B']);
    expect(removeLastValue(['A', 'B'])).toEqual(['A']);
    expect(removeLastValue([])).toEqual([]);
  });

  it('reads typed text as a listed code, free text when allowed, else nothing', () => {
    expect(valueOfText(' 안전화 ', items, false)).toBe('S01');
    expect(valueOfText('g02', items, false)).toBe('G02');
    expect(valueOfText('면장갑', items, false)).toBeNull();
    expect(valueOfText('방진 마스크', items, false)).toBeNull();
    expect(valueOfText(' 방진 마스크 ', items, true)).toBe('방진 마스크');
    expect(valueOfText('  ', items, true)).toBeNull();
  });

  it('labels a value by its item, or shows the value itself', () => {
    const known = new Map(items.map((i) => [i.cd, i]));
    expect(labelOf('G01', known)).toBe('안전장갑');
    expect(labelOf('방진 마스크', known)).toBe('방진 마스크');
  });

  it('says what the list area shows', () => {
    expect(listStatus(true, false, 2)).toBe('ready');
    expect(listStatus(true, false, 0)).toBe('loading');
    expect(listStatus(false, true, 0)).toBe('failed');
    expect(listStatus(false, false, 0)).toBe('empty');
  });
});
