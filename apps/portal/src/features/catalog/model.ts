/**
 * The catalogue's and the cart's pure side (issue 43, decision 0045): the search conditions and
 * the query they become, a result row as the grid holds it (the price the buyer pays: the
 * contract price when there is one), the quantity a line starts with, money in its currency.
 * No React, no I/O; tested in model.test.ts.
 */
import { CATALOG_SORTS, addMoney, type CatalogSort } from '@mro/rules';
import type { CatalogRow } from '@mro/contract';

export const CATALOG_PAGE_SIZE = 100;

export interface CatalogConditions {
  q: string;
  category: string;
  manufacturers: string[];
  suppliers: string[];
  priceBands: string[];
  sort: CatalogSort;
}

export const emptyConditions = (category = ''): CatalogConditions => ({
  q: '',
  category,
  manufacturers: [],
  suppliers: [],
  priceBands: [],
  sort: 'relevance',
});

/** The address's names of the facets (repeated for several values: `?mfr=A&mfr=B`). */
const FACET_PARAMS = { manufacturers: 'mfr', suppliers: 'sp', priceBands: 'band' } as const;
/** More values of one facet than a screen offers are a made-up address: the first ones are kept. */
const FACET_VALUES_MAX = 50;

/**
 * The conditions an address asks for (`?q=…&category=…&sort=…&mfr=…&sp=…&band=…`; the link box's
 * categories, the home's search, a bookmarked or shared search): the words, the category, the
 * ticked facets and the order.
 */
export function conditionsOf(search: string): CatalogConditions {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? 'relevance';
  const values = (name: string) =>
    [...new Set(params.getAll(name).filter((v) => v.trim() !== ''))].slice(0, FACET_VALUES_MAX);
  return {
    ...emptyConditions(params.get('category') ?? ''),
    q: params.get('q') ?? '',
    manufacturers: values(FACET_PARAMS.manufacturers),
    suppliers: values(FACET_PARAMS.suppliers),
    priceBands: values(FACET_PARAMS.priceBands),
    sort: (CATALOG_SORTS as readonly string[]).includes(sort) ? (sort as CatalogSort) : 'relevance',
  };
}

