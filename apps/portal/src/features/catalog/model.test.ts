import { describe, expect, it } from 'vitest';
import {
  addressOf,
  catalogViewOf,
  conditionsOf,
  firstQuantity,
  gridRowOf,
  illustrationOf,
  money,
  neighboursOf,
  RECENT_MAX,
  supplierParts,
  widerQueries,
  withViewed,
} from './model';

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
    expect(money('12300', 'KRW', 'ko')).toBe('12,300원');
    expect(money('1.1', 'USD', 'en')).toBe('USD 1.10');
  });
});

describe('catalogue address, views and suggestions', () => {
  it('keeps the words, category, facets and order in the address and reads them back', () => {
    const conditions = {
      q: ' 장갑 코팅 ',
      category: 'B01',
      manufacturers: ['MF0006', 'MF0001'],
      suppliers: ['SP01'],
      priceBands: ['P1'],
      sort: 'priceAsc' as const,
    };
    const address = addressOf(conditions);
    expect(address).toBe(
      '?q=%EC%9E%A5%EA%B0%91+%EC%BD%94%ED%8C%85&category=B01&mfr=MF0006&mfr=MF0001&sp=SP01&band=P1&sort=priceAsc',
    );
    expect(conditionsOf(address)).toEqual({ ...conditions, q: '장갑 코팅' });
    expect(addressOf(conditionsOf(''))).toBe('');
  });

  it('drops empty and repeated facet values and keeps at most fifty', () => {
    const many = Array.from({ length: 60 }, (_, n) => `mfr=M${n}`).join('&');
    expect(conditionsOf(`?mfr=&mfr=A&mfr=A&${many}`).manufacturers).toHaveLength(50);
    expect(conditionsOf('?mfr=&mfr=A&mfr=A').manufacturers).toEqual(['A']);
  });

  it('remembers a known view only', () => {
    expect(catalogViewOf('grid')).toBe('grid');
    expect(catalogViewOf('list')).toBe('list');
    expect(catalogViewOf('table')).toBe('cards');
    expect(catalogViewOf(undefined)).toBe('cards');
  });

  it('draws an item as its category or its nearest drawn ancestor, else a parcel', () => {
    expect(illustrationOf('A0102')).toBe('screwdriver');
    expect(illustrationOf('B0102')).toBe('gloveCut');
    expect(illustrationOf('A0199')).toBe('wrench');
    expect(illustrationOf('D')).toBe('box');
    expect(illustrationOf('Z0101')).toBe('box');
    expect(illustrationOf('')).toBe('box');
  });

  it('offers the query without each of its words when it finds nothing', () => {
    expect(widerQueries('안전모')).toEqual([]);
    expect(widerQueries(' 코팅  장갑 대형 ')).toEqual(['코팅 장갑', '코팅 대형', '장갑 대형']);
  });
});

describe('recently viewed and neighbours', () => {
  const item = (n: number) => ({ itemCd: `CI${n}`, itemNm: `item ${n}`, itmClsfCd: 'A0101' });
  it('puts the item viewed first, once, and keeps at most eight', () => {
    let list = withViewed(undefined, item(1));
    list = withViewed(list, item(2));
    list = withViewed(list, item(1));
    expect(list.map((v) => v.itemCd)).toEqual(['CI1', 'CI2']);
    for (let n = 3; n < 20; n += 1) list = withViewed(list, item(n));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]!.itemCd).toBe('CI19');
  });
  it('drops what it cannot read from storage', () => {
    expect(withViewed('x', item(1))).toEqual([item(1)]);
    expect(withViewed([null, 3, { itemCd: 5 }, item(2)], { ...item(1), extra: 1 } as never)).toEqual([
      item(1),
      item(2),
    ]);
  });
  it('splits the category into the same supplier and the others, without the item and the discontinued', () => {
    const row = (itemCd: string, spNm: string, discontinued = false) => ({ itemCd, spNm, discontinued });
    const rows = [row('A', 'S1'), row('B', 'S1'), row('C', 'S2'), row('D', 'S2', true), row('E', 'S3')];
    const { similar, alternatives } = neighboursOf({ itemCd: 'A', spNm: 'S1' }, rows);
    expect(similar.map((r) => r.itemCd)).toEqual(['B']);
    expect(alternatives.map((r) => r.itemCd)).toEqual(['C', 'E']);
  });
});

describe('the cart by supplier', () => {
  const addDays = (day: string, days: number) => `${day}+${days}`;
  const line = (spCd: string, crncyCd: string, amount: string, leadDays: number) => ({
    spCd,
    spNm: `name ${spCd}`,
    crncyCd,
    amount,
    leadDays,
  });
  it('sums each supplier per currency and takes its longest lead time', () => {
    const parts = supplierParts(
      [
        line('S2', 'KRW', '9007199254740993', 3),
        line('S1', 'KRW', '50', 1),
        line('S2', 'KRW', '20', 7),
        line('S2', 'USD', '1.50', 2),
      ],
      '2026-12-02',
      addDays,
    );
    expect(parts).toEqual([
      {
        spCd: 'S2',
        spNm: 'name S2',
        lines: 3,
        totals: [
          { crncyCd: 'KRW', amount: '9007199254741013' },
          { crncyCd: 'USD', amount: '1.50' },
        ],
        earliest: '2026-12-02+7',
      },
      { spCd: 'S1', spNm: 'name S1', lines: 1, totals: [{ crncyCd: 'KRW', amount: '50' }], earliest: '2026-12-02+1' },
    ]);
    expect(supplierParts([], '2026-12-02', addDays)).toEqual([]);
  });
});
