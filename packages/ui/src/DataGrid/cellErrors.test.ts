import { describe, expect, it } from 'vitest';
import { cellErrors, holdCellErrors } from './cellErrors';

describe('cellErrors', () => {
  const rows: Record<string, Record<string, unknown>> = { a: { qty: 150, name: 'X' }, b: { qty: 3 } };
  const source = (savedPoint = 1) => ({ valueOf: (key: string, column: string) => rows[key]?.[column], savedPoint });

  it('holds a refusal while its cell keeps the refused value at the same saved point', () => {
    const held = holdCellErrors(
      [
        { key: 'a', column: 'qty', code: 'PICMCM0040', params: { max: 99 } },
        { key: 'a', column: 'name', code: 'MROCM0009' },
      ],
      source(),
    );
    const now = cellErrors(held, source());
    expect(now.at('a', 'qty')).toEqual({ key: 'a', column: 'qty', code: 'PICMCM0040', params: { max: 99 } });
    expect(now.signature('a')).toBe('qty,name');
    expect(now.at('b', 'qty')).toBeNull();
    expect(now.at(undefined, 'qty')).toBeNull();

    rows.a = { ...rows.a, qty: 50 };
    const edited = cellErrors(held, source());
    expect(edited.at('a', 'qty')).toBeNull();
    expect(edited.current()).toEqual([{ key: 'a', column: 'name', code: 'MROCM0009' }]);
  });

  it('lets every refusal go at a new saved point (a search, a reset, a save) or when the row is gone', () => {
    const held = holdCellErrors([{ key: 'b', column: 'qty', code: 'PICMCM0040' }], source());
    expect(cellErrors(held, source(2)).current()).toEqual([]);
    delete rows.b;
    expect(cellErrors(held, source()).signature('b')).toBe('');
  });
});
