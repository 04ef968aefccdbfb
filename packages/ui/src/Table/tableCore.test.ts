import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './tableCore';

describe('table core', () => {
  it('a new column sorts ascending, the same one flips', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'ascending' });
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'a')).toEqual({ key: 'a', direction: 'descending' });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'a')).toEqual({ key: 'a', direction: 'ascending' });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'b')).toEqual({ key: 'b', direction: 'ascending' });
  });

  it('sorts Korean by collation, numbers inside text as numbers, empty values last, stable', () => {
    const rows = ['다', '가', '', '나', 'item 10', 'item 9', null].map((v, i) => ({ v, i }));
    const asc = sortRows(rows, (r) => r.v, 'ascending', 'ko').map((r) => r.v);
    // Korean collation puts Hangul before Latin.
    expect(asc).toEqual(['가', '나', '다', 'item 9', 'item 10', '', null]);
    const desc = sortRows(rows, (r) => r.v, 'descending', 'ko').map((r) => r.v);
    expect(desc).toEqual(['item 10', 'item 9', '다', '나', '가', '', null]);
    const same = [
      { v: 1, i: 0 },
      { v: 1, i: 1 },
      { v: 0, i: 2 },
    ];
    expect(sortRows(same, (r) => r.v, 'descending', 'en').map((r) => r.i)).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.i)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
