/**
 * The developer system's documents (decision 0036) as TanStack Query options: the component
 * catalogue's index and the API's OpenAPI document. Either may be missing (a server without a
 * built catalogue): a failure reads as null, silently, never as a message.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
import { useApi } from '../../services/ServicesProvider';

export const developerKeys = {
  all: ['developer'] as const,
  catalogue: () => [...developerKeys.all, 'catalogue'] as const,
  openApi: () => [...developerKeys.all, 'openapi'] as const,
};

const QUIET = { silent: true, loading: false } as const;

export const catalogueIndexQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: developerKeys.catalogue(),
    queryFn: async () => {
      const result = await api.developer.catalogueIndex({}, QUIET);
      return result.ok ? result.data : null;
    },
    staleTime: 60_000,
  });

export const openApiQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: developerKeys.openApi(),
    queryFn: async () => {
      const result = await api.server.openApi({}, QUIET);
      return result.ok ? result.data : null;
    },
    staleTime: 60_000,
  });

export const useCatalogueIndex = () => useQuery(catalogueIndexQuery(useApi()));
export const useOpenApiDocument = () => useQuery(openApiQuery(useApi()));
