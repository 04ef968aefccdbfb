// Return and exchange requests (decision 0022): the supplier searches the requests addressed to
// its company and decides them; the buyer searches its company's and reads each one's decision.
import { RETURN_ACTIONS, RETURN_REASON_TEXT_MAX, RETURN_REJECT_REASON_MAX, RETURN_SORT_KEYS } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, int, list, oneOf, text, version } from '../fields.ts';
import type { FileInfo } from './files.ts';
import type { Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface ReturnRow {
  rtnNo: string;
  rtnKindCd: string;
  /** The request day, YYYYMMDD in Korean time. */
  reqDt: string;
  ordNo: string;
  rsnCd: string;
  statCd: string;
  rjctRsnCn: string | null;
  amount: Money;
  /** The last change's day, YYYYMMDD in Korean time. */
  updDt: string;
  /** The other party: the buyer's company for a supplier, the supplier's for a buyer. */
  cpNm: string;
  firstItemNm: string;
  lineCnt: number;
}

export interface ReturnDetail {
  rtnNo: string;
  rtnKindCd: string;
  statCd: string;
  reqDt: string;
  reqUserNm: string;
  buyerNm: string;
  supplierNm: string;
  ordNo: string;
  rsnCd: string;
  rsnCn: string | null;
  rjctRsnCn: string | null;
  amount: Money;
  version: number;
  /** The order line the request is about (decision 0071); null on requests made before. */
  lineNo: number | null;
  /** An exchange's replacement deliveries (created when the supplier completes it). */
  replacements: ReplacementDelivery[];
  athFileId: string | null;
  files: FileInfo[];
  items: {
    lineNo: number;
    itemCd: string | null;
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: Money;
    amount: Money;
  }[];
  history: { seq: number; statCd: string; at: string; userNm: string; note: string | null }[];
}

/** An exchange's replacement delivery as the request's detail shows it. */
export interface ReplacementDelivery {
  dlvNo: string;
  /** The planned day, YYYYMMDD. */
  dlvDt: string;
  /** SCHD, SHIP, DONE, CANC (code list DLV_STAT). */
  statCd: string;
  transKindCd: string;
  carrierCd: string | null;
  trackingNo: string | null;
  vehicleNo: string | null;
  qty: number;
}

/** A received order line a buyer may request a return or an exchange of (decision 0071). */
export interface ReturnableLine {
  ordNo: string;
  lineNo: number;
  spNm: string;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  unitPrice: Money;
  rcvQty: number;
  accQty: number;
  rejQty: number;
  /** What open, approved and completed requests of the line already take. */
  takenQty: number;
  /** What a new request may take: received less taken. */
  maxQty: number;
  /** The last receipt's day, YYYYMMDD, or null. */
  lastRcvDt: string | null;
}

/** A new request's fields (the server checks them with `checkReturnRequest` of @mro/rules). */
export const RETURN_CREATE_FIELDS = {
  ordNo: text('required|max:20'),
  lineNo: int({ required: true }),
  kind: oneOf(['RETURN', 'EXCHANGE'], { required: true }),
  qty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits, 1 to the max' }),
  rsnCd: text('required|max:20', { description: 'code list RTN_RSN' }),
  rsnCn: text(`max:${RETURN_REASON_TEXT_MAX}`),
  athFileId: text('max:40', { description: "the buyer's photos: a file group the buyer's company uploaded" }),
} as const;

/** An exchange's completion: the replacement delivery's planned day and transport. */
export const RETURN_COMPLETION_FIELDS = {
  dlvDt: text(undefined, { description: "the replacement's planned day, YYYYMMDD (an exchange's completion)" }),
  transKind: text(undefined, { description: 'CARRIER or OWN (checkTransport)' }),
  carrierCd: text('max:20', { description: 'code list DLV_CARRIER' }),
  trackingNo: text('max:40'),
  vehicleNo: text('max:20'),
  driverNm: text('max:50'),
  driverTel: text('max:20'),
} as const;

/** The search box's fields (the server checks the same rules). */
export const RETURN_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  cpNm: text('max:100'),
  searchText: text('max:100'),
  statCds: list(),
  kindCds: list(),
  rtnNos: list({ description: 'return numbers (a multi-text input), each at most 20 characters' }),
  sortKey: oneOf(RETURN_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const returnRequests = domain('returnRequests', {
  supplierSearch: call({
    method: 'GET',
    path: '/sp/returns/page',
    access: SUPPLIERS,
    summary: "The requests addressed to the supplier's company, paged",
    query: RETURN_SEARCH_FIELDS,
    response: type<Page<ReturnRow>>(),
  }),
  supplierDetail: call({
    method: 'GET',
    path: '/sp/returns/:rtnNo',
    access: SUPPLIERS,
    summary: 'A request addressed to the supplier: lines, attachments, history',
    response: type<ReturnDetail>(),
  }),
  decide: call({
    method: 'POST',
    path: '/sp/returns/:rtnNo/decision',
    access: SUPPLIERS,
    summary: "The supplier's decision (approve, reject with a reason, complete); 409 when the status does not allow it",
    body: {
      action: oneOf(RETURN_ACTIONS, { required: true }),
      reason: text(`required_if:action,reject|max:${RETURN_REJECT_REASON_MAX}`, {
        description: 'the reason: required when rejecting',
      }),
      version: version({
        description: 'the version the supplier read (required); 409 MRORT0006 when someone changed it since',
      }),
      ...RETURN_COMPLETION_FIELDS,
    },
    response: type<{ rtnNo: string; statCd: string; version: number; dlvNo: string | null }>(),
  }),
  buyerSearch: call({
    method: 'GET',
    path: '/by/returns/page',
    access: BUYERS,
    summary: "The buyer's company's requests, paged",
    query: RETURN_SEARCH_FIELDS,
    response: type<Page<ReturnRow>>(),
  }),
  buyerDetail: call({
    method: 'GET',
    path: '/by/returns/:rtnNo',
    access: BUYERS,
    summary: "A request of the buyer's company: lines, attachments, history, replacement deliveries",
    response: type<ReturnDetail>(),
  }),
  receivedLines: call({
    method: 'GET',
    path: '/by/returns/lines',
    access: BUYERS,
    summary: "The buyer company's received order lines a request may be made of, newest receipt first (at most 100)",
    query: {
      searchText: text('max:100', { description: "part of the order number or the item's name or code" }),
      ordNo: text('max:20', { description: 'one order (with lineNo: one line)' }),
      lineNo: int({ max: 99_999, description: 'one line of the order' }),
    },
    response: type<ReturnableLine[]>(),
  }),
  create: call({
    method: 'POST',
    path: '/by/returns',
    access: BUYERS,
    summary: 'A return or exchange request of one received line (400 MRORT0004 with the max over the quantity left)',
    body: RETURN_CREATE_FIELDS,
    response: type<{ rtnNo: string; statCd: string; version: number }>(),
  }),
  withdraw: call({
    method: 'POST',
    path: '/by/returns/:rtnNo/withdrawal',
    access: BUYERS,
    summary: 'The buyer withdraws a request not yet decided (409 MRORT0003 when decided, MRORT0006 when changed)',
    body: { version: version() },
    response: type<{ rtnNo: string; statCd: string; version: number }>(),
  }),
});
