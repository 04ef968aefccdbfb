/**
 * The goods receipt screen's columns: read-only, the line's receipt status as a badge (waiting,
 * partially received, received), the quantities right-aligned, sortable where the server sorts.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_SORT_KEYS, isReceiptLineStatus } from '@mro/rules';
import { Badge, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { STATUS_TONES, type ReceiptGridRow } from './model';
import { columnMaker } from '../common/columns';

const SORTABLE = new Set<string>(RECEIPT_SORT_KEYS);

export function useReceiptColumns(): DataGridColumn<ReceiptGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return useMemo<DataGridColumn<ReceiptGridRow>[]>(() => {
    const c = columnMaker<ReceiptGridRow>(t, 'receipts', { sortable: SORTABLE });
    const qty = { rule: { editor: 'number' as const }, align: 'right' as const };
    return [
      c('ordNo', 160, { frozen: 'left' }),
      c('lineNo', 56, { align: 'center' }),
      c('rcvStatCd', 120, {
        align: 'center',
        render: (value) => {
          const status = String(value);
          return isReceiptLineStatus(status)
            ? createElement(Badge, { tone: STATUS_TONES[status], children: t(`receipts.status.${status}`) })
            : status;
        },
      }),
      c('itemNm', 220),
      c('spNm', 150),
      c('ordQty', 90, qty),
      c('rcvQty', 90, qty),
      c('leftQty', 90, qty),
      c('accQty', 90, qty),
      c('rejQty', 90, qty),
      c('unitCd', 60, { align: 'center' }),
      c('regDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('lastRcvDt', 110, { rule: { editor: 'date' }, align: 'center' }),
    ];
  }, [t]);
}
