import { describe, expect, it } from 'vitest';
import {
  RETURN_ACTIONS,
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
