// The catalogue's rules (issue 43): search keys and queries, the order quantity, amounts under
// the currency rule, the requested delivery day.
import { describe, expect, it } from 'vitest';
import {
  catalogQuery,
  catalogSearchKeys,
  checkOrderQuantity,
  deliveryDateRefusal,
  foldSearchText,
  initialsOf,
  lineAmount,
  ORDER_LINE_MAX_QTY,
  ORDER_MAX_AMOUNT,
  orderAmountRefusal,
  totalsByCurrency,
} from '../src/index.ts';

const item = {
  code: 'CI0000001',
  nameKo: '니트릴 코팅 장갑 M',
  nameEn: 'Nitrile coated gloves, M',
  modelNo: 'SAFE-GN001',
};
const holds = (query: string) => {
  const keys = new Set(catalogSearchKeys(item).keys);
  const { text, initials } = catalogSearchKeys(item);
  const q = catalogQuery(query);
  return (
    q.keys.every((k) => keys.has(k)) &&
    q.words.every((w) => text.includes(w)) &&
    q.initialWords.every((w) => initials.includes(w))
  );
};

describe('catalogue search keys', () => {
  it('folds case, punctuation and spaces', () => {
    expect(foldSearchText('  Nitrile,  Coated\tGloves ')).toBe('nitrile coated gloves');
    expect(initialsOf('니트릴 코팅 장갑 M')).toBe('ㄴㅌㄹ ㅋㅌ ㅈㄱ');
  });

  it('finds partial Korean and English words, initials, codes and model numbers', () => {
    for (const q of [
      '장갑',
      '니트',
      '갑',
      'glove',
      'GLOVES',
      'nitrile glo',
      'ㄴㅌㄹ',
      'ㅈㄱ',
      '니ㅌ',
      'ci0000001',
      'safe-gn001',
      'GN001',
    ])
      expect(holds(q), q).toBe(true);
    for (const q of ['장화', 'boots', 'ㅂㅌ', 'CI0000002', '갑장']) expect(holds(q), q).toBe(false);
  });

  it('makes no keys of an empty query', () => {
    expect(catalogQuery('  ')).toEqual({ keys: [], words: [], checkedWords: [], initialWords: [] });
  });

  it('checks with LIKE only the words its keys do not settle', () => {
    expect(catalogQuery('장갑 hex bolt m8 ㄴㅌㄹ').checkedWords).toEqual(['hex', 'bolt']);
    // Every one- and two-character word found by its keys is in the text: its LIKE is implied.
    const items = [
      item,
      {
        code: 'CI0054321',
        nameKo: '육각 볼트 M8×30',
        nameEn: 'Hex bolt M8x30',
        modelNo: 'HB-0830',
        spec: 'SUS304 A2-70',
      },
      { code: 'CI0000777', nameKo: '산업용 안전화 270', nameEn: 'Safety shoes 270 a', manufacturer: '동아 DONGA-BH' },
    ].map((x) => catalogSearchKeys(x));
    const words = new Set<string>();
    for (const { text, initials } of items)
      for (const source of [text, initials])
        for (let i = 0; i < source.length; i += 1) {
          words.add(source.slice(i, i + 1));
          words.add(source.slice(i, i + 2));
          words.add(source.slice(i, i + 3));
          words.add(source.slice(i, i + 2) + source.slice(i, i + 1));
        }
    for (const c of 'abcxyz019가각힣ㄱ') words.add(c);
    let settled = 0;
    for (const word of words) {
      const q = catalogQuery(word);
      if (!q.words.length || q.checkedWords.length) continue;
      for (const x of items) {
        const keys = new Set(x.keys);
        if (q.keys.every((k) => keys.has(k))) {
          expect(
            q.words.every((w) => x.text.includes(w)),
            `${word} in ${x.text}`,
          ).toBe(true);
          settled += 1;
        }
      }
    }
    expect(settled).toBeGreaterThan(50);
  });
});

