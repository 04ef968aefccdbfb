/**
 * Quote requests (issue 44 item 2, decision 0066): a buyer asks one or more suppliers for a price
 * on items not in the catalogue or for a large quantity; each supplier answers (unit price per
 * line, currency, lead time, validity) or declines; the buyer compares the answers and awards
 * one. The request's and each supplier's statuses, the transitions each allows and the refusal
 * of the rest are declared once: the screens offer only the allowed buttons and the API server
 * refuses the rest with the same message code. Pure; no I/O.
 */
import { currencyDecimals } from './currency.ts';
import { compareMoney, multiplyMoney, sumMoney, toMoney } from './money.ts';
import type { MessageCode } from './messages/index.ts';

/** The request: open (suppliers answering) → awarded, or closed by the buyer without an award. */
export const QUOTE_REQUEST_STATUSES = ['OPEN', 'AWARDED', 'CLOSED'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

/** One supplier's part: waiting → answered (again while open) or declined; awarded or lost at the award. */
export const QUOTE_SUPPLIER_STATUSES = ['WAIT', 'ANSWERED', 'DECLINED', 'AWARDED', 'LOST'] as const;
export type QuoteSupplierStatus = (typeof QUOTE_SUPPLIER_STATUSES)[number];

export const QUOTE_ACTIONS = ['answer', 'decline', 'award', 'close'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/** Currencies a quote may be in (the catalogue's); decimals by `currencyDecimals`. */
export const QUOTE_CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY', 'CNY'] as const;

/** Limits of a request and of an answer. */
export const QUOTE_MAX_SUPPLIERS = 10;
export const QUOTE_MAX_LINES = 50;
export const QUOTE_TITLE_MAX = 200;
export const QUOTE_ITEM_NAME_MAX = 200;
export const QUOTE_SPEC_MAX = 500;
export const QUOTE_NOTE_MAX = 1000;
export const QUOTE_REASON_MAX = 500;
export const QUOTE_LEAD_DAYS_MAX = 365;
/** At most this many digits before the decimal point of a unit price (numeric(18,2)). */
export const QUOTE_PRICE_MAX_DIGITS = 16;

/**
 * The refusal of an action on a request in `request` status whose supplier part (for the
 * supplier's actions and the award's chosen answer) is in `supplier` status, or null when allowed.
 * A closed or awarded request takes no answer (MROQT0001); a declined part no answer (MROQT0002);
 * a second award MROQT0003; only an answered part can be awarded (MROQT0004); only an open
 * request can be closed (MROQT0001).
 */
export function quoteTransitionRefusal(
  action: QuoteAction,
  request: string,
  supplier: string | null = null,
): MessageCode | null {
  if (action === 'award' && request === 'AWARDED') return 'MROQT0003';
  if (request !== 'OPEN') return 'MROQT0001';
  switch (action) {
    case 'answer':
    case 'decline':
      return supplier === 'WAIT' || supplier === 'ANSWERED' ? null : 'MROQT0002';
    case 'award':
      return supplier === 'ANSWERED' ? null : 'MROQT0004';
    case 'close':
      return null;
  }
}

/** The actions a supplier may take on its part now. */
export const supplierQuoteActions = (request: string, supplier: string): QuoteAction[] =>
  (['answer', 'decline'] as const).filter((a) => quoteTransitionRefusal(a, request, supplier) === null);

export const isQuoteSupplierStatus = (value: unknown): value is QuoteSupplierStatus =>
  typeof value === 'string' && (QUOTE_SUPPLIER_STATUSES as readonly string[]).includes(value);
export const isQuoteRequestStatus = (value: unknown): value is QuoteRequestStatus =>
  typeof value === 'string' && (QUOTE_REQUEST_STATUSES as readonly string[]).includes(value);

export type QuoteRefusal = { field: string; code: MessageCode; params?: Record<string, number | string> };

export interface QuoteRequestLineInput {
  itemNm: string;
  specCn?: string | null;
  unitCd: string;
  qty: string | number;
  reqDt: string;
}

export interface QuoteRequestInput {
  title: string;
  spCds: readonly string[];
  lines: readonly QuoteRequestLineInput[];
}

const wholeQty = (input: string | number): number | null => {
  const text = String(input ?? '').trim();
  if (!/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
};

/**
 * A new request checked: a title (MROQT0010), one to ten suppliers without repeats (MROQT0011),
 * one to fifty lines (MROQT0012), each with a name (MROQT0013), a unit, a whole quantity of at
 * least 1 (MROQT0014) and a requested date not before `today` (MROQT0015). Dates are YYYYMMDD.
 */
export function checkQuoteRequest(input: QuoteRequestInput, today: string): QuoteRefusal | null {
  const title = (input.title ?? '').trim();
  if (!title || title.length > QUOTE_TITLE_MAX)
    return { field: 'title', code: 'MROQT0010', params: { max: QUOTE_TITLE_MAX } };
  const sps = input.spCds ?? [];
  if (sps.length < 1 || sps.length > QUOTE_MAX_SUPPLIERS || new Set(sps).size !== sps.length)
    return { field: 'spCds', code: 'MROQT0011', params: { max: QUOTE_MAX_SUPPLIERS } };
  const lines = input.lines ?? [];
  if (lines.length < 1 || lines.length > QUOTE_MAX_LINES)
    return { field: 'lines', code: 'MROQT0012', params: { max: QUOTE_MAX_LINES } };
  for (const [i, line] of lines.entries()) {
    const name = (line.itemNm ?? '').trim();
    if (!name || name.length > QUOTE_ITEM_NAME_MAX || (line.specCn ?? '').length > QUOTE_SPEC_MAX || !line.unitCd)
      return { field: `lines.${i}.itemNm`, code: 'MROQT0013', params: { line: i + 1 } };
    if (wholeQty(line.qty) === null) return { field: `lines.${i}.qty`, code: 'MROQT0014', params: { line: i + 1 } };
    if (!/^\d{8}$/.test(line.reqDt ?? '') || line.reqDt < today)
      return { field: `lines.${i}.reqDt`, code: 'MROQT0015', params: { line: i + 1 } };
  }
  return null;
}

/**
 * A unit price in the currency's decimals (`currencyDecimals`: none for KRW and JPY, two for the
 * others): ASCII digits with at most that many decimals, more than 0. Null when refused.
 */
export function parseQuotePrice(input: string | number, currency: string): string | null {
  const text = String(input ?? '')
    .trim()
    .replace(/,/g, '');
  const decimals = currencyDecimals(currency);
  const pattern = decimals
    ? new RegExp(`^\\d{1,${QUOTE_PRICE_MAX_DIGITS}}(\\.\\d{1,${decimals}})?$`)
    : new RegExp(`^\\d{1,${QUOTE_PRICE_MAX_DIGITS}}$`);
  if (!pattern.test(text)) return null;
  // Exact decimal text in the currency's decimals (decision 0106), never a double.
  const value = toMoney(text, currency);
  return compareMoney(value, '0') > 0 ? value : null;
}

export interface QuoteAnswerInput {
  crncyCd: string;
  leadDays: string | number;
  validDt: string;
  noteCn?: string | null;
  /** The unit price of each line of the request, in its order. */
  prices: readonly (string | number)[];
}

export interface QuoteAnswerValue {
  crncyCd: string;
  leadDays: number;
  validDt: string;
  noteCn: string | null;
  /** Decimal text in the currency's decimals (decision 0106). */
  prices: string[];
}

/**
 * A supplier's answer checked: a known currency (MROQT0005), a unit price for every line in the
 * currency's decimals (MROQT0006 with the line and the decimals), a lead time of 0 to 365 whole
 * days (MROQT0007), a validity date not before `today` (MROQT0008: a quote answered after its
 * validity), a note of at most 1000 characters (MROQT0009).
 */
export function checkQuoteAnswer(
  input: QuoteAnswerInput,
  lineCount: number,
  today: string,
): { ok: true; value: QuoteAnswerValue } | ({ ok: false } & QuoteRefusal) {
  const crncyCd = (input.crncyCd ?? '').trim().toUpperCase();
  if (!(QUOTE_CURRENCIES as readonly string[]).includes(crncyCd))
    return { ok: false, field: 'crncyCd', code: 'MROQT0005' };
  const prices: string[] = [];
  for (let i = 0; i < lineCount; i += 1) {
    const price = parseQuotePrice(input.prices?.[i] ?? '', crncyCd);
    if (price === null)
      return {
        ok: false,
        field: `prices.${i}`,
        code: 'MROQT0006',
        params: { line: i + 1, decimals: currencyDecimals(crncyCd) },
      };
    prices.push(price);
  }
  if ((input.prices?.length ?? 0) !== lineCount)
    return { ok: false, field: `prices.${lineCount}`, code: 'MROQT0006', params: { line: lineCount + 1, decimals: 0 } };
  const leadText = String(input.leadDays ?? '').trim();
  const leadDays = /^\d{1,3}$/.test(leadText) ? Number(leadText) : -1;
  if (leadDays < 0 || leadDays > QUOTE_LEAD_DAYS_MAX)
    return { ok: false, field: 'leadDays', code: 'MROQT0007', params: { max: QUOTE_LEAD_DAYS_MAX } };
  if (!/^\d{8}$/.test(input.validDt ?? '') || input.validDt < today)
    return { ok: false, field: 'validDt', code: 'MROQT0008' };
  const note = (input.noteCn ?? '').trim();
  if (note.length > QUOTE_NOTE_MAX)
    return { ok: false, field: 'noteCn', code: 'MROQT0009', params: { max: QUOTE_NOTE_MAX } };
  return { ok: true, value: { crncyCd, leadDays, validDt: input.validDt, noteCn: note || null, prices } };
}

/** A decline's reason: required, at most 500 characters (MROQT0016). */
export function declineReasonRefusal(reason: string): MessageCode | null {
  const text = (reason ?? '').trim();
  return text && text.length <= QUOTE_REASON_MAX ? null : 'MROQT0016';
}

/** An award of an answer whose validity ended before `today` is refused (MROQT0008). */
export const awardValidityRefusal = (validDt: string | null, today: string): MessageCode | null =>
  validDt && validDt >= today ? null : 'MROQT0008';

/** The total of an answer: the sum of unit price × quantity, exact, in the currency's decimals. */
export function quoteTotal(lines: readonly { qty: number | string; unitPrice: string }[], currency: string): string {
  return sumMoney(
    lines.map((l) => multiplyMoney(l.unitPrice, l.qty, currency)),
    currency,
  );
}

/** Columns the request lists may sort by. */
export const QUOTE_SORT_KEYS = ['qtNo', 'regDt', 'title', 'statCd'] as const;

/** A quote request number as the server issues it: QT, the day (YYYYMMDD) and six digits. */
export const QUOTE_NO = /^QT\d{14}$/;
