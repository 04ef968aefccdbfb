import { describe, expect, it } from 'vitest';
import { menuIcon } from './menuIcons';

describe('menuIcon', () => {
  it("follows the path's most specific known part, else the menu id's business area", () => {
    expect(menuIcon('BY-ORD', null)).toBe('order');
    expect(menuIcon('BY-ORD-01', '/by/order/list')).toBe('order');
    expect(menuIcon('BY-ORD-02', '/by/order/cart')).toBe('cart');
    expect(menuIcon('SP-QUO', null)).toBe('document');
    expect(menuIcon('BY-RTN', '/by/return/list')).toBe('returns');
    expect(menuIcon('SP-DLV', '/sp/delivery/list')).toBe('truck');
    expect(menuIcon('BY-REQ', '/by/item-request/list')).toBe('newItem');
  });

  it('an id of another shape: the path, then the document icon', () => {
    expect(menuIcon('X1', '/sp/tax-invoice/list')).toBe('chart');
    expect(menuIcon('X2', '/by/notices')).toBe('bell');
    expect(menuIcon('X3', '/by/unknown')).toBe('document');
    expect(menuIcon('X4', null)).toBe('document');
  });
});
