import { describe, expect, it } from 'vitest';
import { conditionsOf, firstQuantity, gridRowOf, money } from './model';

describe('catalogue model', () => {
  it('reads the conditions of an address', () => {
    expect(conditionsOf('?category=B01&q=%EC%9E%A5%EA%B0%91&sort=name')).toMatchObject({
      category: 'B01',
      q: '장갑',
      sort: 'name',
    });
    expect(conditionsOf('?sort=bogus').sort).toBe('relevance');
  });

  it('starts a line at the minimum rounded up to the pack', () => {
    expect(firstQuantity({ minOrdQty: 100, packQty: 100 })).toBe(100);
    expect(firstQuantity({ minOrdQty: 15, packQty: 10 })).toBe(20);
    expect(firstQuantity({ minOrdQty: 1, packQty: 1 })).toBe(1);
  });

  it('prices a row with the contract price when there is one', () => {
    const base = { itemCd: 'CI1', listPrice: 100, contractPrice: null } as never;
    expect(gridRowOf(base)).toMatchObject({ price: 100, priceKind: 'list' });
    expect(gridRowOf({ ...(base as object), contractPrice: 90 } as never)).toMatchObject({
      price: 90,
      priceKind: 'contract',
    });
  });

  it('writes money with the currency rule', () => {
    expect(money(12300, 'KRW', 'ko')).toBe('12,300 KRW');
    expect(money(1.1, 'USD', 'en')).toBe('1.10 USD');
  });
});
