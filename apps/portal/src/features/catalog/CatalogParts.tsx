/**
 * The catalogue's results toolbar and its parts (Catalog.tsx, decision 0096): the view chosen on
 * this browser (cards, list or grid), the phone's filters button with the count of ticked facets,
 * "more" under the cards, the grid view (read-only, a row opens its detail) with its detail and
 * "add to cart" buttons (the first quantity; a toast, the presenter shows a refusal), and a search
 * that found nothing (NoResults: wider searches, a request with its words).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, createStoredItemStore, RadioGroup, toast, useDataGrid } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { SYSTEM_BASES } from '../../shared/systems';
import { RowButton } from '../common/GridList';
import { useCatalogColumns } from './useCatalogColumns';
import { NoResults } from './NoResults';
import { CATALOG_VIEWS, catalogViewOf, firstQuantity, type CatalogGridRow, type CatalogView } from './model';
import { useAddToCart } from './queries';
import type { CatalogSearch } from './useCatalogSearch';
import { MoreRow, NarrowOnly } from './Catalog.styles';

/** The results' view chosen on this browser. */
const VIEW_KEY = 'catalog.view';
const stored = createStoredItemStore();

export function useCatalogView() {
  const [view, setView] = useState<CatalogView>(() => catalogViewOf(stored.get(VIEW_KEY)));
  const choose = (value: string) => {
    const next = catalogViewOf(value);
    setView(next);
    stored.set(VIEW_KEY, next);
  };
  return [view, choose] as const;
}

export function ViewChoice({ view, onChange }: { view: CatalogView; onChange: (value: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <RadioGroup
      aria-label={t('catalog.viewLabel')}
      items={CATALOG_VIEWS.map((v) => ({ cd: v, cdNm: t(`catalog.view.${v}`) }))}
      value={view}
      onValueChange={onChange}
    />
  );
}

/** The phone's way to the facets' drawer, with how many are ticked. */
export function FiltersButton({ catalog, onOpen }: { catalog: Pick<CatalogSearch, 'conditions'>; onOpen: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { manufacturers, suppliers, priceBands } = catalog.conditions;
  const chosen = manufacturers.length + suppliers.length + priceBands.length;
  return (
    <NarrowOnly>
      <Button size="sm" variant="secondary" onClick={onOpen}>
        {chosen ? t('catalog.filtersChosen', { count: chosen }) : t('catalog.filters')}
      </Button>
    </NarrowOnly>
  );
}

/** The next page under the cards, with how many are shown of how many. */
export function MoreResults({
  catalog,
}: {
  catalog: Pick<CatalogSearch, 'search' | 'rowsShown' | 'more' | 'loadMore'>;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { search, rowsShown, more, loadMore } = catalog;
  if (!search.hasMore) return null;
  return (
    <MoreRow>
      <Button variant="secondary" disabled={more} onClick={() => void loadMore()}>
        {t('catalog.more', { shown: rowsShown.length.toLocaleString(), total: search.totalCount.toLocaleString() })}
      </Button>
    </MoreRow>
  );
}

/** A row of the grid added to the cart with its first quantity. */
function useAddRow() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const add = useAddToCart();
  const addRow = async (row: CatalogGridRow) => {
    try {
      await add.mutateAsync({ itemCd: row.itemCd, qty: String(firstQuantity(row)) });
      toast.success(t('catalog.added', { item: row.itemNm }));
    } catch {
      // The presenter showed why (a discontinued item, a full cart).
    }
  };
  return { addRow, adding: add.isPending };
}

/** The grid view's grid: read-only, Enter or a double click opens the row's detail. */
export function useCatalogGrid(catalog: Pick<CatalogSearch, 'rows'>, onOpen: (itemCd: string) => void) {
  return useDataGrid<CatalogGridRow>({
    rows: catalog.rows,
    columns: useCatalogColumns(),
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    onRowActivate: (row) => onOpen(row.itemCd),
  });
}

/** The grid view's buttons on its active row: its detail, and "add to cart" with its first quantity. */
export function GridButtons({
  grid,
  onOpen,
}: {
  grid: ReturnType<typeof useCatalogGrid>;
  onOpen: (itemCd: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { addRow, adding } = useAddRow();
  const active = { active: grid.rowAtView(grid.active.row) };
  return (
    <>
      <RowButton list={active} onRow={(row) => onOpen(row.itemCd)}>
        {t('catalog.detail')}
      </RowButton>
      <RowButton list={active} primary busy={adding} onRow={(row) => void addRow(row)}>
        {t('catalog.addToCart')}
      </RowButton>
    </>
  );
}

/** A search that found nothing: wider searches (the box shows their words), requests with the words in BY. */
export function CatalogNoResults({
  catalog,
}: {
  catalog: Pick<CatalogSearch, 'conditions' | 'base' | 'form' | 'run' | 'navigate'>;
}) {
  const { conditions, base, form, run, navigate } = catalog;
  return (
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
  );
}
