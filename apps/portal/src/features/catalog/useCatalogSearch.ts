/**
 * The catalogue's search (Catalog.tsx, decision 0096): its conditions are the screen's address
 * (`?q=…&category=…&mfr=…&sp=…&band=…&sort=…`): a search writes it, another address (the home's
 * search, the link box, the browser's back) is searched, its own is not searched twice. The
 * paged search over the query cache (common/usePagedSearch) feeds the grid's rows; the first
 * page gives the facets and the category; the rows shown as cards are every page loaded; "more"
 * loads the next page (the grid's scroll does the same).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useIsFetching } from '@tanstack/react-query';
import { CATALOG_QUERY_MAX, type CatalogSort } from '@mro/rules';
import type { CatalogSearchResult } from '@mro/contract';
import { useFormBox, useGridRows } from '@mro/ui';
import { useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { SYSTEM_BASES, systemOfPath } from '../../shared/systems';
import { usePagedSearch } from '../common/usePagedSearch';
import { addressOf, conditionsOf, gridRowOf, type CatalogConditions, type CatalogGridRow } from './model';
import { catalogKeys, catalogPagesQuery } from './queries';

const SCHEMA = { q: `max:${CATALOG_QUERY_MAX}` };

export function useCatalogSearch() {
  const { location, navigate } = useScreen();
  const api = useApi();
  const [base] = useState(() => SYSTEM_BASES[systemOfPath(window.location.pathname)]);
  const [opening] = useState(() => conditionsOf(location.search));
  const [conditions, setConditions] = useState(opening);
  const form = useFormBox<{ q: string; sort: CatalogSort }>({
    schema: SCHEMA,
    defaultValues: { q: opening.q, sort: opening.sort },
  });
  const rows = useGridRows<CatalogGridRow>({ rows: [], rowKey: (r) => r.key });
  const query = useCallback((s: { conditions: CatalogConditions }) => catalogPagesQuery(api, s.conditions), [api]);
  const search = usePagedSearch<CatalogConditions, CatalogSearchResult['pages'][number], CatalogGridRow>({
    rows,
    query,
    rowOf: gridRowOf,
    opening,
  });
  const observed = useInfiniteQuery({ ...query({ conditions: search.last?.conditions ?? opening }), enabled: false });
  const first = observed.data?.pages[0] as CatalogSearchResult | undefined;
  const fetching = useIsFetching({ queryKey: catalogKeys.pages() }) > 0;
  const [more, setMore] = useState(false);
  const searching = (fetching && !more) || search.last === null;

  // The address this screen last showed or wrote: another one (the home's search, the link box, the
  // browser's back) is searched; its own is not searched twice.
  const seen = useRef(location.search);
  const run = useCallback(
    async (next: CatalogConditions) => {
      setConditions(next);
      const address = addressOf(next);
      if (address !== seen.current) {
        seen.current = address;
        void navigate(`${base}/catalog${address}`);
      }
      await search.run(next);
    },
    [search, navigate, base],
  );

  useEffect(() => {
    if (seen.current === location.search || addressOf(conditionsOf(location.search)) === seen.current) return;
    seen.current = location.search;
    const next = conditionsOf(location.search);
    form.reset({ q: next.q, sort: next.sort });
    void run(next);
  }, [location.search, form, run]);

  /** The search box's search: its words and order, the facets cleared (the category stays). */
  const searchBox = (values: { q: string; sort: CatalogSort }) =>
    run({ ...conditions, q: values.q, sort: values.sort, manufacturers: [], suppliers: [], priceBands: [] });
  const rowsShown = useMemo(
    () => (observed.data?.pages ?? []).flatMap((p) => (p as CatalogSearchResult).pages.map(gridRowOf)),
    [observed.data],
  );
  const loadMore = async () => {
    setMore(true);
    try {
      return await search.loadMore();
    } finally {
      setMore(false);
    }
  };
  return {
    base,
    navigate,
    form,
    rows,
    conditions,
    run,
    searchBox,
    search,
    first,
    searching,
    found: search.last !== null && !searching && search.totalCount > 0,
    none: search.last !== null && !searching && search.totalCount === 0,
    more,
    loadMore,
    rowsShown,
  };
}

export type CatalogSearch = ReturnType<typeof useCatalogSearch>;
