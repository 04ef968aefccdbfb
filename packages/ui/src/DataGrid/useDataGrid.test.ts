import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDataGrid, type DataGridColumn } from './useDataGrid';
import { useGridRows } from './useGridRows';

interface Line {
  id: string;
  name: string | null;
  qty: number | null;
  unit: string | null;
}
const columns: DataGridColumn<Line>[] = [
  { key: 'id', header: 'Code', editable: false, frozen: 'left' },
  { key: 'name', header: 'Name', rule: { required: true, maxLength: 10 } },
  { key: 'qty', header: 'Qty', rule: { editor: 'number', integerOnly: true, positiveOnly: true } },
  {
    key: 'unit',
    header: 'Unit',
    rule: { editor: 'dropdown', options: [{ value: 'EA', label: '개' }] },
    frozen: 'right',
  },
];
const lines = (): Line[] => [
  { id: 'a', name: 'bolt', qty: 3, unit: 'EA' },
  { id: 'b', name: 'nut', qty: 1, unit: 'EA' },
  { id: 'c', name: 'washer', qty: 2, unit: null },
];
const key = (k: string, extra: Record<string, unknown> = {}) => ({ key: k, preventDefault: () => undefined, ...extra });

function setup(options: Partial<Parameters<typeof useDataGrid<Line>>[0]> = {}) {
  return renderHook(() => {
    const rows = useGridRows<Line>({ rows: lines(), rowKey: (r) => r.id });
    return useDataGrid<Line>({ rows, columns, ...options });
  });
}
// Laid-out columns: 0 check, 1 number, 2 status, 3 id (frozen), 4 name, 5 qty, 6 unit (frozen right).

