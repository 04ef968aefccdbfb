/**
 * Tax invoices (issue 45 item 1, decision 0074): the supplier's electronic tax invoice (전자세금계산서)
 * for accepted receipt lines of one buyer company in one currency, the buyer's decision, and the
 * payment day. Declared once here; the SP and BY screens offer only what these allow and the API
 * server refuses the rest with the same message codes. Pure; no I/O (the holidays are passed in).
 *
 * States: ISSUED → CONFIRMED (the buyer agrees) or ISSUED → DISPUTED (with a reason). A DISPUTED
 * invoice is corrected by a modified invoice (수정세금계산서, kind MODIFIED) naming it: issuing that
 * moves the original DISPUTED → SUPERSEDED and frees its lines for the modified one. A decision on
 * an invoice that is no longer ISSUED is refused MROTX0005; a modified invoice of an invoice that
 * is not DISPUTED MROTX0011.
 *
 * Amounts: each line's supply value is its accepted quantity × unit price rounded by the currency
 * rule (KRW and JPY 0 decimals, others 2); the supply value is their sum, the VAT 10 % of it rounded
 * the same way, the total supply + VAT. An invoice whose VAT (MROTX0003) or total (MROTX0004) does
 * not add up is refused.
 *
 * Dates: the period defaults to the month, the invoice dated its last day (spec 000 §9; the FAQ's
 * 20th–21st is recorded in the decision); the payment falls on the 15th of the following month,
 * moved to the next working day when that is a weekend or holiday.
 */
import type { MessageCode } from './messages/index.ts';
import { addMoney, compareMoney, isDecimalText, multiplyMoney, percentOfMoney, sumMoney } from './money.ts';
import { daysInMonth } from './date.ts';
import { isWorkingDay } from './workingHours.ts';

// ─── States ────────────────────────────────────────────────────────────────────────────────

export const TAX_INVOICE_STATUSES = ['ISSUED', 'CONFIRMED', 'DISPUTED', 'SUPERSEDED'] as const;
export type TaxInvoiceStatus = (typeof TAX_INVOICE_STATUSES)[number];

/** A first invoice, or a modified invoice (수정세금계산서) replacing a disputed one. */
export const TAX_INVOICE_KINDS = ['NORMAL', 'MODIFIED'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];

/** The buyer's decisions, and `supersede`: the supplier's modified invoice replacing a disputed one. */
export const TAX_INVOICE_ACTIONS = ['confirm', 'dispute', 'supersede'] as const;
export type TaxInvoiceAction = (typeof TAX_INVOICE_ACTIONS)[number];

export const TAX_INVOICE_TRANSITIONS: Record<
  TaxInvoiceAction,
  { from: TaxInvoiceStatus; to: TaxInvoiceStatus; refusal: MessageCode }
> = {
  confirm: { from: 'ISSUED', to: 'CONFIRMED', refusal: 'MROTX0005' },
  dispute: { from: 'ISSUED', to: 'DISPUTED', refusal: 'MROTX0005' },
  supersede: { from: 'DISPUTED', to: 'SUPERSEDED', refusal: 'MROTX0011' },
};

export const isTaxInvoiceStatus = (value: unknown): value is TaxInvoiceStatus =>
  typeof value === 'string' && (TAX_INVOICE_STATUSES as readonly string[]).includes(value);

/** The refusal of an action on an invoice in this status, or null. */
export function taxInvoiceTransitionRefusal(status: string, action: TaxInvoiceAction): MessageCode | null {
  const t = TAX_INVOICE_TRANSITIONS[action];
  return t.from === status ? null : t.refusal;
}

/** The buyer's buttons for an invoice in this status. */
export const buyerTaxInvoiceActionsOf = (status: string): ('confirm' | 'dispute')[] =>
  (['confirm', 'dispute'] as const).filter((a) => TAX_INVOICE_TRANSITIONS[a].from === status);

/** May the supplier issue a modified invoice for an invoice in this status? */
export const canModifyTaxInvoice = (status: string): boolean => status === TAX_INVOICE_TRANSITIONS.supersede.from;

