/**
 * The deliveries' calls (issue 44 item 4, decision 0070): the supplier's list as an infinite
 * query of pages, the deliverable lines, a delivery's detail, scheduling, shipping and
 * cancelling (each refreshes the list, the detail and the deliverable lines), the home's counts,
 * and the buyer's deliveries of one order.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortState } from '@mro/ui';
import type { DeliveryRow } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import { DELIVERY_PAGE_SIZE, scheduleBody, searchParams, type DeliveryConditions, type ScheduleValues } from './model';

export const deliveryKeys = {
  all: ['deliveries'] as const,
  pages: () => [...deliveryKeys.all, 'pages'] as const,
  search: (c: DeliveryConditions, sort: SortState) => [...deliveryKeys.pages(), searchParams(c, sort)] as const,
  deliverable: () => [...deliveryKeys.all, 'deliverable'] as const,
  detail: (dlvNo: string) => [...deliveryKeys.all, 'detail', dlvNo] as const,
  summary: () => [...deliveryKeys.all, 'summary'] as const,
  ofOrder: (ordNo: string) => [...deliveryKeys.all, 'order', ordNo] as const,
  arriving: () => [...deliveryKeys.all, 'arriving'] as const,
};

export const deliveryPagesQuery = (api: PortalApi, conditions: DeliveryConditions, sort: SortState) =>
  pagedQuery<DeliveryRow>({
    queryKey: deliveryKeys.search(conditions, sort),
    fetchPage: (page) =>
      api.deliveries.search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: DELIVERY_PAGE_SIZE,
  });

/** The confirmed lines with something left (the schedule form's choices); asked afresh each time. */
export const deliverableQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: deliveryKeys.deliverable(),
    staleTime: 0,
    queryFn: async () => unwrap(await api.deliveries.deliverable({ query: { ordNo: '' } }, { cancelable: true })),
  });

export const deliveryDetailQuery = (api: PortalApi, dlvNo: string) =>
  queryOptions({
    queryKey: deliveryKeys.detail(dlvNo),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => unwrap(await api.deliveries.detail({ params: { dlvNo } }, { cancelable: true })),
  });

/** The supplier home's counts; silent: the card shows without them. */
export const deliverySummaryQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: deliveryKeys.summary(),
    queryFn: async () => unwrap(await api.deliveries.summary({}, { loading: false, silent: true })),
  });

/** The buyer home's count of shipped deliveries arriving; silent. */
export const arrivingQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: deliveryKeys.arriving(),
    queryFn: async () => unwrap(await api.deliveries.arriving({}, { loading: false, silent: true })),
  });

/** The buyer's deliveries of one order (its detail's section). */
export const orderDeliveriesQuery = (api: PortalApi, ordNo: string) =>
  queryOptions({
    queryKey: deliveryKeys.ofOrder(ordNo),
    staleTime: 0,
    queryFn: async () => unwrap(await api.deliveries.ofOrder({ params: { ordNo } }, { cancelable: true })),
  });

/** Scheduling a delivery; the list, the deliverable lines and the counts are asked again after it. */
export function useScheduleDelivery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ScheduleValues) => unwrap(await api.deliveries.schedule({ body: scheduleBody(values) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

/** Shipping or cancelling one delivery with the version seen; refused or not, everything is read again. */
export function useMoveDelivery(dlvNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, version }: { action: 'ship' | 'cancel'; version: number }) =>
      unwrap(await api.deliveries[action]({ params: { dlvNo }, body: { version } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
