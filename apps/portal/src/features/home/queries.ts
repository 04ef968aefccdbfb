/**
 * The login home's banners as TanStack Query options, shared by its components and by the server
 * render of the page (app/server.tsx), which fetches them (and the latest notices:
 * boards/queries.ts) before rendering so the first answer holds them: one definition of each key
 * and call.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../http/client';
import { unwrap } from '../../http/result';
import type { Banner } from './banners';

export const BANNER_PAGE = 'WELCOME';

export const homeKeys = {
  all: ['home'] as const,
  banners: (page: string) => [...homeKeys.all, 'banners', page] as const,
};

/** The login home's banners (page WELCOME); a failure leaves the blocks out. */
export const bannersQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: homeKeys.banners(BANNER_PAGE),
    queryFn: async () =>
      unwrap(
        await http.get<Banner[]>(`/anonymous/system/xanners/${BANNER_PAGE}`, undefined, {
          loading: false,
          silent: true,
        }),
      ),
  });
