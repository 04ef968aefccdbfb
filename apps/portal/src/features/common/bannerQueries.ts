/**
 * The login home's banners as TanStack Query options, shared by its components and by the server
 * render of the page (app/server.tsx), which fetches them (and the latest notices:
 * boards/queries.ts) before rendering so the first answer holds them: one definition of each key
 * and call.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

export const BANNER_PAGE = 'WELCOME';
/** The buyer home's banner set (issue 45 item 5). */
export const BUYER_BANNER_PAGE = 'BUYER_MAIN';

export const homeKeys = {
  all: ['home'] as const,
  banners: (page: string) => [...homeKeys.all, 'banners', page] as const,
};

/** The login home's banners (page WELCOME); a failure leaves the blocks out. */
export const bannersQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: homeKeys.banners(BANNER_PAGE),
    queryFn: async () =>
      unwrap(await api.system.anonymousBanners({ params: { set: BANNER_PAGE } }, { loading: false, silent: true })),
  });

/** The buyer home's banners (signed in, buyers and staff); a failure leaves the card out. */
export const buyerBannersQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: homeKeys.banners(BUYER_BANNER_PAGE),
    queryFn: async () =>
      unwrap(await api.system.banners({ params: { set: BUYER_BANNER_PAGE } }, { loading: false, silent: true })),
  });

/** A click on a banner that has a key, recorded silently (analytics never disturbs the user). */
export function useBannerClick() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { bannerPage: string; banner: { key: string; subPosition?: string } }) =>
      unwrap(await api.system.bannerClick({ body }, { loading: false, silent: true })),
  });
}
