// Tax invoices' rules (issue 45 item 1, decision 0074).
import { describe, expect, it } from 'vitest';
import {
  TAX_INVOICE_ACTIONS,
  TAX_INVOICE_STATUSES,
  TAX_INVOICE_TRANSITIONS,
  buyerTaxInvoiceActionsOf,
  canModifyTaxInvoice,
  defaultTaxPeriod,
  disputeReasonRefusal,
  formatMessage,
  paymentScheduleOf,
  supplyOfLine,
  taxAmountsOf,
  taxAmountsRefusal,
  taxInvoiceTransitionRefusal,
  taxLinesRefusal,
  writeDayRefusal,
  type InvoiceableReceipt,
} from '../src/index.ts';

describe('tax invoice states', () => {
  it('allows each action from its one status only', () => {
    for (const status of TAX_INVOICE_STATUSES)
      for (const action of TAX_INVOICE_ACTIONS) {
        const refusal = taxInvoiceTransitionRefusal(status, action);
        if (TAX_INVOICE_TRANSITIONS[action].from === status) expect(refusal).toBeNull();
        else expect(refusal).toBe(action === 'supersede' ? 'MROTX0011' : 'MROTX0005');
      }
  });

  it('offers the buyer confirm and dispute on an issued invoice only; a modified invoice of a disputed one', () => {
    expect(buyerTaxInvoiceActionsOf('ISSUED')).toEqual(['confirm', 'dispute']);
    expect(buyerTaxInvoiceActionsOf('CONFIRMED')).toEqual([]);
    expect(buyerTaxInvoiceActionsOf('DISPUTED')).toEqual([]);
    expect(canModifyTaxInvoice('DISPUTED')).toBe(true);
    expect(canModifyTaxInvoice('ISSUED')).toBe(false);
    expect(canModifyTaxInvoice('SUPERSEDED')).toBe(false);
  });

  it('needs a dispute reason of at most 500 characters', () => {
    expect(disputeReasonRefusal('  ')).toEqual({ code: 'MROTX0007' });
    expect(disputeReasonRefusal('x'.repeat(501))).toEqual({ code: 'MROTX0008', params: { max: 500 } });
    expect(disputeReasonRefusal('수량 상이')).toBeNull();
  });
});

describe('tax invoice amounts', () => {
  it('rounds each line and the VAT by the currency rule, exactly', () => {
    expect(supplyOfLine(3, '3333.3', 'KRW')).toBe('10000');
    expect(supplyOfLine(3, '0.335', 'USD')).toBe('1.01');
    expect(taxAmountsOf(['10000', '5005'], 'KRW')).toEqual({ supply: '15005', vat: '1501', total: '16506' });
    expect(taxAmountsOf(['10.05', '0.10'], 'USD')).toEqual({ supply: '10.15', vat: '1.02', total: '11.17' });
    expect(taxAmountsOf(['999'], 'JPY')).toEqual({ supply: '999', vat: '100', total: '1099' });
    // Past 2^53: every digit kept.
    expect(taxAmountsOf(['9007199254740993', '7'], 'KRW')).toEqual({
      supply: '9007199254741000',
      vat: '900719925474100',
      total: '9907919180215100',
    });
  });

  it('refuses a supply, VAT or total that does not add up, naming the right one', () => {
    expect(taxAmountsRefusal({ supply: '15005', vat: '1501', total: '16506' }, ['10000', '5005'], 'KRW')).toBeNull();
    expect(taxAmountsRefusal({}, ['10000'], 'KRW')).toBeNull();
    expect(taxAmountsRefusal({ supply: '15000' }, ['10000', '5005'], 'KRW')).toEqual({
      field: 'supplyAmt',
      code: 'MROTX0012',
      params: { amount: '15005' },
    });
    expect(taxAmountsRefusal({ vat: '1500' }, ['10000', '5005'], 'KRW')).toEqual({
      field: 'vatAmt',
      code: 'MROTX0003',
      params: { amount: '1501' },
    });
    expect(taxAmountsRefusal({ vat: '1501', total: '16500' }, ['10000', '5005'], 'KRW')).toEqual({
      field: 'totalAmt',
      code: 'MROTX0004',
      params: { amount: '16506' },
    });
    expect(taxAmountsRefusal({ vat: '1.02', total: '11.17' }, ['10.05', '0.10'], 'USD')).toBeNull();
    expect(taxAmountsRefusal({ supply: '1e4' }, ['10000'], 'KRW')?.code).toBe('MROTX0012');
    expect(taxAmountsRefusal({ supply: '9007199254740992' }, ['9007199254740993'], 'KRW')?.code).toBe('MROTX0012');
    expect(formatMessage('MROTX0003', 'en', { amount: 1501 })).toBe(
      'The VAT is not 10 % of the supply value. (VAT: 1501)',
    );
  });
});

