/**
 * The quote requests' and e-contracts' calls (issue 44 items 2-3, decision 0066) for both parties:
 * the lists, one request (a buyer's comparison of every answer, a supplier's own part), one
 * contract, and the actions (create, answer, decline, award, close, confirm). Every action asks
 * the lists, the request or contract and the supplier home's counts again once it settled (a
 * refusal because someone acted first shows the state as it is now).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

export type Party = 'BY' | 'SP';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (party: Party) => [...quoteKeys.all, party, 'list'] as const,
  detail: (party: Party, qtNo: string) => [...quoteKeys.all, party, 'detail', qtNo] as const,
  suppliers: () => [...quoteKeys.all, 'suppliers'] as const,
  summary: () => [...quoteKeys.all, 'summary'] as const,
  contracts: (party: Party) => [...quoteKeys.all, party, 'contracts'] as const,
  contract: (party: Party, ctrtNo: string) => [...quoteKeys.all, party, 'contract', ctrtNo] as const,
};

const PAGE = { pageNo: 1, pageSize: 100 };

export const quoteListQuery = (api: PortalApi, party: Party) =>
  queryOptions({
    queryKey: quoteKeys.list(party),
    queryFn: async () =>
      unwrap(await (party === 'BY' ? api.quotes.buyerSearch : api.quotes.supplierSearch)({ query: { ...PAGE } })),
  });

export const quoteDetailQuery = (api: PortalApi, party: Party, qtNo: string) =>
  queryOptions({
    queryKey: quoteKeys.detail(party, qtNo),
    staleTime: 0,
    queryFn: async () =>
      unwrap(await (party === 'BY' ? api.quotes.buyerDetail : api.quotes.supplierDetail)({ params: { qtNo } })),
  });

export const supplierChoicesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: quoteKeys.suppliers(),
    queryFn: async () => unwrap(await api.quotes.suppliers({})),
  });

/** The supplier home's counts; silent: the card shows without them. */
export const quoteSummaryQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: quoteKeys.summary(),
    queryFn: async () => unwrap(await api.quotes.supplierSummary({}, { loading: false, silent: true })),
  });

export const contractListQuery = (api: PortalApi, party: Party) =>
  queryOptions({
    queryKey: quoteKeys.contracts(party),
    queryFn: async () =>
      unwrap(await (party === 'BY' ? api.contracts.buyerSearch : api.contracts.supplierSearch)({ query: { ...PAGE } })),
  });

export const contractDetailQuery = (api: PortalApi, party: Party, ctrtNo: string) =>
  queryOptions({
    queryKey: quoteKeys.contract(party, ctrtNo),
    staleTime: 0,
    queryFn: async () =>
      unwrap(await (party === 'BY' ? api.contracts.buyerDetail : api.contracts.supplierDetail)({ params: { ctrtNo } })),
  });

/** The buyer companies a supply agreement can be made for (role A: any company). */
export const buyerCompaniesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...quoteKeys.all, 'buyers'] as const,
    queryFn: async () =>
      unwrap(await api.search.companies({ query: { custRolCd: 'B', cpNm: '', cpCd: '', pageNo: 1, pageSize: 100 } })),
  });

/** The company's open new-item requests of the last eleven months (a request can start from one). */
export const openItemRequestsQuery = (api: PortalApi, fromDt: string, toDt: string) =>
  queryOptions({
    queryKey: [...quoteKeys.all, 'itemRequests', fromDt, toDt] as const,
    queryFn: async () =>
      unwrap(
        await api.itemRequests.search({
          query: { fromDt, toDt, statCds: ['REQ', 'REVIEW'], pageNo: 1, pageSize: 100 },
        }),
      ),
  });

/** A contract's terms as typed (the staff's supply agreement, a contract's new version). */
export interface ContractTerms {
  ctrtNm: string;
  startDt: string;
  endDt: string;
  amount: string;
  crncyCd: string;
  lgstRate: string;
  lgstAmount: string;
  ctrtUrl: string;
}

export interface SupplyAgreement extends ContractTerms {
  cpCd: string;
  spCd: string;
}

export interface NewQuoteLine {
  itemNm: string;
  specCn: string;
  unitCd: string;
  qty: string;
  reqDt: string;
}

export interface NewQuote {
  title: string;
  /** The new-item request of the company the request started from, or ''. */
  itemReqNo: string;
  noteCn: string;
  athFileId: string;
  spCds: string[];
  lines: NewQuoteLine[];
}

export interface QuoteAnswerBody {
  crncyCd: string;
  leadDays: string;
  validDt: string;
  noteCn: string;
  athFileId: string;
  prices: string[];
  version: number;
}

/** Every action settles into fresh lists, details and counts. */
function useSettled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quoteKeys.all });
}

export function useQuoteActions() {
  const api = useApi();
  const onSettled = useSettled();
  return {
    create: useMutation({
      mutationFn: async (body: NewQuote) => unwrap(await api.quotes.create({ body })),
      onSettled,
    }),
    answer: useMutation({
      mutationFn: async ({ qtNo, body }: { qtNo: string; body: QuoteAnswerBody }) =>
        unwrap(await api.quotes.answer({ params: { qtNo }, body })),
      onSettled,
    }),
    decline: useMutation({
      mutationFn: async ({ qtNo, reason, version }: { qtNo: string; reason: string; version: number }) =>
        unwrap(await api.quotes.decline({ params: { qtNo }, body: { reason, version } })),
      onSettled,
    }),
    award: useMutation({
      mutationFn: async ({ qtNo, spCd, version }: { qtNo: string; spCd: string; version: number }) =>
        unwrap(await api.quotes.award({ params: { qtNo }, body: { spCd, version } })),
      onSettled,
    }),
    close: useMutation({
      mutationFn: async ({ qtNo, version }: { qtNo: string; version: number }) =>
        unwrap(await api.quotes.close({ params: { qtNo }, body: { version } })),
      onSettled,
    }),
    createSupply: useMutation({
      mutationFn: async (body: SupplyAgreement) => unwrap(await api.contracts.createSupply({ body })),
      onSettled,
    }),
    revise: useMutation({
      mutationFn: async ({ ctrtNo, terms, version }: { ctrtNo: string; terms: ContractTerms; version: number }) =>
        unwrap(await api.contracts.revise({ params: { ctrtNo }, body: { ...terms, version } })),
      onSettled,
    }),
    confirm: useMutation({
      mutationFn: async ({ party, ctrtNo, version }: { party: Party; ctrtNo: string; version: number }) =>
        unwrap(
          await (party === 'BY' ? api.contracts.buyerConfirm : api.contracts.supplierConfirm)({
            params: { ctrtNo },
            body: { version },
          }),
        ),
      onSettled,
    }),
  };
}
