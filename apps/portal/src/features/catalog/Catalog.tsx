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
 * ones and a new-item or quote request with its words (NoResults). The search and its address are
 * useCatalogSearch, the facets CatalogFacets; the grid view is the list block's grid and row
 * buttons (common/GridList: ListGrid, RowButton; decision 0110).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_QUERY_MAX, CATALOG_SORTS } from '@mro/rules';
import { Drawer, FormItem, SearchBox, Select, Skeleton, TextField } from '@mro/ui';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ListGrid } from '../common/GridList';
import { searchFields } from '../common/searchFields';
import { useCatalogSearch } from './useCatalogSearch';
import { CatalogFacets } from './CatalogFacets';
import {
  CatalogNoResults,
  FiltersButton,
  GridButtons,
  MoreResults,
  useCatalogGrid,
  useCatalogView,
  ViewChoice,
} from './CatalogParts';
import { ItemDetailDialog } from './ItemDetailDialog';
import { ResultCards } from './ResultCards';
import { FacetPanel, Facets, Heading, Layout, Results } from './Catalog.styles';

export default function Catalog() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const catalog = useCatalogSearch();
  const { form, search, first, searching, found, none } = catalog;
  const [view, setView] = useCatalogView();
  const [facetsOpen, setFacetsOpen] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const grid = useCatalogGrid(catalog, setOpen);
  const sortItems = useMemo(() => CATALOG_SORTS.map((s) => ({ cd: s, cdNm: t(`catalog.sort.${s}`) })), [t]);
  const fields = (
    <>
      <FormItem name="q" label={t('catalog.q')} span={2}>
        <TextField maxLength={CATALOG_QUERY_MAX} placeholder={t('catalog.qHint')} />
      </FormItem>
      <FormItem name="sort" label={t('catalog.sortLabel')}>
        <Select items={sortItems} emptyOption={false} />
      </FormItem>
    </>
  );
  return (
    <div>
      <SearchBox form={form} aria-label={t('catalog.search')} onSearch={catalog.searchBox}>
        {searchFields(fields)}
      </SearchBox>
      <Layout>
        <Facets aria-label={t('catalog.facets')}>
          <CatalogFacets catalog={catalog} />
        </Facets>
        <Results>
          {first?.category && <Heading>{first.category.path.join(' > ')}</Heading>}
          <ListToolbar>
            <output>{search.last && !searching ? t('catalog.count', { count: search.totalCount }) : ''}</output>
            <FiltersButton catalog={catalog} onOpen={() => setFacetsOpen(true)} />
            <ViewChoice view={view} onChange={setView} />
            {view === 'grid' && <GridButtons grid={grid} onOpen={setOpen} />}
          </ListToolbar>
          {searching && <Skeleton lines={8} aria-label={t('catalog.loading')} />}
          {none && <CatalogNoResults catalog={catalog} />}
          {view !== 'grid' && found && <ResultCards rows={catalog.rowsShown} view={view} onOpen={setOpen} />}
          {view !== 'grid' && found && <MoreResults catalog={catalog} />}
          <div hidden={searching || view !== 'grid' || none}>
            <ListGrid grid={grid} label={t('catalog.grid')} search={search} onLoadMore={catalog.loadMore} />
          </div>
        </Results>
      </Layout>
      <Drawer open={facetsOpen} onOpenChange={setFacetsOpen} title={t('catalog.facets')}>
        <FacetPanel>
          <CatalogFacets catalog={catalog} />
        </FacetPanel>
      </Drawer>
      {open && <ItemDetailDialog itemCd={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
