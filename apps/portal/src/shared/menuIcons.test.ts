import { describe, expect, it } from 'vitest';
import {
  BellIcon,
  CartIcon,
  ChartIcon,
  DocumentIcon,
  NewItemIcon,
  OrderIcon,
  ReturnsIcon,
  TruckIcon,
} from '@mro/ui/icons';
import { menuIcon } from './menuIcons';

describe('menuIcon', () => {
  it("follows the path's most specific known part, else the menu id's business area", () => {
    expect(menuIcon('BY-ORD', null)).toBe(OrderIcon);
    expect(menuIcon('BY-ORD-01', '/by/order/list')).toBe(OrderIcon);
    expect(menuIcon('BY-ORD-02', '/by/order/cart')).toBe(CartIcon);
    expect(menuIcon('SP-QUO', null)).toBe(DocumentIcon);
    expect(menuIcon('BY-RTN', '/by/return/list')).toBe(ReturnsIcon);
    expect(menuIcon('SP-DLV', '/sp/delivery/list')).toBe(TruckIcon);
    expect(menuIcon('BY-REQ', '/by/item-request/list')).toBe(NewItemIcon);
  });

  it('an id of another shape: the path, then the document icon', () => {
    expect(menuIcon('X1', '/sp/tax-invoice/list')).toBe(ChartIcon);
    expect(menuIcon('X2', '/by/notices')).toBe(BellIcon);
    expect(menuIcon('X3', '/by/unknown')).toBe(DocumentIcon);
    expect(menuIcon('X4', null)).toBe(DocumentIcon);
  });
});
