/**
 * The tax invoice list's columns: read-only, the status as a badge, the amounts right-aligned in
 * their currency's decimals, the payment day, sortable where the server sorts.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_INVOICE_SORT_KEYS, isTaxInvoiceStatus } from '@mro/rules';
import { Badge, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { STATUS_TONES, type TaxGridRow, type TaxSide } from './model';
import { columnMaker } from '../common/columns';

const SORTABLE = new Set<string>(TAX_INVOICE_SORT_KEYS);

export function useTaxColumns(side: TaxSide): DataGridColumn<TaxGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return useMemo<DataGridColumn<TaxGridRow>[]>(() => {
    const c = columnMaker<TaxGridRow>(t, 'taxInvoices', { sortable: SORTABLE });
    const amount = { rule: { editor: 'number' as const }, align: 'right' as const };
    return [
      c('invNo', 170, { frozen: 'left' }),
      c('statCd', 110, {
        align: 'center',
        render: (value) => {
          const status = String(value);
          return isTaxInvoiceStatus(status)
            ? createElement(Badge, { tone: STATUS_TONES[status], children: t(`taxInvoices.status.${status}`) })
            : status;
        },
      }),
      c('kindCd', 110, { align: 'center', render: (value) => t(`taxInvoices.kind.${String(value)}`) }),
      c('writeDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      { ...c('cpNm', 160), header: t(side === 'supplier' ? 'taxInvoices.col.buyerNm' : 'taxInvoices.col.supplierNm') },
      c('crncyCd', 70, { align: 'center' }),
      c('supplyAmt', 120, amount),
      c('vatAmt', 110, amount),
      c('totalAmt', 130, amount),
      c('payDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('lineCnt', 70, { rule: { editor: 'number' }, align: 'right' }),
      c('origInvNo', 170),
    ];
  }, [t, side]);
}
