/**
 * A server-paged list as an infinite query (`{ pages, totalCount }` answers, page numbers from 1):
 * the options a feature's key factory builds (its key holds the search and its order) over the
 * contract's call for one page, and the cache's edits of one row. Pure apart from the call.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { HttpResult } from '../../http/client';
import { unwrap } from '../../http/result';

export interface Page<Answer> {
  pages: Answer[];
  totalCount: number;
}

/** One page of a search (`api.<domain>.<search>` with the page; cancelable with Esc). */
export type PageCall<Answer> = (page: { pageNo: number; pageSize: number }) => Promise<HttpResult<Page<Answer>>>;

/** The infinite query of one search: `fetchPage` answers a page. */
export function pagedQuery<Answer>({
  queryKey,
  fetchPage,
  pageSize,
}: {
  queryKey: QueryKey;
  fetchPage: PageCall<Answer>;
  pageSize: number;
}) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => unwrap(await fetchPage({ pageNo: pageParam, pageSize })),
    getNextPageParam: (last, all, lastParam) => (all.length * pageSize < last.totalCount ? lastParam + 1 : undefined),
    // A search is asked afresh when it runs (usePagedSearch); the cache holds what it answered.
    staleTime: Infinity,
  });
}

/** The options `pagedQuery` builds (what usePagedSearch takes). */
export type PagedQueryOptions<Answer> = ReturnType<typeof pagedQuery<Answer>>;

/** Every row of one search at once (the Excel export), asked afresh each time and never kept. */
export function allRowsQuery<Answer>({
  queryKey,
  fetchAll,
}: {
  queryKey: QueryKey;
  fetchAll: () => Promise<Answer[]>;
}) {
  return queryOptions({ queryKey, staleTime: 0, gcTime: 0, queryFn: fetchAll });
}

/** The options `allRowsQuery` builds (usePagedSearch's `exportQuery`). */
export type AllRowsQueryOptions<Answer> = ReturnType<typeof allRowsQuery<Answer>>;

/** The cached pages with one row changed (the rows that `match` become `change(row)`). */
export function patchPages<Answer>(
  data: InfiniteData<Page<Answer>, number> | undefined,
  match: (row: Answer) => boolean,
  change: (row: Answer) => Answer,
): InfiniteData<Page<Answer>, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, pages: page.pages.map((row) => (match(row) ? change(row) : row)) })),
  };
}

/**
 * Every row of a search read page by page (a list's Excel export of the whole search where the
 * server has no export call): pages of `pageSize` until the first page's `totalCount` is reached
 * or a page comes back short. A failed page throws its CallFailure (the presenter has shown it).
 */
export async function readAllPages<Answer>(fetchPage: PageCall<Answer>, pageSize: number): Promise<Answer[]> {
  const rows: Answer[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = unwrap(await fetchPage({ pageNo, pageSize }));
    rows.push(...page.pages);
    if (page.pages.length < pageSize || rows.length >= page.totalCount) return rows;
  }
}
