/**
 * The new-item requests' calls (decision 0021): one key factory, a search's pages as an infinite
 * query (common/pagedQuery.ts), the export of a whole search, and the save as a mutation (all or
 * none; a 400's refusals are the screen's to put on their cells, so that status is excluded from
 * the presenter). A save that was taken makes every cached search stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridChanges, SortState } from '@mro/ui';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { allRowsQuery, pagedQuery } from '../common/pagedQuery';
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

export const itemRequestPagesQuery = (api: PortalApi, conditions: ItemRequestConditions, sort: SortState) =>
  pagedQuery<ItemRequestAnswerRow>({
    queryKey: itemRequestKeys.search(conditions, sort),
    fetchPage: (page) =>
      api.itemRequests.search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: ITEM_REQUEST_PAGE_SIZE,
  });

/** Every row of a search (up to 10,000; MROIR0004 beyond), asked afresh each time. */
export const itemRequestExportQuery = (api: PortalApi, conditions: ItemRequestConditions, sort: SortState) =>
  allRowsQuery({
    queryKey: itemRequestKeys.export(conditions, sort),
    fetchAll: async (): Promise<ItemRequestAnswerRow[]> =>
      unwrap(await api.itemRequests.export({ query: searchParams(conditions, sort) }, { cancelable: true })).rows,
  });

/** The save of the grid's changes in one call. */
export function useItemRequestSave() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: GridChanges<ItemRequestRow>) =>
      unwrap(await api.itemRequests.save({ body: saveBody(changes) }, { excludeStatus: [400] })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemRequestKeys.pages(), refetchType: 'none' }),
  });
}
