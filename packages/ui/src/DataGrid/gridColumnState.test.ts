import { describe, expect, it } from 'vitest';
import {
  COLUMN_STATE_VERSION,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  applyColumnState,
  emptyColumnState,
  keyboardWidth,
  restoreColumnState,
  serializeColumnState,
  withHidden,
  withMove,
  withWidth,
} from './gridColumnState';

const keys = ['code', 'name', 'qty', 'price'];
const columns = keys.map((key) => ({ key }));
const order = (s: ReturnType<typeof emptyColumnState>) => applyColumnState(columns, s).map((c) => c.key);

describe('column state: serialize and restore', () => {
  it('a state survives its stored form (through JSON, as a stored item keeps it)', () => {
    let s = withWidth(emptyColumnState(), 'name', 222);
    s = withMove(s, keys, 'price', -3);
    s = withHidden(s, keys, 'qty', true);
    const stored = JSON.parse(JSON.stringify(serializeColumnState(s)));
    expect(stored.v).toBe(COLUMN_STATE_VERSION);
    const back = restoreColumnState(stored, keys);
    expect(back).toEqual(s);
    expect(order(back)).toEqual(['price', 'code', 'name']);
  });

  it('keys of columns the page no longer declares are ignored; new columns keep their place', () => {
    const stored = serializeColumnState({
      order: ['gone', 'price', 'code', 'name'],
      widths: { gone: 300, code: 90 },
      hidden: ['gone'],
    });
    const back = restoreColumnState(stored, keys);
    expect(back).toEqual({ order: ['price', 'code', 'name'], widths: { code: 90 }, hidden: [] });
    // qty is new to the stored order: it stays after name, the column declared before it.
    expect(order(back)).toEqual(['price', 'code', 'name', 'qty']);
  });

  it('another version, or not the stored shape, gives the empty state', () => {
    const stored = serializeColumnState({ order: ['qty'], widths: { qty: 99 }, hidden: ['name'] }, 0);
    expect(restoreColumnState(stored, keys)).toEqual(emptyColumnState());
    expect(restoreColumnState(stored, keys, 0).widths).toEqual({ qty: 99 });
    expect(restoreColumnState(undefined, keys)).toEqual(emptyColumnState());
    expect(restoreColumnState('x', keys)).toEqual(emptyColumnState());
    expect(restoreColumnState({ v: COLUMN_STATE_VERSION, order: 'qty', widths: null, hidden: [1] }, keys)).toEqual(
      emptyColumnState(),
    );
  });

  it('widths are clamped and an entry that hides every column hides none', () => {
    const stored = { v: COLUMN_STATE_VERSION, order: [], widths: { code: 5, name: 5000, qty: NaN }, hidden: keys };
    expect(restoreColumnState(stored, keys)).toEqual({
      order: [],
      widths: { code: MIN_COLUMN_WIDTH, name: MAX_COLUMN_WIDTH },
      hidden: [],
    });
  });
});

describe('column state: changes', () => {
  it('the last visible column cannot be hidden; showing removes it from the hidden ones', () => {
    let s = emptyColumnState();
    for (const k of ['code', 'name', 'qty']) s = withHidden(s, keys, k, true);
    expect(withHidden(s, keys, 'price', true)).toBe(s);
    expect(withHidden(s, keys, 'name', false).hidden).toEqual(['code', 'qty']);
  });

  it('a move stops at the ends and counts hidden columns', () => {
    const s = withHidden(emptyColumnState(), keys, 'name', true);
    expect(order(withMove(s, keys, 'qty', -1))).toEqual(['code', 'qty', 'price']);
    expect(withMove(s, keys, 'qty', -1).order).toEqual(['code', 'qty', 'name', 'price']);
    expect(withMove(s, keys, 'code', -1)).toBe(s);
    expect(withMove(s, keys, 'unknown', 1)).toBe(s);
  });

  it('keyboard resize: arrows by a step, Home and End to the limits, other keys nothing', () => {
    expect(keyboardWidth('ArrowRight', 120)).toBe(130);
    expect(keyboardWidth('ArrowLeft', 45)).toBe(MIN_COLUMN_WIDTH);
    expect(keyboardWidth('Home', 300)).toBe(MIN_COLUMN_WIDTH);
    expect(keyboardWidth('End', 300)).toBe(MAX_COLUMN_WIDTH);
    expect(keyboardWidth('Enter', 300)).toBeNull();
  });
});
