// Quote requests (issue 44 item 2, decision 0066): the buyer's requests to suppliers, each
// supplier's answer or decline, the comparison and the award (which writes the buyer company's
// contract prices and creates an e-contract: ./contracts.ts). The state machine is `quotes.ts` of
// @mro/rules; the server refuses what it does not allow with MROQT codes (409 for a state or
// version conflict).
import { QUOTE_MAX_LINES, QUOTE_NOTE_MAX, QUOTE_REASON_MAX, QUOTE_TITLE_MAX } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, listOf, object, text, version } from '../fields.ts';
import type { FileInfo } from './files.ts';
import type { Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface QuoteRow {
  qtNo: string;
  title: string;
  /** The request day, YYYYMMDD in Korean time. */
  regDt: string;
  /** The request's status (OPEN, AWARDED, CLOSED). */
  statCd: string;
  /** For a supplier: its own part's status; for a buyer: null. */
  spStatCd: string | null;
  /** The other party: the buyer company for a supplier; the suppliers' names for a buyer. */
  cpNm: string;
  lineCnt: number;
  /** Suppliers asked and those that answered or declined. */
  spCnt: number;
  answeredCnt: number;
  firstItemNm: string;
  ctrtNo: string | null;
}

export interface QuoteLine {
  lineNo: number;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  qty: number;
  reqDt: string;
  itemCd: string | null;
  itemReqNo: string | null;
}

export interface QuoteAnswer {
  spCd: string;
  spNm: string;
  statCd: string;
  crncyCd: string | null;
  leadDays: number | null;
  validDt: string | null;
  noteCn: string | null;
  dclnRsnCn: string | null;
  amount: Money | null;
  /** Unit price per line number; empty until answered. */
  prices: Record<number, Money>;
  athFileId: string | null;
  files: FileInfo[];
  /** Answer time (ISO) or null. */
  ansDt: string | null;
  version: number;
}

export interface QuoteDetail {
  qtNo: string;
  title: string;
  noteCn: string | null;
  statCd: string;
  regDt: string;
  buyerNm: string;
  reqUserNm: string;
  athFileId: string | null;
  files: FileInfo[];
  version: number;
  awardSpCd: string | null;
  ctrtNo: string | null;
  lines: QuoteLine[];
  /** A buyer sees every supplier's part; a supplier only its own. */
  answers: QuoteAnswer[];
}

const VERSION = version({ min: 0, description: 'the version the user saw (required, 0 or more)' });

export const QUOTE_SEARCH_FIELDS = {
  statCds: list({ description: 'OPEN, AWARDED, CLOSED (a supplier: also its part WAIT, ANSWERED, …)' }),
  searchText: text('max:100', { description: 'part of the title or the number' }),
  ...PAGE_FIELDS,
} as const;

export const QUOTE_REQUEST_FIELDS = {
  title: text(`required|max:${QUOTE_TITLE_MAX}`),
  noteCn: text(`max:${QUOTE_NOTE_MAX}`),
  athFileId: text('max:40', { description: 'the FileLoader group of the attachments; empty: none' }),
  spCds: list({ description: 'the supplier companies asked (1 to 10)' }),
  itemReqNo: text('max:20', { description: "a new-item request of the buyer's company the request started from" }),
  lines: listOf(
    object({
      itemNm: text(),
      specCn: text(),
      unitCd: text(),
      qty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits' }),
      reqDt: text(undefined, { description: 'the requested day, YYYYMMDD or YYYY-MM-DD (MROQT0015)' }),
      itemCd: text(),
    }),
    {
      max: QUOTE_MAX_LINES,
      messages: { max_items: 'MROQT0012' },
      description: 'item name, spec, unit, quantity, requested date YYYYMMDD (checkQuoteRequest)',
    },
  ),
} as const;

export const QUOTE_ANSWER_FIELDS = {
  crncyCd: text('required|max:3'),
  leadDays: text(undefined, {
    schema: { type: ['string', 'integer'] },
    description: 'whole days, 0 to 365 (MROQT0007)',
  }),
  validDt: text('required', { description: 'YYYYMMDD or YYYY-MM-DD, today or later' }),
  noteCn: text(`max:${QUOTE_NOTE_MAX}`),
  athFileId: text('max:40'),
  prices: listOf(text(undefined, { schema: { type: ['string', 'number'] } }), {
    max: QUOTE_MAX_LINES,
    description: 'unit price per line, in order (MROQT0006 for a price not in the currency’s decimals)',
  }),
  version: VERSION,
} as const;

export const quotes = domain('quotes', {
  suppliers: call({
    method: 'GET',
    path: '/by/quotes/suppliers',
    access: BUYERS,
    summary: 'The supplier companies a quote request can be sent to',
    response: type<{ cpCd: string; cpNm: string }[]>(),
  }),
  buyerSearch: call({
    method: 'GET',
    path: '/by/quotes/page',
    access: BUYERS,
    summary: "The buyer company's quote requests, newest first, paged",
    query: QUOTE_SEARCH_FIELDS,
    response: type<Page<QuoteRow>>(),
  }),
  buyerDetail: call({
    method: 'GET',
    path: '/by/quotes/:qtNo',
    access: BUYERS,
    summary: "One quote request of the buyer's company with every supplier's answer (the comparison)",
    response: type<QuoteDetail>(),
  }),
  create: call({
    method: 'POST',
    path: '/by/quotes',
    access: BUYERS,
    summary: 'Sends a quote request to one or more suppliers (each is notified); MROQT0010-0015 for bad input',
    body: QUOTE_REQUEST_FIELDS,
    response: type<{ qtNo: string }>(),
  }),
  award: call({
    method: 'POST',
    path: '/by/quotes/:qtNo/award',
    access: BUYERS,
    summary:
      "Awards one supplier's answer: contract prices for catalogue lines and an e-contract (409 MROQT0003 a second award, MROQT0008 past validity, MROQT0017 changed)",
    body: { spCd: text('required|max:20'), version: VERSION },
    response: type<{ qtNo: string; ctrtNo: string; version: number }>(),
  }),
  close: call({
    method: 'POST',
    path: '/by/quotes/:qtNo/close',
    access: BUYERS,
    summary: 'Closes an open request without an award (409 MROQT0001 when not open, MROQT0017 changed)',
    body: { version: VERSION },
    response: type<{ qtNo: string; statCd: string; version: number }>(),
  }),
  supplierSearch: call({
    method: 'GET',
    path: '/sp/quotes/page',
    access: SUPPLIERS,
    summary: "The quote requests addressed to the supplier's company, paged",
    query: QUOTE_SEARCH_FIELDS,
    response: type<Page<QuoteRow>>(),
  }),
  supplierDetail: call({
    method: 'GET',
    path: '/sp/quotes/:qtNo',
    access: SUPPLIERS,
    summary: "One request addressed to the supplier's company with its own answer only",
    response: type<QuoteDetail>(),
  }),
  answer: call({
    method: 'POST',
    path: '/sp/quotes/:qtNo/answer',
    access: SUPPLIERS,
    summary:
      "The supplier's answer (again while open): 409 MROQT0001 closed, MROQT0002 declined, MROQT0017 changed; 400 MROQT0005-0009",
    body: QUOTE_ANSWER_FIELDS,
    response: type<{ qtNo: string; statCd: string; version: number }>(),
  }),
  decline: call({
    method: 'POST',
    path: '/sp/quotes/:qtNo/decline',
    access: SUPPLIERS,
    summary: 'Declines a request with a reason (MROQT0016)',
    body: { reason: text(`max:${QUOTE_REASON_MAX}`), version: VERSION },
    response: type<{ qtNo: string; statCd: string; version: number }>(),
  }),
  supplierSummary: call({
    method: 'GET',
    path: '/sp/quotes/summary',
    access: SUPPLIERS,
    summary: "Counts for the supplier's home: requests to answer and contracts to confirm",
    response: type<{ toAnswer: number; toConfirm: number }>(),
  }),
});