/** A dispute's reason: at most this many characters. */
export const TAX_DISPUTE_REASON_MAX = 500;
/** An invoice's note: at most this many characters. */
export const TAX_NOTE_MAX = 200;
/** At most this many lines on one invoice. */
export const TAX_INVOICE_LINES_MAX = 300;

/** A dispute's reason: required (MROTX0007), at most 500 characters (MROTX0008); null when fine. */
export function disputeReasonRefusal(reason: string): { code: MessageCode; params?: Record<string, number> } | null {
  const text = reason.trim();
  if (!text) return { code: 'MROTX0007' };
  if (text.length > TAX_DISPUTE_REASON_MAX) return { code: 'MROTX0008', params: { max: TAX_DISPUTE_REASON_MAX } };
  return null;
}

// ─── Amounts ───────────────────────────────────────────────────────────────────────────────

/** The VAT rate of a tax invoice in percent (부가가치세 10 %), for exact arithmetic (`percentOfMoney`). */
export const VAT_PERCENT = 10;

/** A line's supply value: accepted quantity × unit price, exact, by the currency rule (decision 0106). */
export const supplyOfLine = (qty: number | string, unitPrice: string, currency: string): string =>
  multiplyMoney(unitPrice, qty, currency);

/** The amounts of an invoice as decimal text in the currency's decimals (decision 0106). */
export interface TaxAmounts {
  supply: string;
  vat: string;
  total: string;
}

/** VAT of a supply value: 10 %, half away from zero to the currency's decimals (decision 0106). */
const vatOf = (supply: string, currency: string) => percentOfMoney(supply, VAT_PERCENT, currency);

/** The amounts of an invoice with these lines' supply values. */
export function taxAmountsOf(lineSupplies: readonly string[], currency: string): TaxAmounts {
  const supply = sumMoney(lineSupplies, currency);
  const vat = vatOf(supply, currency);
  return { supply, vat, total: addMoney(supply, vat, currency) };
}

/**
 * The amounts the issuer states against those of the lines: the supply value the lines' sum
 * (MROTX0012 with it), the VAT 10 % of it by the currency rule (MROTX0003 with it), the total
 * supply + VAT (MROTX0004 with it). A missing statement is taken as the computed one; a stated
 * amount that is not decimal text differs. Compared exactly.
 */
export function taxAmountsRefusal(
  stated: { supply?: string | null; vat?: string | null; total?: string | null },
  lineSupplies: readonly string[],
  currency: string,
): { field: 'supplyAmt' | 'vatAmt' | 'totalAmt'; code: MessageCode; params: Record<string, string> } | null {
  const want = taxAmountsOf(lineSupplies, currency);
  const given = (a: string | null | undefined) => a !== null && a !== undefined;
  const differs = (a: string | null | undefined, b: string) =>
    given(a) && (!isDecimalText(a) || compareMoney(a, b) !== 0);
  if (differs(stated.supply, want.supply))
    return { field: 'supplyAmt', code: 'MROTX0012', params: { amount: want.supply } };
  const supply = stated.supply ?? want.supply;
  const vat = vatOf(supply, currency);
  if (differs(stated.vat, vat)) return { field: 'vatAmt', code: 'MROTX0003', params: { amount: vat } };
  const total = addMoney(supply, stated.vat ?? vat, currency);
  if (differs(stated.total, total)) return { field: 'totalAmt', code: 'MROTX0004', params: { amount: total } };
  return null;
}

// ─── Lines ─────────────────────────────────────────────────────────────────────────────────

/** A receipt line as the issuer sees it: its buyer and currency, what was accepted, invoiced where. */
export interface InvoiceableReceipt {
  rcvNo: string;
  cpCd: string;
  currency: string;
  accQty: number;
  /** The live invoice holding it (not superseded), or null. */
  invNo: string | null;
  /** The day it was received (YYYYMMDD): within the invoice's period. */
  rcvDt: string;
}

/**
 * The lines picked for one invoice: at least one (MROTX0009), at most 300, each named once, each
 * a receipt of the supplier with something accepted (MROTX0002), not on another live invoice
 * (MROTX0001 with it; a modified invoice may take its original's lines), received within the
 * invoice's period when one is given (MROTX0015), all of one buyer company and one currency (MROTX0010).
 */
