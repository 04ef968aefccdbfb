// The supplier's own catalogue in the marketplace system (issue 45 item 4, decision 0068): the
// supplier's items paged with a search, the categories an item may be filed under, and the grid's
// save (created and changed rows, all or none; a change names the version it read: 409 MROMC0004
// when another save came first). Bulk registration and the export go through the Excel calls
// (CATALOG_ITEM, CATALOG).
import { CATALOG_ITEM_SORT_KEYS, type CatalogField } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, oneOf, raw, text } from '../fields.ts';
import type { Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['MP'] } as const;

/** An item of the supplier's list. */
export interface SupplierItemRow {
  itemCd: string;
  itemNmKo: string;
  itemNmEn: string;
  specCn: string | null;
  modelNo: string | null;
  itmClsfCd: string;
  unitCd: string;
  packQty: number;
  minOrdQty: number;
  listPrice: Money;
  crncyCd: string;
  /** YYYYMMDD or null (open). */
  validFrom: string | null;
  validTo: string | null;
  leadDays: number;
  spCd: string;
  /** The image group (FileLoader, IMG) and its count. */
  imgFileId: string | null;
  imgCnt: number;
  /** The attachment group and its count. */
  athFileId: string | null;
  fileCnt: number;
  updDt: string;
  version: number;
}

export const SUPPLIER_CATALOG_SEARCH_FIELDS = {
  q: text('max:100', { description: 'part of the code, a name, the model number or the specification' }),
  itmClsfCd: text('max:20', { description: 'a category and those under it' }),
  sortKey: oneOf(CATALOG_ITEM_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
} as const;

/** A grid row to save: its key (names the refused cells), its code and version when it exists. */
export interface SupplierItemSaveRow extends Partial<Record<CatalogField, unknown>> {
  rowKey?: string;
  itemCd?: string;
  version?: number;
  imgFileId?: string | null;
  athFileId?: string | null;
  [field: string]: unknown;
}

export const supplierCatalog = domain('supplierCatalog', {
  items: call({
    method: 'GET',
    path: '/mp/catalog/items',
    access: SUPPLIERS,
    summary: "The supplier's own catalogue items (every supplier's for staff), paged",
    query: { ...SUPPLIER_CATALOG_SEARCH_FIELDS, ...PAGE_FIELDS },
    response: type<Page<SupplierItemRow>>(),
  }),
  categories: call({
    method: 'GET',
    path: '/mp/catalog/categories',
    access: SUPPLIERS,
    summary: 'The categories an item may be filed under (the lowest level), in the caller’s language',
    response: type<{ categories: { value: string; label: string }[] }>(),
  }),
  save: call({
    method: 'POST',
    path: '/mp/catalog/save',
    access: SUPPLIERS,
    summary: "The grid's created and changed items, all or none; a refusal names its cell, a stale version 409",
    body: {
      created: raw<SupplierItemSaveRow[]>({ type: 'array', items: { type: 'object' } }),
      updated: raw<SupplierItemSaveRow[]>({ type: 'array', items: { type: 'object' } }),
    },
    response: type<{ created: { rowKey: string; itemCd: string }[]; updatedCount: number }>(),
  }),
});
