// Tax invoices (issue 45 item 1, decision 0074): the supplier's accepted receipts not yet invoiced
// in a period, issuing an electronic tax invoice for some of them (one buyer company, one
// currency; the stated supply value, VAT and total checked by `taxAmountsRefusal`), the list and
// detail, and a modified invoice replacing a disputed one; the buyer's list and detail, confirming
// and disputing with a reason (each naming the invoice's version: 409 MROTX0006 when it changed).
// Rules: `taxLinesRefusal`, `taxAmountsRefusal`, `paymentScheduleOf`, `TAX_INVOICE_TRANSITIONS`.
import { TAX_DISPUTE_REASON_MAX, TAX_INVOICE_SORT_KEYS } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, listOf, oneOf, raw, text, version } from '../fields.ts';
import { AMOUNT_SCHEMA, type Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

/** An accepted goods receipt of the supplier's lines, with what invoicing it adds. */
export interface InvoiceableLine {
  rcvNo: string;
  rcvDt: string;
  ordNo: string;
  lineNo: number;
  cpCd: string;
  buyerNm: string;
  crncyCd: string;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  accQty: number;
  unitPrice: Money;
  /** accQty × unitPrice by the currency rule. */
  supplyAmt: Money;
  /** The live invoice holding it (a disputed one's lines, for its modified invoice), else null. */
  invNo: string | null;
}

export interface TaxInvoiceRow {
  invNo: string;
  kindCd: string;
  origInvNo: string | null;
  statCd: string;
  writeDt: string;
  /** The other party: the buyer for the supplier, the supplier for the buyer. */
  cpNm: string;
  crncyCd: string;
  supplyAmt: Money;
  vatAmt: Money;
  totalAmt: Money;
  payDt: string;
  lineCnt: number;
  version: number;
}

export interface TaxInvoiceParty {
  bizNo: string | null;
  name: string;
  representative: string | null;
  address: string | null;
  bizType: string | null;
  bizItem: string | null;
}

export interface TaxInvoiceLine {
  lineNo: number;
  rcvNo: string;
  rcvDt: string;
  ordNo: string;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  qty: number;
  unitPrice: Money;
  supplyAmt: Money;
}

export interface TaxInvoiceDetail {
  invNo: string;
  kindCd: string;
  origInvNo: string | null;
  /** The modified invoice that replaced this one, or null. */
  modifiedInvNo: string | null;
  statCd: string;
  writeDt: string;
  fromDt: string;
  toDt: string;
  crncyCd: string;
  supplyAmt: Money;
  vatAmt: Money;
  totalAmt: Money;
  supplier: TaxInvoiceParty;
  buyer: TaxInvoiceParty;
  noteCn: string | null;
  /** The 15th of the following month, the day paid, and whether a weekend or holiday moved it. */
  dueDt: string;
  payDt: string;
  payMoved: boolean;
  disputeReason: string | null;
  /** When the buyer decided (ISO) or null. */
  decidedDt: string | null;
  regDt: string;
  version: number;
  lines: TaxInvoiceLine[];
}

export const TAX_INVOICE_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'the write day from, YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'the write day to, YYYYMMDD or YYYY-MM-DD' }),
  statCds: list({ description: 'ISSUED, CONFIRMED, DISPUTED, SUPERSEDED (none: every status)' }),
  cpNm: text('max:100', { description: "part of the other party's Korean or English name" }),
  sortKey: oneOf(TAX_INVOICE_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const TAX_INVOICE_FIELDS = {
  rcvNos: listOf(text('max:30|english|alpha_dash'), {
    max: 500,
    description: 'the accepted goods receipts invoiced (one buyer company, one currency)',
  }),
  fromDt: text(undefined, {
    description: 'the period from, YYYYMMDD or YYYY-MM-DD; empty: the first day of this month',
  }),
  toDt: text(undefined, { description: 'the period to, YYYYMMDD or YYYY-MM-DD; empty: the last day of this month' }),
  writeDt: text(undefined, {
    description: "the invoice's date within the period, YYYYMMDD or YYYY-MM-DD; empty: the period's last day",
  }),
  supplyAmt: raw<Money>(AMOUNT_SCHEMA, {
    description: 'the stated supply value (MROTX0012 otherwise), decimal text (decision 0106)',
  }),
  vatAmt: raw<Money>(AMOUNT_SCHEMA, {
    description: 'the stated VAT, 10 % (MROTX0003 otherwise), decimal text (decision 0106)',
  }),
  totalAmt: raw<Money>(AMOUNT_SCHEMA, {
    description: 'the stated total (MROTX0004 otherwise), decimal text (decision 0106)',
  }),
  note: text(undefined, { description: 'a note, at most 200 characters' }),
} as const;

const VERSION = {
  version: version({ description: 'the invoice version the user saw (required, a positive integer)' }),
} as const;

type Decided = { invNo: string; statCd: string; version: number };

export const taxInvoices = domain('taxInvoices', {
  invoiceable: call({
    method: 'GET',
    path: '/sp/tax-invoices/invoiceable',
    access: SUPPLIERS,
    summary: "The supplier's accepted goods receipts of a period not yet on a live tax invoice",
    query: {
      fromDt: text(undefined, { description: 'the receipt day from (default: the month)' }),
      toDt: text(undefined, { description: 'the receipt day to' }),
      origInvNo: text('max:20', { description: "a disputed invoice: its lines too (its modified invoice's choice)" }),
    },
    response: type<InvoiceableLine[]>(),
  }),
  issue: call({
    method: 'POST',
    path: '/sp/tax-invoices',
    access: SUPPLIERS,
    summary: 'Issues a tax invoice for accepted receipts (MROTX0001 invoiced, MROTX0002 not accepted, MROTX0003 VAT)',
    body: TAX_INVOICE_FIELDS,
    response: type<{ invNo: string; version: number; payDt: string }>(),
  }),
  search: call({
    method: 'GET',
    path: '/sp/tax-invoices/page',
    access: SUPPLIERS,
    summary: "The supplier company's tax invoices, paged",
    query: TAX_INVOICE_SEARCH_FIELDS,
    response: type<Page<TaxInvoiceRow>>(),
  }),
  detail: call({
    method: 'GET',
    path: '/sp/tax-invoices/:invNo',
    access: SUPPLIERS,
    summary: "A tax invoice of the supplier's company with both parties' fields and its lines",
    response: type<TaxInvoiceDetail>(),
  }),
  modify: call({
    method: 'POST',
    path: '/sp/tax-invoices/:invNo/modify',
    access: SUPPLIERS,
    summary: 'Issues the modified tax invoice of a disputed one, which becomes SUPERSEDED (MROTX0011 otherwise)',
    body: { ...TAX_INVOICE_FIELDS, ...VERSION },
    response: type<{ invNo: string; version: number; payDt: string }>(),
  }),
  buyerSearch: call({
    method: 'GET',
    path: '/by/tax-invoices/page',
    access: BUYERS,
    summary: "The buyer company's tax invoices, paged",
    query: TAX_INVOICE_SEARCH_FIELDS,
    response: type<Page<TaxInvoiceRow>>(),
  }),
  buyerDetail: call({
    method: 'GET',
    path: '/by/tax-invoices/:invNo',
    access: BUYERS,
    summary: "A tax invoice to the buyer's company",
    response: type<TaxInvoiceDetail>(),
  }),
  confirm: call({
    method: 'POST',
    path: '/by/tax-invoices/:invNo/confirm',
    access: BUYERS,
    summary: 'Confirms an issued tax invoice (409 MROTX0006 when it changed, MROTX0005 when decided)',
    body: VERSION,
    response: type<Decided>(),
  }),
  dispute: call({
    method: 'POST',
    path: '/by/tax-invoices/:invNo/dispute',
    access: BUYERS,
    summary: 'Disputes an issued tax invoice with a reason (MROTX0007, MROTX0008)',
    body: { ...VERSION, reason: text(`max:${TAX_DISPUTE_REASON_MAX}`, { description: 'the reason' }) },
    response: type<Decided>(),
  }),
});
