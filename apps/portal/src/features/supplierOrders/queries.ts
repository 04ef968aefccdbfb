/**
 * The supplier's orders' calls (issue 44 item 1, decision 0069): the list's pages as an infinite
 * query, an order's detail (asked afresh on every open and after a refusal), the count of orders
 * to confirm for the home, and the decisions as a mutation that writes the answered order into
 * the detail's cache and asks the list and the home's count again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineDecision } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import { SUPPLIER_ORDER_PAGE_SIZE, searchParams, type SupplierOrderConditions } from './model';

export const supplierOrderKeys = {
  all: ['supplierOrders'] as const,
  pages: () => [...supplierOrderKeys.all, 'pages'] as const,
  search: (c: SupplierOrderConditions) => [...supplierOrderKeys.pages(), searchParams(c)] as const,
  detail: (ordNo: string) => [...supplierOrderKeys.all, 'detail', ordNo] as const,
  summary: () => [...supplierOrderKeys.all, 'summary'] as const,
};

export const supplierOrderPagesQuery = (api: PortalApi, conditions: SupplierOrderConditions) =>
  pagedQuery({
    queryKey: supplierOrderKeys.search(conditions),
    fetchPage: (page) =>
      api.supplierOrders.search({ query: { ...searchParams(conditions), page } }, { cancelable: true }),
    pageSize: SUPPLIER_ORDER_PAGE_SIZE,
  });

export const supplierOrderDetailQuery = (api: PortalApi, ordNo: string) =>
  queryOptions({
    queryKey: supplierOrderKeys.detail(ordNo),
    staleTime: 0,
    queryFn: async () => unwrap(await api.supplierOrders.detail({ params: { ordNo } }, { cancelable: true })),
  });

/** The count of orders with a line to confirm (the supplier home's card); silent. */
export const supplierOrderSummaryQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: supplierOrderKeys.summary(),
    queryFn: async () => unwrap(await api.supplierOrders.summary({}, { loading: false, silent: true })),
  });

/**
 * The decisions on an order's lines. Taken: the answer (the order as it is now) becomes the
 * detail's cache. Refused or not, the list and the home's count are asked again; after a
 * refusal the caller reads the detail again (its drafts stay where they are).
 */
export function useLineDecisions(ordNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { version: number; lines: LineDecision[] }) =>
      unwrap(await api.supplierOrders.decide({ params: { ordNo }, body })),
    onSuccess: (answer) => queryClient.setQueryData(supplierOrderKeys.detail(ordNo), answer),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: supplierOrderKeys.pages() });
      await queryClient.invalidateQueries({ queryKey: supplierOrderKeys.summary() });
    },
  });
}
