import { describe, expect, it } from 'vitest';
import {
  ITEM_REQUEST_NO,
  checkItemRequestRow,
  isItemRequestEditable,
  itemRequestPeriodViolation,
  itemRequestRules,
} from '../src/index.ts';

const rules = itemRequestRules({
  units: [
    { value: 'EA', label: '개' },
    { value: 'BOX', label: '박스' },
  ],
  kinds: [{ value: 'TOOL', label: '공구' }],
});

const valid = { itemNm: ' 육각 렌치 세트 ', unitCd: 'EA', reqQty: '1,200', itemKindCd: '공구', needDt: '2026-12-01' };

describe('checkItemRequestRow', () => {
  it('stores a row as the grid would: trimmed text, numbers without separators, codes from labels, dates as YYYYMMDD', () => {
    const { values, errors } = checkItemRequestRow(valid, rules);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      itemNm: '육각 렌치 세트',
      unitCd: 'EA',
      reqQty: 1200,
      itemKindCd: 'TOOL',
      needDt: '20261201',
      urgentYn: 'N',
      hopePrice: null,
      specCn: null,
    });
  });

  it('refuses each bad field with the grid editor’s code, every field at once', () => {
    const { errors } = checkItemRequestRow(
      {
        itemNm: '',
        unitCd: 'DRUM',
        reqQty: '1.5',
        hopePrice: '-3',
        needDt: '2026-13-99',
        itemKindCd: 'TOOL',
        urgentYn: 'maybe',
        reqRsnCn: 'x'.repeat(1001),
      },
      rules,
    );
    expect(errors).toEqual({
      itemNm: { code: 'ACMCM0002', params: {} },
      unitCd: { code: 'MROCM0009', params: {} },
      reqQty: { code: 'PICMCM0048', params: { integerDigits: 9, decimalDigits: 0 } },
      hopePrice: { code: 'PICMCM0039', params: { min: 0 } },
      needDt: { code: 'PICMCM0058', params: { format: 'YYYY-MM-DD' } },
      urgentYn: { code: 'MROCM0009', params: {} },
      reqRsnCn: { code: 'PICMCM0038', params: { max: 1000 } },
    });
  });

  it('asks for at least one of an item, and refuses values that are not text, numbers or flags', () => {
    expect(checkItemRequestRow({ ...valid, reqQty: 0 }, rules).errors).toEqual({
      reqQty: { code: 'PICMCM0039', params: { min: 1 } },
    });
    expect(checkItemRequestRow({ ...valid, itemNm: { $ne: '' } }, rules).errors).toEqual({
      itemNm: { code: 'MROCM0011', params: {} },
    });
    expect(checkItemRequestRow({ ...valid, urgentYn: true }, rules).values.urgentYn).toBe('Y');
  });
});

describe('the search and the statuses', () => {
  it('needs both dates, in order, within a year', () => {
    expect(itemRequestPeriodViolation('20260101', '20261231')).toBeNull();
    expect(itemRequestPeriodViolation('', '')).toBe('ACMCM0002');
    expect(itemRequestPeriodViolation('20260201', '20260101')).toBe('MROCM0005');
    expect(itemRequestPeriodViolation('20260101', '20270101')).toBe('ABYMC0019');
  });

  it('lets a buyer change only a request that is still requested', () => {
    expect(isItemRequestEditable('REQ')).toBe(true);
    for (const status of ['REVIEW', 'DONE', 'REJECT']) expect(isItemRequestEditable(status)).toBe(false);
    expect(ITEM_REQUEST_NO.test('NR20261124000001')).toBe(true);
    expect(ITEM_REQUEST_NO.test('NR2026112400001')).toBe(false);
  });
});
