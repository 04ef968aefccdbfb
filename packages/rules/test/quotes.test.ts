import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATUSES,
  QUOTE_ACTIONS,
  QUOTE_REQUEST_STATUSES,
  QUOTE_SUPPLIER_STATUSES,
  awardValidityRefusal,
  canConfirm,
  checkContractTerms,
  checkQuoteAnswer,
  checkQuoteRequest,
  confirmRefusal,
  confirmedStatus,
  contractDocClass,
  declineReasonRefusal,
  messages,
  parseQuotePrice,
  quoteTotal,
  quoteTransitionRefusal,
  reviseRefusal,
  supplierQuoteActions,
} from '../src/index.ts';

const TODAY = '20261126';

describe('the quote request state machine', () => {
  it('allows exactly these transitions and refuses every other with its code in both catalogues', () => {
    const allowed: string[] = [];
    for (const request of QUOTE_REQUEST_STATUSES)
      for (const supplier of QUOTE_SUPPLIER_STATUSES)
        for (const action of QUOTE_ACTIONS) {
          const refusal = quoteTransitionRefusal(action, request, supplier);
          if (refusal === null) allowed.push(`${request}:${supplier}:${action}`);
          else {
            expect(messages.ko[refusal]).toBeTruthy();
            expect(messages.en[refusal]).toBeTruthy();
          }
        }
    expect(allowed).toEqual([
      'OPEN:WAIT:answer',
      'OPEN:WAIT:decline',
      'OPEN:WAIT:close',
      'OPEN:ANSWERED:answer',
      'OPEN:ANSWERED:decline',
      'OPEN:ANSWERED:award',
      'OPEN:ANSWERED:close',
      'OPEN:DECLINED:close',
      'OPEN:AWARDED:close',
      'OPEN:LOST:close',
    ]);
  });

  it('names the refusals: closed request, declined part, second award, unanswered award', () => {
    expect(quoteTransitionRefusal('answer', 'CLOSED', 'WAIT')).toBe('MROQT0001');
    expect(quoteTransitionRefusal('answer', 'AWARDED', 'ANSWERED')).toBe('MROQT0001');
    expect(quoteTransitionRefusal('answer', 'OPEN', 'DECLINED')).toBe('MROQT0002');
    expect(quoteTransitionRefusal('award', 'AWARDED', 'ANSWERED')).toBe('MROQT0003');
    expect(quoteTransitionRefusal('award', 'OPEN', 'WAIT')).toBe('MROQT0004');
    expect(quoteTransitionRefusal('award', 'CLOSED', 'ANSWERED')).toBe('MROQT0001');
    expect(quoteTransitionRefusal('close', 'AWARDED')).toBe('MROQT0001');
    expect(supplierQuoteActions('OPEN', 'WAIT')).toEqual(['answer', 'decline']);
    expect(supplierQuoteActions('AWARDED', 'AWARDED')).toEqual([]);
  });
});

describe('a new quote request', () => {
  const ok = {
    title: '펌프 씰 키트 견적',
    spCds: ['SP001', 'SP002'],
    lines: [{ itemNm: 'Pump seal kit', specCn: 'NBR', unitCd: 'EA', qty: '40', reqDt: '20261210' }],
  };
  it('passes a complete request', () => expect(checkQuoteRequest(ok, TODAY)).toBeNull());
  it('refuses each missing or bad part with its code and the line', () => {
    expect(checkQuoteRequest({ ...ok, title: ' ' }, TODAY)?.code).toBe('MROQT0010');
    expect(checkQuoteRequest({ ...ok, spCds: [] }, TODAY)?.code).toBe('MROQT0011');
    expect(checkQuoteRequest({ ...ok, spCds: ['SP001', 'SP001'] }, TODAY)?.code).toBe('MROQT0011');
    expect(checkQuoteRequest({ ...ok, lines: [] }, TODAY)?.code).toBe('MROQT0012');
    expect(checkQuoteRequest({ ...ok, lines: [{ ...ok.lines[0]!, itemNm: '' }] }, TODAY)).toEqual({
      field: 'lines.0.itemNm',
      code: 'MROQT0013',
      params: { line: 1 },
    });
    for (const qty of ['0', '-1', '1.5', '１', ''])
      expect(checkQuoteRequest({ ...ok, lines: [{ ...ok.lines[0]!, qty }] }, TODAY)?.code).toBe('MROQT0014');
    expect(checkQuoteRequest({ ...ok, lines: [{ ...ok.lines[0]!, reqDt: '20261125' }] }, TODAY)?.code).toBe(
      'MROQT0015',
    );
    expect(checkQuoteRequest({ ...ok, lines: [{ ...ok.lines[0]!, reqDt: TODAY }] }, TODAY)).toBeNull();
  });
});