describe('useDataGrid', () => {
  it('lays out system, frozen and right-frozen columns with their sticky insets', () => {
    const { result } = setup();
    const ids = result.current.laid.columns.map((c) => `${c.id}:${c.frozen ?? ''}:${c.inset}`);
    expect(ids).toEqual([
      '__check:left:0',
      '__number:left:40',
      '__status:left:92',
      'id:left:156',
      'name::0',
      'qty::0',
      'unit:right:0',
    ]);
    expect(result.current.laid.frozenLeft).toBe(276);
    act(() => result.current.resize('name', 200));
    expect(result.current.laid.columns[4]!.width).toBe(200);
  });

  it('edits with the column rule: a refused value keeps the draft and its code; a valid one commits', () => {
    const { result } = setup();
    act(() => result.current.move({ row: 0, col: 5 }));
    act(() => void result.current.startEdit('-2'));
    act(() => void result.current.commitEdit());
    expect(result.current.editing).toMatchObject({ draft: '-2', error: { code: 'PICMCM0039' } });
    act(() => result.current.setDraft('7'));
    act(() => void result.current.onEditKey(key('Enter')));
    expect(result.current.editing).toBeNull();
    expect(result.current.rowAtView(0)!.qty).toBe(7);
    expect(result.current.stateAtView(0)).toBe('updated');
    expect(result.current.active).toEqual({ row: 1, col: 5 });
  });

  it('never commits or moves on keys of a composition (isComposing or keyCode 229)', () => {
    const { result } = setup();
    act(() => result.current.move({ row: 0, col: 4 }));
    act(() => void result.current.startEdit('볼'));
    expect(result.current.onEditKey(key('Enter', { isComposing: true }))).toBe(false);
    expect(result.current.onEditKey(key('Enter', { keyCode: 229 }))).toBe(false);
    expect(result.current.onNavigationKey(key('ArrowDown', { isComposing: true }))).toBe(false);
    // Safari's composition-ending keydown: isComposing false, keyCode 229.
    expect(result.current.onNavigationKey(key('ArrowDown', { isComposing: false, keyCode: 229 }))).toBe(false);
    expect(result.current.editing?.draft).toBe('볼');
    act(() => void result.current.onEditKey(key('Escape')));
    expect(result.current.editing).toBeNull();
    expect(result.current.rowAtView(0)!.name).toBe('bolt');
  });

  it('the Enter that ends a Korean syllable commits once, after the commit, and moves down once (0026)', () => {
    vi.useFakeTimers();
    const { result } = setup();
    act(() => result.current.move({ row: 0, col: 4 }));
    act(() => void result.current.startEdit('볼'));
    // The composition as the document sees it (the watcher the hook installed).
    act(() => void document.dispatchEvent(new CompositionEvent('compositionstart', { data: '' })));
    act(() => void document.dispatchEvent(new CompositionEvent('compositionupdate', { data: '트' })));
    act(() => result.current.setDraft('볼트'));
    let handled = false;
    act(() => void (handled = result.current.onEditKey(key('Enter', { isComposing: true, code: 'Enter' }))));
    expect(handled).toBe(true);
    expect(result.current.editing?.draft).toBe('볼트');
    act(() => void document.dispatchEvent(new CompositionEvent('compositionend', { data: '트' })));
    act(() => void vi.runAllTimers());
    vi.useRealTimers();
    expect(result.current.editing).toBeNull();
    expect(result.current.rowAtView(0)!.name).toBe('볼트');
    expect(result.current.active).toEqual({ row: 1, col: 4 });
  });

  it('does not edit read-only columns, system columns or deleted rows', () => {
    const { result } = setup();
    act(() => result.current.move({ row: 0, col: 3 }));
    expect(result.current.startEdit()).toBe(false);
    act(() => result.current.move({ row: 0, col: 1 }));
    expect(result.current.startEdit()).toBe(false);
    act(() => result.current.store.remove(['a']));
    act(() => result.current.move({ row: 0, col: 4 }));
    expect(result.current.startEdit()).toBe(false);
  });

  it('moves with the keys and extends a range with Shift', () => {
    const { result } = setup();
    act(() => result.current.move({ row: 0, col: 4 }));
    act(() => void result.current.onNavigationKey(key('ArrowDown', { shiftKey: true })));
    act(() => void result.current.onNavigationKey(key('ArrowRight', { shiftKey: true })));
    expect(result.current.range).toEqual({ top: 0, left: 4, bottom: 1, right: 5 });
    expect(result.current.copyText()).toBe('bolt\t3\r\nnut\t1');
    act(() => void result.current.onNavigationKey(key('End', { ctrlKey: true })));
    expect(result.current.active).toEqual({ row: 2, col: 6 });
    expect(result.current.range).toBeNull();
  });

  it('pastes a TSV range per cell, reports refusals, adds rows past the end, and undoes it in one step', () => {
    let n = 0;
    const { result } = setup({ newRow: () => ({ id: `new${++n}`, name: null, qty: null, unit: null }) });
    act(() => result.current.move({ row: 1, col: 4 }));
    let report!: ReturnType<typeof result.current.paste>;
    act(() => void (report = result.current.paste('pipe\t4\r\nvalve\tx\r\ncap\t5\t개\r\n')));
    expect(report.applied).toBe(6);
    expect(report.refused).toEqual([{ row: 3, column: 'Qty', code: 'ACMCM0009', params: {}, text: 'x' }]);
    expect(result.current.rowCount).toBe(4);
    expect(result.current.rowAtView(3)).toMatchObject({ name: 'cap', qty: 5, unit: 'EA' });
    expect(result.current.stateAtView(3)).toBe('created');
    act(() => void result.current.onNavigationKey(key('z', { ctrlKey: true })));
    expect(result.current.rowCount).toBe(3);
    expect(result.current.rowAtView(1)!.name).toBe('nut');
  });

  it('sorts by a column (ascending, descending, none) and hides deleted rows when asked', () => {
    const { result } = setup({ hideDeleted: true });
    act(() => result.current.toggleSort('name'));
    expect([0, 1, 2].map((i) => result.current.rowAtView(i)!.name)).toEqual(['bolt', 'nut', 'washer']);
    act(() => result.current.toggleSort('name'));
    expect(result.current.rowAtView(0)!.name).toBe('washer');
    act(() => result.current.toggleSort('name'));
    expect(result.current.sort).toBeNull();
    act(() => result.current.store.remove(['b']));
    expect(result.current.rowCount).toBe(2);
  });

  it('with manualSort a header click reports the sort and the rows keep the order they came in (a server sorts)', () => {
    const seen: unknown[] = [];
    const { result } = setup({ manualSort: true, onSortChange: (s) => seen.push(s) });
    act(() => result.current.toggleSort('name'));
    act(() => result.current.toggleSort('name'));
    expect(seen).toEqual([
      { key: 'name', direction: 'asc' },
      { key: 'name', direction: 'desc' },
    ]);
    expect(result.current.sort).toEqual({ key: 'name', direction: 'desc' });
    expect([0, 1, 2].map((i) => result.current.rowAtView(i)!.name)).toEqual(['bolt', 'nut', 'washer']);
  });

  it('rowEditable keeps a row from editing, checkbox toggles, Delete and paste; the others edit', () => {
    const { result } = setup({ rowEditable: (r) => r.id !== 'b' });
    act(() => result.current.move({ row: 1, col: 4 }));
    let started = true;
    act(() => void (started = result.current.startEdit('x')));
    expect(started).toBe(false);
    expect(result.current.editableAt(4, 1)).toBe(false);
    expect(result.current.editableAt(4, 0)).toBe(true);
    act(() => void result.current.onNavigationKey(key('Delete')));
    expect(result.current.rowAtView(1)!.name).toBe('nut');
    act(() => result.current.move({ row: 0, col: 4 }));
    act(() => void result.current.paste('볼트\n너트\n와셔'));
    expect([0, 1, 2].map((i) => result.current.rowAtView(i)!.name)).toEqual(['볼트', 'nut', '와셔']);
  });

  it('focusCell makes a row added in the same handler active once it is in view, and asks for the focus', () => {
    const { result } = setup();
    const before = result.current.focusRequest;
    act(() => {
      const key = result.current.store.add({ id: 'n1', name: null, qty: null, unit: null });
      result.current.focusCell(key, 'name');
    });
    expect(result.current.active).toEqual({ row: 3, col: 4 });
    expect(result.current.focusRequest).toBe(before + 1);
  });

  it('a controlled sort is the one shown until its owner changes it', () => {
    const seen: unknown[] = [];
    const { result } = setup({ sort: { key: 'qty', direction: 'desc' }, onSortChange: (s) => seen.push(s) });
    expect(result.current.rowAtView(0)!.name).toBe('bolt');
    act(() => result.current.toggleSort('qty'));
    expect(seen).toEqual([null]);
    expect(result.current.sort).toEqual({ key: 'qty', direction: 'desc' });
  });

  it('Space toggles the row check; Delete empties an optional cell', () => {
    const { result } = setup();
    act(() => result.current.move({ row: 2, col: 0 }));
    act(() => void result.current.onNavigationKey(key(' ')));
    expect(result.current.store.isChecked('c')).toBe(true);
    act(() => result.current.move({ row: 2, col: 5 }));
    act(() => void result.current.onNavigationKey(key('Delete')));
    expect(result.current.rowAtView(2)!.qty).toBeNull();
    act(() => result.current.move({ row: 2, col: 4 }));
    act(() => void result.current.onNavigationKey(key('Delete')));
    expect(result.current.rowAtView(2)!.name).toBe('washer');
  });
});
