/**
 * The catalogue results' columns: read-only; the price is the company's contract price (marked)
 * or the list price, in its currency's decimals; the unit from the UNIT code list.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, useCodeList, useMro, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { money, type CatalogGridRow } from './model';
import { columnMaker } from '../common/columns';

export function useCatalogColumns(): DataGridColumn<CatalogGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const units = useCodeList('UNIT').items;
  return useMemo<DataGridColumn<CatalogGridRow>[]>(() => {
    const c = columnMaker<CatalogGridRow>(t, 'catalog');
    return [
      c('itemCd', 110, { frozen: 'left' }),
      c('itemNm', 280),
      c('specCn', 180),
      c('modelNo', 150),
      c('mfrNm', 120),
      c('spNm', 140),
      c('price', 150, {
        align: 'right',
        render: (_value, row) =>
          createElement(
            'span',
            null,
            row.priceKind === 'contract'
              ? createElement(Badge, { tone: 'info', children: t('catalog.contract') })
              : null,
            ' ',
            money(row.price, row.crncyCd, locale),
          ),
      }),
      c('unitCd', 70, {
        align: 'center',
        rule: { editor: 'dropdown', options: units.map((u) => ({ value: u.cd, label: u.cdNm })) },
      }),
      c('minOrdQty', 90, { align: 'right', rule: { editor: 'number' } }),
      c('packQty', 80, { align: 'right', rule: { editor: 'number' } }),
      c('leadDays', 90, { align: 'right', rule: { editor: 'number' } }),
    ];
  }, [t, locale, units]);
}
