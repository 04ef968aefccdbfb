import { describe, expect, it } from 'vitest';
import type { SupplierOrderDetail } from '@mro/contract';
import { checkDrafts, decidableLines, defaultConditions, erpPriceOf, lineErrorsOf, searchParams } from './model';

const line = (lineNo: number, cnfmStatCd = 'WAIT') => ({
  lineNo,
  itemCd: `CI${lineNo}`,
  itemNm: `item ${lineNo}`,
  specCn: null,
  unitCd: 'EA',
  qty: 1,
  unitPrice: '100',
  erpUnitPrice: null,
  amount: '100',
  cnfmStatCd,
  prmsDlvDt: null,
  cnfmReason: null,
  cnfmUserNm: null,
  cnfmDt: null,
});
const order = (prgsStatCd = '3'): SupplierOrderDetail => ({
  ordNo: 'OD20261121000001',
  regDt: '2026-11-21T01:00:00.000Z',
  prgsStatCd,
  buyerNm: 'buyer',
  reqUserNm: 'user',
  firstItemNm: 'item 1',
  lineCnt: 3,
  waitCnt: 2,
  confCnt: 1,
  refuCnt: 0,
  crncyCd: 'KRW',
  amount: '300',
  reqDlvDt: '20261204',
  bpNm: 'place',
  version: 3,
  noteCn: null,
  lines: [line(1), line(2), line(3, 'CONF')],
});

describe("the supplier's orders: conditions and drafts", () => {
  it('opens on the orders to confirm of the last month', () => {
    const c = defaultConditions('20261121');
    expect(searchParams({ ...c, ordNos: 'A, B' })).toEqual({
      fromDt: '20261022',
      toDt: '20261121',
      cnfm: 'WAIT',
      statCds: [],
      buyerNm: '',
      ordNos: ['A', 'B'],
    });
  });

  it('only waiting lines of an approved order are decidable', () => {
    expect(decidableLines(order()).map((l) => l.lineNo)).toEqual([1, 2]);
    expect(decidableLines(order('4'))).toEqual([]);
  });

  it('checks each chosen line as the server does and sends only those', () => {
    const today = '20261121';
    expect(checkDrafts(order(), {}, today)).toEqual({ ok: false, errors: {}, noneChosen: true });
    const late = checkDrafts(order(), { 1: { action: 'confirm', promisedDt: '20261210', reason: '' } }, today);
    expect(late).toEqual({
      ok: false,
      noneChosen: false,
      errors: { 1: { reason: { code: 'MROSO0004', params: { requestedDt: '20261204' } } } },
    });
    const fine = checkDrafts(
      order(),
      {
        1: { action: 'confirm', promisedDt: '20261203', reason: ' ' },
        2: { action: 'refuse', promisedDt: '20261203', reason: ' 단종 ' },
        3: { action: 'refuse', promisedDt: '', reason: 'decided already' },
      },
      today,
    );
    expect(fine).toEqual({
      ok: true,
      lines: [
        { lineNo: 1, action: 'confirm', promisedDt: '20261203', reason: '' },
        { lineNo: 2, action: 'refuse', reason: '단종' },
      ],
    });
  });

  it("maps the server's per-line refusals onto the lines", () => {
    expect(
      lineErrorsOf([
        { field: 'lines.2.promisedDt', code: 'MROSO0003' },
        { field: 'lines.2.reason', code: 'MROSO0008', params: { max: 500 } },
        { field: 'lines.1.lineNo', code: 'MROCM0011' },
        { field: 'version', code: 'MROCM0011' },
      ]),
    ).toEqual({
      1: { action: { code: 'MROCM0011' } },
      2: { promisedDt: { code: 'MROSO0003' }, reason: { code: 'MROSO0008', params: { max: 500 } } },
    });
  });
});

describe("the ERP's approved price beside ours (decision 0084)", () => {
  it('is shown as written, with the locale grouping and at least the currency decimals', () => {
    expect(erpPriceOf({ unitPrice: '7020', erpUnitPrice: null }, 'KRW', 'ko')).toBeNull();
    expect(erpPriceOf({ unitPrice: '7020', erpUnitPrice: '7020.00' }, 'KRW', 'ko')).toEqual({
      price: '7,020원',
      same: true,
    });
    // Within a tolerance the ERP may have approved a different price: not the same, its decimals kept.
    expect(erpPriceOf({ unitPrice: '7020', erpUnitPrice: '7100.5' }, 'KRW', 'en')).toEqual({
      price: 'KRW 7,100.5',
      same: false,
    });
    expect(erpPriceOf({ unitPrice: '12.50', erpUnitPrice: '12.5000' }, 'USD', 'en')).toEqual({
      price: 'USD 12.50',
      same: true,
    });
    expect(erpPriceOf({ unitPrice: '12.50', erpUnitPrice: '12.4999' }, 'USD', 'en')).toMatchObject({ same: false });
  });
});
