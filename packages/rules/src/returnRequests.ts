/**
 * Return and exchange requests (issue 25, decision 0022): a buyer's request to send goods back or
 * have them exchanged, addressed to the supplier who delivered them. Spec: "requested, then the
 * supplier approves, rejects or completes". The statuses, the supplier's transitions and the
 * refusal of each transition a status does not allow are declared once: the SP screen offers only
 * the allowed buttons and the API server refuses the rest with the same message code. Pure; no I/O.
 */
import { dateRangeViolation } from './date.ts';
import type { MessageCode } from './messages/index.ts';

/**
 * Requested → approved → completed; or requested → rejected (with a reason); or requested →
 * withdrawn by the buyer before the supplier decided (decision 0071).
 */
export const RETURN_STATUSES = ['REQ', 'APPROVED', 'REJECTED', 'COMPLETED', 'WITHDRAWN'] as const;
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

/** The buyer's action (decision 0071): withdraw a request the supplier has not decided. */
export const RETURN_BUYER_ACTIONS = ['withdraw'] as const;
export type ReturnBuyerAction = (typeof RETURN_BUYER_ACTIONS)[number];

export const RETURN_BUYER_TRANSITIONS: Record<
  ReturnBuyerAction,
  { from: ReturnStatus; to: ReturnStatus; refusal: MessageCode }
> = {
  withdraw: { from: 'REQ', to: 'WITHDRAWN', refusal: 'MRORT0003' },
};

/** The buyer's actions a request in this status allows. */
export const returnBuyerActionsOf = (status: string): ReturnBuyerAction[] =>
  RETURN_BUYER_ACTIONS.filter((action) => RETURN_BUYER_TRANSITIONS[action].from === status);

/** The message code refusing the buyer's action in this status, or null when it is allowed. */
export function returnBuyerRefusal(status: string, action: ReturnBuyerAction): MessageCode | null {
  const t = RETURN_BUYER_TRANSITIONS[action];
  return t.from === status ? null : t.refusal;
}

/**
 * The statuses whose requests hold a received line's quantity: a new request of that line may
 * take only what the others leave. A rejected or withdrawn request gives its quantity back.
 */
export const RETURN_HOLDING_STATUSES: readonly ReturnStatus[] = ['REQ', 'APPROVED', 'COMPLETED'];

/**
 * What a new request of a line may still take: the quantity accepted at inspection less what
 * holding requests take. A rejected quantity was never accepted (it went back at receiving), so it
 * cannot be returned again: 3 of a line received 3 with 1 rejected is refused (MRORT0004, at most
 * 2; issue 57 item 7, decision 0094).
 */
export const returnableQty = (accepted: number, taken: number): number => Math.max(0, accepted - taken);

/** The buyer's words: at most this many characters. */
export const RETURN_REASON_TEXT_MAX = 500;

export interface ReturnRequestInput {
  kind: string;
  rsnCd: string;
  rsnCn: string;
  /** As typed (a string from a form, a number from JSON). */
  qty: string | number;
}

export type ReturnRequestCheck =
  | { ok: true; value: { kind: ReturnKind; rsnCd: string; rsnCn: string | null; qty: number } }
  | {
      ok: false;
      field: 'kind' | 'rsnCd' | 'rsnCn' | 'qty';
      code: MessageCode;
      params?: Record<string, number>;
    };

/**
 * A new request of one received line (decision 0071): a kind, a reason code (one of `reasons`,
 * the code list RTN_RSN), the buyer's words (at most 500), and a whole quantity from 1 to `max`
 * (what was received less what holding requests take): more is MRORT0004 with the max.
 */
export function checkReturnRequest(
  input: ReturnRequestInput,
  max: number,
  reasons: readonly string[],
): ReturnRequestCheck {
  if (!(RETURN_KINDS as readonly string[]).includes(input.kind)) return { ok: false, field: 'kind', code: 'ACMCM0002' };
  if (!input.rsnCd || !reasons.includes(input.rsnCd)) return { ok: false, field: 'rsnCd', code: 'ACMCM0002' };
  const words = input.rsnCn.trim();
  if (words.length > RETURN_REASON_TEXT_MAX) return { ok: false, field: 'rsnCn', code: 'MRORT0005' };
  const raw = typeof input.qty === 'number' ? String(input.qty) : input.qty.trim().replaceAll(',', '');
  if (!raw) return { ok: false, field: 'qty', code: 'ACMCM0002' };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return { ok: false, field: 'qty', code: 'MRORT0004', params: { max } };
  const qty = Number(raw);
  if (qty > max) return { ok: false, field: 'qty', code: 'MRORT0004', params: { max } };
  return { ok: true, value: { kind: input.kind as ReturnKind, rsnCd: input.rsnCd, rsnCn: words || null, qty } };
}

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
