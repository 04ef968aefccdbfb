/**
 * The catalogue search (issue 43 item 2; BY menu BY-CAT, program BYCAT001, and the same screen in
 * PO, POCAT001): one search field (words in Korean or English, initial consonants, an item code
 * or a model number) and the order; facets with counts beside the results (category, manufacturer,
 * supplier, price band; counted over the first 1,000 matches when there are more, and the screen
 * says so, decision 0062), each choice searching at once; 100 results a page; skeletons while a
 * search loads. The results as a shop shows them (issue 57, decision 0096): cards or a rich list
 * (ResultCards: picture, price, lead time, supplier, quantity and "add"), or the grid for power
 * users (the active row's detail and "add to cart" with the item's first quantity), the choice
 * remembered on this browser. The words, category, ticked facets and order are the screen's
 * address (`?q=…&category=…&mfr=…&sp=…&band=…&sort=…`: a bookmark, a reload, the browser's back,
 * the home's search and the link box's categories open it so, in its one tab). On a phone the
 * results come first and the facets open in a drawer. A search that finds nothing offers wider
 * ones and a new-item or quote request with its words (NoResults).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOG_QUERY_MAX, CATALOG_SORTS, type CatalogSort } from '@mro/rules';
import type { CatalogSearchResult, Facet } from '@mro/contract';
import {
  Button,
  CheckboxGroup,
  createStoredItemStore,
  DataGrid,
  Drawer,
  FormItem,
  RadioGroup,
  SearchBox,
  Select,
  Skeleton,
  TextField,
  toast,
  useDataGrid,
  useFormBox,
  useGridRows,
} from '@mro/ui';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import { SYSTEM_BASES, systemOfPath } from '../../shared/systems';
import {
  addressOf,
  CATALOG_VIEWS,
  catalogViewOf,
  conditionsOf,
  firstQuantity,
  gridRowOf,
  type CatalogConditions,
  type CatalogGridRow,
  type CatalogView,
} from './model';
import { catalogKeys, catalogPagesQuery, useAddToCart } from './queries';
import { useCatalogColumns } from './useCatalogColumns';
import { ItemDetailDialog } from './ItemDetailDialog';
import { NoResults } from './NoResults';
import { ResultCards } from './ResultCards';
import { FacetNote, FacetPanel, Facets, Heading, Layout, MoreRow, NarrowOnly, Results } from './Catalog.styles';

const SCHEMA = { q: `max:${CATALOG_QUERY_MAX}` };
const itemsOf = (facets: Facet[]) =>
  facets.map((f) => ({ cd: f.value, cdNm: `${f.label} (${f.count.toLocaleString()})` }));
/** The results' view chosen on this browser. */
const VIEW_KEY = 'catalog.view';
const stored = createStoredItemStore();