describe('order quantity', () => {
  const bolt = { minQty: 100, packQty: 100 };
  it('accepts whole multiples of the pack from the minimum', () => {
    expect(checkOrderQuantity('200', bolt)).toEqual({ ok: true, value: 200 });
    expect(checkOrderQuantity(7, { minQty: 1, packQty: 1 })).toEqual({ ok: true, value: 7 });
  });
  it('refuses each bad quantity with its code', () => {
    expect(checkOrderQuantity('', bolt)).toMatchObject({ code: 'ACMCM0002' });
    expect(checkOrderQuantity('２００', bolt)).toMatchObject({ code: 'MROCT0002' });
    expect(checkOrderQuantity('-100', bolt)).toMatchObject({ code: 'MROCT0003' });
    expect(checkOrderQuantity('1'.repeat(21), bolt)).toMatchObject({ code: 'MROCT0004', params: { max: 20 } });
    expect(checkOrderQuantity('1e3', bolt)).toMatchObject({ code: 'ACMCM0009' });
    expect(checkOrderQuantity('50', bolt)).toMatchObject({ code: 'MROCT0005', params: { min: 100 } });
    expect(checkOrderQuantity('150', bolt)).toMatchObject({ code: 'MROCT0006', params: { pack: 100 } });
    expect(checkOrderQuantity('0', { minQty: 1, packQty: 1 })).toMatchObject({ code: 'MROCT0005' });
  });
  it('bounds a line at ORDER_LINE_MAX_QTY, as a number and as text (issue 56)', () => {
    const one = { minQty: 1, packQty: 1 };
    expect(checkOrderQuantity(ORDER_LINE_MAX_QTY, one)).toEqual({ ok: true, value: 1_000_000 });
    for (const over of [ORDER_LINE_MAX_QTY + 1, 1e12, '1000000000000', 1e16, '9'.repeat(20)])
      expect(checkOrderQuantity(over, one), String(over)).toMatchObject({
        ok: false,
        code: 'MROCT0010',
        params: { max: ORDER_LINE_MAX_QTY },
      });
    for (const bad of [1.5, NaN, Infinity, '1e309', ' 1 2', '1.5'])
      expect(checkOrderQuantity(bad, one).ok, String(bad)).toBe(false);
  });
  it('bounds an order at ORDER_MAX_AMOUNT', () => {
    expect(orderAmountRefusal(String(ORDER_MAX_AMOUNT))).toBeNull();
    expect(orderAmountRefusal('99999999999.99')).toBeNull();
    expect(orderAmountRefusal('100000000000.01')).toMatchObject({ code: 'MROCT0011' });
    expect(orderAmountRefusal('9007199254740993')).toMatchObject({ code: 'MROCT0011' });
    for (const bad of ['Infinity', 'NaN', '1e309', '１２', ''])
      expect(orderAmountRefusal(bad), bad).toMatchObject({ code: 'MROCT0011' });
    // Within the bound an amount in minor units is an exact JavaScript integer.
    expect(Number.isSafeInteger(ORDER_MAX_AMOUNT * 100)).toBe(true);
  });
});

describe('amounts', () => {
  it('rounds by the currency rule and totals per currency', () => {
    expect(lineAmount('1.005', 1, 'USD')).toBe('1.01');
    expect(lineAmount('99.5', 3, 'KRW')).toBe('299');
    expect(lineAmount('99999', 1_000_000, 'KRW')).toBe('99999000000');
    expect(
      totalsByCurrency([
        { amount: '100', currency: 'KRW' },
        { amount: '1.10', currency: 'USD' },
        { amount: '200', currency: 'KRW' },
        { amount: '9007199254740992', currency: 'KRW' },
      ]),
    ).toEqual([
      { currency: 'KRW', amount: '9007199254741292' },
      { currency: 'USD', amount: '1.10' },
    ]);
  });
});

describe('requested delivery day', () => {
  const holidays = new Set(['20261205', '20261206']);
  it('refuses a day before the lead time and a holiday', () => {
    expect(deliveryDateRefusal('20261123', { today: '20261121', leadDays: 5, holidays })).toEqual({
      code: 'MROOD0001',
      params: { date: '2026-11-26' },
    });
    expect(deliveryDateRefusal('20261205', { today: '20261121', leadDays: 5, holidays })).toEqual({
      code: 'MROOD0002',
    });
    expect(deliveryDateRefusal('20261204', { today: '20261121', leadDays: 5, holidays })).toBeNull();
    expect(deliveryDateRefusal('2026-12-04', { today: '20261121', leadDays: 5, holidays })).toMatchObject({
      code: 'PICMCM0058',
    });
  });
});
