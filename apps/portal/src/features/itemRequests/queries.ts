/**
 * The new-item requests' calls (decision 0021): one key factory, a search's pages as an infinite
 * query (common/pagedQuery.ts), the export of a whole search, and the save as a mutation (all or
 * none; a 400's refusals are the screen's to put on their cells, so that status is excluded from
 * the presenter). A save that was taken makes every cached search stale.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridChanges, SortState } from '@mro/ui';
import type { HttpClient } from '../../http/client';
import { unwrap } from '../../http/result';
import { useHttp } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import {
  ITEM_REQUEST_PAGE_SIZE,
  saveBody,
  searchParams,
  type ItemRequestAnswerRow,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';

export const itemRequestKeys = {
  all: ['item-requests'] as const,
  pages: () => [...itemRequestKeys.all, 'pages'] as const,
  search: (conditions: ItemRequestConditions, sort: SortState) =>
    [...itemRequestKeys.pages(), searchParams(conditions, sort)] as const,
  export: (conditions: ItemRequestConditions, sort: SortState) =>
    [...itemRequestKeys.all, 'export', searchParams(conditions, sort)] as const,
};

export const itemRequestPagesQuery = (http: HttpClient, conditions: ItemRequestConditions, sort: SortState) =>
  pagedQuery<ItemRequestAnswerRow>(http, {
    queryKey: itemRequestKeys.search(conditions, sort),
    path: '/by/item-requests/page',
    params: searchParams(conditions, sort),
    pageSize: ITEM_REQUEST_PAGE_SIZE,
  });

/** Every row of a search (up to 10,000; MROIR0004 beyond), asked afresh each time. */
export const itemRequestExportQuery = (http: HttpClient, conditions: ItemRequestConditions, sort: SortState) =>
  queryOptions({
    queryKey: itemRequestKeys.export(conditions, sort),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      unwrap(
        await http.get<{ rows: ItemRequestAnswerRow[] }>('/by/item-requests/export', searchParams(conditions, sort), {
          cancelable: true,
        }),
      ).rows,
  });

/** The save of the grid's changes in one call. */
export function useItemRequestSave() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: GridChanges<ItemRequestRow>) =>
      unwrap(await http.post('/by/item-requests/save', saveBody(changes), { excludeStatus: [400] })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemRequestKeys.pages(), refetchType: 'none' }),
  });
}
