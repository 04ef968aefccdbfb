/**
 * The frames' server state as TanStack Query options: the user's menus (per system and language),
 * a menu's page-button events, and the catalogue's top item categories (the link box; the
 * supplier registration's item groups use the same query). One key factory: every key starts
 * with `frameKeys.all`. Background calls: no loading indicator.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../http/client';
import { unwrap } from '../http/result';
import type { MenuEntry } from '../routing/guards';
import type { MenuEvent } from '../routing/pageEvents';
import type { SystemCode } from '../shared/systems';
import { useHttp } from '../services/ServicesProvider';

export interface ItemCategory {
  itmClsfCd: string;
  itmClsfKorNm: string;
  itmClsfEngNm: string;
}

export const frameKeys = {
  all: ['frame'] as const,
  menus: (system: SystemCode, locale: string) => [...frameKeys.all, 'menus', system, locale] as const,
  events: (system: SystemCode, menuId: string | null) => [...frameKeys.all, 'events', system, menuId] as const,
  itemCategories: () => [...frameKeys.all, 'item-categories'] as const,
};

export const menusQuery = (http: HttpClient, system: SystemCode, locale: string) =>
  queryOptions({
    queryKey: frameKeys.menus(system, locale),
    queryFn: async () =>
      unwrap(await http.get<{ menus: MenuEntry[] }>('/auth-menus', undefined, { loading: false })).menus,
    staleTime: Infinity,
  });

export const menuEventsQuery = (http: HttpClient, system: SystemCode, menuId: string | null) =>
  queryOptions({
    queryKey: frameKeys.events(system, menuId),
    queryFn: async () =>
      unwrap(
        await http.get<{ menuEvents: MenuEvent[] }>(
          `/auth-menus/${encodeURIComponent(menuId!)}/auth-events`,
          undefined,
          { loading: false },
        ),
      ).menuEvents,
    staleTime: Infinity,
  });

export const itemCategoriesQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: frameKeys.itemCategories(),
    queryFn: async () =>
      unwrap(
        await http.get<{ categories: ItemCategory[] }>('/anonymous/item-categories', undefined, { loading: false }),
      ).categories,
    staleTime: Infinity,
  });

/** The top item categories, asked once per page load. */
export function useItemCategories() {
  return useQuery(itemCategoriesQuery(useHttp()));
}
