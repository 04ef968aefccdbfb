import { describe, expect, it } from 'vitest';
import { inRange, moveFor, rangeOf } from './gridNav';

const bounds = { rows: 100, cols: 5, pageRows: 10 };
const at = (row: number, col: number) => ({ row, col });

describe('moveFor', () => {
  it('arrows stop at the edges; Ctrl jumps to them', () => {
    expect(moveFor(at(0, 0), { key: 'ArrowUp' }, bounds)).toEqual(at(0, 0));
    expect(moveFor(at(5, 4), { key: 'ArrowRight' }, bounds)).toEqual(at(5, 4));
    expect(moveFor(at(5, 2), { key: 'ArrowDown', ctrlKey: true }, bounds)).toEqual(at(99, 2));
    expect(moveFor(at(5, 2), { key: 'ArrowLeft', metaKey: true }, bounds)).toEqual(at(5, 0));
    expect(moveFor(at(5, 2), { key: 'ArrowUp', ctrlKey: true }, bounds)).toEqual(at(0, 2));
    expect(moveFor(at(5, 2), { key: 'ArrowRight', ctrlKey: true }, bounds)).toEqual(at(5, 4));
  });

  it('Home/End the row, Ctrl+Home/End the grid, PageUp/PageDown a page', () => {
    expect(moveFor(at(5, 2), { key: 'Home' }, bounds)).toEqual(at(5, 0));
    expect(moveFor(at(5, 2), { key: 'End' }, bounds)).toEqual(at(5, 4));
    expect(moveFor(at(5, 2), { key: 'Home', ctrlKey: true }, bounds)).toEqual(at(0, 0));
    expect(moveFor(at(5, 2), { key: 'End', ctrlKey: true }, bounds)).toEqual(at(99, 4));
    expect(moveFor(at(5, 2), { key: 'PageUp' }, bounds)).toEqual(at(0, 2));
    expect(moveFor(at(95, 2), { key: 'PageDown' }, bounds)).toEqual(at(99, 2));
  });

  it('Tab wraps to the next or previous row; Enter goes down, Shift+Enter up', () => {
    expect(moveFor(at(5, 4), { key: 'Tab' }, bounds)).toEqual(at(6, 0));
    expect(moveFor(at(99, 4), { key: 'Tab' }, bounds)).toEqual(at(99, 4));
    expect(moveFor(at(5, 0), { key: 'Tab', shiftKey: true }, bounds)).toEqual(at(4, 4));
    expect(moveFor(at(0, 0), { key: 'Tab', shiftKey: true }, bounds)).toEqual(at(0, 0));
    expect(moveFor(at(5, 1), { key: 'Tab', shiftKey: true }, bounds)).toEqual(at(5, 0));
    expect(moveFor(at(5, 1), { key: 'Enter' }, bounds)).toEqual(at(6, 1));
    expect(moveFor(at(5, 1), { key: 'Enter', shiftKey: true }, bounds)).toEqual(at(4, 1));
    expect(moveFor(at(5, 1), { key: 'x' }, bounds)).toBeNull();
  });

  it('ranges are normalized and tested inclusively', () => {
    const range = rangeOf(at(4, 3), at(2, 1));
    expect(range).toEqual({ top: 2, left: 1, bottom: 4, right: 3 });
    expect(inRange(range, 2, 3)).toBe(true);
    expect(inRange(range, 5, 3)).toBe(false);
    expect(inRange(null, 0, 0)).toBe(false);
  });
});
