import { describe, expect, it } from 'vitest';
import { HOME_CARDS, screenCards } from './homeCards';
import { catalogSearchHref, recentOrdersParams } from '../common/homeCardRules';

describe('home cards', () => {
  it('every signed-in system lists its screens and notices; the others the screens first', () => {
    for (const [system, cards] of Object.entries(HOME_CARDS)) {
      expect(cards).toContain('screens');
      expect(cards).toContain('notices');
      if (system !== 'BY' && system !== 'SP') expect(cards[0]).toBe('screens');
    }
  });

  it('the supplier then acts on the quote requests to answer (decision 0066)', () => {
    expect(HOME_CARDS.SP).toEqual(['spOrders', 'quotes', 'deliveriesDue', 'spReturns', 'screens', 'notices']);
  });

  it('the buyer acts first on a search, the orders, the cart and the approvals waiting', () => {
    expect(HOME_CARDS.BY.slice(0, 4)).toEqual(['banners', 'search', 'orders', 'cart']);
    expect(HOME_CARDS.BY).toContain('approvals');
    expect(HOME_CARDS.BY).toContain('receipts');
    for (const system of ['MP', 'PO', 'DEV'] as const) expect(HOME_CARDS[system]).toEqual(['screens', 'notices']);
    // The supplier acts first on the orders waiting for its confirmation (decision 0069).
    expect(HOME_CARDS.SP[0]).toBe('spOrders');
    // Deliveries (decision 0070): due this week for the supplier, arriving for the buyer.
    expect(HOME_CARDS.SP).toContain('deliveriesDue');
    expect(HOME_CARDS.SP).toContain('spReturns');
    expect(HOME_CARDS.BY).toContain('arriving');
  });

  it('a search opens the catalogue with the trimmed words, encoded; nothing typed opens it alone', () => {
    expect(catalogSearchHref('/by/catalog', '  니트릴 장갑 ')).toBe(
      '/by/catalog?q=%EB%8B%88%ED%8A%B8%EB%A6%B4+%EC%9E%A5%EA%B0%91',
    );
    expect(catalogSearchHref('/by/catalog', 'a&b=c')).toBe('/by/catalog?q=a%26b%3Dc');
    expect(catalogSearchHref('/by/catalog', '   ')).toBe('/by/catalog');
  });

  it('the recent orders are the month ending today, newest first, five', () => {
    expect(recentOrdersParams('20260315')).toEqual({
      fromDt: '20260216',
      toDt: '20260315',
      sortKey: 'regDt',
      sortDir: 'desc',
      pageNo: 1,
      pageSize: 5,
    });
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
