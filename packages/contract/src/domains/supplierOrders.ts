// The supplier's orders (issue 44 item 1, decisions 0065 and 0069): the approved orders addressed
// to the supplier's company, searched and paged; an order's lines with the supplier's decision on
// each; the decisions (confirm with a promised day, refuse with a reason) sent together, naming
// the order's version, applied all or nothing.
import { CONFIRM_REASON_MAX, type LineConfirmAction } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, int, list, listOf, object, oneOf, text, version } from '../fields.ts';
import type { Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;

/** An approved order as its supplier's list shows it. */
export interface SupplierOrderRow {
  ordNo: string;
  regDt: string;
  /** 3 approved, 4 under cancel approval, 5 cancelled. */
  prgsStatCd: string;
  buyerNm: string;
  reqUserNm: string;
  firstItemNm: string;
  lineCnt: number;
  /** Lines still waiting for the supplier's decision, confirmed, refused. */
  waitCnt: number;
  confCnt: number;
  refuCnt: number;
  crncyCd: string;
  amount: Money;
  reqDlvDt: string;
  bpNm: string;
}

/** A line with the supplier's decision (CNFM_STAT: WAIT, CONF, REFU). */
export interface SupplierOrderLine {
  lineNo: number;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  qty: number;
  unitPrice: Money;
  /**
   * A punch-out order's line: the UnitPrice the buyer's ERP sent, as written (a decimal string),
   * within the customer's tolerance of unitPrice (decision 0084); null for other orders.
   */
  erpUnitPrice: string | null;
  amount: Money;
  cnfmStatCd: string;
  /** The promised delivery day, YYYYMMDD (confirmed lines). */
  prmsDlvDt: string | null;
  cnfmReason: string | null;
  cnfmUserNm: string | null;
  cnfmDt: string | null;
}

export interface SupplierOrderDetail extends SupplierOrderRow {
  /** The version a decision names (raised by every decision and every approval status change). */
  version: number;
  noteCn: string | null;
  lines: SupplierOrderLine[];
}

/** One line's decision as the screen sends it. */
export interface LineDecision {
  lineNo: number;
  action: LineConfirmAction;
  /** YYYYMMDD or YYYY-MM-DD; confirm only. */
  promisedDt?: string;
  reason?: string;
}

/** The statuses of the supplier's search: its lines' decision and the order's progress. */
export const SUPPLIER_ORDER_CONFIRM_FILTERS = ['WAIT', 'DONE'] as const;

export const SUPPLIER_ORDER_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: "the order's day from, YYYYMMDD or YYYY-MM-DD" }),
  toDt: text(undefined, { description: "the order's day to, YYYYMMDD or YYYY-MM-DD" }),
  cnfm: text(undefined, {
    description: 'WAIT: orders with a line to confirm; DONE: every line decided; empty: all',
    schema: { enum: ['', ...SUPPLIER_ORDER_CONFIRM_FILTERS] },
  }),
  statCds: list({ description: "the order's progress statuses: 3, 4, 5 (none: all three)" }),
  buyerNm: text('max:100', { description: "part of the buyer's Korean or English name" }),
  ordNos: list({ description: 'order numbers, each at most 20 characters' }),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const supplierOrders = domain('supplierOrders', {
  search: call({
    method: 'GET',
    path: '/sp/orders/page',
    access: SUPPLIERS,
    summary: "The approved orders addressed to the supplier's company with their lines' decisions, paged",
    query: SUPPLIER_ORDER_SEARCH_FIELDS,
    response: type<Page<SupplierOrderRow>>(),
  }),
  summary: call({
    method: 'GET',
    path: '/sp/orders/summary',
    access: SUPPLIERS,
    summary: "How many of the company's approved orders have a line to confirm (the home's card)",
    response: type<{ toConfirm: number }>(),
  }),
  detail: call({
    method: 'GET',
    path: '/sp/orders/:ordNo',
    access: SUPPLIERS,
    summary: "An order addressed to the supplier's company: its lines with their decisions and its version",
    response: type<SupplierOrderDetail>(),
  }),
  decide: call({
    method: 'POST',
    path: '/sp/orders/:ordNo/decisions',
    access: SUPPLIERS,
    summary:
      'Confirms (promised day) or refuses (reason) lines, all or nothing; 409 MROSO0009 when the version changed, MROSO0006 under a cancel approval, MROSO0001 for a decided line',
    body: {
      version: version({ min: 0, description: "the order's version the user saw (required, 0 or more)" }),
      lines: listOf(
        object({
          lineNo: int({ required: true }),
          action: oneOf(['confirm', 'refuse'], { required: true }),
          promisedDt: text(undefined, { description: 'YYYYMMDD, today or later (confirm)' }),
          reason: text(undefined, {
            description: `required when refusing, or when promising after the requested day; at most ${CONFIRM_REASON_MAX} characters`,
          }),
        }),
        {
          max: 500,
          required: true,
          description: "each line's decision; per-line errors answer lines.<lineNo>.<field>",
        },
      ),
    },
    response: type<SupplierOrderDetail>(),
  }),
});
