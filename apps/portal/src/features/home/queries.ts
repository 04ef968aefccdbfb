/**
 * The login home's server data as TanStack Query options, shared by its components and by the
 * server render of the page (app/server.tsx), which fetches them before rendering so the first
 * answer holds the banners and the latest notices: one definition of each key and call.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@mro/ui';
import type { HttpClient } from '../../http/client';
import { audienceOf } from '../boards/Board';
import type { Banner } from './banners';

export const BANNER_PAGE = 'WELCOME';

export interface LatestNotice {
  ntcnId: number;
  titlCn: string;
  regDt: string;
}

/** The login home's banners (page WELCOME); a failure leaves the blocks out. */
export const bannersQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['banners', BANNER_PAGE],
    queryFn: async () => {
      const result = await http.get<Banner[]>(`/anonymous/system/xanners/${BANNER_PAGE}`, undefined, {
        loading: false,
        silent: true,
      });
      if (!result.ok) throw new Error(result.failure.message);
      return result.data;
    },
  });

/** The latest notice before login for buyers ('1') or suppliers ('2'), or null when none. */
export const latestNoticeQuery = (http: HttpClient, type: '1' | '2', locale: Locale) =>
  queryOptions({
    queryKey: ['board', 'NOTICE', 'latest', type, locale],
    queryFn: async (): Promise<LatestNotice | null> => {
      const result = await http.get<{ pages: LatestNotice[] }>(
        '/anonymous/boards/auth-posts/page',
        {
          rpreBrdId: 'NOTICE',
          beforeLoginYn: 'Y',
          sysGbCd: audienceOf(type),
          page: { pageNo: 1, pageSize: 1 },
        },
        { loading: false, silent: true },
      );
      if (!result.ok) throw new Error(result.failure.message);
      return result.data.pages[0] ?? null;
    },
  });
