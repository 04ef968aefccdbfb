// Return and exchange requests (decision 0022): the supplier searches the requests addressed to
// its company and decides them; the buyer searches its company's and reads each one's decision.
import { RETURN_REJECT_REASON_SCHEMA, RETURN_SORT_KEYS, type ReturnAction } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, oneOf, raw, text } from '../fields.ts';
import type { FileInfo } from './files.ts';

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
  amount: number;
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
  amount: number;
  version: number;
  athFileId: string | null;
  files: FileInfo[];
  items: {
    lineNo: number;
    itemCd: string | null;
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: number;
    amount: number;
  }[];
  history: { seq: number; statCd: string; at: string; userNm: string; note: string | null }[];
}

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
      action: raw<ReturnAction>({ type: 'string', enum: ['approve', 'reject', 'complete'] }),
      reason: {
        ...raw<string>({ type: 'string' }, { description: 'required when rejecting' }),
        rule: RETURN_REJECT_REASON_SCHEMA,
      },
    },
    response: type<{ rtnNo: string; statCd: string; version: number }>(),
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
    summary: "A request of the buyer's company: lines, attachments, history (read only)",
    response: type<ReturnDetail>(),
  }),
});
