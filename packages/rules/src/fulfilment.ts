/**
 * Fulfilment (issue 44, decision 0065): the supplier's decision on each line of an approved order
 * and its deliveries. Declared once here; the SP screens offer only what these allow and the API
 * server refuses the rest with the same message codes. Pure; no I/O.
 *
 * Line confirmation: WAIT → CONF (a promised delivery day, not before today; after the buyer's
 * requested day only with a reason) or WAIT → REFU (a reason). Only a line of an order in progress
 * status 3 (approval completed) can be decided: under or after a cancel approval (4, 5) MROSO0006,
 * anything else MROSO0007. A decided line is refused MROSO0001 (the screen re-reads it).
 *
 * Deliveries: SCHD (scheduled) → SHIP (shipped) → DONE (every line received), or SCHD → CANC.
 * A delivery carries confirmed lines only (MRODL0002), each at most what is left undelivered on
 * the line (MRODL0001 with the quantity left); its transport is a carrier with a tracking number
 * or the supplier's own truck with a vehicle number and a driver.
 */
import type { MessageCode } from './messages/index.ts';
import { wholeNumber } from './receipts.ts';

// ─── Line confirmation ─────────────────────────────────────────────────────────────────────

/** Waiting for the supplier → confirmed (with a promised day) or refused (with a reason). */
export const LINE_CONFIRM_STATUSES = ['WAIT', 'CONF', 'REFU'] as const;
export type LineConfirmStatus = (typeof LINE_CONFIRM_STATUSES)[number];

export const LINE_CONFIRM_ACTIONS = ['confirm', 'refuse'] as const;
export type LineConfirmAction = (typeof LINE_CONFIRM_ACTIONS)[number];

export const isLineConfirmAction = (value: unknown): value is LineConfirmAction =>
  typeof value === 'string' && (LINE_CONFIRM_ACTIONS as readonly string[]).includes(value);

/** Each action's status reached; both leave WAIT only. */
export const LINE_CONFIRM_TRANSITIONS: Record<LineConfirmAction, { from: LineConfirmStatus; to: LineConfirmStatus }> = {
  confirm: { from: 'WAIT', to: 'CONF' },
  refuse: { from: 'WAIT', to: 'REFU' },
};

/** The order's progress status that lets its supplier decide and deliver: approval completed (3). */
export const FULFILLABLE_ORDER_STATUS = '3';

/**
 * The refusal of a supplier's action on an order in this progress status, or null: under or after
 * a cancel approval (4, 5) MROSO0006, not approved (any other) MROSO0007.
 */
export function fulfilmentOrderRefusal(orderStatus: string): MessageCode | null {
  if (orderStatus === FULFILLABLE_ORDER_STATUS) return null;
  return orderStatus === '4' || orderStatus === '5' ? 'MROSO0006' : 'MROSO0007';
}

/** The actions a line in this status allows (the screen's buttons). */
export const lineConfirmActionsOf = (status: string): LineConfirmAction[] =>
  LINE_CONFIRM_ACTIONS.filter((a) => LINE_CONFIRM_TRANSITIONS[a].from === status);

/** The refusal of an action on a line in this status (already decided MROSO0001), or null. */
export const lineConfirmRefusal = (status: string, action: LineConfirmAction): MessageCode | null =>
  LINE_CONFIRM_TRANSITIONS[action].from === status ? null : 'MROSO0001';

/** A confirmation's or refusal's reason: at most this many characters. */
export const CONFIRM_REASON_MAX = 500;

export interface LineDecisionInput {
  action: LineConfirmAction;
  /** YYYYMMDD; confirm only. */
  promisedDt?: string;
  reason?: string;
}

export type LineDecisionCheck =
  | { ok: true; value: { status: LineConfirmStatus; promisedDt: string | null; reason: string | null } }
  | { ok: false; field: 'promisedDt' | 'reason'; code: MessageCode; params?: Record<string, string | number> };

