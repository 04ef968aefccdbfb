import { describe, expect, it } from 'vitest';
import { firstItem, lastItem, menuMove, typeahead, type MenuItemFacts } from './menuCore';

const items: MenuItemFacts[] = [
  { text: 'Excel download' },
  { text: 'Save' },
  { text: 'Delete', disabled: true },
  { text: 'Reset' },
  { text: 'Send' },
];

describe('menu core', () => {
  it('moves with wrap and skips disabled items', () => {
    expect(menuMove('ArrowDown', 1, items)).toBe(3);
    expect(menuMove('ArrowDown', 4, items)).toBe(0);
    expect(menuMove('ArrowUp', 0, items)).toBe(4);
    expect(menuMove('ArrowUp', 3, items)).toBe(1);
    expect(menuMove('Home', 3, items)).toBe(0);
    expect(menuMove('End', 0, items)).toBe(4);
    expect(menuMove('x', 0, items)).toBeNull();
    expect(firstItem([{ text: 'a', disabled: true }, { text: 'b' }])).toBe(1);
    expect(lastItem([{ text: 'a' }, { text: 'b', disabled: true }])).toBe(0);
  });

  it('type-ahead: first letters, the same letter cycles, disabled items never', () => {
    expect(typeahead('s', 0, items)).toBe(1);
    expect(typeahead('s', 1, items)).toBe(4);
    expect(typeahead('ss', 4, items)).toBe(1);
    expect(typeahead('se', 1, items)).toBe(4);
    expect(typeahead('sa', 4, items)).toBe(1);
    expect(typeahead('d', 0, items)).toBeNull();
    expect(typeahead('E', 3, items)).toBe(0);
    expect(typeahead('저', 0, [{ text: '엑셀' }, { text: '저장' }])).toBe(1);
  });
});
