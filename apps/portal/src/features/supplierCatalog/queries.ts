/**
 * The supplier catalogue's calls (decision 0068): one key factory, a search's pages as an infinite
 * query, the categories of the grid's dropdown, the save as a mutation (all or none; a 400's
 * refusals and a 409's stale version are the screen's to show, so those statuses skip the
 * presenter), the catalogue's Excel template, the bulk upload (multipart, on the bulk base path)
 * and the whole catalogue's export by mail or as a file.
 */
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOG_DOWNLOAD_CODE, CATALOG_TEMPLATE_CODE } from '@mro/rules';
import type { GridChanges, SortState } from '@mro/ui';
import type { SupplierItemRow } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { pagedQuery } from '../common/pagedQuery';
import { CATALOG_PAGE_SIZE, saveBody, searchParams, type CatalogConditions, type CatalogRow } from './model';

export const supplierCatalogKeys = {
  all: ['supplier-catalog'] as const,
  pages: () => [...supplierCatalogKeys.all, 'pages'] as const,
  search: (conditions: CatalogConditions, sort: SortState) =>
    [...supplierCatalogKeys.pages(), searchParams(conditions, sort)] as const,
  categories: (locale: string) => [...supplierCatalogKeys.all, 'categories', locale] as const,
};

export const supplierCatalogPagesQuery = (api: PortalApi, conditions: CatalogConditions, sort: SortState) =>
  pagedQuery<SupplierItemRow>({
    queryKey: supplierCatalogKeys.search(conditions, sort),
    fetchPage: (page) =>
      api.supplierCatalog.items({ query: { ...searchParams(conditions, sort), page } }, { cancelable: true }),
    pageSize: CATALOG_PAGE_SIZE,
  });

/** The categories an item may be filed under, in the screen's language. */
export const categoriesQuery = (api: PortalApi, locale: string) =>
  queryOptions({
    queryKey: supplierCatalogKeys.categories(locale),
    staleTime: 10 * 60_000,
    queryFn: async () => unwrap(await api.supplierCatalog.categories({})).categories,
  });

/** The categories as a choice's items (`cd`, `cdNm`) in the reader's language; none until they came. */
export function useCategoryItems() {
  const { i18n } = useTranslation();
  const categories = useQuery(categoriesQuery(useApi(), i18n.language)).data;
  return useMemo(() => (categories ?? []).map((c) => ({ cd: c.value, cdNm: c.label })), [categories]);
}

/** The save of the grid's changes in one call. */
export function useCatalogSave() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: GridChanges<CatalogRow>) =>
      unwrap(await api.supplierCatalog.save({ body: saveBody(changes) }, { excludeStatus: [400, 409] })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierCatalogKeys.pages(), refetchType: 'none' }),
  });
}

/** The catalogue's Excel template, downloaded with the session. */
export const catalogTemplate = (api: PortalApi) => api.excel.template({ params: { code: CATALOG_TEMPLATE_CODE } });

/** A bulk upload of a filled template; the refused rows come back in the answer. */
export function useCatalogUpload() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('fwdReqCd', CATALOG_TEMPLATE_CODE);
      form.append('filenames', file.name);
      form.append('file', file, file.name);
      return unwrap(await api.excel.bulkUpload({ body: form }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierCatalogKeys.pages(), refetchType: 'none' }),
  });
}

/** The whole catalogue by mail (PICMCM0065 with the request id, or PICMCM0066). */
export function useCatalogMail() {
  const api = useApi();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.excel.bulkDownloadMail({ body: { fwdReqCd: CATALOG_DOWNLOAD_CODE, fileNm: '', params: {} } })),
  });
}

/** The whole catalogue as a file (decision 0061: a signed-in download). */
export const catalogFile = (api: PortalApi, fileNm: string) =>
  api.excel.bulkDownloadFile({ body: { fwdReqCd: CATALOG_DOWNLOAD_CODE, fileNm, params: {} } });
