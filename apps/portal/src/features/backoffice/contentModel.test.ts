import { describe, expect, it } from 'vitest';
import { menuTree } from './contentModel';

const row = (menuId: string, menuPid: string | null, sortOrd: number) => ({ menuId, menuPid, sortOrd });

describe('menuTree', () => {
  it('puts each parent before its children, by order, orphans at the top level, circles last', () => {
    const menus = [
      row('B', null, 2),
      row('A', null, 1),
      row('A-2', 'A', 2),
      row('A-1', 'A', 1),
      row('B-1', 'B', 1),
      row('X-1', 'GONE', 1),
      row('C1', 'C2', 1),
      row('C2', 'C1', 1),
    ];
    expect(menuTree(menus).map((m) => m.menuId)).toEqual(['A', 'A-1', 'A-2', 'X-1', 'B', 'B-1', 'C1', 'C2']);
  });
});
