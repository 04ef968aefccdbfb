/**
 * A server-paged search behind a grid (the new-item requests, the return and exchange requests),
 * on the query cache: each search (conditions and order) is an infinite query whose key the
 * feature's key factory builds (pagedQuery.ts). The screen opens with its first search run once; a
 * search that runs asks the server afresh and its first page replaces the grid's rows (its saved
 * point); scroll paging brings the next page of the same query; the server sorts (a new order
 * runs the last search again, and is kept only when that search succeeded); the conditions and
 * order of the last search that ran are the ones paging uses, not what the search box holds since.
 * A read-only list can `follow` the cache: a row changed there (a decision's answer written into
 * the cache) changes in the grid. Conditions the screen refuses (`refusal`: a period too long)
 * are told in a message box and nothing runs. With an `exportQuery`, `exportRows` asks the server
 * for every row of the last search that ran (the Excel export), not what the box holds since.
 * Every call is cancelable with Esc. Cost: one call per page; the export one call per 500 rows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMessageBox, type GridRows, type SortState } from '@mro/ui';
import type { AllRowsQueryOptions, Page, PagedQueryOptions } from './pagedQuery';

export interface PagedSearch<Conditions> {
  conditions: Conditions;
  sort: SortState;
}

export interface PagedSearchOptions<Conditions, Answer, Row extends object> {
  rows: GridRows<Row>;
  /** The infinite query of a search (pagedQuery.ts, with the feature's key). */
  query: (search: PagedSearch<Conditions>) => PagedQueryOptions<Answer>;
  rowOf: (answer: Answer) => Row;
  /** The search the screen opens with (run once, on mount). */
  opening: Conditions;
  /** The grid shows rows changed in the cache (read-only lists); the key of a grid row. */
  follow?: (row: Row) => string;
  /** Why the conditions cannot be searched (a message code), or null: `run` shows it and stops. */
  refusal?: (conditions: Conditions) => string | null;
  /** Every row of a search at once (the Excel export; the feature's key, staleTime 0). */
  exportQuery?: (search: PagedSearch<Conditions>) => AllRowsQueryOptions<Answer>;
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
  /** Every row of the last search that ran ([] before any), or null when the call failed (its message was shown). */
  exportRows(): Promise<Row[] | null>;
}

const sameRow = (a: object, b: object) => {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.is(x[k], y[k]));
};

export function usePagedSearch<Conditions, Answer, Row extends object>({
  rows,
  query,
  rowOf,
  opening,
  follow,
  refusal,
  exportQuery,
}: PagedSearchOptions<Conditions, Answer, Row>): PagedSearchResult<Conditions, Row> {
  const queryClient = useQueryClient();
  const box = useMessageBox();
  const [sort, setSort] = useState<SortState>(null);
  const [last, setLast] = useState<PagedSearch<Conditions> | null>(null);
  const lastRef = useRef<PagedSearch<Conditions> | null>(null);
  const sortRef = useRef<SortState>(null);

  // The last search's pages, as the cache holds them (never fetched by the observer itself: a
  // search runs when asked, below).
  const placeholder = query({ conditions: opening, sort: null });
  const pages = useInfiniteQuery({ ...(last ? query(last) : placeholder), enabled: false });
  const { fetchNextPage } = pages;

  const load = useCallback(
    async (conditions: Conditions, order: SortState) => {
      const search = { conditions, sort: order };
      const options = query(search);
      // A search that runs asks again: what the cache held of it before goes.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      let first: Page<Answer>;
      try {
        const data = await queryClient.fetchInfiniteQuery(options);
        first = data.pages[0]!;
      } catch {
        // The presenter showed the failure (http/result.ts).
        return false;
      }
      rows.load(first.pages.map(rowOf));
      lastRef.current = search;
      setLast(search);
      return true;
    },
    [query, queryClient, rows, rowOf],
  );

  const loadMore = useCallback(async () => {
    const search = lastRef.current;
    if (!search) return [];
    const key = query(search).queryKey;
    const before = queryClient.getQueryData<InfiniteData<Page<Answer>, number>>(key)?.pages.length ?? 0;
    const result = await fetchNextPage();
    const after = result.data?.pages ?? [];
    if (result.isError || after.length <= before) return [];
    return after.slice(before).flatMap((page) => page.pages.map(rowOf));
  }, [fetchNextPage, query, queryClient, rowOf]);

  const current = useCallback(() => lastRef.current, []);
  const run = useCallback(
    async (conditions: Conditions) => {
      const refused = refusal?.(conditions);
      if (refused) {
        await box.alert(refused);
        return false;
      }
      return load(conditions, sortRef.current);
    },
    [box, load, refusal],
  );
  const exportRows = useCallback(async () => {
    const search = lastRef.current;
    if (!search || !exportQuery) return [];
    try {
      return (await queryClient.fetchQuery(exportQuery(search))).map(rowOf);
    } catch {
      // The presenter showed why.
      return null;
    }
  }, [exportQuery, queryClient, rowOf]);
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

  // A read-only list follows the cache: a row written there shows in the grid (its saved point).
  const data = last ? pages.data : undefined;
  useEffect(() => {
    if (!follow || !data) return;
    let changed = false;
    for (const page of data.pages) {
      for (const answer of page.pages) {
        const next = rowOf(answer);
        const key = follow(next);
        const shown = rows.row(key);
        if (shown && !sameRow(shown, next)) {
          rows.update(key, next);
          changed = true;
        }
      }
    }
    if (changed) rows.commit();
  }, [data, follow, rowOf, rows]);

  const loaded = data?.pages ?? [];
  const totalCount = loaded.at(-1)?.totalCount ?? 0;
  return {
    last,
    totalCount,
    hasMore: last !== null && pages.hasNextPage,
    sort,
    run,
    sortBy,
    loadMore,
    current,
    exportRows,
  };
}
