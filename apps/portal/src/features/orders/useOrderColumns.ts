/**
 * The order list's columns: read-only, the progress status as its badge (StatusLabel, the
 * approval statuses 1–7), sortable where the server sorts.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_SORT_KEYS } from '@mro/rules';
import { StatusLabel, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { OrderGridRow } from './model';
import { columnMaker } from '../common/columns';

const SORTABLE = new Set<string>(ORDER_SORT_KEYS);

export function useOrderColumns(): DataGridColumn<OrderGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return useMemo<DataGridColumn<OrderGridRow>[]>(() => {
    const c = columnMaker<OrderGridRow>(t, 'orders', { sortable: SORTABLE });
    return [
      c('ordNo', 160, { frozen: 'left' }),
      c('prgsStatCd', 120, {
        align: 'center',
        render: (value) => createElement(StatusLabel, { approval: String(value) }),
      }),
      c('regDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('spNm', 160),
      c('items', 240),
      c('amount', 130, { rule: { editor: 'number' }, align: 'right' }),
      c('crncyCd', 70, { align: 'center' }),
      c('reqDlvDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('bpNm', 120),
      c('reqUserNm', 100),
    ];
  }, [t]);
}
