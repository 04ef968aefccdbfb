// The buyer's purchase orders (issue 43, decision 0045; their own contract domain since issue
// 55): the orders the cart becomes (one per supplier, idempotent by its key), their search and
// detail. The API's domain is apps/api/src/domains/orders, the portal's feature features/orders.
import { COST_CENTER_MAX, ORDER_NOTE_MAX, ORDER_SORT_KEYS, type CardPaymentState } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, flag, list, oneOf, text } from '../fields.ts';
import type { FileInfo } from './files.ts';
import type { Money } from '../money.ts';

const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface OrderRow {
  ordNo: string;
  regDt: string;
  prgsStatCd: string;
  spNm: string;
  firstItemNm: string;
  lineCnt: number;
  crncyCd: string;
  amount: Money;
  reqDlvDt: string;
  bpNm: string;
  reqUserNm: string;
}

/** A step of an order's approval (round 1 the approval, later rounds a cancel approval). */
export interface OrderApprovalStep {
  round: number;
  stepNo: number;
  /** A draft, B approval, H agreement, Y post-approval, J notice (APRV_PROC). */
  procKindCd: string;
  userNm: string;
  /** WAIT, APPROVED, REJECTED, NOTIFIED, SKIPPED, DRAFTED; null: not reached yet. */
  decisionCd: string | null;
  reasonCn: string | null;
  decidedAt: string | null;
}

export interface OrderDetail extends OrderRow {
  /** The order's approval document (null for a temporary save). */
  approval: { apprNo: string; statCd: string; version: number; steps: OrderApprovalStep[] } | null;
  bpCd: string;
  costCenter: string | null;
  noteCn: string | null;
  payTermCd: string;
  /** The corporate card's payment (decision 0072): its state (CARD_PAYMENT_STATES) and approval. */
  cardPayment: {
    state: CardPaymentState;
    apprNo: string | null;
    approvedAt: string | null;
    cancelledAt: string | null;
  };
  files: FileInfo[];
  lines: {
    lineNo: number;
    itemCd: string;
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: Money;
    amount: Money;
    /** The supplier's decision (CNFM_STAT: WAIT, CONF, REFU), its promised day (YYYYMMDD) and reason. */
    cnfmStatCd: string;
    prmsDlvDt: string | null;
    cnfmReason: string | null;
  }[];
}

export const ORDER_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  statCds: list(),
  suppliers: list(),
  spNm: text('max:100', { description: "part of the supplier's Korean or English name" }),
  ordNos: list({ description: 'order numbers, each at most 20 characters' }),
  itemText: text('max:100'),
  sortKey: oneOf(ORDER_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const ORDER_FIELDS = {
  idemKey: text('required', { description: 'one per order attempt (a UUID): a repeat answers the first orders' }),
  bpCd: text('required|max:20'),
  reqDlvDt: text('required', { description: 'YYYYMMDD or YYYY-MM-DD' }),
  costCenter: text(`max:${COST_CENTER_MAX}`),
  noteCn: text(`max:${ORDER_NOTE_MAX}`),
  payTermCd: text('required|max:10'),
  athFileId: text('max:40'),
  submit: flag({ description: 'Y (or absent): submitted (status 2), N: saved (1)' }),
  acceptChanges: flag({
    description: 'Y: order at the current prices the user was shown (else MROCT0008 when a price changed)',
  }),
} as const;

export const orders = domain('orders', {
  create: call({
    method: 'POST',
    path: '/by/orders',
    access: BUYERS,
    summary: 'The cart becomes one order per supplier (idempotent by idemKey)',
    body: ORDER_FIELDS,
    response: type<{ ordNos: string[]; replayed: boolean }>(),
  }),
  search: call({
    method: 'GET',
    path: '/by/orders/page',
    access: BUYERS,
    summary: "The buyer company's orders, paged",
    query: ORDER_SEARCH_FIELDS,
    response: type<Page<OrderRow>>(),
  }),
  detail: call({
    method: 'GET',
    path: '/by/orders/:ordNo',
    access: BUYERS,
    summary: "An order of the buyer's company with its lines",
    response: type<OrderDetail>(),
  }),
});
