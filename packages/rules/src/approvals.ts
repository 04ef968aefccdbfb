/**
 * Approvals (issue 43 item 5, decision 0048): a document of the buyer's company (a purchase order,
 * later others) goes through the company's approval line before it takes effect. The spec's codes
 * (spec 000 §"codes", spec 001 line 61): progress status 1 temporary save … 7 approval rejected;
 * process kinds A draft, B approval, H agreement, Y post-approval, J notice; alert types A all,
 * M e-mail, S SMS, N none. The spec shows no transitions ("Transitions: not shown"): the ones
 * below are this project's, declared once; the server refuses the rest with the same message code
 * and the screens offer only the allowed buttons. Pure; no I/O.
 */
import type { MessageCode } from './messages/index.ts';

/** Progress status (진행상태), as the spec numbers it. */
export const APPROVAL_STATUS = {
  TEMP_SAVED: '1',
  IN_APPROVAL: '2',
  COMPLETED: '3',
  CANCEL_REQUESTED: '4',
  CANCELLED: '5',
  IN_CHANGE: '6',
  REJECTED: '7',
} as const;
export type ApprovalStatusCode = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];
export const APPROVAL_STATUS_CODES = Object.values(APPROVAL_STATUS) as ApprovalStatusCode[];

/** Process kinds of a line's step (결재 처리 구분). */
export const APPROVAL_PROCESS_KINDS = ['A', 'B', 'H', 'Y', 'J'] as const;
export type ApprovalProcessKind = (typeof APPROVAL_PROCESS_KINDS)[number];
/** The kinds that must decide, in line order, before the document is approved (agreement, approval). */
export const DECIDING_KINDS: readonly ApprovalProcessKind[] = ['H', 'B'];

/** How a step's person is told (알림 구분). */
export const APPROVAL_ALERT_TYPES = ['A', 'M', 'S', 'N'] as const;
export type ApprovalAlertType = (typeof APPROVAL_ALERT_TYPES)[number];
/** Whether an alert type sends a mail / an SMS. */
export const alertSendsMail = (t: string) => t === 'A' || t === 'M';
export const alertSendsSms = (t: string) => t === 'A' || t === 'S';

/** The code lists (common codes) holding the names of these codes. */
export const APPROVAL_CODE_LISTS = { status: 'APRV_STAT', process: 'APRV_PROC', alert: 'APRV_ALERT' } as const;

/**
 * What moves a document, and who does it:
 * - submit (drafter): a temporary save or a document under change goes to its line;
 * - approve (the step waiting): an intermediate step keeps it under approval, the last agreement or
 *   approval step completes it (`approveLast`);
 * - reject (the step waiting, with a reason): approval rejected;
 * - withdraw (drafter, before anyone decided): back to a temporary save;
 * - revise (drafter): a rejected document goes under change (then submit again);
 * - requestCancel (drafter): a completed document goes under cancel approval, to the last approver;
 * - approveCancel / rejectCancel (that approver): cancelled, or back to completed.
 */
export const APPROVAL_ACTIONS = [
  'submit',
  'approve',
  'approveLast',
  'reject',
  'withdraw',
  'revise',
  'requestCancel',
  'approveCancel',
  'rejectCancel',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

const S = APPROVAL_STATUS;
/** Each action: the statuses it may leave and the one it reaches. */
export const APPROVAL_TRANSITIONS: Record<
  ApprovalAction,
  { from: readonly ApprovalStatusCode[]; to: ApprovalStatusCode }
> = {
  submit: { from: [S.TEMP_SAVED, S.IN_CHANGE], to: S.IN_APPROVAL },
  approve: { from: [S.IN_APPROVAL], to: S.IN_APPROVAL },
  approveLast: { from: [S.IN_APPROVAL], to: S.COMPLETED },
  reject: { from: [S.IN_APPROVAL], to: S.REJECTED },
  withdraw: { from: [S.IN_APPROVAL], to: S.TEMP_SAVED },
  revise: { from: [S.REJECTED], to: S.IN_CHANGE },
  requestCancel: { from: [S.COMPLETED], to: S.CANCEL_REQUESTED },
  approveCancel: { from: [S.CANCEL_REQUESTED], to: S.CANCELLED },
  rejectCancel: { from: [S.CANCEL_REQUESTED], to: S.COMPLETED },
};

/** The refusal of an action the status does not allow (the status's name goes into {stat}). */
export const APPROVAL_REFUSAL: MessageCode = 'MROAP0001';
/** The caller is not the person the document waits for (or not its drafter). */
export const APPROVAL_NOT_YOURS: MessageCode = 'MROAP0002';
/** Someone changed the document since the caller read it (the version differs). */
export const APPROVAL_STALE: MessageCode = 'MROAP0003';
/** A document of this kind and id is already in approval. */
export const APPROVAL_DUPLICATE: MessageCode = 'MROAP0004';
/** The company has no approval line with a deciding step. */
export const APPROVAL_NO_LINE: MessageCode = 'MROAP0005';

/** The status an action reaches from this status, or null when the machine does not allow it. */
export function approvalNext(status: string, action: ApprovalAction): ApprovalStatusCode | null {
  const t = APPROVAL_TRANSITIONS[action];
  return (t.from as readonly string[]).includes(status) ? t.to : null;
}

/** The message code refusing an action in this status, or null when it is allowed. */
export const approvalRefusal = (status: string, action: ApprovalAction): MessageCode | null =>
  approvalNext(status, action) === null ? APPROVAL_REFUSAL : null;

/** The actions a status allows (the screen's buttons, before who-may-act is asked). */
export const approvalActionsOf = (status: string): ApprovalAction[] =>
  APPROVAL_ACTIONS.filter((a) => approvalNext(status, a) !== null);

export const isApprovalAction = (value: unknown): value is ApprovalAction =>
  typeof value === 'string' && (APPROVAL_ACTIONS as readonly string[]).includes(value);

/** A finished document: nothing waits any more. */
export const isApprovalClosed = (status: string) => status === S.CANCELLED;

/** A decision's reason (reject, reject a cancel, request a cancel): required, at most 500 characters. */
export const APPROVAL_REASON_MAX = 500;
export const APPROVAL_REASON_SCHEMA = `required|max:${APPROVAL_REASON_MAX}`;

/** What a step record says (decision of one person on one step). */
export const APPROVAL_STEP_DECISIONS = ['WAIT', 'APPROVED', 'REJECTED', 'NOTIFIED', 'SKIPPED', 'DRAFTED'] as const;
export type ApprovalStepDecision = (typeof APPROVAL_STEP_DECISIONS)[number];

/**
 * Which step of a line waits, given the decisions so far: the first agreement or approval step
 * (in line order) without a decision; null when all have approved (then the document completes).
 */
export function waitingStep<T extends { kind: string; decision: string | null }>(steps: readonly T[]): T | null {
  return steps.find((s) => DECIDING_KINDS.includes(s.kind as ApprovalProcessKind) && s.decision !== 'APPROVED') ?? null;
}

/** Whether approving this step completes the document (no later agreement or approval step). */
export function isLastDecidingStep<T extends { kind: string; stepNo: number }>(steps: readonly T[], stepNo: number) {
  return !steps.some((s) => s.stepNo > stepNo && DECIDING_KINDS.includes(s.kind as ApprovalProcessKind));
}