describe('tax invoice lines', () => {
  const receipts: InvoiceableReceipt[] = [
    { rcvNo: 'R1', cpCd: 'B1', currency: 'KRW', accQty: 2, invNo: null, rcvDt: '20261110' },
    { rcvNo: 'R2', cpCd: 'B1', currency: 'KRW', accQty: 0, invNo: null, rcvDt: '20261110' },
    { rcvNo: 'R3', cpCd: 'B1', currency: 'KRW', accQty: 1, invNo: 'TX1', rcvDt: '20261110' },
    { rcvNo: 'R4', cpCd: 'B2', currency: 'KRW', accQty: 1, invNo: null, rcvDt: '20261110' },
    { rcvNo: 'R5', cpCd: 'B1', currency: 'USD', accQty: 1, invNo: null, rcvDt: '20261110' },
  ];

  it('takes accepted receipts of one buyer and currency not yet invoiced', () => {
    expect(taxLinesRefusal(['R1'], receipts)).toBeNull();
    expect(taxLinesRefusal([], receipts)).toEqual({ rcvNo: null, code: 'MROTX0009' });
    expect(taxLinesRefusal(['R1', 'R1'], receipts)).toEqual({ rcvNo: null, code: 'MROCM0011' });
    expect(taxLinesRefusal(['R2'], receipts)).toMatchObject({ rcvNo: 'R2', code: 'MROTX0002' });
    expect(taxLinesRefusal(['R9'], receipts)).toMatchObject({ rcvNo: 'R9', code: 'MROTX0002' });
    expect(taxLinesRefusal(['R1', 'R3'], receipts)).toEqual({
      rcvNo: 'R3',
      code: 'MROTX0001',
      params: { rcvNo: 'R3', invNo: 'TX1' },
    });
    expect(taxLinesRefusal(['R1', 'R4'], receipts)).toMatchObject({ rcvNo: 'R4', code: 'MROTX0010' });
    expect(taxLinesRefusal(['R1', 'R5'], receipts)).toMatchObject({ rcvNo: 'R5', code: 'MROTX0010' });
  });

  it("refuses a receipt received outside the invoice's period", () => {
    const period = { fromDt: '20261101', toDt: '20261130' };
    expect(taxLinesRefusal(['R1'], receipts, { period })).toBeNull();
    expect(taxLinesRefusal(['R1'], receipts, { period: { fromDt: '20261201', toDt: '20261231' } })).toEqual({
      rcvNo: 'R1',
      code: 'MROTX0015',
      params: { rcvNo: 'R1' },
    });
    expect(taxLinesRefusal(['R1'], receipts, { period: { fromDt: '20261001', toDt: '20261109' } })).toMatchObject({
      code: 'MROTX0015',
    });
  });

  it("lets a modified invoice take its original's lines", () => {
    expect(taxLinesRefusal(['R1', 'R3'], receipts, { replaces: 'TX1' })).toBeNull();
    expect(taxLinesRefusal(['R3'], receipts, { replaces: 'TX2' })).toMatchObject({ code: 'MROTX0001' });
  });
});

describe('tax invoice dates', () => {
  it("defaults to the month, dated its last day (a leap February's 29th)", () => {
    expect(defaultTaxPeriod('20261126')).toEqual({ fromDt: '20261101', toDt: '20261130', writeDt: '20261130' });
    expect(defaultTaxPeriod('20280203')).toEqual({ fromDt: '20280201', toDt: '20280229', writeDt: '20280229' });
    expect(writeDayRefusal('20261130', { fromDt: '20261101', toDt: '20261130' })).toBeNull();
    expect(writeDayRefusal('20261201', { fromDt: '20261101', toDt: '20261130' })).toBe('MROTX0013');
    expect(writeDayRefusal('2026-11-30', { fromDt: '20261101', toDt: '20261130' })).toBe('MROTX0013');
  });

  it('pays on the 15th of the following month, moved past weekends and holidays', () => {
    const none = new Set<string>();
    // 2026-12-15 is a Tuesday.
    expect(paymentScheduleOf('20261130', none)).toEqual({ dueDt: '20261215', payDt: '20261215', moved: false });
    // December's invoice is paid in January of the next year: 2027-01-15 is a Friday.
    expect(paymentScheduleOf('20261231', none)).toEqual({ dueDt: '20270115', payDt: '20270115', moved: false });
    // 2026-02-15 is a Sunday and 16-18 are Seollal: paid Thursday the 19th.
    const seollal = new Set(['20260216', '20260217', '20260218']);
    expect(paymentScheduleOf('20260131', seollal)).toEqual({ dueDt: '20260215', payDt: '20260219', moved: true });
    // 2026-08-15 (Liberation Day) is a Saturday: Monday the 17th, or the 18th when the 17th is a substitute holiday.
    expect(paymentScheduleOf('20260731', none).payDt).toBe('20260817');
    expect(paymentScheduleOf('20260731', new Set(['20260815', '20260817'])).payDt).toBe('20260818');
  });
});
