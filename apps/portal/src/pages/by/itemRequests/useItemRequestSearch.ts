/**
 * The new-item request search against the server: the first page of a search replaces the grid's
 * rows (its saved point), scroll paging brings the next 100 rows of the same search, and the Excel
 * export asks the server for every row of it (up to 10,000, MROIR0004 beyond). The conditions and
 * order of the last search that ran are the ones paging and export use, not what the search box
 * holds since. A search is cancelable with Esc (the spec's loading indicator).
 */
import { useCallback, useRef, useState } from 'react';
import type { GridRows, SortState } from '@mro/ui';
import { useHttp } from '../../../http/react';
import {
  ITEM_REQUEST_PAGE_SIZE,
  rowOf,
  searchParams,
  type ItemRequestAnswerRow,
  type ItemRequestConditions,
  type ItemRequestRow,
} from './model';

interface Search {
  conditions: ItemRequestConditions;
  sort: SortState;
}

export interface ItemRequestSearch {
  /** The last search that ran, or null before the first. */
  last: Search | null;
  totalCount: number;
  hasMore: boolean;
  /** Runs a search and loads its first page; false when the call failed (its message was shown). */
  run(conditions: ItemRequestConditions, sort: SortState): Promise<boolean>;
  /** The next page of the last search (scroll paging); none after a failure. */
  loadMore(): Promise<ItemRequestRow[]>;
  /** Every row of the last search for the Excel export, or null (the refusal was shown). */
  exportRows(): Promise<ItemRequestRow[] | null>;
}

export function useItemRequestSearch(rows: GridRows<ItemRequestRow>): ItemRequestSearch {
  const http = useHttp();
  const [last, setLast] = useState<Search | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [pages, setPages] = useState(0);
  const lastRef = useRef<Search | null>(null);
  const pagesRef = useRef(0);

  const fetchPage = useCallback(
    (search: Search, pageNo: number) =>
      http.get<{ pages: ItemRequestAnswerRow[]; totalCount: number }>(
        '/by/item-requests/page',
        { ...searchParams(search.conditions, search.sort), page: { pageNo, pageSize: ITEM_REQUEST_PAGE_SIZE } },
        { cancelable: true },
      ),
    [http],
  );

  const run = useCallback(
    async (conditions: ItemRequestConditions, sort: SortState) => {
      const search = { conditions, sort };
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
    [fetchPage, rows],
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
  }, [fetchPage]);

  const exportRows = useCallback(async () => {
    const search = lastRef.current;
    if (!search) return [];
    const result = await http.get<{ rows: ItemRequestAnswerRow[] }>(
      '/by/item-requests/export',
      searchParams(search.conditions, search.sort),
      { cancelable: true },
    );
    return result.ok ? result.data.rows.map(rowOf) : null;
  }, [http]);

  return {
    last,
    totalCount,
    hasMore: last !== null && pages * ITEM_REQUEST_PAGE_SIZE < totalCount,
    run,
    loadMore,
    exportRows,
  };
}
