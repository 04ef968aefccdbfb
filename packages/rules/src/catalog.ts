/**
 * The catalogue, the cart and the purchase order's shared rules (issue 43, decision 0045):
 * the search keys an item is indexed by and a query is looked up with, the order quantity's
 * rule, line amounts under the currency rule, the requested delivery day's rule and the spec's
 * progress-status codes. Pure: the server and the portal run the same code.
 */
import { dateRangeViolation } from './date.ts';
import { hangulInitial, isHangulInitial } from './hangul.ts';
import type { MessageCode } from './messages/index.ts';
import { compareMoney, isDecimalText, multiplyMoney, sumMoney } from './money.ts';

/** The spec's scroll page: results are fetched 100 at a time. */
export const CATALOG_PAGE_SIZE = 100;
/** Item kinds (spec): C0 catalogue, B0 BOM, D0 order item. */
export const ITEM_KINDS = ['C0', 'B0', 'D0'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const CATALOG_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'name', 'leadTime'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
/** Price bands of the facet (KRW list price): [code, lower bound inclusive, upper bound exclusive]. */
export const PRICE_BANDS: readonly [code: string, from: number, to: number | null][] = [
  ['P1', 0, 10_000],
  ['P2', 10_000, 50_000],
  ['P3', 50_000, 200_000],
  ['P4', 200_000, 1_000_000],
  ['P5', 1_000_000, null],
];
export const CATALOG_QUERY_MAX = 100;

/** Lower case, NFC, anything but letters, digits and the marks of a model number becomes a space. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}\-./]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const isSyllable = (c: string) => c >= '\uac00' && c <= '\ud7a3';

/** A word's index keys: every pair of neighbouring characters, and each Hangul syllable alone. */
function wordKeys(word: string, into: Set<string>): void {
  const chars = [...word];
  if (chars.length === 1) into.add(chars[0]!);
  for (let i = 0; i < chars.length; i += 1) {
    if (isSyllable(chars[i]!) || isHangulInitial(chars[i]!)) into.add(chars[i]!);
    if (i + 1 < chars.length) into.add(chars[i]! + chars[i + 1]!);
  }
}

/** The initial consonants of a text's Hangul words ('니트릴 코팅 장갑' → 'ㄴㅌㄹ ㅋㅌ ㅈㄱ'). */
export function initialsOf(text: string): string {
  return foldSearchText(text)
    .split(' ')
    .map((w) => [...w].map((c) => hangulInitial(c) ?? '').join(''))
    .filter(Boolean)
    .join(' ');
}

export interface CatalogSearchFields {
  code: string;
  nameKo: string;
  nameEn: string;
  modelNo?: string | null;
  spec?: string | null;
  manufacturer?: string | null;
}

/**
 * What an item is stored with for the search: `text` (its words folded), `initials` (the initial
 * consonants of its Korean name's words) and `keys`, the set a GIN index holds: the pairs of
 * neighbouring characters of every word of both, and each Hangul syllable and consonant alone.
 */
export function catalogSearchKeys(item: CatalogSearchFields): { text: string; initials: string; keys: string[] } {
  const text = foldSearchText(
    [item.code, item.nameKo, item.nameEn, item.modelNo ?? '', item.spec ?? '', item.manufacturer ?? ''].join(' '),
  );
  const initials = initialsOf(item.nameKo);
  const keys = new Set<string>();
  for (const word of `${text} ${initials}`.split(' ')) if (word) wordKeys(word, keys);
  return { text, initials, keys: [...keys] };
}

export interface CatalogQuery {
  /** Keys every match holds (the index's question). */
  keys: string[];
  /** Words the folded text contains (the first one ranks: exact code, then the name's beginning). */
  words: string[];
  /**
   * The words the index's keys do not settle, so the folded text is checked with LIKE after it:
   * those of three characters or more. A word of one or two characters is its own key: an item
   * holds that key only if one of its words contains it (a one-character key only if a word is
   * that character or it is a Hangul syllable), so its LIKE could never refuse a row the index
   * found (`catalogQuery`'s unit test checks this over every such part of the items' words).
   */
  checkedWords: string[];
  /** Words of initial consonants the initials contain ('ㄴㅌㄹ'). */
  initialWords: string[];
}

/**
 * The keys a query word asks the index for: a one-character word itself; a longer word every
 * other pair of neighbouring characters and its last pair (`glove` → gl, ov, ve). The pairs
 * between are implied by the exact LIKE check that follows; fewer keys, fewer posting lists
 * for the index to intersect.
 */
function queryKeys(word: string, into: Set<string>): void {
  const chars = [...word];
  if (chars.length === 1) {
    into.add(chars[0]!);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i += 2) into.add(chars[i]! + chars[i + 1]!);
  into.add(chars.at(-2)! + chars.at(-1)!);
}

/**
 * A typed query as the index's question: each word is looked for as a part of a word of the
 * item; a word typed in Hangul consonants only (or mixed with syllables: '니ㅌ') is looked for
 * in the initial consonants of the Korean name.
 */
export function catalogQuery(query: string): CatalogQuery {
  const keys = new Set<string>();
  const words: string[] = [];
  const initialWords: string[] = [];
  for (const word of foldSearchText(query).split(' ')) {
    if (!word) continue;
    if ([...word].some(isHangulInitial)) {
      const initials = [...word].map((c) => hangulInitial(c) ?? c).join('');
      initialWords.push(initials);
      queryKeys(initials, keys);
    } else {
      words.push(word);
      queryKeys(word, keys);
    }
  }
  return { keys: [...keys], words, checkedWords: words.filter((w) => [...w].length > 2), initialWords };
}

/** A quantity as typed: ASCII digits only, at most 20 of them. */
export const QUANTITY_MAX_DIGITS = 20;

/**
 * The largest quantity of one line (cart, Excel import, order, punch-out): 1,000,000 units
 * (decision 0087). Larger is refused with MROCT0010, never stored.
 */
export const ORDER_LINE_MAX_QTY = 1_000_000;

/**
 * The largest amount of one order, in its currency's major unit: 100,000,000,000 (decision 0087).
 * Every amount the server stores is then below 2^53 in minor units (exact in a JavaScript number)
 * and far inside the database's numeric(20, 2). Larger is refused with MROCT0011.
 */
export const ORDER_MAX_AMOUNT = 100_000_000_000;

/**
 * MROCT0011 when an order's amount (decimal text, decision 0106) is over ORDER_MAX_AMOUNT or is
 * not an amount at all, else null. Compared exactly, whatever its size.
 */
export function orderAmountRefusal(amount: string): { code: MessageCode; params: { max: number } } | null {
  return isDecimalText(amount) && compareMoney(amount, String(ORDER_MAX_AMOUNT)) <= 0
    ? null
    : { code: 'MROCT0011', params: { max: ORDER_MAX_AMOUNT } };
}

export type QuantityCheck =
  { ok: true; value: number } | { ok: false; code: MessageCode; params?: Record<string, number> };

/**
 * The order quantity's rule (cart, Excel import, order): whole ASCII digits (full-width digits
 * MROCT0002, negative MROCT0003, more than 20 digits MROCT0004, not a number ACMCM0009), at most
 * ORDER_LINE_MAX_QTY (MROCT0010), at least the minimum order quantity (MROCT0005) and a multiple
 * of the pack size (MROCT0006).
 */
export function checkOrderQuantity(input: string | number, item: { minQty: number; packQty: number }): QuantityCheck {
  const text = String(input).trim();
  if (text === '') return { ok: false, code: 'ACMCM0002' };
  if (/[\uFF10-\uFF19]/.test(text)) return { ok: false, code: 'MROCT0002' };
  if (/^[-\u2212]/.test(text)) return { ok: false, code: 'MROCT0003' };
  if (!/^\d+$/.test(text)) return { ok: false, code: 'ACMCM0009' };
  if (text.replace(/^0+(?=\d)/, '').length > QUANTITY_MAX_DIGITS)
    return { ok: false, code: 'MROCT0004', params: { max: QUANTITY_MAX_DIGITS } };
  const value = Number(text);
  if (value > ORDER_LINE_MAX_QTY) return { ok: false, code: 'MROCT0010', params: { max: ORDER_LINE_MAX_QTY } };
  if (value < Math.max(1, item.minQty))
    return { ok: false, code: 'MROCT0005', params: { min: Math.max(1, item.minQty) } };
  if (item.packQty > 1 && value % item.packQty !== 0)
    return { ok: false, code: 'MROCT0006', params: { pack: item.packQty } };
  if (!Number.isSafeInteger(value)) return { ok: false, code: 'MROCT0004', params: { max: QUANTITY_MAX_DIGITS } };
  return { ok: true, value };
}

/**
 * A line's amount: unit price × quantity, exact, rounded half away from zero by the currency rule
 * (KRW, JPY 0 decimals; decision 0106). Decimal text in, decimal text out.
 */
export const lineAmount = (unitPrice: string, qty: number | string, currency: string): string =>
  multiplyMoney(unitPrice, qty, currency);

/** Totals per currency of lines (a cart may hold items priced in several currencies), exact. */
export function totalsByCurrency(
  lines: readonly { amount: string; currency: string }[],
): { currency: string; amount: string }[] {
  const amounts = new Map<string, string[]>();
  for (const l of lines) amounts.set(l.currency, [...(amounts.get(l.currency) ?? []), l.amount]);
  return [...amounts].map(([currency, list]) => ({ currency, amount: sumMoney(list, currency) }));
}

/** YYYYMMDD + n calendar days. */
export function addDays(yyyymmdd: string, days: number): string {
  const d = new Date(Date.UTC(+yyyymmdd.slice(0, 4), +yyyymmdd.slice(4, 6) - 1, +yyyymmdd.slice(6, 8) + days));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * The requested delivery day's refusal, or null: not a date (PICMCM0058), earlier than today +
 * the longest lead time of the order's items (MROOD0001, with the first possible day), or a
 * holiday or weekend of the calendar (MROOD0002).
 */
export function deliveryDateRefusal(
  day: string,
  { today, leadDays, holidays }: { today: string; leadDays: number; holidays: ReadonlySet<string> },
): { code: MessageCode; params?: Record<string, string> } | null {
  if (!/^\d{8}$/.test(day)) return { code: 'PICMCM0058', params: { format: 'YYYY-MM-DD' } };
  const first = addDays(today, Math.max(0, leadDays));
  if (day < first)
    return { code: 'MROOD0001', params: { date: `${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6)}` } };
  if (holidays.has(day)) return { code: 'MROOD0002' };
  return null;
}

/** The spec's progress statuses of an approval document (the order's approval, issue 43). */
export const ORDER_PROGRESS = {
  TEMP_SAVED: '1',
  UNDER_APPROVAL: '2',
  APPROVED: '3',
  UNDER_CANCEL: '4',
  CANCELLED: '5',
  UNDER_CHANGE: '6',
  REJECTED: '7',
} as const;
export const ORDER_PROGRESS_CODES = Object.values(ORDER_PROGRESS);
/** Searching orders: at most a year, as the other lists. */
export const ORDER_SEARCH_MAX_YEARS = 1;
/** The order search's period: both dates, in order, at most a year (as the other lists). */
export function orderPeriodViolation(fromDt: string, toDt: string): string | null {
  return dateRangeViolation(fromDt, toDt, { required: true, maxYears: ORDER_SEARCH_MAX_YEARS });
}
export const ORDER_SORT_KEYS = ['ordNo', 'regDt', 'spNm', 'amount', 'prgsStatCd', 'reqDlvDt'] as const;
/** An order number: OD + YYYYMMDD + 6 digits. */
export const ORDER_NO = /^OD\d{14}$/;
/** An idempotency key the portal makes per submit attempt (a UUID or like). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;
/** The order note's and cost centre's limits. */
export const ORDER_NOTE_MAX = 1000;
export const COST_CENTER_MAX = 40;
