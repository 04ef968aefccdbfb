/**
 * The new-item request search against the server: a paged search (common/usePagedSearch: the
 * screen opens with it run, the first page replaces the grid's rows, scroll paging brings 100
 * more of the same search, the server sorts) and the
 * Excel export, which asks the server for every row of the last search that ran (up to 10,000,
 * MROIR0004 beyond), not what the search box holds since. Every call is cancelable with Esc.
 */
import { useCallback } from 'react';
import type { GridRows } from '@mro/ui';
import { useHttp } from '../../services/ServicesProvider';
import { usePagedSearch, type PagedSearchResult } from '../common/usePagedSearch';
import {
  ITEM_REQUEST_PAGE_SIZE,
  rowOf,
  searchParams,
  type ItemRequestAnswerRow,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';

export interface ItemRequestSearch extends PagedSearchResult<ItemRequestConditions, ItemRequestRow> {
  /** Every row of the last search for the Excel export, or null (the refusal was shown). */
  exportRows(): Promise<ItemRequestRow[] | null>;
}

export function useItemRequestSearch(
  rows: GridRows<ItemRequestRow>,
  opening: ItemRequestConditions,
): ItemRequestSearch {
  const http = useHttp();
  const search = usePagedSearch<ItemRequestConditions, ItemRequestAnswerRow, ItemRequestRow>({
    rows,
    path: '/by/item-requests/page',
    pageSize: ITEM_REQUEST_PAGE_SIZE,
    params: searchParams,
    rowOf,
    opening,
  });
  const { current } = search;
  const exportRows = useCallback(async () => {
    const last = current();
    if (!last) return [];
    const result = await http.get<{ rows: ItemRequestAnswerRow[] }>(
      '/by/item-requests/export',
      searchParams(last.conditions, last.sort),
      { cancelable: true },
    );
    return result.ok ? result.data.rows.map(rowOf) : null;
  }, [http, current]);
  return { ...search, exportRows };
}
