/**
 * The supplier catalogue grid's columns and the cell rules they share with the server
 * (`catalogRules` of @mro/rules over the UNIT code list and the categories, in the current
 * language). The code, the image and file counts and the last change are shown, never edited.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOG_ITEM_SORT_KEYS, catalogRules, type CodeItem } from '@mro/rules';
import { useCodeList, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import type { CatalogRow } from './model';
import { categoriesQuery } from './queries';
import { columnMaker } from '../common/columns';

const optionsOf = (items: readonly CodeItem[]) => items.map((i) => ({ value: i.cd, label: i.cdNm }));
const SORTABLE = new Set<string>(CATALOG_ITEM_SORT_KEYS);

export function useCatalogColumns() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const units = useCodeList('UNIT').items;
  const categories = useQuery(categoriesQuery(api, i18n.language)).data;
  const rules = useMemo(
    () => catalogRules({ units: optionsOf(units), categories: categories ?? [] }),
    [units, categories],
  );
  const columns = useMemo<DataGridColumn<CatalogRow>[]>(() => {
    const c = columnMaker<CatalogRow>(t, 'supplierCatalog', { sortable: SORTABLE, editable: true });
    return [
      c('itemCd', 120, { editable: false, frozen: 'left' }),
      c('itemNmKo', 200, { rule: rules.itemNmKo }),
      c('itemNmEn', 180, { rule: rules.itemNmEn }),
      c('listPrice', 120, { rule: rules.listPrice, align: 'right' }),
      c('crncyCd', 80, { rule: rules.crncyCd, align: 'center' }),
      c('validFrom', 120, { rule: rules.validFrom, align: 'center' }),
      c('validTo', 120, { rule: rules.validTo, align: 'center' }),
      c('leadDays', 80, { rule: rules.leadDays, align: 'right' }),
      c('minOrdQty', 90, { rule: rules.minOrdQty, align: 'right' }),
      c('packQty', 80, { rule: rules.packQty, align: 'right' }),
      c('unitCd', 80, { rule: rules.unitCd, align: 'center' }),
      c('itmClsfCd', 160, { rule: rules.itmClsfCd }),
      c('specCn', 160, { rule: rules.specCn }),
      c('modelNo', 130, { rule: rules.modelNo }),
      c('imgCnt', 70, { editable: false, align: 'right' }),
      c('fileCnt', 70, { editable: false, align: 'right' }),
      c('updDt', 150, { editable: false, align: 'center', render: (v) => (v ? String(v).slice(0, 10) : '') }),
    ];
  }, [t, rules]);
  return { columns, rules };
}