describe("a supplier's answer", () => {
  const ok = { crncyCd: 'KRW', leadDays: '7', validDt: '20261231', noteCn: '', prices: ['12,500', '800'] };
  it('passes and parses a complete answer', () =>
    expect(checkQuoteAnswer(ok, 2, TODAY)).toEqual({
      ok: true,
      value: { crncyCd: 'KRW', leadDays: 7, validDt: '20261231', noteCn: null, prices: ['12500', '800'] },
    }));
  it("keeps the currency's decimals (none for KRW, two for USD)", () => {
    expect(parseQuotePrice('12.5', 'KRW')).toBeNull();
    expect(parseQuotePrice('12.55', 'USD')).toBe('12.55');
    expect(parseQuotePrice('12.5', 'USD')).toBe('12.50');
    expect(parseQuotePrice('9007199254740993', 'KRW')).toBe('9007199254740993');
    expect(parseQuotePrice('1e5', 'KRW')).toBeNull();
    expect(parseQuotePrice('12.555', 'USD')).toBeNull();
    expect(parseQuotePrice('0', 'USD')).toBeNull();
    expect(parseQuotePrice('-3', 'KRW')).toBeNull();
    expect(checkQuoteAnswer({ ...ok, prices: ['12.5', '800'] }, 2, TODAY)).toMatchObject({
      ok: false,
      field: 'prices.0',
      code: 'MROQT0006',
      params: { line: 1, decimals: 0 },
    });
  });
  it('refuses an unknown currency, a missing price, a bad lead time, a past validity, a long note', () => {
    expect(checkQuoteAnswer({ ...ok, crncyCd: 'XYZ' }, 2, TODAY)).toMatchObject({ code: 'MROQT0005' });
    expect(checkQuoteAnswer({ ...ok, prices: ['1'] }, 2, TODAY)).toMatchObject({
      field: 'prices.1',
      code: 'MROQT0006',
    });
    expect(checkQuoteAnswer({ ...ok, prices: ['1', '2', '3'] }, 2, TODAY)).toMatchObject({ code: 'MROQT0006' });
    expect(checkQuoteAnswer({ ...ok, leadDays: '366' }, 2, TODAY)).toMatchObject({ code: 'MROQT0007' });
    expect(checkQuoteAnswer({ ...ok, leadDays: 'x' }, 2, TODAY)).toMatchObject({ code: 'MROQT0007' });
    expect(checkQuoteAnswer({ ...ok, validDt: '20261125' }, 2, TODAY)).toMatchObject({ code: 'MROQT0008' });
    expect(checkQuoteAnswer({ ...ok, noteCn: 'x'.repeat(1001) }, 2, TODAY)).toMatchObject({ code: 'MROQT0009' });
  });
  it('requires a decline reason and refuses an award past the validity', () => {
    expect(declineReasonRefusal('  ')).toBe('MROQT0016');
    expect(declineReasonRefusal('재고 없음')).toBeNull();
    expect(awardValidityRefusal('20261125', TODAY)).toBe('MROQT0008');
    expect(awardValidityRefusal(TODAY, TODAY)).toBeNull();
    expect(awardValidityRefusal(null, TODAY)).toBe('MROQT0008');
  });
  it('totals in the currency without floating point drift', () => {
    expect(quoteTotal([{ qty: 3, unitPrice: '0.10' }], 'USD')).toBe('0.30');
    expect(quoteTotal([{ qty: 3, unitPrice: '9007199254740993' }], 'KRW')).toBe('27021597764222979');
    expect(
      quoteTotal(
        [
          { qty: 40, unitPrice: '12500' },
          { qty: 2, unitPrice: '800' },
        ],
        'KRW',
      ),
    ).toBe('501600');
  });
});

