import { describe, expect, it, vi } from 'vitest';
import { createGridRows } from './gridRows';

interface Item {
  id: string;
  name: string;
  qty: number;
}
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, name: `item ${i}`, qty: i }));
const byId = (row: Item) => row.id;

describe('grid rows', () => {
  it('takes the rows as given: no key is computed before one is needed and the given array never changes', () => {
    const given = items(5);
    const copy = [...given];
    const rowKey = vi.fn(byId);
    const grid = createGridRows({ rows: given, rowKey });
    expect(rowKey).not.toHaveBeenCalled();
    expect(grid.rows()).toBe(given);
    expect(grid.keyAt(3)).toBe('i3');
    expect(grid.keyAt(9)).toBeUndefined();
    grid.update('i1', { qty: 100 });
    grid.add({ id: 'n', name: 'new', qty: 0 }, 0);
    grid.remove(['i2', 'n']);
    grid.append(items(7).slice(5));
    expect(given).toEqual(copy);
    expect(grid.keyAt(2)).toBe('i2');
    expect(grid.size).toBe(7);
    grid.reset();
    expect(given).toEqual(copy);
    expect(grid.rows().map(byId)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5', 'i6']);
  });

  it('generated keys stay the same whether read before or after the first change', () => {
    const given = items(3);
    const grid = createGridRows({ rows: given });
    const before = [0, 1, 2].map((i) => grid.keyAt(i)!);
    grid.update(before[1]!, { qty: 9 });
    expect([0, 1, 2].map((i) => grid.keyAt(i))).toEqual(before);
    expect(grid.row(before[1]!)).toMatchObject({ id: 'i1', qty: 9 });
    expect(grid.indexOfKey(before[2]!)).toBe(2);
  });

  it('adding makes a created row; editing a none row makes it updated; deleting soft-deletes', () => {
    const grid = createGridRows({ rows: items(3), rowKey: byId });
    const key = grid.add({ id: 'n1', name: 'new', qty: 1 });
    expect(grid.stateOf(key)).toBe('created');
    grid.update('i0', { qty: 10 });
    expect(grid.stateOf('i0')).toBe('updated');
    expect(grid.savedOf('i0')).toMatchObject({ qty: 0 });
    grid.remove(['i1']);
    expect(grid.stateOf('i1')).toBe('deleted');
    expect(grid.size).toBe(4); // soft-deleted rows stay until commit
    expect(grid.getChanges()).toEqual({
      created: [{ id: 'n1', name: 'new', qty: 1 }],
      updated: [{ id: 'i0', name: 'item 0', qty: 10 }],
      deleted: [{ id: 'i1', name: 'item 1', qty: 1 }],
    });
  });

  it('deleting a created row drops it; editing a created row keeps it created', () => {
    const grid = createGridRows({ rows: items(2), rowKey: byId });
    const key = grid.add({ id: 'n1', name: 'new', qty: 1 }, 1);
    expect(grid.keyAt(1)).toBe('n1');
    grid.update(key, { qty: 5 });
    expect(grid.stateOf(key)).toBe('created');
    grid.remove([key]);
    expect(grid.size).toBe(2);
    expect(grid.stateOf(key)).toBe('none');
    expect(grid.getChanges()).toEqual({ created: [], updated: [], deleted: [] });
  });

  it('an edit that returns to the saved values makes the row none again; a no-op edit changes nothing', () => {
    const listener = vi.fn();
    const grid = createGridRows({ rows: items(2), rowKey: byId });
    grid.subscribe(listener);
    grid.update('i0', { qty: 0 });
    expect(listener).not.toHaveBeenCalled();
    grid.update('i0', { qty: 7 });
    grid.update('i0', (row) => ({ ...row, qty: 0 }));
    expect(grid.stateOf('i0')).toBe('none');
    expect(grid.isDirty).toBe(false);
  });

  it('a deleted row is sent with its saved values', () => {
    const grid = createGridRows({ rows: items(2), rowKey: byId });
    grid.update('i0', { name: 'edited' });
    grid.remove(['i0']);
    expect(grid.getChanges().deleted).toEqual([{ id: 'i0', name: 'item 0', qty: 0 }]);
    grid.restoreDeleted(['i0']);
    expect(grid.stateOf('i0')).toBe('none');
  });

  it('auto-check checks changed rows; unchecking keeps the change', () => {
    const grid = createGridRows({ rows: items(3), rowKey: byId, autoCheck: true });
    grid.update('i2', { qty: 9 });
    const key = grid.add({ id: 'n', name: 'n', qty: 0 });
    expect([...grid.checkedKeys]).toEqual(['i2', key]);
    grid.setChecked('i2', false);
    expect(grid.stateOf('i2')).toBe('updated');
    grid.setAllChecked(true);
    expect(grid.checkedKeys.size).toBe(4);
    grid.setAllChecked(false);
    expect(grid.checkedKeys.size).toBe(0);
    const manual = createGridRows({ rows: items(1), rowKey: byId });
    manual.update('i0', { qty: 3 });
    expect(manual.isChecked('i0')).toBe(false);
  });

  it('reset rolls back to the saved point: added rows go, edits and deletes return', () => {
    const original = items(5);
    const grid = createGridRows({ rows: original, rowKey: byId, autoCheck: true });
    grid.add({ id: 'n1', name: 'a', qty: 1 }, 0);
    grid.add({ id: 'n2', name: 'b', qty: 2 });
    grid.update('i3', { name: 'x' });
    grid.remove(['i4']);
    grid.reset();
    expect(grid.rows()).toEqual(original);
    expect(grid.isDirty).toBe(false);
    expect(grid.checkedKeys.size).toBe(0);
    expect(grid.canUndo).toBe(false);
    expect(grid.indexOfKey('i4')).toBe(4);
  });

  it('commit makes the current rows the saved point: deleted rows go, all rows are none', () => {
    const grid = createGridRows({ rows: items(3), rowKey: byId });
    grid.add({ id: 'n1', name: 'a', qty: 1 });
    grid.update('i0', { qty: 4 });
    grid.remove(['i1']);
    grid.commit();
    expect(grid.rows().map((r) => r.id)).toEqual(['i0', 'i2', 'n1']);
    expect(grid.getChanges()).toEqual({ created: [], updated: [], deleted: [] });
    grid.update('i0', { qty: 5 });
    expect(grid.savedOf('i0')).toMatchObject({ qty: 4 });
    grid.reset();
    expect(grid.row('i0')).toMatchObject({ qty: 4 });
  });

  it('undo and redo each step; a batch (a paste) is one step', () => {
    const grid = createGridRows({ rows: items(4), rowKey: byId });
    grid.update('i0', { qty: 100 });
    grid.batch(() => {
      grid.update('i1', { qty: 101 });
      grid.update('i2', { qty: 102 });
      grid.add({ id: 'n1', name: 'pasted', qty: 3 });
    });
    grid.remove(['i3']);
    expect(grid.undo()).toBe(true);
    expect(grid.stateOf('i3')).toBe('none');
    expect(grid.undo()).toBe(true);
    expect(grid.rows().map((r) => r.qty)).toEqual([100, 1, 2, 3]);
    expect(grid.stateOf('i1')).toBe('none');
    expect(grid.indexOfKey('n1')).toBe(-1);
    expect(grid.redo()).toBe(true);
    expect(grid.rows().map((r) => r.qty)).toEqual([100, 101, 102, 3, 3]);
    expect(grid.stateOf('n1')).toBe('created');
    expect(grid.undo()).toBe(true);
    expect(grid.undo()).toBe(true);
    expect(grid.stateOf('i0')).toBe('none');
    expect(grid.undo()).toBe(false);
    grid.update('i0', { qty: 1 });
    expect(grid.canRedo).toBe(false);
  });

  it('undo of a deleted created row brings it back at its place', () => {
    const grid = createGridRows({ rows: items(3), rowKey: byId });
    grid.add({ id: 'n1', name: 'a', qty: 1 }, 1);
    grid.add({ id: 'n2', name: 'b', qty: 2 }, 1);
    grid.remove(['n1', 'n2']);
    expect(grid.rows().map((r) => r.id)).toEqual(['i0', 'i1', 'i2']);
    grid.undo();
    expect(grid.rows().map((r) => r.id)).toEqual(['i0', 'n2', 'n1', 'i1', 'i2']);
    expect(grid.stateOf('n2')).toBe('created');
  });

  it('generates keys for rows without a key function, kept across edits', () => {
    const grid = createGridRows<{ v: number }>({ rows: [{ v: 1 }, { v: 2 }] });
    const key = grid.keyAt(1)!;
    grid.update(key, { v: 3 });
    expect(grid.keyAt(1)).toBe(key);
    grid.undo();
    grid.redo();
    expect(grid.row(key)).toEqual({ v: 3 });
  });

  it('load replaces the saved point; append adds unchanged rows (scroll paging)', () => {
    const grid = createGridRows({ rows: items(2), rowKey: byId });
    grid.update('i0', { qty: 9 });
    grid.load(items(3));
    expect(grid.isDirty).toBe(false);
    grid.append([{ id: 'x', name: 'x', qty: 0 }]);
    expect(grid.size).toBe(4);
    expect(grid.stateOf('x')).toBe('none');
    expect(grid.indexOfKey('x')).toBe(3);
  });

  it('reset and getChanges touch only the changed rows', () => {
    const rows = items(100_000);
    const grid = createGridRows({ rows, rowKey: byId });
    const spy = vi.spyOn(grid, 'row');
    for (let i = 0; i < 1000; i += 1) grid.update(`i${i * 50}`, { qty: -1 });
    const changes = grid.getChanges();
    expect(changes.updated).toHaveLength(1000);
    expect(spy).toHaveBeenCalledTimes(1000);
    // Reading the rows array while resetting would show as a copy: the array stays the same one.
    const before = grid.rows();
    grid.reset();
    expect(grid.rows()).toBe(before);
    expect(grid.rowAt(50)).toBe(rows[50]);
  });
});
