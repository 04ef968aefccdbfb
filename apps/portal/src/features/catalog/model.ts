/**
 * The catalogue's and the cart's pure side (issue 43, decision 0045): the search conditions and
 * the query they become, a result row as the grid holds it (the price the buyer pays: the
 * contract price when there is one), the quantity a line starts with, money in its currency.
 * No React, no I/O; tested in model.test.ts.
 */
import { CATALOG_SORTS, type CatalogSort } from '@mro/rules';
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

/** The conditions an address asks for (`?q=…&category=…`, the link box's categories). */
export function conditionsOf(search: string): CatalogConditions {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? 'relevance';
  return {
    ...emptyConditions(params.get('category') ?? ''),
    q: params.get('q') ?? '',
    sort: (CATALOG_SORTS as readonly string[]).includes(sort) ? (sort as CatalogSort) : 'relevance',
  };
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

export type CatalogGridRow = CatalogRow & { key: string; price: number; priceKind: 'contract' | 'list' };

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
