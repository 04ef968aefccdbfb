/**
 * A server-paged list as an infinite query (`{ pages, totalCount }` answers, page numbers from 1):
 * the options a feature's key factory builds (its key holds the search and its order), and the
 * cache's edits of one row. Pure apart from the HttpClient it is given.
 */
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { HttpClient } from '../../http/client';
import { unwrap } from '../../http/result';

export interface Page<Answer> {
  pages: Answer[];
  totalCount: number;
}

/** The infinite query of one search: `path` answers a page for `params` and `page: { pageNo, pageSize }`. */
export function pagedQuery<Answer>(
  http: HttpClient,
  { queryKey, path, params, pageSize }: { queryKey: QueryKey; path: string; params: object; pageSize: number },
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await http.get<Page<Answer>>(
          path,
          { ...(params as Record<string, unknown>), page: { pageNo: pageParam, pageSize } },
          { cancelable: true },
        ),
      ),
    getNextPageParam: (last, all, lastParam) => (all.length * pageSize < last.totalCount ? lastParam + 1 : undefined),
    // A search is asked afresh when it runs (usePagedSearch); the cache holds what it answered.
    staleTime: Infinity,
  });
}

/** The options `pagedQuery` builds (what usePagedSearch takes). */
export type PagedQueryOptions<Answer> = ReturnType<typeof pagedQuery<Answer>>;

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
