import { describe, expect, it } from 'vitest';
import { itemRequestPeriodViolation, itemRequestRules } from '@mro/rules';
import { periodRefusal as periodRefusalOf } from '../../shared/period';
import {
  changeCount,
  defaultConditions,
  localRefusals,
  newRequestRow,
  requestedName,
  rowOf,
  saveBody,
  searchParams,
  type ItemRequestRow,
} from './model';
import { serverRefusals } from '../common/gridRefusals';

const rules = itemRequestRules({
  units: [{ value: 'EA', label: '개' }],
  kinds: [{ value: 'TOOL', label: '공구' }],
});

const saved = (over: Partial<ItemRequestRow> = {}): ItemRequestRow => ({
  ...newRequestRow(),
  key: 'NR20261124000001',
  reqNo: 'NR20261124000001',
  reqDt: '20261124',
  itemNm: '베어링',
  unitCd: 'EA',
  itemKindCd: 'TOOL',
  statCd: 'REQ',
  version: 3,
  ...over,
});

describe('the new-item request screen model', () => {
  it('opens on the last month ending today, across a month and a year end', () => {
    expect(defaultConditions('20261125').period).toEqual({ start: '20261026', end: '20261125' });
    expect(defaultConditions('20260301').period).toEqual({ start: '20260202', end: '20260301' });
    expect(defaultConditions('20270115').period).toEqual({ start: '20261216', end: '20270115' });
  });

  it('refuses a period longer than a year or missing an end before anything is sent', () => {
    const c = defaultConditions('20261125');
    const periodRefusal = periodRefusalOf(itemRequestPeriodViolation);
    expect(periodRefusal(c)).toBeNull();
    expect(periodRefusal({ ...c, period: { start: '20251101', end: '20261125' } })).toBe('ABYMC0019');
    expect(periodRefusal({ ...c, period: { start: '20261101', end: '' } })).toBe('ACMCM0002');
  });

  it('turns the conditions into the query: lists for codes and numbers, the sort when there is one', () => {
    const c = { ...defaultConditions('20261125'), statCd: 'REQ', reqNos: 'NR1, NR2,,', searchText: ' 볼트 ' };
    expect(searchParams(c, { key: 'reqQty', direction: 'asc' })).toEqual({
      fromDt: '20261026',
      toDt: '20261125',
      statCds: ['REQ'],
      itemKindCds: [],
      reqNos: ['NR1', 'NR2'],
      reqUserNm: '',
      searchText: '볼트',
      sortKey: 'reqQty',
      sortDir: 'asc',
    });
    expect(searchParams(c, null)).not.toHaveProperty('sortKey');
  });

  it('reads a server row: keyed by its number, the request day in Korean time', () => {
    const row = rowOf({ ...saved(), reqDt: '2026-11-24T15:30:00.000Z', hopePrice: '1234567890123' });
    expect(row.hopePrice).toBe(1234567890123);
    expect(row.key).toBe('NR20261124000001');
    expect(row.reqDt).toBe('20261125');
  });

  it('sends only the changes, each named by its grid key; deletions by number and version', () => {
    const created = { ...newRequestRow(), itemNm: '렌치', unitCd: 'EA', itemKindCd: 'TOOL' };
    const updated = saved({ reqQty: 5, athFileId: 'F1' });
    const deleted = saved({ key: 'NR2', reqNo: 'NR2', version: 1 });
    const changes = { created: [created], updated: [updated], deleted: [deleted] };
    const body = saveBody(changes);
    expect(changeCount(changes)).toBe(3);
    expect(body.created[0]).toMatchObject({ rowKey: created.key, itemNm: '렌치', reqQty: 1, athFileId: '' });
    expect(body.created[0]).not.toHaveProperty('reqNo');
    expect(body.updated[0]).toMatchObject({
      rowKey: updated.key,
      reqNo: updated.reqNo,
      version: 3,
      reqQty: 5,
      athFileId: 'F1',
    });
    expect(body.deleted).toEqual([{ reqNo: 'NR2', version: 1 }]);
  });

  it('finds the cells the rules refuse before sending, as the server would', () => {
    const empty = newRequestRow();
    const bad = saved({ reqQty: 0 });
    const refusals = localRefusals({ created: [empty], updated: [bad], deleted: [] }, rules);
    expect(refusals).toEqual([
      { key: empty.key, column: 'itemNm', code: 'ACMCM0002', params: {} },
      { key: empty.key, column: 'unitCd', code: 'ACMCM0002', params: {} },
      { key: empty.key, column: 'itemKindCd', code: 'ACMCM0002', params: {} },
      { key: bad.key, column: 'reqQty', code: 'PICMCM0039', params: { min: 1 } },
    ]);
    expect(localRefusals({ created: [], updated: [saved()], deleted: [] }, rules)).toEqual([]);
  });

  it("maps the server's field errors to the cells of rows it sent; others are left out", () => {
    const fields = [
      { field: 'new-7.unitCd', code: 'MROCM0009', reason: '…', params: { value: 'X' } },
      { field: 'NR1.reqQty', code: 'PICMCM0039', reason: '…' },
      { field: 'fromDt', code: 'ABYMC0019', reason: '…' },
      { field: 'gone.itemNm', code: 'ACMCM0002', reason: '…' },
    ];
    expect(serverRefusals(fields, new Set(['new-7', 'NR1']))).toEqual([
      { key: 'new-7', column: 'unitCd', code: 'MROCM0009', params: { value: 'X' } },
      { key: 'NR1', column: 'reqQty', code: 'PICMCM0039', params: {} },
    ]);
  });
});

describe('a request asked from the catalogue', () => {
  it('takes the item name of the address, trimmed to the field', () => {
    expect(requestedName('?itemNm=%EC%95%88%EC%A0%84%EB%AA%A8')).toBe('안전모');
    expect(requestedName('?itemNm=+%20+')).toBeNull();
    expect(requestedName('')).toBeNull();
    expect(requestedName(`?itemNm=${'가'.repeat(201)}`)).toHaveLength(200);
  });
});
