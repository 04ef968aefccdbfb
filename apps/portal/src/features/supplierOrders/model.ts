/**
 * The supplier's orders' pure side (issue 44 item 1, decision 0069): the search conditions and
 * the query they become, the rows as the grid holds them, and the decision drafts typed per line
 * (checked with the rule the server runs, `checkLineDecision`; the server's per-line refusals,
 * `lines.<lineNo>.<field>`, mapped back onto the lines). No React, no I/O.
 */
import {
  checkLineDecision,
  formatMoney,
  priceWithinTolerance,
  seoulDay,
  type LineConfirmAction,
  type MessageCode,
} from '@mro/rules';
import type { LineDecision, SupplierOrderDetail, SupplierOrderRow } from '@mro/contract';
import { listOf, monthEndingOn } from '../../shared/period';

export const SUPPLIER_ORDER_PAGE_SIZE = 100;

export interface SupplierOrderConditions {
  period: { start: string; end: string };
  /** WAIT: orders with a line to confirm; DONE: every line decided; '' all. */
  cnfm: string;
  prgsStatCd: string;
  buyerNm: string;
  ordNos: string;
}

export type SupplierOrderGridRow = Omit<SupplierOrderRow, 'firstItemNm'> & { key: string; items: string };

/** The screen opens on the orders still to confirm of the last month. */
export const defaultConditions = (today: string): SupplierOrderConditions => ({
  period: monthEndingOn(today),
  cnfm: 'WAIT',
  prgsStatCd: '',
  buyerNm: '',
  ordNos: '',
});

export function searchParams(c: SupplierOrderConditions) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    cnfm: c.cnfm,
    statCds: c.prgsStatCd ? [c.prgsStatCd] : [],
    buyerNm: c.buyerNm.trim(),
    ordNos: listOf(c.ordNos),
  };
}

export const rowOf = (
  { firstItemNm, ...r }: SupplierOrderRow,
  itemsLabel: (first: string, more: number) => string,
): SupplierOrderGridRow => ({
  ...r,
  key: r.ordNo,
  items: r.lineCnt > 1 ? itemsLabel(firstItemNm, r.lineCnt - 1) : firstItemNm,
  regDt: seoulDay(new Date(r.regDt)),
});

/** What the user typed for one line: no action yet (''), confirm or refuse. */
export interface LineDraft {
  action: '' | LineConfirmAction;
  /** YYYYMMDD. */
  promisedDt: string;
  reason: string;
}

export const EMPTY_DRAFT: LineDraft = { action: '', promisedDt: '', reason: '' };

export interface LineError {
  code: string;
  params?: Record<string, string | number>;
}
/** Errors by line number and field (`action`, `promisedDt`, `reason`). */
export type LineErrors = Record<number, Partial<Record<keyof LineDraft, LineError>>>;

/** The lines the order still lets the supplier decide: waiting lines of an approved order. */
export const decidableLines = (d: SupplierOrderDetail) =>
  d.prgsStatCd === '3' ? d.lines.filter((l) => l.cnfmStatCd === 'WAIT') : [];

export type DraftCheck = { ok: true; lines: LineDecision[] } | { ok: false; errors: LineErrors; noneChosen: boolean };

/**
 * The drafts of the decidable lines as the call's body, checked as the server checks them
 * (the requested day is the order's; `today` the service's day). Lines without an action are
 * left out; none chosen is its own refusal.
 */
export function checkDrafts(detail: SupplierOrderDetail, drafts: Record<number, LineDraft>, today: string): DraftCheck {
  const errors: LineErrors = {};
  const lines: LineDecision[] = [];
  for (const line of decidableLines(detail)) {
    const draft = drafts[line.lineNo];
    if (!draft?.action) continue;
    const input = {
      action: draft.action,
      ...(draft.action === 'confirm' ? { promisedDt: draft.promisedDt } : {}),
      reason: draft.reason,
    };
    const check = checkLineDecision(input, { requestedDt: detail.reqDlvDt, today });
    if (!check.ok) {
      errors[line.lineNo] = { [check.field]: { code: check.code, ...(check.params ? { params: check.params } : {}) } };
      continue;
    }
    lines.push({ lineNo: line.lineNo, ...input, reason: draft.reason.trim() });
  }
  if (Object.keys(errors).length) return { ok: false, errors, noneChosen: false };
  if (!lines.length) return { ok: false, errors: {}, noneChosen: true };
  return { ok: true, lines };
}

/** The server's per-line refusals (`lines.<lineNo>.<field>`) as errors by line. */
export function lineErrorsOf(fields: readonly { field?: string; code?: string; params?: unknown }[]): LineErrors {
  const errors: LineErrors = {};
  for (const f of fields) {
    const m = /^lines\.(\d+)\.(action|promisedDt|reason|lineNo)$/.exec(f.field ?? '');
    if (!m || !f.code) continue;
    const field = m[2] === 'lineNo' ? 'action' : (m[2] as keyof LineDraft);
    errors[Number(m[1])] = {
      ...errors[Number(m[1])],
      [field]: {
        code: f.code as MessageCode,
        ...(f.params ? { params: f.params as Record<string, string | number> } : {}),
      },
    };
  }
  return errors;
}

/**
 * The unit price a punch-out order's buyer ERP approved (decision 0084), as it wrote it (a decimal
 * string, up to four decimals) in the one money format (formatMoney: its decimals kept, at least the
 * currency's);
 * and whether it is the same as ours (exact decimals).
 */
export function erpPriceOf(line: { unitPrice: string; erpUnitPrice: string | null }, currency: string, locale: string) {
  if (line.erpUnitPrice === null) return null;
  const text = line.erpUnitPrice.trim();
  return { price: formatMoney(text, currency, locale), same: priceWithinTolerance(text, line.unitPrice, 0) };
}
