/**
 * The catalogue's top-level item categories (`GET /anonymous/item-categories`), one cached query
 * for every screen that lists them (the frame's link box, the supplier registration's item
 * groups): asked once per page load, without the loading overlay.
 */
import { useQuery } from '@tanstack/react-query';
import { useHttp } from './react';

export interface ItemCategory {
  itmClsfCd: string;
  itmClsfKorNm: string;
  itmClsfEngNm: string;
}

export function useItemCategories() {
  const http = useHttp();
  return useQuery({
    queryKey: ['item-categories'],
    queryFn: async () => {
      const result = await http.get<{ categories: ItemCategory[] }>('/anonymous/item-categories', undefined, {
        loading: false,
      });
      if (!result.ok) throw new Error(result.failure.message);
      return result.data.categories;
    },
    staleTime: Infinity,
  });
}
