import { describe, expect, it } from 'vitest';
import { catalogRules } from '@mro/rules';
import {
  changeCount,
  localRefusals,
  newItemRow,
  refusedLines,
  rowOf,
  saveBody,
  searchParams,
  type CatalogRow,
} from './model';
import { serverRefusals } from '../common/gridRefusals';

const rules = catalogRules({ units: [{ value: 'EA', label: '개' }], categories: [{ value: 'A0101', label: '렌치' }] });

const saved = (over: Partial<CatalogRow> = {}): CatalogRow =>
  rowOf({
    itemCd: 'CI0000001',
    itemNmKo: '렌치',
    itemNmEn: 'Wrench',
    specCn: null,
    modelNo: null,
    itmClsfCd: 'A0101',
    unitCd: 'EA',
    packQty: 1,
    minOrdQty: 1,
    listPrice: 1000,
    crncyCd: 'KRW',
    validFrom: null,
    validTo: null,
    leadDays: 3,
    spCd: 'SP001',
    imgFileId: null,
    imgCnt: 0,
    athFileId: 'F1',
    fileCnt: 1,
    updDt: '2026-11-25T00:00:00.000Z',
    version: 4,
    ...over,
  } as never);

describe('the supplier catalogue model', () => {
  it('asks the server for the text and category, the sort only when chosen', () => {
    expect(searchParams({ q: ' 렌치 ', itmClsfCd: 'A01' }, null)).toEqual({ q: '렌치', itmClsfCd: 'A01' });
    expect(searchParams({ q: '', itmClsfCd: '' }, { key: 'listPrice', direction: 'desc' })).toMatchObject({
      sortKey: 'listPrice',
      sortDir: 'desc',
    });
  });

  it('sends only the changes, a changed row with its code, version and file groups', () => {
    const added = { ...newItemRow(), itemNmKo: '새 품목', itemNmEn: 'New', itmClsfCd: 'A0101', listPrice: 500 };
    const changed = saved({ listPrice: 1200 });
    const body = saveBody({ created: [added], updated: [changed], deleted: [] });
    expect(body.created[0]).toMatchObject({ rowKey: added.key, itemNmKo: '새 품목', imgFileId: '', athFileId: '' });
    expect(body.created[0]).not.toHaveProperty('itemCd');
    expect(body.updated[0]).toMatchObject({
      rowKey: 'CI0000001',
      itemCd: 'CI0000001',
      version: 4,
      listPrice: 1200,
      athFileId: 'F1',
    });
    expect(changeCount({ created: [added], updated: [changed], deleted: [] })).toBe(2);
  });

  it('finds the refusals of the rules before sending, on their cells', () => {
    const bad = saved({ listPrice: 10.5, validFrom: '20270101', validTo: '20261231' });
    const cells = localRefusals({ created: [], updated: [bad], deleted: [] }, rules).map((r) => [r.column, r.code]);
    expect(cells).toEqual([
      ['listPrice', 'MROMC0001'],
      ['validTo', 'MROMC0002'],
    ]);
  });

  it("puts the server's field errors on the cells of the rows it sent, and lists refused upload rows per cell", () => {
    const refusals = serverRefusals(
      [
        { field: 'CI0000001.listPrice', code: 'MROMC0001', reason: 'x' },
        { field: 'elsewhere.unitCd', code: 'MROCM0009', reason: 'y' },
        { reason: 'no field' },
      ],
      new Set(['CI0000001']),
    );
    expect(refusals).toEqual([{ key: 'CI0000001', column: 'listPrice', code: 'MROMC0001', params: {} }]);
    const lines = refusedLines([
      {
        row: 12,
        itemCd: '',
        itemNmKo: '품목',
        errors: [
          { field: 'listPrice', column: '단가', code: 'MROMC0001', reason: '소수점' },
          { field: 'unitCd', column: '단위', code: 'MROCM0009', reason: '목록' },
        ],
      },
    ]);
    expect(lines.map((l) => [l.key, l.row, l.column])).toEqual([
      ['12.listPrice', 12, '단가'],
      ['12.unitCd', 12, '단위'],
    ]);
  });
});
