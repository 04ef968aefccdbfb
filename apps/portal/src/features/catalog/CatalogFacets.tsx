/**
 * The catalogue's facets (decision 0062): the category, then manufacturers, suppliers and price
 * bands with their counts, each choice searching at once; a note when they were counted over the
 * first 1,000 matches. Beside the results, and in a drawer on a phone (Catalog.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { Facet } from '@mro/contract';
import { CheckboxGroup, Select } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { CatalogSearch } from './useCatalogSearch';
import { FacetNote } from './Catalog.styles';

const itemsOf = (facets: Facet[]) =>
  facets.map((f) => ({ cd: f.value, cdNm: `${f.label} (${f.count.toLocaleString()})` }));

export function CatalogFacets({ catalog }: { catalog: Pick<CatalogSearch, 'first' | 'conditions' | 'run'> }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { first, conditions, run } = catalog;
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
  return (
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
}
