import { describe, expect, it } from 'vitest';
import { buildNavTree, navTrail, type NavItem } from './navTree';

const items: NavItem[] = [
  { id: 'orders', parentId: null, label: 'Orders' },
  { id: 'list', parentId: 'orders', label: 'Order list', href: '/by/order/list' },
  { id: 'cart', parentId: 'orders', label: 'Cart', href: '/by/order/cart' },
  { id: 'requests', parentId: null, label: 'Requests', href: '/by/item-request/list' },
  { id: 'orphan', parentId: 'gone', label: 'Orphan', href: '/by/orphan' },
];

describe('menu tree', () => {
  it('nests children under their parents in the given order; an unknown parent makes a root', () => {
    const tree = buildNavTree(items);
    expect(tree.map((n) => n.id)).toEqual(['orders', 'requests', 'orphan']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['list', 'cart']);
  });
  it('gives the trail from the root to a link (trailing slash ignored), or nothing', () => {
    expect(navTrail(items, '/by/order/cart/').map((i) => i.id)).toEqual(['orders', 'cart']);
    expect(navTrail(items, '/by/nowhere')).toEqual([]);
  });
  it('survives a cycle in the parent ids', () => {
    const loop: NavItem[] = [
      { id: 'a', parentId: 'b', label: 'A', href: '/a' },
      { id: 'b', parentId: 'a', label: 'B' },
    ];
    expect(navTrail(loop, '/a').map((i) => i.id)).toEqual(['b', 'a']);
  });
});
