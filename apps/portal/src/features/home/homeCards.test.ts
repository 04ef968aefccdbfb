import { describe, expect, it } from 'vitest';
import { HOME_CARDS, screenCards } from './homeCards';

describe('home cards', () => {
  it('every signed-in system lists its cards, the screens first', () => {
    for (const cards of Object.values(HOME_CARDS)) expect(cards[0]).toBe('screens');
  });

  it('the screens are the menus with a path, in menu order, named with their area', () => {
    expect(
      screenCards([
        { menuId: 'BY-ORD', menuPid: null, menuNm: '주문관리', path: null },
        { menuId: 'BY-ORD-01', menuPid: 'BY-ORD', menuNm: '주문 목록', path: '/by/order/list' },
        { menuId: 'BY-REQ', menuPid: null, menuNm: '신규품목요청', path: '/by/item-request/list' },
      ]),
    ).toEqual([
      { id: 'BY-ORD-01', label: '주문 목록', area: '주문관리', href: '/by/order/list' },
      { id: 'BY-REQ', label: '신규품목요청', area: null, href: '/by/item-request/list' },
    ]);
  });
});
