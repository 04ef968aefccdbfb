import { describe, expect, it } from 'vitest';
import {
  RETURN_ACTIONS,
  RETURN_BUYER_ACTIONS,
  RETURN_BUYER_TRANSITIONS,
  RETURN_HOLDING_STATUSES,
  checkReturnRequest,
  returnBuyerActionsOf,
  returnBuyerRefusal,
  returnableQty,
  RETURN_NO,
  RETURN_REJECT_REASON_SCHEMA,
  RETURN_STATUSES,
  isReturnAction,
  messages,
  returnActionsOf,
  returnPeriodViolation,
  returnTransitionRefusal,
  validateAll,
} from '../src/index.ts';

describe('the return request state machine', () => {
  it('lets the supplier approve or reject a request, then complete an approved one, and nothing else', () => {
    expect(returnActionsOf('REQ')).toEqual(['approve', 'reject']);
    expect(returnActionsOf('APPROVED')).toEqual(['complete']);
    expect(returnActionsOf('REJECTED')).toEqual([]);
    expect(returnActionsOf('COMPLETED')).toEqual([]);
    expect(returnActionsOf('UNKNOWN')).toEqual([]);
  });

  it('refuses every other transition with its message code, which both catalogues hold', () => {
    const table = RETURN_STATUSES.flatMap((status) =>
      RETURN_ACTIONS.map((action) => [status, action, returnTransitionRefusal(status, action)] as const),
    );
    expect(table.filter(([, , refusal]) => refusal === null).map(([s, a]) => `${s}:${a}`)).toEqual([
      'REQ:approve',
      'REQ:reject',
      'APPROVED:complete',
    ]);
    expect(returnTransitionRefusal('APPROVED', 'approve')).toBe('MRORT0001');
    expect(returnTransitionRefusal('REJECTED', 'reject')).toBe('MRORT0001');
    expect(returnTransitionRefusal('REQ', 'complete')).toBe('MRORT0002');
    expect(returnTransitionRefusal('COMPLETED', 'complete')).toBe('MRORT0002');
    for (const code of ['MRORT0001', 'MRORT0002'] as const) {
      expect(messages.ko[code]).toContain('{rtnNo}');
      expect(messages.en[code]).toContain('{rtnNo}');
    }
  });

  it('knows its actions, numbers and search period', () => {
    expect(isReturnAction('approve')).toBe(true);
    expect(isReturnAction('reopen')).toBe(false);
    expect(isReturnAction(1)).toBe(false);
    expect(RETURN_NO.test('RT20261121000001')).toBe(true);
    expect(RETURN_NO.test('NR20261121000001')).toBe(false);
    expect(returnPeriodViolation('20261101', '20261121')).toBeNull();
    expect(returnPeriodViolation('', '')).toBe('ACMCM0002');
    expect(returnPeriodViolation('20251101', '20261121')).toBe('ABYMC0019');
  });

  it('asks for a rejection reason of at most 500 characters', () => {
    const check = (reason: string) => validateAll({ reason: RETURN_REJECT_REASON_SCHEMA }, { reason }).reason?.code;
    expect(check('')).toBe('ACMCM0002');
    expect(check('가'.repeat(501))).toBeDefined();
    expect(check('가'.repeat(500))).toBeUndefined();
  });
});

describe("the buyer's withdrawal and a request from a received line (decision 0071)", () => {
  it('allows the withdrawal only of a request nobody decided, for every status', () => {
    const table = RETURN_STATUSES.flatMap((status) =>
      RETURN_BUYER_ACTIONS.map((action) => [status, action, returnBuyerRefusal(status, action)] as const),
    );
    expect(table).toEqual([
      ['REQ', 'withdraw', null],
      ['APPROVED', 'withdraw', 'MRORT0003'],
      ['REJECTED', 'withdraw', 'MRORT0003'],
      ['COMPLETED', 'withdraw', 'MRORT0003'],
      ['WITHDRAWN', 'withdraw', 'MRORT0003'],
    ]);
    expect(returnBuyerActionsOf('REQ')).toEqual(['withdraw']);
    expect(returnBuyerActionsOf('APPROVED')).toEqual([]);
    expect(returnBuyerActionsOf('WITHDRAWN')).toEqual([]);
    expect(RETURN_BUYER_TRANSITIONS.withdraw.to).toBe('WITHDRAWN');
  });

  it('lets the supplier decide nothing on a withdrawn request', () => {
    expect(returnActionsOf('WITHDRAWN')).toEqual([]);
    for (const action of RETURN_ACTIONS) expect(returnTransitionRefusal('WITHDRAWN', action)).not.toBeNull();
  });

  it('gives back what rejected and withdrawn requests took', () => {
    expect(RETURN_HOLDING_STATUSES).toEqual(['REQ', 'APPROVED', 'COMPLETED']);
    expect(returnableQty(5, 2)).toBe(3);
    expect(returnableQty(2, 5)).toBe(0);
    // Of 3 received, 1 rejected at inspection: 2 accepted, so at most 2 (issue 57 item 7).
    expect(returnableQty(2, 0)).toBe(2);
  });

  const reasons = ['DEFECT', 'DAMAGED'];
  const good = { kind: 'EXCHANGE', rsnCd: 'DAMAGED', rsnCn: '  상자 파손 ', qty: '2' };

  it('accepts a kind, a reason of the list, words and a quantity up to the max', () => {
    expect(checkReturnRequest(good, 2, reasons)).toEqual({
      ok: true,
      value: { kind: 'EXCHANGE', rsnCd: 'DAMAGED', rsnCn: '상자 파손', qty: 2 },
    });
    expect(checkReturnRequest({ ...good, qty: 1, rsnCn: '' }, 2, reasons)).toMatchObject({
      ok: true,
      value: { qty: 1, rsnCn: null },
    });
  });

  it('refuses more than the max with MRORT0004 and the max, and every other bad field', () => {
    expect(checkReturnRequest({ ...good, qty: '3' }, 2, reasons)).toEqual({
      ok: false,
      field: 'qty',
      code: 'MRORT0004',
      params: { max: 2 },
    });
    expect(checkReturnRequest({ ...good, qty: '0' }, 2, reasons)).toMatchObject({ field: 'qty', code: 'MRORT0004' });
    expect(checkReturnRequest({ ...good, qty: '1.5' }, 2, reasons)).toMatchObject({ field: 'qty', code: 'MRORT0004' });
    expect(checkReturnRequest({ ...good, qty: '1' }, 0, reasons)).toMatchObject({
      code: 'MRORT0004',
      params: { max: 0 },
    });
    expect(checkReturnRequest({ ...good, qty: ' ' }, 2, reasons)).toMatchObject({ field: 'qty', code: 'ACMCM0002' });
    expect(checkReturnRequest({ ...good, kind: 'SWAP' }, 2, reasons)).toMatchObject({ field: 'kind' });
    expect(checkReturnRequest({ ...good, rsnCd: 'EXCESS' }, 2, reasons)).toMatchObject({ field: 'rsnCd' });
    expect(checkReturnRequest({ ...good, rsnCn: '가'.repeat(501) }, 2, reasons)).toMatchObject({
      field: 'rsnCn',
      code: 'MRORT0005',
    });
    for (const code of ['MRORT0003', 'MRORT0004', 'MRORT0005', 'MRORT0006'] as const) {
      expect(messages.ko[code]).toBeTruthy();
      expect(messages.en[code]).toBeTruthy();
    }
    expect(messages.en.MRORT0004).toContain('{max}');
  });
});
