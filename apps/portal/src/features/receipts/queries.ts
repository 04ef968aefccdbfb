/**
 * The goods receipt screen's calls (issue 43, decision 0059): the receivable and received lines
 * as an infinite query of pages, one line read again (after a refusal because someone else
 * received it first), the receipt of a line, and the count of lines waiting for the home.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortState } from '@mro/ui';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import { RECEIPT_PAGE_SIZE, searchParams, type ReceiptConditions } from './model';
import type { ReceiptLineRow } from '@mro/contract';

export const receiptKeys = {
  all: ['receipts'] as const,
  pages: () => [...receiptKeys.all, 'pages'] as const,
  search: (c: ReceiptConditions, sort: SortState) => [...receiptKeys.pages(), searchParams(c, sort)] as const,
  line: (ordNo: string, lineNo: number) => [...receiptKeys.all, 'line', ordNo, lineNo] as const,
  summary: () => [...receiptKeys.all, 'summary'] as const,
};

export const receiptPagesQuery = (api: PortalApi, conditions: ReceiptConditions, sort: SortState) =>
  pagedQuery<ReceiptLineRow>({
    queryKey: receiptKeys.search(conditions, sort),
    fetchPage: (page) =>
      api.receipts.lines({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: RECEIPT_PAGE_SIZE,
  });

/** One line as it is now (the order's day bounds the search). */
export const receiptLineQuery = (api: PortalApi, line: { ordNo: string; lineNo: number; regDt: string }) =>
  queryOptions({
    queryKey: receiptKeys.line(line.ordNo, line.lineNo),
    staleTime: 0,
    queryFn: async () => {
      const page = unwrap(
        await api.receipts.lines({
          query: { fromDt: line.regDt, toDt: line.regDt, ordNos: [line.ordNo], pageNo: 1, pageSize: 500 },
        }),
      );
      return page.pages.find((l) => l.lineNo === line.lineNo) ?? null;
    },
  });

/** The count of lines waiting (the buyer home's card); silent: the card shows without it. */
export const receiptSummaryQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: receiptKeys.summary(),
    queryFn: async () => unwrap(await api.receipts.summary({}, { loading: false, silent: true })),
  });

export interface ReceiptRequest {
  ordNo: string;
  lineNo: number;
  version: number;
  rcvQty: string;
  rejQty: string;
  rejReason: string;
  rcvDt: string;
  /** The shipped delivery received from ('' for a line without deliveries). */
  dlvNo: string;
}

/** A receipt of one line; the home's count is asked again after it. */
export function useReceive() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiptRequest) => unwrap(await api.receipts.receive({ body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptKeys.summary() }),
  });
}
