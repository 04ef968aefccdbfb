import { describe, expect, it } from 'vitest';
import { createGridRows } from './gridRows';
import { nextSortKeys, viewOrder, type SortKey } from './gridColumns';

const asc = (key: string): SortKey => ({ key, direction: 'asc' });
const desc = (key: string): SortKey => ({ key, direction: 'desc' });

describe('nextSortKeys', () => {
  it('a plain press sorts by that column alone: ascending, descending, none', () => {
    expect(nextSortKeys([], 'a', false)).toEqual([asc('a')]);
    expect(nextSortKeys([asc('a')], 'a', false)).toEqual([desc('a')]);
    expect(nextSortKeys([desc('a')], 'a', false)).toEqual([]);
    expect(nextSortKeys([asc('a'), asc('b')], 'b', false)).toEqual([asc('b')]);
  });

  it('Shift adds the next key, turns it, then drops it; the others stay', () => {
    expect(nextSortKeys([asc('a')], 'b', true)).toEqual([asc('a'), asc('b')]);
    expect(nextSortKeys([asc('a'), asc('b')], 'b', true)).toEqual([asc('a'), desc('b')]);
    expect(nextSortKeys([asc('a'), desc('b')], 'b', true)).toEqual([asc('a')]);
    expect(nextSortKeys([asc('a'), asc('b')], 'a', true)).toEqual([desc('a'), asc('b')]);
  });
});

describe('viewOrder with several keys and filters', () => {
  type R = { id: number; unit: string; qty: number; name: string };
  const rows: R[] = [
    { id: 1, unit: 'EA', qty: 3, name: '육각 볼트' },
    { id: 2, unit: 'BOX', qty: 1, name: '평와셔' },
    { id: 3, unit: 'EA', qty: 1, name: 'Bolt M8' },
    { id: 4, unit: 'BOX', qty: 2, name: '볼트 세트' },
  ];
  const store = createGridRows<R>({ rows, rowKey: (r) => String(r.id) });

  it('the second key breaks the first one ties', () => {
    expect(viewOrder(store, [asc('unit'), desc('qty')], false)).toEqual([3, 1, 0, 2]);
    expect(viewOrder(store, [asc('unit'), asc('qty')], false)).toEqual([1, 3, 2, 0]);
  });

  it('a filter keeps the rows whose cell text contains it, case-folded; empty filters do nothing', () => {
    expect(viewOrder(store, null, false, { name: '볼트' })).toEqual([0, 3]);
    expect(viewOrder(store, null, false, { name: 'bolt' })).toEqual([2]);
    expect(viewOrder(store, [asc('qty')], false, { name: '볼트', unit: 'box' })).toEqual([3]);
    expect(viewOrder(store, null, false, { name: '  ' })).toBeNull();
  });
});