describe('the e-contract state machine', () => {
  it('lets the supplier confirm first, then the buyer, and refuses every other confirmation', () => {
    const allowed = CONTRACT_STATUSES.flatMap((s) =>
      (['SP', 'BY'] as const).filter((p) => canConfirm(s, p)).map((p) => `${s}:${p}`),
    );
    expect(allowed).toEqual(['WAIT_SP:SP', 'WAIT_BY:BY']);
    expect(confirmRefusal('WAIT_BY', 'SP')).toBe('MROEC0001');
    expect(confirmRefusal('CONFIRMED', 'BY')).toBe('MROEC0001');
    expect(confirmRefusal('CONFIRMED', 'SP')).toBe('MROEC0001');
    expect(confirmRefusal('WAIT_SP', 'BY')).toBe('MROEC0002');
    expect(confirmRefusal('SUPERSEDED', 'SP')).toBe('MROEC0003');
    expect(confirmRefusal('SUPERSEDED', 'BY')).toBe('MROEC0003');
    expect(confirmedStatus('SP')).toBe('WAIT_BY');
    expect(confirmedStatus('BY')).toBe('CONFIRMED');
    for (const code of ['MROEC0001', 'MROEC0002', 'MROEC0003'] as const) {
      expect(messages.ko[code]).toBeTruthy();
      expect(messages.en[code]).toBeTruthy();
    }
  });
  it('supersedes any version but a superseded one', () => {
    expect(CONTRACT_STATUSES.map(reviseRefusal)).toEqual([null, null, null, 'MROEC0003']);
  });
  it('sizes the document class by the kind', () => {
    expect(contractDocClass('SUPPLY')).toBe('MRO003');
    expect(contractDocClass('QUOTE')).toBe('MRO001');
  });
  it("checks a contract's terms", () => {
    const ok = { ctrtNm: '공급 계약', startDt: '20261201', endDt: '20271130', amount: '1000', crncyCd: 'KRW' };
    expect(checkContractTerms(ok)).toBeNull();
    expect(checkContractTerms({ ...ok, ctrtNm: '' })?.code).toBe('MROEC0006');
    expect(checkContractTerms({ ...ok, endDt: '20261130' })?.code).toBe('MROEC0007');
    expect(checkContractTerms({ ...ok, amount: '-1' })?.code).toBe('MROEC0008');
    expect(checkContractTerms({ ...ok, amount: '' })?.code).toBe('MROEC0008');
    expect(checkContractTerms({ ...ok, lgstRate: '101' })?.code).toBe('MROEC0009');
    expect(checkContractTerms({ ...ok, lgstRate: '3.5', lgstAmount: '-2' })?.code).toBe('MROEC0008');
    // Issue 56: values a float would let through (Infinity, NaN, an exponent) or the column cannot hold.
    for (const bad of ['1e309', 'Infinity', 'NaN', '1e3', '１２', ' 1 2', '1.005', '1'.repeat(19), '0x10']) {
      expect(checkContractTerms({ ...ok, lgstAmount: bad })?.code, bad).toBe('MROEC0008');
      expect(checkContractTerms({ ...ok, amount: bad })?.code, bad).toBe('MROEC0008');
    }
    expect(checkContractTerms({ ...ok, amount: '9'.repeat(18) + '.99', lgstAmount: '0.5' })).toBeNull();
    expect(checkContractTerms({ ...ok, lgstRate: '1e2' })?.code).toBe('MROEC0009');
    expect(checkContractTerms({ ...ok, lgstRate: '100' })).toBeNull();
  });
});
