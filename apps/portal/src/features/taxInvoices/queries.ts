/**
 * The tax invoices' calls (issue 45 item 1, decision 0074): each party's list as an infinite query
 * of pages, every row of a search for the Excel export, an invoice's detail, the supplier's
 * accepted receipts to invoice, issuing and the modified invoice, the buyer's confirm and dispute
 * (each refreshes every tax invoice key).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortState } from '@mro/ui';
import type { TaxInvoiceRow } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { allRowsQuery, pagedQuery, readAllPages } from '../common/pagedQuery';
import {
  TAX_EXPORT_PAGE_SIZE,
  TAX_PAGE_SIZE,
  issueBody,
  searchParams,
  type InvoiceGroup,
  type IssueValues,
  type TaxConditions,
  type TaxSide,
} from './model';

export const taxKeys = {
  all: ['taxInvoices'] as const,
  pages: (side: TaxSide) => [...taxKeys.all, side, 'pages'] as const,
  search: (side: TaxSide, c: TaxConditions, sort: SortState) =>
    [...taxKeys.pages(side), searchParams(c, sort)] as const,
  export: (side: TaxSide, c: TaxConditions, sort: SortState) =>
    [...taxKeys.all, side, 'export', searchParams(c, sort)] as const,
  detail: (side: TaxSide, invNo: string) => [...taxKeys.all, side, 'detail', invNo] as const,
  invoiceable: (fromDt: string, toDt: string, origInvNo: string) =>
    [...taxKeys.all, 'invoiceable', fromDt, toDt, origInvNo] as const,
};

const searchCall = (api: PortalApi, side: TaxSide) =>
  side === 'supplier' ? api.taxInvoices.search : api.taxInvoices.buyerSearch;

export const taxPagesQuery = (api: PortalApi, side: TaxSide, conditions: TaxConditions, sort: SortState) =>
  pagedQuery<TaxInvoiceRow>({
    queryKey: taxKeys.search(side, conditions, sort),
    fetchPage: (page) =>
      searchCall(api, side)({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: TAX_PAGE_SIZE,
  });

export const taxExportQuery = (api: PortalApi, side: TaxSide, conditions: TaxConditions, sort: SortState) =>
  allRowsQuery({
    queryKey: taxKeys.export(side, conditions, sort),
    fetchAll: () =>
      readAllPages(
        (page) => searchCall(api, side)({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
        TAX_EXPORT_PAGE_SIZE,
      ),
  });

export const taxDetailQuery = (api: PortalApi, side: TaxSide, invNo: string) =>
  queryOptions({
    queryKey: taxKeys.detail(side, invNo),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      unwrap(
        await (side === 'supplier' ? api.taxInvoices.detail : api.taxInvoices.buyerDetail)(
          { params: { invNo } },
          { cancelable: true },
        ),
      ),
  });

/** The accepted receipts of a period not yet invoiced (and a disputed invoice's own); asked afresh. */
export const invoiceableQuery = (api: PortalApi, fromDt: string, toDt: string, origInvNo = '') =>
  queryOptions({
    queryKey: taxKeys.invoiceable(fromDt, toDt, origInvNo),
    staleTime: 0,
    queryFn: async () =>
      unwrap(await api.taxInvoices.invoiceable({ query: { fromDt, toDt, origInvNo } }, { cancelable: true })),
  });

/** Issuing an invoice, or the modified invoice of the disputed `orig` (with the version read). */
export function useIssueInvoice(orig?: { invNo: string; version: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, group }: { values: IssueValues; group: InvoiceGroup | undefined }) =>
      unwrap(
        orig
          ? await api.taxInvoices.modify({
              params: { invNo: orig.invNo },
              body: { ...issueBody(values, group), version: orig.version },
            })
          : await api.taxInvoices.issue({ body: issueBody(values, group) }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
}

/** The buyer's confirm or dispute with the version seen; refused or not, everything is read again. */
export function useDecideInvoice(invNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      version,
      reason,
    }: {
      action: 'confirm' | 'dispute';
      version: number;
      reason?: string;
    }) =>
      unwrap(
        action === 'confirm'
          ? await api.taxInvoices.confirm({ params: { invNo }, body: { version } })
          : await api.taxInvoices.dispute({ params: { invNo }, body: { version, reason: reason ?? '' } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
}
