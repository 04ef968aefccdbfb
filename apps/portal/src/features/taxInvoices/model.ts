/**
 * The tax invoice screens' pure side (issue 45 item 1, decision 0074): the list's search
 * conditions and the query they become, the rows as the grid holds them, the status badges, the
 * issue form's groups (accepted receipts per buyer company and currency) with the amounts the
 * picked lines make, and the issue call's body. No React, no I/O.
 */
import {
  addMonths,
  defaultTaxPeriod,
  formatMoney,
  taxAmountsOf,
  type TaxAmounts,
  type TaxInvoiceStatus,
} from '@mro/rules';
import type { SortState } from '@mro/ui';
import type { InvoiceableLine, TaxInvoiceRow } from '@mro/contract';

export const TAX_PAGE_SIZE = 100;
export const TAX_EXPORT_PAGE_SIZE = 500;

export type TaxSide = 'supplier' | 'buyer';

export interface TaxConditions {
  period: { start: string; end: string };
  statCd: string;
  cpNm: string;
}

export type TaxGridRow = TaxInvoiceRow & { key: string };

/** From the first day of three months ago to the end of this month (every write day of the quarter). */
export function defaultConditions(today: string): TaxConditions {
  const month = defaultTaxPeriod(today);
  return { period: { start: `${addMonths(month.fromDt, -3).slice(0, 6)}01`, end: month.toDt }, statCd: '', cpNm: '' };
}

export function searchParams(c: TaxConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    statCds: c.statCd ? [c.statCd] : [],
    cpNm: c.cpNm.trim(),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = (r: TaxInvoiceRow): TaxGridRow => ({ ...r, key: r.invNo });

/** The badge's tone of an invoice status. */
export const STATUS_TONES: Record<TaxInvoiceStatus, 'warning' | 'progress' | 'success' | 'danger' | 'muted'> = {
  ISSUED: 'progress',
  CONFIRMED: 'success',
  DISPUTED: 'danger',
  SUPERSEDED: 'muted',
};

/** Receipts that can share one invoice: one buyer company, one currency. */
export interface InvoiceGroup {
  key: string;
  cpCd: string;
  buyerNm: string;
  crncyCd: string;
  lines: InvoiceableLine[];
}

export const groupKey = (l: Pick<InvoiceableLine, 'cpCd' | 'crncyCd'>) => `${l.cpCd}|${l.crncyCd}`;

/** The receipts grouped by buyer company and currency, in the order the server listed them. */
export function groupsOf(lines: readonly InvoiceableLine[]): InvoiceGroup[] {
  const groups = new Map<string, InvoiceGroup>();
  for (const l of lines) {
    const key = groupKey(l);
    const group = groups.get(key) ?? { key, cpCd: l.cpCd, buyerNm: l.buyerNm, crncyCd: l.crncyCd, lines: [] };
    group.lines.push(l);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The amounts of the picked receipts of a group (supply, VAT 10 %, total by the currency rule). */
export function amountsOf(group: InvoiceGroup | undefined, picked: ReadonlySet<string>): TaxAmounts {
  if (!group) return { supply: '0', vat: '0', total: '0' };
  return taxAmountsOf(
    group.lines.filter((l) => picked.has(l.rcvNo)).map((l) => l.supplyAmt),
    group.crncyCd,
  );
}

/** The issue form as typed (nothing typed is lost on a refusal). */
export interface IssueValues {
  period: { start: string; end: string };
  writeDt: string;
  groupKey: string;
  picked: string[];
  note: string;
}

export const emptyIssue = (today: string): IssueValues => {
  const p = defaultTaxPeriod(today);
  return { period: { start: p.fromDt, end: p.toDt }, writeDt: p.writeDt, groupKey: '', picked: [], note: '' };
};

/** The issue call's body: the picked receipts in the group's order and the amounts the screen showed. */
export function issueBody(v: IssueValues, group: InvoiceGroup | undefined) {
  const picked = new Set(v.picked);
  const amounts = amountsOf(group, picked);
  return {
    rcvNos: (group?.lines ?? []).filter((l) => picked.has(l.rcvNo)).map((l) => l.rcvNo),
    fromDt: v.period.start,
    toDt: v.period.end,
    writeDt: v.writeDt,
    supplyAmt: amounts.supply,
    vatAmt: amounts.vat,
    totalAmt: amounts.total,
    note: v.note.trim(),
  };
}

/** An amount by the one money formatter (decision 0106). */
export const money = (amount: string, currency: string, locale: string) => formatMoney(amount, currency, locale);
