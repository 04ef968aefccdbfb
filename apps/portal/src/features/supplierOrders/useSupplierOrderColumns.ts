/**
 * The supplier's order list's columns: read-only, the order's progress as its badge (StatusLabel)
 * and the lines still to confirm as a count badge.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, StatusLabel, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { SupplierOrderGridRow } from './model';
import { columnMaker } from '../common/columns';

export function useSupplierOrderColumns(): DataGridColumn<SupplierOrderGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return useMemo<DataGridColumn<SupplierOrderGridRow>[]>(() => {
    const c = columnMaker<SupplierOrderGridRow>(t, 'spOrders');
    return [
      c('ordNo', 160, { frozen: 'left' }),
      c('prgsStatCd', 150, {
        align: 'center',
        render: (value) => createElement(StatusLabel, { approval: String(value) }),
      }),
      c('waitCnt', 110, {
        align: 'center',
        render: (value) =>
          Number(value) > 0
            ? createElement(Badge, {
                tone: 'warning',
                children: t('spOrders.toConfirmCount', { count: Number(value) }),
              })
            : createElement(Badge, { tone: 'success', children: t('spOrders.allDecided') }),
      }),
      c('regDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('buyerNm', 160),
      c('items', 240),
      c('reqDlvDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('bpNm', 120),
      c('amount', 130, { rule: { editor: 'number' }, align: 'right' }),
      c('crncyCd', 70, { align: 'center' }),
      c('reqUserNm', 100),
    ];
  }, [t]);
}
