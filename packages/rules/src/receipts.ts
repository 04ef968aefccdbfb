/**
 * Goods receipts and inspection (issue 43, decision 0059): the buyer records, per order line, what
 * arrived (received quantity), what passed inspection (accepted) and what did not (rejected, with
 * a reason), on a receipt day by a receiver. A line is waiting (nothing received), partially
 * received or received (the whole ordered quantity received); rejected goods count as received
 * (they arrived and were inspected; a replacement goes through a return or exchange request).
 * Only a line of an order whose approval completed (progress status 3) can be received. The
 * screen and the server run these same checks. Pure; no I/O.
 */
import { QUANTITY_MAX_DIGITS, type QuantityCheck } from './catalog.ts';
import type { MessageCode } from './messages/index.ts';

/** Waiting → partially received → received. */
export const RECEIPT_LINE_STATUSES = ['WAIT', 'PART', 'DONE'] as const;
export type ReceiptLineStatus = (typeof RECEIPT_LINE_STATUSES)[number];

export const isReceiptLineStatus = (value: unknown): value is ReceiptLineStatus =>
  typeof value === 'string' && (RECEIPT_LINE_STATUSES as readonly string[]).includes(value);

/** A line's status from its ordered and (summed) received quantities. */
export function receiptLineStatus(ordered: number, received: number): ReceiptLineStatus {
  if (received <= 0) return 'WAIT';
  return received >= ordered ? 'DONE' : 'PART';
}

/** What is still to be received on a line (never below 0). */
export const receivableQty = (ordered: number, received: number): number => Math.max(0, ordered - received);

/** The order's progress status that allows receiving: approval completed (3). */
export const RECEIVABLE_ORDER_STATUS = '3';

/**
 * The refusal of receiving on an order in this progress status, or null when it is allowed:
 * under or after a cancel approval (4, 5) MRORC0004, any other status (not approved) MRORC0003.
 */
export function receiptOrderRefusal(orderStatus: string): MessageCode | null {
  if (orderStatus === RECEIVABLE_ORDER_STATUS) return null;
  return orderStatus === '4' || orderStatus === '5' ? 'MRORC0004' : 'MRORC0003';
}

/** A rejection's reason: at most this many characters; required when anything is rejected. */
export const RECEIPT_REASON_MAX = 500;

/**
 * The whole-number rule of the cart's quantities: ASCII digits, no sign, at most 20 digits (empty
 * ACMCM0002, full-width MROCT0002, negative or 0 when not allowed MROCT0003, too long MROCT0004,
 * not a number ACMCM0009). Receipts, deliveries and returns use it too.
 */
export function wholeNumber(input: string | number, allowZero: boolean): QuantityCheck {
  const text = String(input).trim();
  if (text === '') return { ok: false, code: 'ACMCM0002' };
  if (/[\uFF10-\uFF19]/.test(text)) return { ok: false, code: 'MROCT0002' };
  if (/^[-\u2212]/.test(text)) return { ok: false, code: 'MROCT0003' };
  if (!/^\d+$/.test(text)) return { ok: false, code: 'ACMCM0009' };
  if (text.replace(/^0+(?=\d)/, '').length > QUANTITY_MAX_DIGITS)
    return { ok: false, code: 'MROCT0004', params: { max: QUANTITY_MAX_DIGITS } };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { ok: false, code: 'MROCT0004', params: { max: QUANTITY_MAX_DIGITS } };
  if (value === 0 && !allowZero) return { ok: false, code: 'MROCT0003' };
  return { ok: true, value };
}

export interface ReceiptInput {
  rcvQty: string | number;
  rejQty: string | number;
  rejReason: string;
}

export type ReceiptCheck =
  | { ok: true; value: { rcvQty: number; accQty: number; rejQty: number; rejReason: string | null } }
  | { ok: false; field: 'rcvQty' | 'rejQty' | 'rejReason'; code: MessageCode; params?: Record<string, number> };

/**
 * One receipt of a line checked against what is still receivable: the received quantity a
 * positive whole number (the cart's refusals: full-width digits MROCT0002, 0 or negative
 * MROCT0003, too long MROCT0004, not a number ACMCM0009) of at most the receivable quantity
 * (MRORC0001 with it; MRORC0002 when nothing is left); the rejected quantity 0 up to the received
 * (MRORC0005); a reason when anything is rejected (MRORC0006), at most 500 characters (MRORC0007).
 */
export function checkReceipt(input: ReceiptInput, line: { ordered: number; received: number }): ReceiptCheck {
  const left = receivableQty(line.ordered, line.received);
  if (left === 0) return { ok: false, field: 'rcvQty', code: 'MRORC0002' };
  const rcv = wholeNumber(input.rcvQty, false);
  if (!rcv.ok) return { ok: false, field: 'rcvQty', code: rcv.code, ...(rcv.params ? { params: rcv.params } : {}) };
  if (rcv.value > left) return { ok: false, field: 'rcvQty', code: 'MRORC0001', params: { max: left } };
  const rejText = String(input.rejQty ?? '').trim();
  const rej = rejText === '' ? ({ ok: true, value: 0 } as const) : wholeNumber(rejText, true);
  if (!rej.ok) return { ok: false, field: 'rejQty', code: rej.code, ...(rej.params ? { params: rej.params } : {}) };
  if (rej.value > rcv.value) return { ok: false, field: 'rejQty', code: 'MRORC0005', params: { max: rcv.value } };
  const reason = (input.rejReason ?? '').trim();
  if (rej.value > 0 && !reason) return { ok: false, field: 'rejReason', code: 'MRORC0006' };
  if (reason.length > RECEIPT_REASON_MAX)
    return { ok: false, field: 'rejReason', code: 'MRORC0007', params: { max: RECEIPT_REASON_MAX } };
  return {
    ok: true,
    value: {
      rcvQty: rcv.value,
      accQty: rcv.value - rej.value,
      rejQty: rej.value,
      rejReason: rej.value ? reason : null,
    },
  };
}

/** The receipt day's refusal: a day after today MRORC0008; null when allowed. */
export function receiptDayRefusal(day: string, today: string): MessageCode | null {
  return day > today ? 'MRORC0008' : null;
}

/** Columns the receivable lines' search may sort by. */
export const RECEIPT_SORT_KEYS = ['ordNo', 'regDt', 'spNm', 'itemNm', 'rcvStatCd'] as const;

/** A receipt number as the server issues it: RC, the day (YYYYMMDD) and six digits. */
export const RECEIPT_NO = /^RC\d{14}$/;
