/**
 * The boards' calls as TanStack Query options, one key factory for every screen that reads a
 * board: the entry site's boards (Board.tsx), the login home's latest notice (LoginAside, and the
 * server render), a system's notices (Notices.tsx, its home's latest five) and one post (Board's
 * post view and a system's Notice.tsx share the key). Every key starts with `boardKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@mro/ui';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import type { SystemCode } from '../../shared/systems';

export type BoardId = 'NOTICE' | 'PDS' | 'FAQ';
/** A board's audience: buyers (BY) or suppliers (SP). */
export type Audience = 'BY' | 'SP';

export type { BoardRow as PostRow, BoardPost as Post } from '@mro/contract';

export interface LatestNotice {
  ntcnId: number;
  titlCn: string;
  regDt: string;
}

/** `type` 2 is the suppliers' board; anything else the buyers'. */
export const audienceOf = (type: string | null): Audience => (type === '2' ? 'SP' : 'BY');

/** The audience of a system's notices: suppliers' systems read the supplier board. */
export const noticeAudience = (system: SystemCode): Audience => (system === 'SP' || system === 'MP' ? 'SP' : 'BY');

export interface PageConditions {
  pageNo: number;
  pageSize: number;
  searchText?: string;
}

export const boardKeys = {
  all: ['boards'] as const,
  /** A page of a board before login (the entry site). */
  entryPage: (board: BoardId, audience: Audience, locale: string, page: PageConditions) =>
    [...boardKeys.all, 'entry', board, audience, locale, page] as const,
  /** A page of a system's notices (signed in). */
  systemPage: (audience: Audience, locale: string, page: PageConditions) =>
    [...boardKeys.all, 'system', 'NOTICE', audience, locale, page] as const,
  post: (ntcnId: string, audience: Audience, locale: string) =>
    [...boardKeys.all, 'post', ntcnId, audience, locale] as const,
};

/** A page of a board before login (only the posts flagged for visitors). */
export const entryPageQuery = (
  api: PortalApi,
  board: BoardId,
  audience: Audience,
  locale: string,
  page: PageConditions,
  options: { quiet?: boolean } = {},
) =>
  queryOptions({
    queryKey: boardKeys.entryPage(board, audience, locale, page),
    queryFn: async () =>
      unwrap(
        await api.boards.anonymousPage(
          {
            query: {
              rpreBrdId: board,
              beforeLoginYn: 'Y',
              sysGbCd: audience,
              ...(page.searchText ? { searchText: page.searchText } : {}),
              page: { pageNo: page.pageNo, pageSize: page.pageSize },
            },
          },
          options.quiet ? { loading: false, silent: true } : {},
        ),
      ),
  });

/** The latest notice before login for buyers ('1') or suppliers ('2'), or null when none (the login home). */
export const latestNoticeQuery = (api: PortalApi, type: '1' | '2', locale: Locale) => {
  const page = entryPageQuery(api, 'NOTICE', audienceOf(type), locale, { pageNo: 1, pageSize: 1 }, { quiet: true });
  return queryOptions({
    queryKey: page.queryKey,
    queryFn: page.queryFn,
    select: (data): LatestNotice | null => data.pages[0] ?? null,
  });
};

/** A page of a system's notices (signed in). */
export const systemPageQuery = (api: PortalApi, audience: Audience, locale: string, page: PageConditions) =>
  queryOptions({
    queryKey: boardKeys.systemPage(audience, locale, page),
    queryFn: async () =>
      unwrap(
        await api.boards.page({
          query: {
            rpreBrdId: 'NOTICE',
            sysGbCd: audience,
            ...(page.searchText !== undefined ? { searchText: page.searchText } : {}),
            page: { pageNo: page.pageNo, pageSize: page.pageSize },
          },
        }),
      ),
  });

/** One post with its attachments and neighbours. */
export const postQuery = (api: PortalApi, ntcnId: string, audience: Audience, locale: string) =>
  queryOptions({
    queryKey: boardKeys.post(ntcnId, audience, locale),
    // The download links' tokens last 10 minutes: a post read again later asks afresh.
    staleTime: 5 * 60_000,
    queryFn: async () => unwrap(await api.boards.post({ params: { ntcnId }, query: { sysGbCd: audience } })),
  });
