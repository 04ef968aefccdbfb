import { describe, expect, it, vi } from 'vitest';
import { createCellFeed } from './gridCellFeed';
import type { DataGridState } from './useDataGrid';

const fakeApi = (activeRow: number, rows: object[], readOnly = false, refusedRow = -1) =>
  ({
    laid: { columns: [{}, {}, {}, {}, {}] },
    editableAt: (col: number) => !readOnly && col > 1,
    sort: null,
    sortKeys: [],
    allChecked: false,
    active: { row: activeRow, col: 4 },
    range: null,
    keyAtView: (i: number) => (rows[i] ? String(i) : undefined),
    rowAtView: (i: number) => rows[i],
    stateAtView: () => 'none',
    store: { isChecked: () => false },
    errorSignature: (key: string | undefined) => (key === String(refusedRow) ? 'qty' : ''),
  }) as unknown as DataGridState<object>;

describe('createCellFeed', () => {
  it('changes a row signature only when that row changes', () => {
    const rows = [{ a: 1 }, { a: 2 }, { a: 3 }];
    const feed = createCellFeed(fakeApi(0, rows));
    const before = [1, 2, 3].map((r) => feed.rowSignature(r));
    const listener = vi.fn();
    feed.subscribe(listener);
    const next = [rows[0]!, { a: 20 }, rows[2]!];
    feed.publish(fakeApi(0, next));
    expect(listener).toHaveBeenCalledTimes(1);
    const after = [1, 2, 3].map((r) => feed.rowSignature(r));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    // The active cell moving changes the rows it leaves and enters.
    feed.publish(fakeApi(2, next));
    expect(feed.rowSignature(1)).not.toBe(after[0]);
    expect(feed.rowSignature(2)).toBe(after[1]);
    expect(feed.rowSignature(3)).not.toBe(after[2]);
  });

  it('renders a row again when a refusal comes onto one of its cells or leaves it', () => {
    const rows = [{ a: 1 }, { a: 2 }];
    const feed = createCellFeed(fakeApi(0, rows));
    const before = [1, 2].map((r) => feed.rowSignature(r));
    feed.publish(fakeApi(0, rows, false, 1));
    expect(feed.rowSignature(1)).toBe(before[0]);
    expect(feed.rowSignature(2)).not.toBe(before[1]);
    feed.publish(fakeApi(0, rows));
    expect(feed.rowSignature(2)).toBe(before[1]);
  });

  it('renders every row again when the editable columns change (readOnly switched)', () => {
    const rows = [{ a: 1 }, { a: 2 }];
    const feed = createCellFeed(fakeApi(0, rows));
    const before = [0, 1, 2].map((r) => feed.rowSignature(r));
    feed.publish(fakeApi(0, rows, true));
    [0, 1, 2].forEach((r, i) => expect(feed.rowSignature(r)).not.toBe(before[i]));
    feed.publish(fakeApi(0, rows, false));
    expect([0, 1, 2].map((r) => feed.rowSignature(r))).toEqual(before);
  });

  it('keeps the input in the newest slot and falls back when it goes', () => {
    const feed = createCellFeed(fakeApi(0, []));
    const changed = vi.fn();
    feed.subscribeSlot(changed);
    const first = document.createElement('span');
    const second = document.createElement('span');
    const releaseFirst = feed.holdSlot(first)!;
    const releaseSecond = feed.holdSlot(second)!;
    expect(feed.slot()).toBe(second);
    releaseSecond();
    expect(feed.slot()).toBe(first);
    releaseFirst();
    expect(feed.slot()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(4);
  });
});