/**
 * One line's decision checked against the buyer's requested day and today (both YYYYMMDD, the
 * service's day): confirm needs a promised day (MROSO0002), not before today (MROSO0003), after
 * the requested day only with a reason (MROSO0004 with the requested day); refuse needs a reason
 * (MROSO0005); a reason at most 500 characters (MROSO0008).
 */
export function checkLineDecision(
  input: LineDecisionInput,
  line: { requestedDt: string; today: string },
): LineDecisionCheck {
  const reason = (input.reason ?? '').trim();
  if (reason.length > CONFIRM_REASON_MAX)
    return { ok: false, field: 'reason', code: 'MROSO0008', params: { max: CONFIRM_REASON_MAX } };
  if (input.action === 'refuse') {
    if (!reason) return { ok: false, field: 'reason', code: 'MROSO0005' };
    return { ok: true, value: { status: 'REFU', promisedDt: null, reason } };
  }
  const day = (input.promisedDt ?? '').trim();
  if (!/^\d{8}$/.test(day)) return { ok: false, field: 'promisedDt', code: 'MROSO0002' };
  if (day < line.today) return { ok: false, field: 'promisedDt', code: 'MROSO0003' };
  if (day > line.requestedDt && !reason)
    return { ok: false, field: 'reason', code: 'MROSO0004', params: { requestedDt: line.requestedDt } };
  return { ok: true, value: { status: 'CONF', promisedDt: day, reason: reason || null } };
}

// ─── Deliveries ────────────────────────────────────────────────────────────────────────────

