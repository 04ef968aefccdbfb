import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTIONS,
  APPROVAL_ALERT_TYPES,
  APPROVAL_PROCESS_KINDS,
  APPROVAL_REASON_SCHEMA,
  APPROVAL_STATUS_CODES,
  alertSendsMail,
  alertSendsSms,
  approvalActionsOf,
  approvalNext,
  approvalRefusal,
  isApprovalAction,
  isLastDecidingStep,
  messages,
  validateAll,
  waitingStep,
} from '../src/index.ts';

/** Every allowed transition, as decision 0048's diagram draws it: status:action → status. */
const ALLOWED = {
  '1:submit': '2',
  '2:approve': '2',
  '2:approveLast': '3',
  '2:reject': '7',
  '2:withdraw': '1',
  '3:requestCancel': '4',
  '4:approveCancel': '5',
  '4:rejectCancel': '3',
  '6:submit': '2',
  '7:revise': '6',
};

describe('the approval state machine', () => {
  it('holds the spec’s codes: statuses 1 to 7, process kinds A B H Y J, alert types A M S N', () => {
    expect(APPROVAL_STATUS_CODES).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect([...APPROVAL_PROCESS_KINDS].sort()).toEqual(['A', 'B', 'H', 'J', 'Y']);
    expect([...APPROVAL_ALERT_TYPES].sort()).toEqual(['A', 'M', 'N', 'S']);
    expect(APPROVAL_ALERT_TYPES.filter(alertSendsMail)).toEqual(['A', 'M']);
    expect(APPROVAL_ALERT_TYPES.filter(alertSendsSms)).toEqual(['A', 'S']);
  });

  it('allows exactly the transitions of the diagram and refuses every other one with MROAP0001', () => {
    const table: Record<string, string> = {};
    for (const status of [...APPROVAL_STATUS_CODES, '0', 'X'])
      for (const action of APPROVAL_ACTIONS) {
        const next = approvalNext(status, action);
        if (next !== null) table[`${status}:${action}`] = next;
        else expect(approvalRefusal(status, action), `${status}:${action}`).toBe('MROAP0001');
      }
    expect(table).toEqual(ALLOWED);
    for (const key of Object.keys(ALLOWED)) {
      const [status, action] = key.split(':') as [string, (typeof APPROVAL_ACTIONS)[number]];
      expect(approvalRefusal(status, action)).toBeNull();
    }
  });

  it('offers each status its actions, and a cancelled document none', () => {
    expect(approvalActionsOf('1')).toEqual(['submit']);
    expect(approvalActionsOf('2')).toEqual(['approve', 'approveLast', 'reject', 'withdraw']);
    expect(approvalActionsOf('3')).toEqual(['requestCancel']);
    expect(approvalActionsOf('4')).toEqual(['approveCancel', 'rejectCancel']);
    expect(approvalActionsOf('5')).toEqual([]);
    expect(approvalActionsOf('6')).toEqual(['submit']);
    expect(approvalActionsOf('7')).toEqual(['revise']);
    expect(isApprovalAction('approve')).toBe(true);
    expect(isApprovalAction('complete')).toBe(false);
  });

  it('waits for the first agreement or approval step not yet approved; post-approval and notice never wait', () => {
    const steps = [
      { stepNo: 0, kind: 'A', decision: 'DRAFTED' },
      { stepNo: 1, kind: 'H', decision: 'APPROVED' },
      { stepNo: 2, kind: 'B', decision: null },
      { stepNo: 3, kind: 'Y', decision: null },
      { stepNo: 4, kind: 'J', decision: null },
    ];
    expect(waitingStep(steps)?.stepNo).toBe(2);
    expect(waitingStep(steps.map((s) => (s.stepNo === 2 ? { ...s, decision: 'APPROVED' } : s)))).toBeNull();
    expect(isLastDecidingStep(steps, 1)).toBe(false);
    expect(isLastDecidingStep(steps, 2)).toBe(true);
  });

  it('requires a reason of at most 500 characters, and both catalogues hold every code', () => {
    expect(validateAll({ reason: APPROVAL_REASON_SCHEMA }, { reason: '' }).reason).toBeTruthy();
    expect(validateAll({ reason: APPROVAL_REASON_SCHEMA }, { reason: 'x'.repeat(501) }).reason).toBeTruthy();
    expect(validateAll({ reason: APPROVAL_REASON_SCHEMA }, { reason: '예산 초과' }).reason).toBeFalsy();
    for (const code of ['MROAP0001', 'MROAP0002', 'MROAP0003', 'MROAP0004'] as const) {
      expect(messages.ko[code]).toContain('{apprNo}');
      expect(messages.en[code]).toContain('{apprNo}');
    }
  });
});
