/**
 * A server-paged search behind a grid (the new-item requests, the return and exchange requests):
 * the screen opens with its first search run once; the first page of a search replaces the grid's
 * rows (its saved point); scroll paging brings the next page of the same search; the server sorts
 * (a new order runs the last search again, and is kept only when that search succeeded); the
 * conditions and order of the last search that ran are the ones paging uses, not what the search
 * box holds since. Every call is cancelable with Esc (the spec's loading indicator). Cost: one call
 * per page; no rows are kept outside the grid's store.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridRows, SortState } from '@mro/ui';
import { useHttp } from '../../services/ServicesProvider';

export interface PagedSearch<Conditions> {
  conditions: Conditions;
  sort: SortState;
}

export interface PagedSearchOptions<Conditions, Answer, Row extends object> {
  rows: GridRows<Row>;
  /** The page call, under `/imk/api`; it answers `{ pages, totalCount }`. */
  path: string;
  pageSize: number;
  /** The query of a search (empty values are left out by the HTTP layer). */
  params: (conditions: Conditions, sort: SortState) => Record<string, unknown>;
  rowOf: (answer: Answer) => Row;
  /** The search the screen opens with (run once, on mount). */
  opening: Conditions;
}

export interface PagedSearchResult<Conditions, Row> {
  /** The last search that ran, or null before the first. */
  last: PagedSearch<Conditions> | null;
  totalCount: number;
  hasMore: boolean;
  /** The server's order of the rows (the grid's controlled sort). */
  sort: SortState;
  /** Runs a search in the current order and loads its first page; false when the call failed (its message was shown). */
  run(conditions: Conditions): Promise<boolean>;
  /** A new order: the last search runs again in it (before any search, the next one will). */
  sortBy(next: SortState): Promise<boolean>;
  /** The next page of the last search (scroll paging); none after a failure. */
  loadMore(): Promise<Row[]>;
  /** The last search as of now (for calls made from callbacks: an export, a refresh). */
  current(): PagedSearch<Conditions> | null;
}

export function usePagedSearch<Conditions, Answer, Row extends object>({
  rows,
  path,
  pageSize,
  params,
  rowOf,
  opening,
}: PagedSearchOptions<Conditions, Answer, Row>): PagedSearchResult<Conditions, Row> {
  const http = useHttp();
  const [sort, setSort] = useState<SortState>(null);
  const [last, setLast] = useState<PagedSearch<Conditions> | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [pages, setPages] = useState(0);
  const lastRef = useRef<PagedSearch<Conditions> | null>(null);
  const pagesRef = useRef(0);

  const fetchPage = useCallback(
    (search: PagedSearch<Conditions>, pageNo: number) =>
      http.get<{ pages: Answer[]; totalCount: number }>(
        path,
        { ...params(search.conditions, search.sort), page: { pageNo, pageSize } },
        { cancelable: true },
      ),
    [http, path, params, pageSize],
  );

  const load = useCallback(
    async (conditions: Conditions, order: SortState) => {
      const search = { conditions, sort: order };
      const result = await fetchPage(search, 1);
      if (!result.ok) return false;
      rows.load(result.data.pages.map(rowOf));
      lastRef.current = search;
      pagesRef.current = 1;
      setLast(search);
      setPages(1);
      setTotalCount(result.data.totalCount);
      return true;
    },
    [fetchPage, rows, rowOf],
  );

  const loadMore = useCallback(async () => {
    const search = lastRef.current;
    if (!search) return [];
    const pageNo = pagesRef.current + 1;
    const result = await fetchPage(search, pageNo);
    if (!result.ok) return [];
    pagesRef.current = pageNo;
    setPages(pageNo);
    setTotalCount(result.data.totalCount);
    return result.data.pages.map(rowOf);
  }, [fetchPage, rowOf]);

  const current = useCallback(() => lastRef.current, []);
  const sortRef = useRef<SortState>(null);
  const run = useCallback((conditions: Conditions) => load(conditions, sortRef.current), [load]);
  const sortBy = useCallback(
    async (next: SortState) => {
      const previous = lastRef.current;
      if (previous && !(await load(previous.conditions, next))) return false;
      sortRef.current = next;
      setSort(next);
      return true;
    },
    [load],
  );

  // The screen opens with its first search, once (StrictMode's second effect run included).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void load(opening, null);
  }, [load, opening]);

  return {
    last,
    totalCount,
    hasMore: last !== null && pages * pageSize < totalCount,
    sort,
    run,
    sortBy,
    loadMore,
    current,
  };
}
