/**
 * The order list's calls (issue 43 item 6): the buyer company's orders as an infinite query of
 * pages, every row of a search for the Excel export (decision 0042's way), an order's detail.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SortState } from '@mro/ui';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { allRowsQuery, pagedQuery, readAllPages } from '../common/pagedQuery';
import {
  ORDER_EXPORT_PAGE_SIZE,
  ORDER_PAGE_SIZE,
  searchParams,
  type OrderAnswerRow,
  type OrderConditions,
} from './model';

export const orderKeys = {
  all: ['orders'] as const,
  pages: () => [...orderKeys.all, 'pages'] as const,
  search: (c: OrderConditions, sort: SortState) => [...orderKeys.pages(), searchParams(c, sort)] as const,
  export: (c: OrderConditions, sort: SortState) => [...orderKeys.all, 'export', searchParams(c, sort)] as const,
  detail: (ordNo: string) => [...orderKeys.all, 'detail', ordNo] as const,
};

export const orderPagesQuery = (api: PortalApi, conditions: OrderConditions, sort: SortState) =>
  pagedQuery<OrderAnswerRow>({
    queryKey: orderKeys.search(conditions, sort),
    fetchPage: (page) =>
      api.orders.search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: ORDER_PAGE_SIZE,
  });

export const orderExportQuery = (api: PortalApi, conditions: OrderConditions, sort: SortState) =>
  allRowsQuery({
    queryKey: orderKeys.export(conditions, sort),
    fetchAll: () =>
      readAllPages(
        (page) => api.orders.search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
        ORDER_EXPORT_PAGE_SIZE,
      ),
  });

export const orderDetailQuery = (api: PortalApi, ordNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(ordNo),
    staleTime: 0,
    queryFn: async () => unwrap(await api.orders.detail({ params: { ordNo } }, { cancelable: true })),
  });
