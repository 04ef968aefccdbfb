/**
 * The catalogue's and the cart's calls (issue 43): one key factory; the search as an infinite
 * query of 100-row pages (its first page carries the facets); an item's detail; the cart (one
 * query, every change answers the whole cart, written into the cache); the order request.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import { CATALOG_PAGE_SIZE, emptyConditions, searchParams, type CatalogConditions } from './model';
import type { CatalogRow } from '@mro/contract';

export const catalogKeys = {
  all: ['catalog'] as const,
  pages: () => [...catalogKeys.all, 'pages'] as const,
  search: (c: CatalogConditions) => [...catalogKeys.pages(), searchParams(c)] as const,
  detail: (itemCd: string) => [...catalogKeys.all, 'detail', itemCd] as const,
  cart: () => [...catalogKeys.all, 'cart'] as const,
};

export const catalogPagesQuery = (api: PortalApi, conditions: CatalogConditions) =>
  pagedQuery<CatalogRow>({
    queryKey: catalogKeys.search(conditions),
    fetchPage: (page) => api.catalog.search({ query: { ...searchParams(conditions), ...page } }, { cancelable: true }),
    pageSize: CATALOG_PAGE_SIZE,
  });

export const itemDetailQuery = (api: PortalApi, itemCd: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(itemCd),
    staleTime: 0,
    queryFn: async () => unwrap(await api.catalog.detail({ params: { itemCd } }, { cancelable: true })),
  });

/** The first items of a category (an item detail's similar and alternative items). */
export const categoryItemsQuery = (api: PortalApi, category: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'category', category] as const,
    staleTime: 60_000,
    queryFn: async () =>
      unwrap(
        await api.catalog.search(
          { query: { ...searchParams(emptyConditions(category)), pageNo: 1, pageSize: 24 } },
          { cancelable: true, loading: false },
        ),
      ).pages,
  });

export const cartQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: catalogKeys.cart(),
    staleTime: 0,
    queryFn: async () => unwrap(await api.catalog.cart({})),
  });

/** A change of the cart: its answer (the whole cart) replaces the cached one; details follow. */
function useCartChange<Input>(call: (api: PortalApi, input: Input) => Promise<Cart>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (cart) => {
      queryClient.setQueryData(catalogKeys.cart(), cart);
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.all, 'detail'] });
    },
  });
}

export const useAddToCart = () =>
  useCartChange(async (api, { itemCd, qty }: { itemCd: string; qty: string }) =>
    unwrap(await api.catalog.addToCart({ body: { itemCd, qty } })),
  );
export const useSetQuantity = () =>
  useCartChange(async (api, { itemCd, qty }: { itemCd: string; qty: string }) =>
    unwrap(await api.catalog.setQuantity({ params: { itemCd }, body: { qty } })),
  );
export const useRemoveLine = () =>
  useCartChange(async (api, itemCd: string) => unwrap(await api.catalog.removeLine({ params: { itemCd } })));
export const useMoveLine = () =>
  useCartChange(async (api, { itemCd, list }: { itemCd: string; list: 'CART' | 'SAVED' }) =>
    unwrap(await api.catalog.moveLine({ params: { itemCd }, body: { list } })),
  );

export function useImportLines() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: { itemCd: string; qty: string }[]) =>
      unwrap(await api.catalog.importLines({ body: { rows } })),
    onSuccess: (answer) => queryClient.setQueryData(catalogKeys.cart(), answer.cart),
  });
}

export interface OrderRequest {
  idemKey: string;
  bpCd: string;
  reqDlvDt: string;
  costCenter: string;
  noteCn: string;
  payTermCd: string;
  athFileId: string;
  acceptChanges: boolean;
}

/** The order request: the cart is asked again after it (its ordered lines are gone). */
export function useOrderRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ acceptChanges, ...body }: OrderRequest) =>
      unwrap(await api.orders.create({ body: { ...body, submit: 'Y', acceptChanges: acceptChanges ? 'Y' : 'N' } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.cart() }),
  });
}

/** The company's delivery places (`/customer/business-place/codes/session`). */
export const businessPlacesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'businessPlaces'] as const,
    staleTime: 5 * 60_000,
    queryFn: async () => unwrap(await api.codes.sessionBusinessPlaces({}, { loading: false })).bpCodes,
  });

/** Holidays and weekends of a range, for the delivery date's picker. */
export const holidaysQuery = (api: PortalApi, fromYmd: string, toYmd: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'holidays', fromYmd, toYmd] as const,
    staleTime: 60 * 60_000,
    queryFn: async () => unwrap(await api.system.holidays({ query: { fromYmd, toYmd } }, { loading: false })),
  });
