// Goods receipts and inspection (issue 43, decision 0059): the buyer company's order lines that
// can be received (orders whose approval completed) and those received, a receipt of one line
// (received, accepted and rejected quantities, reason, day) checked by `checkReceipt` of
// @mro/rules and refused on a changed line (the line's receipt version), and the count of lines
// still waiting for the buyer's home.
import { RECEIPT_REASON_MAX, RECEIPT_SORT_KEYS } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, int, list, oneOf, text, version } from '../fields.ts';

const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

/** An order line as the receipt screen lists it. */
export interface ReceiptLineRow {
  ordNo: string;
  lineNo: number;
  /** The order's day, YYYYMMDD in Korean time. */
  regDt: string;
  prgsStatCd: string;
  spNm: string;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  ordQty: number;
  rcvQty: number;
  accQty: number;
  rejQty: number;
  /** WAIT, PART or DONE (`receiptLineStatus`). */
  rcvStatCd: string;
  /** The last receipt's day (YYYYMMDD) or null. */
  lastRcvDt: string | null;
  reqDlvDt: string;
  /** The line's receipt version: a receipt names the version it saw (MRORC0009 when it changed). */
  version: number;
  /** The supplier's decision on the line (WAIT, CONF, REFU): a confirmed line is received from its deliveries. */
  cnfmStatCd: string;
  /** Its shipped delivery lines with something still to receive (decision 0070). */
  deliveries: ShippedDeliveryLine[];
}

/** A shipped delivery's line a receipt can name (`dlvNo`): shipped `qty`, `rcvQty` received so far. */
export interface ShippedDeliveryLine {
  dlvNo: string;
  dlvDt: string;
  kindCd: string;
  qty: number;
  rcvQty: number;
  /** What a receipt of it may take (MRORC0010 beyond). */
  openQty: number;
}

export interface ReceiptResult {
  rcvNo: string;
  ordNo: string;
  lineNo: number;
  rcvStatCd: string;
  rcvQty: number;
  version: number;
  /** Y when this receipt completed the whole order (every line received). */
  orderDone: 'Y' | 'N';
  /** The delivery's status after the receipt (DONE when it closed it), null without a delivery. */
  dlvStatCd: string | null;
}

export const RECEIPT_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: "the order's day from, YYYYMMDD or YYYY-MM-DD" }),
  toDt: text(undefined, { description: "the order's day to, YYYYMMDD or YYYY-MM-DD" }),
  rcvStatCds: list({ description: 'WAIT, PART, DONE (none: every line)' }),
  spNm: text('max:100', { description: "part of the supplier's Korean or English name" }),
  ordNos: list({ description: 'order numbers, each at most 20 characters' }),
  sortKey: oneOf(RECEIPT_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const RECEIPT_FIELDS = {
  ordNo: text('required|max:20'),
  lineNo: int({ required: true }),
  version: version({ min: 0, description: 'the line version the user saw (required, 0 or more)' }),
  rcvQty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits (checkReceipt)' }),
  rejQty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits, 0 or empty: none' }),
  rejReason: text(`max:${RECEIPT_REASON_MAX}`, { description: 'required when anything is rejected' }),
  rcvDt: text(undefined, { description: 'the receipt day, YYYYMMDD or YYYY-MM-DD; empty: today' }),
  dlvNo: text('max:30', { description: 'a delivery of the supplier this receipt is of (issue 44); empty: none' }),
} as const;

export const receipts = domain('receipts', {
  lines: call({
    method: 'GET',
    path: '/by/receipts/lines',
    access: BUYERS,
    summary: "The buyer company's order lines of approved orders with their receipt status, paged",
    query: RECEIPT_SEARCH_FIELDS,
    response: type<Page<ReceiptLineRow>>(),
  }),
  receive: call({
    method: 'POST',
    path: '/by/receipts',
    access: BUYERS,
    summary:
      'Receives and inspects one order line, of a shipped delivery (dlvNo; 400 MRORC0010 over what it shipped) when the line was confirmed (409 MRORC0009 when the line changed since it was read)',
    body: RECEIPT_FIELDS,
    response: type<ReceiptResult>(),
  }),
  summary: call({
    method: 'GET',
    path: '/by/receipts/summary',
    access: BUYERS,
    summary: "The count of the company's approved order lines still waiting or partially received",
    response: type<{ waiting: number }>(),
  }),
});
