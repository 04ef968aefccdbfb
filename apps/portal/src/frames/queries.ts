/**
 * The frames' server state as TanStack Query options: the user's menus (per system and language),
 * a menu's page-button events, and the catalogue's top item categories (the link box; the
 * supplier registration's item groups use the same query). One key factory: every key starts
 * with `frameKeys.all`. Background calls: no loading indicator.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput, Contract } from '@mro/contract';
import { useMro } from '@mro/ui';
import type { PortalApi } from '../http/api';
import { unwrap } from '../http/result';
import type { SystemCode } from '../shared/systems';
import { useApi } from '../services/ServicesProvider';

export type { ItemCategory, Mall } from '@mro/contract';

export const frameKeys = {
  all: ['frame'] as const,
  menus: (system: SystemCode, locale: string) => [...frameKeys.all, 'menus', system, locale] as const,
  events: (system: SystemCode, menuId: string | null) => [...frameKeys.all, 'events', system, menuId] as const,
  itemCategories: () => [...frameKeys.all, 'item-categories'] as const,
  malls: (locale: string) => [...frameKeys.all, 'malls', locale] as const,
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

/** The user's mall list (decision 0037), for the guard's mall check and the mall screens. */
export const mallsQuery = (api: PortalApi, locale: string) =>
  queryOptions({
    queryKey: frameKeys.malls(locale),
    queryFn: async () => unwrap(await api.malls.list({}, { loading: false })).malls,
    staleTime: Infinity,
  });

/**
 * The mall list, loaded once a session and language, only where the system has mall routes
 * (`enabled`); until it arrives (or when it fails) it is empty, so a mall route is refused.
 */
export function useMallList(enabled = true) {
  const { locale } = useMro();
  return useQuery({ ...mallsQuery(useApi(), locale), enabled });
}

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

/**
 * The system choice (`POST /auth/system`): after login, from a system's header, or from another
 * system's address (decision 0041). New tokens bound to the chosen system; the former ones end.
 */
export function useChooseSystem() {
  const api = useApi();
  return useMutation({
    mutationFn: async (sysGbCd: string) => unwrap(await api.auth.chooseSystem({ body: { sysGbCd } })),
  });
}

/** The user's language kept on the server (`userLangCd`), chosen in the header. */
export function useSaveLanguage() {
  const api = useApi();
  return useMutation({
    mutationFn: async (userLangCd: 'KO' | 'EN') =>
      unwrap(await api.auth.language({ body: { userLangCd } }, { loading: false })),
  });
}
