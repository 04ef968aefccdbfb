/**
 * The return and exchange requests' calls (decision 0022): one key factory for both parties'
 * lists and details, the list's pages as an infinite query (common/pagedQuery.ts), every row of
 * a search for the Excel export, a request's detail, and the supplier's decision as a mutation
 * that writes its answer into the cache (the list's row and the detail follow; nothing patches a
 * grid row by hand).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortState } from '@mro/ui';
import type { ReturnAction } from '@mro/rules';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { allRowsQuery, pagedQuery, patchPages, readAllPages, type Page } from '../common/pagedQuery';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReturnableLine } from '@mro/contract';
import {
  RETURN_EXPORT_PAGE_SIZE,
  RETURN_PAGE_SIZE,
  decidedAnswer,
  searchParams,
  type ReturnAnswerRow,
  type ReturnConditions,
  type ReturnDetail,
  type ReturnSide,
} from './model';

export const returnKeys = {
  all: ['returns'] as const,
  side: (side: ReturnSide) => [...returnKeys.all, side] as const,
  pages: (side: ReturnSide) => [...returnKeys.side(side), 'pages'] as const,
  search: (side: ReturnSide, conditions: ReturnConditions, sort: SortState) =>
    [...returnKeys.pages(side), searchParams(conditions, sort)] as const,
  detail: (side: ReturnSide, rtnNo: string) => [...returnKeys.side(side), 'detail', rtnNo] as const,
  export: (side: ReturnSide, conditions: ReturnConditions, sort: SortState) =>
    [...returnKeys.side(side), 'export', searchParams(conditions, sort)] as const,
};

/** The pages of one search of a party's list. */
export const returnPagesQuery = (api: PortalApi, side: ReturnSide, conditions: ReturnConditions, sort: SortState) => {
  const search = side === 'supplier' ? api.returnRequests.supplierSearch : api.returnRequests.buyerSearch;
  return pagedQuery<ReturnAnswerRow>({
    queryKey: returnKeys.search(side, conditions, sort),
    fetchPage: (page) => search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: RETURN_PAGE_SIZE,
  });
};

/**
 * Every row of a search for the Excel export (decision 0042): the party's paged search read page
 * by page (500 rows a call, the contract's largest page), asked afresh each time.
 */
export const returnExportQuery = (api: PortalApi, side: ReturnSide, conditions: ReturnConditions, sort: SortState) =>
  allRowsQuery({
    queryKey: returnKeys.export(side, conditions, sort),
    fetchAll: (): Promise<ReturnAnswerRow[]> => {
      const search = side === 'supplier' ? api.returnRequests.supplierSearch : api.returnRequests.buyerSearch;
      return readAllPages(
        (page) => search({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
        RETURN_EXPORT_PAGE_SIZE,
      );
    },
  });

/** One request with its lines, files and history; always asked afresh when the modal opens. */
export const returnDetailQuery = (api: PortalApi, side: ReturnSide, rtnNo: string) =>
  queryOptions({
    queryKey: returnKeys.detail(side, rtnNo),
    staleTime: 0,
    gcTime: 0,
    queryFn: async (): Promise<ReturnDetail> => {
      const detail = side === 'supplier' ? api.returnRequests.supplierDetail : api.returnRequests.buyerDetail;
      return unwrap(await detail({ params: { rtnNo } }, { cancelable: true }));
    },
  });

export interface Decision {
  action: ReturnAction;
  reason: string;
  /** The version the supplier read (MRORT0006 when someone changed the request since). */
  version?: number;
  /** An exchange's completion: the replacement delivery's planned day and transport. */
  completion?: Completion;
}

export interface Completion {
  dlvDt: string;
  transKind: string;
  carrierCd: string;
  trackingNo: string;
  vehicleNo: string;
  driverNm: string;
  driverTel: string;
}

/**
 * The supplier's decision. Taken: its answer is written into every cached page that holds the
 * request. Decided or refused (someone decided first: MRORT0001/0002, shown by the presenter),
 * the detail is asked again so the modal shows the request as it is now.
 */
export function useReturnDecision(side: ReturnSide, rtnNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason, version, completion }: Decision) =>
      unwrap(
        await api.returnRequests.decide({
          params: { rtnNo },
          body: {
            action,
            ...(action === 'reject' ? { reason } : {}),
            ...(version !== undefined ? { version } : {}),
            ...(completion ?? {}),
          },
        }),
      ),
    onSuccess: (answer, { action, reason }) => {
      const now = new Date();
      queryClient.setQueriesData<InfiniteData<Page<ReturnAnswerRow>, number>>(
        { queryKey: returnKeys.pages(side) },
        (data) =>
          patchPages(
            data,
            (row) => row.rtnNo === answer.rtnNo,
            (row) => decidedAnswer(row, answer, action, reason, now),
          ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.detail(side, rtnNo) }),
  });
}

/** The buyer's received lines a request may be made of (the new request's dialog). */
export const returnableLinesQuery = (api: PortalApi, search: { searchText: string; ordNo: string; lineNo: string }) =>
  queryOptions({
    queryKey: [...returnKeys.side('buyer'), 'lines', search] as const,
    staleTime: 0,
    queryFn: async (): Promise<ReturnableLine[]> =>
      unwrap(await api.returnRequests.receivedLines({ query: search }, { cancelable: true })),
  });

export interface NewReturn {
  ordNo: string;
  lineNo: number;
  kind: string;
  qty: string;
  rsnCd: string;
  rsnCn: string;
  athFileId: string;
}

/** A buyer's new request; made, the buyer's lists and the received lines are read again. */
export function useCreateReturn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewReturn) => unwrap(await api.returnRequests.create({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.side('buyer') }),
  });
}

/**
 * The buyer's withdrawal of a request, naming the version it read. Withdrawn or refused (the
 * supplier decided first: MRORT0003, or changed it: MRORT0006, shown by the presenter), the
 * detail and the list are read again so they show the request as it is now.
 */
export function useWithdrawReturn(rtnNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) =>
      unwrap(await api.returnRequests.withdraw({ params: { rtnNo }, body: { version } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.side('buyer') }),
  });
}