/** The address of these conditions (`conditionsOf` reads it back the same): empty parts left out. */
export function addressOf(c: CatalogConditions): string {
  const params = new URLSearchParams();
  if (c.q.trim()) params.set('q', c.q.trim());
  if (c.category) params.set('category', c.category);
  for (const [key, name] of Object.entries(FACET_PARAMS) as [keyof typeof FACET_PARAMS, string][])
    for (const value of c[key]) params.append(name, value);
  if (c.sort !== 'relevance') params.set('sort', c.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How the results are shown: cards, a rich list, or the grid (power users). */
export const CATALOG_VIEWS = ['cards', 'list', 'grid'] as const;
export type CatalogView = (typeof CATALOG_VIEWS)[number];
export const catalogViewOf = (stored: unknown): CatalogView =>
  (CATALOG_VIEWS as readonly unknown[]).includes(stored) ? (stored as CatalogView) : 'cards';

/**
 * The drawn illustration (art/draw-items.mjs) of an item without a photograph: the one of its
 * category's nearest drawn ancestor (A0101 wrenches, A01 hand tools, A tools), else a parcel.
 */
const ILLUSTRATIONS: Record<string, string> = {
  A: 'wrench',
  A0101: 'wrench',
  A0102: 'screwdriver',
  A0103: 'pliers',
  A02: 'drill',
  A0201: 'drill',
  A0202: 'grinder',
  A03: 'bolt',
  A0301: 'bolt',
  A0302: 'nut',
  A0303: 'washer',
  B: 'glove',
  B01: 'glove',
  B0101: 'glove',
  B0102: 'gloveCut',
  B02: 'shoe',
  B0201: 'shoe',
  B03: 'mask',
  B0301: 'mask',
  B0302: 'glasses',
  B0303: 'earmuff',
  C: 'bearing',
  C01: 'bearing',
  C0101: 'bearing',
  C02: 'belt',
  C0201: 'belt',
  D01: 'oil',
  D0101: 'oil',
  D0102: 'glue',
  D02: 'wiper',
  D0201: 'wiper',
  D03: 'tie',
  D0301: 'tie',
};
export function illustrationOf(itmClsfCd: string): string {
  // Codes grow by two characters a level: A, A01, A0101.
  for (let length = itmClsfCd.length; length >= 1; length -= 2) {
    const name = ILLUSTRATIONS[itmClsfCd.slice(0, length)];
    if (name) return name;
  }
  return 'box';
}

/**
 * Other searches to offer when one finds nothing: the query without each of its words (when it
 * has several), the last word dropped first (the first words are what the buyer meant most), at
 * most three.
 */
export function widerQueries(q: string): string[] {
  const words = q.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  return words.map((_, n) => words.filter((__, m) => m !== words.length - 1 - n).join(' ')).slice(0, 3);
}

export function searchParams(c: CatalogConditions) {
  return {
    q: c.q.trim(),
    category: c.category,
    manufacturers: c.manufacturers,
    suppliers: c.suppliers,
    priceBands: c.priceBands,
    sort: c.sort,
  };
}

export type CatalogGridRow = CatalogRow & { key: string; price: string; priceKind: 'contract' | 'list' };

export const gridRowOf = (r: CatalogRow): CatalogGridRow => ({
  ...r,
  key: r.itemCd,
  price: r.contractPrice ?? r.listPrice,
  priceKind: r.contractPrice === null ? 'list' : 'contract',
});

/** The quantity an item is added with: its minimum order quantity rounded up to the pack size. */
export function firstQuantity(item: { minOrdQty: number; packQty: number }): number {
  const pack = Math.max(1, item.packQty);
  return Math.ceil(Math.max(1, item.minOrdQty) / pack) * pack;
}

export { money } from '../../shared/money';

/** An item seen in its detail, for "recently viewed" (kept on this browser). */
export interface ViewedItem {
  itemCd: string;
  itemNm: string;
  itmClsfCd: string;
}
export const RECENT_MAX = 8;

/** The stored list as far as it is readable (anything else dropped), at most RECENT_MAX. */
export function viewedList(stored: unknown): ViewedItem[] {
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  return list
    .filter(
      (v): v is ViewedItem =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as ViewedItem).itemCd === 'string' &&
        typeof (v as ViewedItem).itemNm === 'string' &&
        typeof (v as ViewedItem).itmClsfCd === 'string',
    )
    .slice(0, RECENT_MAX);
}

/** The list after viewing `item`: it first, once, at most RECENT_MAX. */
export function withViewed(stored: unknown, item: ViewedItem): ViewedItem[] {
  const { itemCd, itemNm, itmClsfCd } = item;
  return [{ itemCd, itemNm, itmClsfCd }, ...viewedList(stored).filter((v) => v.itemCd !== itemCd)].slice(0, RECENT_MAX);
}

/**
 * An item's neighbours in its category (the first page of the category's search): the same
 * supplier's other items (similar) and other suppliers' (alternatives), four of each.
 */
export function neighboursOf<Row extends { itemCd: string; spNm: string; discontinued: boolean }>(
  item: { itemCd: string; spNm: string },
  rows: readonly Row[],
): { similar: Row[]; alternatives: Row[] } {
  const others = rows.filter((r) => r.itemCd !== item.itemCd && !r.discontinued);
  return {
    similar: others.filter((r) => r.spNm === item.spNm).slice(0, 4),
    alternatives: others.filter((r) => r.spNm !== item.spNm).slice(0, 4),
  };
}

/** One supplier's part of the cart: its lines, the sums per currency, the earliest delivery day. */
export interface SupplierPart {
  spCd: string;
  spNm: string;
  lines: number;
  totals: { crncyCd: string; amount: string }[];
  /** Today plus the supplier's longest lead time (calendar days; the order form checks holidays). */
  earliest: string;
}

/** The cart split by supplier (one order each), in the order of their first line. */
export function supplierParts(
  lines: readonly { spCd: string; spNm: string; crncyCd: string; amount: string; leadDays: number }[],
  today: string,
  addDays: (day: string, days: number) => string,
): SupplierPart[] {
  const parts = new Map<string, { spNm: string; lines: number; sums: Map<string, string>; lead: number }>();
  for (const line of lines) {
    const part = parts.get(line.spCd) ?? { spNm: line.spNm, lines: 0, sums: new Map(), lead: 0 };
    part.lines += 1;
    // Exact decimal sums (decision 0106), never JavaScript numbers.
    part.sums.set(line.crncyCd, addMoney(part.sums.get(line.crncyCd) ?? '0', line.amount, line.crncyCd));
    part.lead = Math.max(part.lead, line.leadDays);
    parts.set(line.spCd, part);
  }
  return [...parts].map(([spCd, p]) => ({
    spCd,
    spNm: p.spNm,
    lines: p.lines,
    totals: [...p.sums].map(([crncyCd, amount]) => ({ crncyCd, amount })),
    earliest: addDays(today, p.lead),
  }));
}