export default function Catalog() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { location, navigate } = useScreen();
  const api = useApi();
  const [base] = useState(() => SYSTEM_BASES[systemOfPath(window.location.pathname)]);
  const [view, setView] = useState<CatalogView>(() => catalogViewOf(stored.get(VIEW_KEY)));
  const [facetsOpen, setFacetsOpen] = useState(false);
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
  const loadingMore = useRef(false);
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

  const columns = useCatalogColumns();
  const [open, setOpen] = useState<string | null>(null);
  const grid = useDataGrid<CatalogGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    onRowActivate: (row) => setOpen(row.itemCd),
  });
  const add = useAddToCart();
  const activeRow = () => grid.rowAtView(grid.active.row);
  const addActive = async () => {
    const row = activeRow();
    if (!row) return;
    try {
      await add.mutateAsync({ itemCd: row.itemCd, qty: String(firstQuantity(row)) });
      toast.success(t('catalog.added', { item: row.itemNm }));
    } catch {
      // The presenter showed why (a discontinued item, a full cart).
    }
  };

  const sortItems = useMemo(() => CATALOG_SORTS.map((s) => ({ cd: s, cdNm: t(`catalog.sort.${s}`) })), [t]);
  const facets = first?.facets;
  const facet = (name: 'manufacturers' | 'suppliers' | 'priceBands', list: Facet[] | undefined) => (
    <div>
      <h3 id={`facet-${name}`}>{t(`catalog.facet.${name}`)}</h3>
      <CheckboxGroup
        orientation="vertical"
        aria-label={t(`catalog.facet.${name}`)}
        items={itemsOf(
          name === 'priceBands'
            ? (list ?? []).map((f) => ({ ...f, label: t(`catalog.band.${f.value}`) }))
            : (list ?? []).slice(0, 12),
        )}
        value={conditions[name]}
        onValueChange={(value) => void run({ ...conditions, [name]: value })}
      />
    </div>
  );

  const rowsShown = useMemo(
    () => (observed.data?.pages ?? []).flatMap((p) => (p as CatalogSearchResult).pages.map(gridRowOf)),
    [observed.data],
  );
  const chosen = conditions.manufacturers.length + conditions.suppliers.length + conditions.priceBands.length;
  const facetList: ReactNode = (
    <>
      {facets && first?.facetsOver != null && (
        <FacetNote>{t('catalog.facetsOver', { shown: first.facetsOver.toLocaleString() })}</FacetNote>
      )}
      <div>
        <h3>{t('catalog.facet.categories')}</h3>
        <Select
          aria-label={t('catalog.facet.categories')}
          items={itemsOf(facets?.categories ?? [])}
          emptyOption="all"
          value={conditions.category}
          onValueChange={(value) => void run({ ...conditions, category: value })}
        />
      </div>
      {facet('manufacturers', facets?.manufacturers)}
      {facet('suppliers', facets?.suppliers)}
      {facet('priceBands', facets?.priceBands)}
    </>
  );
  const viewItems = CATALOG_VIEWS.map((v) => ({ cd: v, cdNm: t(`catalog.view.${v}`) }));
  const found = search.last !== null && !searching && search.totalCount > 0;
  const loadMore = async () => {
    loadingMore.current = true;
    setMore(true);
    try {
      return await search.loadMore();
    } finally {
      loadingMore.current = false;
      setMore(false);
    }
  };

  return (
    <div>
      <SearchBox
        form={form}
        aria-label={t('catalog.search')}
        onSearch={(values) =>
          run({ ...conditions, q: values.q, sort: values.sort, manufacturers: [], suppliers: [], priceBands: [] })
        }
      >
        <FormItem name="q" label={t('catalog.q')} span={2}>
          <TextField maxLength={CATALOG_QUERY_MAX} placeholder={t('catalog.qHint')} />
        </FormItem>
        <FormItem name="sort" label={t('catalog.sortLabel')}>
          <Select items={sortItems} emptyOption={false} />
        </FormItem>
      </SearchBox>
      <Layout>
        <Facets aria-label={t('catalog.facets')}>{facetList}</Facets>
        <Results>
          {first?.category && <Heading>{first.category.path.join(' > ')}</Heading>}
          <ListToolbar>
            <output>{search.last && !searching ? t('catalog.count', { count: search.totalCount }) : ''}</output>
            <NarrowOnly>
              <Button size="sm" variant="secondary" onClick={() => setFacetsOpen(true)}>
                {chosen ? t('catalog.filtersChosen', { count: chosen }) : t('catalog.filters')}
              </Button>
            </NarrowOnly>
            <RadioGroup
              aria-label={t('catalog.viewLabel')}
              items={viewItems}
              value={view}
              onValueChange={(v) => {
                const next = catalogViewOf(v);
                setView(next);
                stored.set(VIEW_KEY, next);
              }}
            />
            {view === 'grid' && (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={grid.rowCount === 0}
                  onClick={() => setOpen(activeRow()?.itemCd ?? null)}
                >
                  {t('catalog.detail')}
                </Button>
                <Button size="sm" disabled={grid.rowCount === 0 || add.isPending} onClick={() => void addActive()}>
                  {t('catalog.addToCart')}
                </Button>
              </>
            )}
          </ListToolbar>
          {searching && <Skeleton lines={8} aria-label={t('catalog.loading')} />}
          {search.last !== null && !searching && search.totalCount === 0 && (
            <NoResults
              conditions={conditions}
              base={base}
              requests={base === SYSTEM_BASES.BY}
              onSearch={(next) => {
                form.reset({ q: next.q, sort: next.sort });
                void run(next);
              }}
              onNavigate={(href) => void navigate(href)}
            />
          )}
          {view !== 'grid' && found && (
            <>
              <ResultCards rows={rowsShown} view={view} onOpen={setOpen} />
              {search.hasMore && (
                <MoreRow>
                  <Button variant="secondary" disabled={more} onClick={() => void loadMore()}>
                    {t('catalog.more', {
                      shown: rowsShown.length.toLocaleString(),
                      total: search.totalCount.toLocaleString(),
                    })}
                  </Button>
                </MoreRow>
              )}
            </>
          )}
          <div hidden={searching || view !== 'grid' || (search.last !== null && search.totalCount === 0)}>
            <DataGrid
              grid={grid}
              label={t('catalog.grid')}
              fill
              searched={search.last !== null}
              paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: loadMore }}
            />
          </div>
        </Results>
      </Layout>
      <Drawer open={facetsOpen} onOpenChange={setFacetsOpen} title={t('catalog.facets')}>
        <FacetPanel>{facetList}</FacetPanel>
      </Drawer>
      {open && <ItemDetailDialog itemCd={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