export function taxLinesRefusal(
  picked: string[],
  receipts: InvoiceableReceipt[],
  options: { replaces?: string | null; period?: { fromDt: string; toDt: string } } = {},
): { rcvNo: string | null; code: MessageCode; params?: Record<string, string | number> } | null {
  if (!picked.length) return { rcvNo: null, code: 'MROTX0009' };
  if (picked.length > TAX_INVOICE_LINES_MAX || new Set(picked).size !== picked.length)
    return { rcvNo: null, code: 'MROCM0011' };
  let first: InvoiceableReceipt | null = null;
  for (const rcvNo of picked) {
    const r = receipts.find((x) => x.rcvNo === rcvNo);
    if (!r || r.accQty <= 0) return { rcvNo, code: 'MROTX0002', params: { rcvNo } };
    if (r.invNo && r.invNo !== options.replaces) return { rcvNo, code: 'MROTX0001', params: { rcvNo, invNo: r.invNo } };
    const { period } = options;
    if (period && (r.rcvDt < period.fromDt || r.rcvDt > period.toDt))
      return { rcvNo, code: 'MROTX0015', params: { rcvNo } };
    first ??= r;
    if (r.cpCd !== first.cpCd || r.currency !== first.currency) return { rcvNo, code: 'MROTX0010' };
  }
  return null;
}

// ─── Dates ─────────────────────────────────────────────────────────────────────────────────

const ymd = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;

/** The default period of an invoice issued on `today` (YYYYMMDD): its month, dated the last day. */
export function defaultTaxPeriod(today: string): { fromDt: string; toDt: string; writeDt: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(4, 6));
  const last = ymd(y, m, daysInMonth(y, m));
  return { fromDt: ymd(y, m, 1), toDt: last, writeDt: last };
}

/** The day the spec's FAQ names instead (20th–21st of the month): recorded, not used (decision 0074). */
export const FAQ_TAX_INVOICE_DAYS = [20, 21] as const;

/** The period a write day (YYYYMMDD) belongs to: its month. */
export const taxPeriodOf = (writeDt: string) => defaultTaxPeriod(writeDt);

/** The day of the following month the payment is due on. */
export const PAYMENT_DAY_OF_MONTH = 15;

/**
 * The payment of an invoice dated `writeDt` (YYYYMMDD): due on the 15th of the following month,
 * moved to the next working day (neither weekend nor holiday) when that is not one. `dueDt` is
 * the 15th, `payDt` the day paid, `moved` whether it moved.
 */
export function paymentScheduleOf(
  writeDt: string,
  holidays: ReadonlySet<string>,
): { dueDt: string; payDt: string; moved: boolean } {
  let y = Number(writeDt.slice(0, 4));
  let m = Number(writeDt.slice(4, 6)) + 1;
  if (m > 12) {
    m = 1;
    y += 1;
  }
  const dueDt = ymd(y, m, PAYMENT_DAY_OF_MONTH);
  let at = Date.UTC(y, m - 1, PAYMENT_DAY_OF_MONTH);
  let payDt = dueDt;
  for (let i = 0; i < 31 && !isWorkingDay(payDt, holidays); i += 1) {
    at += 86_400_000;
    payDt = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  }
  return { dueDt, payDt, moved: payDt !== dueDt };
}

/** A write day must be a valid day within the period (MROTX0013), not after today's month's end. */
export function writeDayRefusal(writeDt: string, period: { fromDt: string; toDt: string }): MessageCode | null {
  if (!/^\d{8}$/.test(writeDt) || writeDt < period.fromDt || writeDt > period.toDt) return 'MROTX0013';
  return null;
}

/** Sort keys of the tax invoice lists. */
export const TAX_INVOICE_SORT_KEYS = ['writeDt', 'invNo', 'statCd', 'totalAmt'] as const;

/** A tax invoice's number: TX, the issue day and six digits. */
export const TAX_INVOICE_NO = /^TX\d{14}$/;
