/**
 * Return and exchange requests (issue 25, decision 0022): a buyer's request to send goods back or
 * have them exchanged, addressed to the supplier who delivered them. Spec: "requested, then the
 * supplier approves, rejects or completes". The statuses, the supplier's transitions and the
 * refusal of each transition a status does not allow are declared once: the SP screen offers only
 * the allowed buttons and the API server refuses the rest with the same message code. Pure; no I/O.
 */
import { dateRangeViolation } from './date.ts';
import type { MessageCode } from './messages/index.ts';

/** Requested → approved → completed; or requested → rejected (with a reason). */
export const RETURN_STATUSES = ['REQ', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the buyer asks for. */
export const RETURN_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The supplier's decisions. */
export const RETURN_ACTIONS = ['approve', 'reject', 'complete'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Each decision: the status it leaves, the one it reaches and the refusal from any other status. */
export const RETURN_TRANSITIONS: Record<ReturnAction, { from: ReturnStatus; to: ReturnStatus; refusal: MessageCode }> =
  {
    approve: { from: 'REQ', to: 'APPROVED', refusal: 'MRORT0001' },
    reject: { from: 'REQ', to: 'REJECTED', refusal: 'MRORT0001' },
    complete: { from: 'APPROVED', to: 'COMPLETED', refusal: 'MRORT0002' },
  };

/** The decisions a request in this status allows, in the order the screen shows them. */
export const returnActionsOf = (status: string): ReturnAction[] =>
  RETURN_ACTIONS.filter((action) => RETURN_TRANSITIONS[action].from === status);

/** The message code refusing a decision in this status, or null when it is allowed. */
export function returnTransitionRefusal(status: string, action: ReturnAction): MessageCode | null {
  const t = RETURN_TRANSITIONS[action];
  return t.from === status ? null : t.refusal;
}

export const isReturnAction = (value: unknown): value is ReturnAction =>
  typeof value === 'string' && (RETURN_ACTIONS as readonly string[]).includes(value);

/** The code lists the screens and the server read (common codes). */
export const RETURN_CODE_LISTS = { status: 'RTN_STAT', kind: 'RTN_KIND', reason: 'RTN_RSN' } as const;

/** A rejection's reason: required, at most this many characters (the rule `required|max:500`). */
export const RETURN_REJECT_REASON_MAX = 500;
export const RETURN_REJECT_REASON_SCHEMA = `required|max:${RETURN_REJECT_REASON_MAX}`;

/** The search period: both dates, at most one year (ABYMC0019), as every list's. */
export const RETURN_SEARCH_MAX_YEARS = 1;
/** Return numbers one search may list (the multi-text input). */
export const RETURN_SEARCH_MAX_NUMBERS = 100;
/** Columns the searches may sort by. */
export const RETURN_SORT_KEYS = ['rtnNo', 'reqDt', 'rtnKindCd', 'cpNm', 'amount', 'statCd', 'updDt'] as const;

/** The search period's refusal (both dates, in order, at most a year), or null. */
export function returnPeriodViolation(fromDt: string, toDt: string): string | null {
  return dateRangeViolation(fromDt, toDt, { required: true, maxYears: RETURN_SEARCH_MAX_YEARS });
}

/** A return number as the server issues it: RT, the day (YYYYMMDD) and six digits. */
export const RETURN_NO = /^RT\d{14}$/;