export const DELIVERY_STATUSES = ['SCHD', 'SHIP', 'DONE', 'CANC'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A normal delivery, or an exchange's replacement (it does not count against the ordered quantity). */
export const DELIVERY_KINDS = ['NORMAL', 'EXCHANGE'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The supplier's actions on a delivery; `receive` is the buyer's last receipt closing it. */
export const DELIVERY_ACTIONS = ['ship', 'cancel', 'receive'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

export const DELIVERY_TRANSITIONS: Record<
  DeliveryAction,
  { from: DeliveryStatus; to: DeliveryStatus; refusal: MessageCode }
> = {
  ship: { from: 'SCHD', to: 'SHIP', refusal: 'MRODL0005' },
  cancel: { from: 'SCHD', to: 'CANC', refusal: 'MRODL0005' },
  receive: { from: 'SHIP', to: 'DONE', refusal: 'MRODL0006' },
};

export const deliveryActionsOf = (status: string): DeliveryAction[] =>
  (['ship', 'cancel'] as const).filter((a) => DELIVERY_TRANSITIONS[a].from === status);

export function deliveryTransitionRefusal(status: string, action: DeliveryAction): MessageCode | null {
  const t = DELIVERY_TRANSITIONS[action];
  return t.from === status ? null : t.refusal;
}

/** How the goods travel. */
export const TRANSPORT_KINDS = ['CARRIER', 'OWN'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/** The code lists the delivery screens read: carriers (LAUNCH_URL DELIVERY_TRACKING fills `{carrier}`). */
export const DELIVERY_CODE_LISTS = { status: 'DLV_STAT', carrier: 'DLV_CARRIER' } as const;

/** What is left to deliver on a line: ordered less its normal deliveries (never below 0). */
export const deliverableQty = (ordered: number, delivered: number): number => Math.max(0, ordered - delivered);

export interface DeliveryLineInput {
  lineNo: number;
  qty: string | number;
}

export type DeliveryLinesCheck =
  | { ok: true; value: { lineNo: number; qty: number }[] }
  | { ok: false; lineNo: number | null; code: MessageCode; params?: Record<string, string | number> };

/**
 * A delivery's lines against the order's lines: at least one line (MRODL0003); each line of the
 * order (MRODL0002 otherwise), confirmed (MRODL0002), named once (MRODL0004); its quantity a
 * positive whole number (the cart's codes) of at most what is left (MRODL0001 with it). An
 * exchange's replacement skips the "left" check (the caller checks the exchange's quantity).
 */
export function checkDeliveryLines(
  input: DeliveryLineInput[],
  lines: { lineNo: number; status: string; ordered: number; delivered: number }[],
  options: { kind?: DeliveryKind } = {},
): DeliveryLinesCheck {
  const picked = input.filter((l) => String(l.qty ?? '').trim() !== '' && String(l.qty).trim() !== '0');
  if (!picked.length) return { ok: false, lineNo: null, code: 'MRODL0003' };
  const seen = new Set<number>();
  const value: { lineNo: number; qty: number }[] = [];
  for (const l of picked) {
    const line = lines.find((x) => x.lineNo === l.lineNo);
    if (!line || line.status !== 'CONF') return { ok: false, lineNo: l.lineNo, code: 'MRODL0002' };
    if (seen.has(l.lineNo)) return { ok: false, lineNo: l.lineNo, code: 'MRODL0004' };
    seen.add(l.lineNo);
    const q = wholeNumber(l.qty, false);
    if (!q.ok) return { ok: false, lineNo: l.lineNo, code: q.code, ...(q.params ? { params: q.params } : {}) };
    const left = deliverableQty(line.ordered, line.delivered);
    if (options.kind !== 'EXCHANGE' && q.value > left)
      return { ok: false, lineNo: l.lineNo, code: 'MRODL0001', params: { max: left } };
    value.push({ lineNo: l.lineNo, qty: q.value });
  }
  return { ok: true, value };
}

/** A delivery's free texts: at most these many characters. */
export const DELIVERY_TEXT_MAX = { trackingNo: 40, vehicleNo: 20, driverNm: 50, customsNo: 40, note: 500 } as const;

export interface TransportInput {
  transKind: string;
  carrierCd?: string;
  trackingNo?: string;
  vehicleNo?: string;
  driverNm?: string;
  driverTel?: string;
}

export type TransportCheck =
  | { ok: true }
  | {
      ok: false;
      field: 'transKind' | 'carrierCd' | 'trackingNo' | 'vehicleNo' | 'driverNm' | 'driverTel';
      code: MessageCode;
    };

/**
 * The transport: a carrier needs its code and a tracking number (letters, digits and '-', at most
 * 40), the own truck a vehicle number and a driver's name (MRODL0007 for a missing one; the phone
 * is checked by the phone rule where given). An unknown kind is ACMCM0002.
 */
export function checkTransport(input: TransportInput): TransportCheck {
  if (input.transKind === 'CARRIER') {
    if (!input.carrierCd?.trim()) return { ok: false, field: 'carrierCd', code: 'MRODL0007' };
    const t = input.trackingNo?.trim() ?? '';
    if (!t) return { ok: false, field: 'trackingNo', code: 'MRODL0007' };
    if (!/^[A-Za-z0-9-]+$/.test(t) || t.length > DELIVERY_TEXT_MAX.trackingNo)
      return { ok: false, field: 'trackingNo', code: 'MRODL0008' };
    return { ok: true };
  }
  if (input.transKind === 'OWN') {
    if (!input.vehicleNo?.trim()) return { ok: false, field: 'vehicleNo', code: 'MRODL0007' };
    if (!input.driverNm?.trim()) return { ok: false, field: 'driverNm', code: 'MRODL0007' };
    return { ok: true };
  }
  return { ok: false, field: 'transKind', code: 'ACMCM0002' };
}

/** The planned delivery day: not before today (MRODL0009). */
export const deliveryDayRefusal = (day: string, today: string): MessageCode | null =>
  /^\d{8}$/.test(day) ? (day < today ? 'MRODL0009' : null) : 'ACMCM0002';

/** A delivery's status after a receipt: DONE when every line's received reached its quantity. */
export const deliveryReceived = (lines: { qty: number; received: number }[]): boolean =>
  lines.length > 0 && lines.every((l) => l.received >= l.qty);

/** A delivery number as the server issues it: DL, the day (YYYYMMDD) and six digits. */
export const DELIVERY_NO = /^DL\d{14}$/;
