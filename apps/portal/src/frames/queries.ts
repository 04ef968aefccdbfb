/**
 * The frames' server state as TanStack Query options: the user's menus (per system and language),
 * a menu's page-button events, and the catalogue's top item categories (the link box; the
 * supplier registration's item groups use the same query). One key factory: every key starts
 * with `frameKeys.all`. Background calls: no loading indicator.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput, Contract } from '@mro/contract';
import type { PortalApi } from '../http/api';
import { unwrap } from '../http/result';
import type { SystemCode } from '../shared/systems';
import { useApi } from '../services/ServicesProvider';

export type { ItemCategory } from '@mro/contract';

export const frameKeys = {
  all: ['frame'] as const,
  menus: (system: SystemCode, locale: string) => [...frameKeys.all, 'menus', system, locale] as const,
  events: (system: SystemCode, menuId: string | null) => [...frameKeys.all, 'events', system, menuId] as const,
  itemCategories: () => [...frameKeys.all, 'item-categories'] as const,
};

export const menusQuery = (api: PortalApi, system: SystemCode, locale: string) =>
  queryOptions({
    queryKey: frameKeys.menus(system, locale),
    queryFn: async () => unwrap(await api.menus.list({}, { loading: false })).menus,
    staleTime: Infinity,
  });

export const menuEventsQuery = (api: PortalApi, system: SystemCode, menuId: string | null) =>
  queryOptions({
    queryKey: frameKeys.events(system, menuId),
    queryFn: async () => unwrap(await api.menus.events({ params: { menuId: menuId! } }, { loading: false })).menuEvents,
    staleTime: Infinity,
  });

export const itemCategoriesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: frameKeys.itemCategories(),
    queryFn: async () => unwrap(await api.system.itemCategories({}, { loading: false })).categories,
    staleTime: Infinity,
  });

/** The top item categories, asked once per page load. */
export function useItemCategories() {
  return useQuery(itemCategoriesQuery(useApi()));
}

/** The logout (silent: the session ends here whatever the server answers). */
export function useLogout() {
  const api = useApi();
  return useMutation({ mutationFn: async () => unwrap(await api.auth.logout({}, { silent: true })) });
}

type ReportBody = NonNullable<CallInput<Contract['search']['corruptionReport']>['body']>;

/** The footer's corruption report. */
export function useCorruptionReport() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: ReportBody) => unwrap(await api.search.corruptionReport({ body })),
  });
}
