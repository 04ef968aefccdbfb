/**
 * The new-item request search against the server: a paged search on the query cache
 * (common/usePagedSearch: the screen opens with it run, the first page replaces the grid's rows,
 * scroll paging brings 100 more of the same search, the server sorts) and the Excel export, which
 * asks the server for every row of the last search that ran (up to 10,000, MROIR0004 beyond), not
 * what the search box holds since. Every call is cancelable with Esc.
 */
import { useCallback } from 'react';
import type { GridRows, SortState } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch, type PagedSearchResult } from '../common/usePagedSearch';
import {
  periodRefusal,
  rowOf,
  type ItemRequestAnswerRow,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';
import { itemRequestExportQuery, itemRequestPagesQuery } from './queries';

export type ItemRequestSearch = PagedSearchResult<ItemRequestConditions, ItemRequestRow>;

export function useItemRequestSearch(
  rows: GridRows<ItemRequestRow>,
  opening: ItemRequestConditions,
): ItemRequestSearch {
  const api = useApi();
  const query = useCallback(
    (search: { conditions: ItemRequestConditions; sort: SortState }) =>
      itemRequestPagesQuery(api, search.conditions, search.sort),
    [api],
  );
  const exportQuery = useCallback(
    (search: { conditions: ItemRequestConditions; sort: SortState }) =>
      itemRequestExportQuery(api, search.conditions, search.sort),
    [api],
  );
  return usePagedSearch<ItemRequestConditions, ItemRequestAnswerRow, ItemRequestRow>({
    rows,
    query,
    rowOf,
    opening,
    refusal: periodRefusal,
    exportQuery,
  });
}
