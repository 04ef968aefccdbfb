// New-item requests of the buyer system (decision 0021): the search (paged), its Excel export and
// the grid's save (created, updated and deleted rows in one transaction).
import { ITEM_REQUEST_SORT_KEYS, type ItemRequestValues } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, oneOf, raw, text } from '../fields.ts';
import type { Money } from '../money.ts';

const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface ItemRequestRow {
  reqNo: string;
  reqDt: string;
  reqUserNm: string;
  itemNm: string;
  specCn: string | null;
  mfrNm: string | null;
  unitCd: string;
  reqQty: number;
  hopePrice: Money | null;
  crncyCd: string | null;
  needDt: string | null;
  itemKindCd: string;
  urgentYn: 'Y' | 'N';
  reqRsnCn: string | null;
  statCd: string;
  rjctRsnCn: string | null;
  athFileId: string | null;
  fileCnt: number;
  version: number;
}

/** The search box's fields (the server checks the same rules). */
export const ITEM_REQUEST_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  reqUserNm: text('max:50'),
  searchText: text('max:100'),
  statCds: list(),
  itemKindCds: list(),
  reqNos: list({ description: 'request numbers (a multi-text input), each at most 20 characters' }),
  sortKey: oneOf(ITEM_REQUEST_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
} as const;

/** A grid row to save: its key (names the refused cells), its number and version when it exists. */
export interface ItemRequestSaveRow extends Partial<Record<keyof ItemRequestValues & string, unknown>> {
  rowKey?: string;
  reqNo?: string;
  version?: number;
  athFileId?: string | null;
  [field: string]: unknown;
}

export const itemRequests = domain('itemRequests', {
  search: call({
    method: 'GET',
    path: '/by/item-requests/page',
    access: BUYERS,
    summary: "The buyer's company's new-item requests, paged",
    query: { ...ITEM_REQUEST_SEARCH_FIELDS, ...PAGE_FIELDS },
    response: type<Page<ItemRequestRow>>(),
  }),
  export: call({
    method: 'GET',
    path: '/by/item-requests/export',
    access: BUYERS,
    summary: 'Every row of a search for the Excel export (at most ITEM_REQUEST_EXPORT_MAX_ROWS)',
    query: ITEM_REQUEST_SEARCH_FIELDS,
    response: type<{ rows: ItemRequestRow[]; totalCount: number }>(),
  }),
  save: call({
    method: 'POST',
    path: '/by/item-requests/save',
    access: BUYERS,
    summary: "The grid's created, updated and deleted rows, all or none; a refusal names its cell",
    body: {
      created: raw<ItemRequestSaveRow[]>({ type: 'array', items: { type: 'object' } }),
      updated: raw<ItemRequestSaveRow[]>({ type: 'array', items: { type: 'object' } }),
      deleted: raw<{ rowKey?: string; reqNo: string; version: number }[]>({
        type: 'array',
        items: { type: 'object' },
      }),
    },
    response: type<{ created: { rowKey: string; reqNo: string }[]; updatedCount: number; deletedCount: number }>(),
  }),
});
