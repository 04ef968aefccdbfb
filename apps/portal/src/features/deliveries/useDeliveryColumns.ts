/**
 * The delivery list's columns: read-only, the status as a badge, the transport kind's name, the
 * quantities right-aligned, sortable where the server sorts.
 */
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_SORT_KEYS, DELIVERY_STATUSES, type DeliveryStatus } from '@mro/rules';
import { Badge, useCodeList, type DataGridColumn } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { STATUS_TONES, type DeliveryGridRow } from './model';
import { columnMaker } from '../common/columns';

const SORTABLE = new Set<string>(DELIVERY_SORT_KEYS);
const isStatus = (s: string): s is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(s);

export function useDeliveryColumns(): DataGridColumn<DeliveryGridRow>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const statuses = useCodeList('DLV_STAT').items;
  const kinds = useCodeList('TRANS_KIND').items;
  return useMemo<DataGridColumn<DeliveryGridRow>[]>(() => {
    const name = (items: readonly { cd: string; cdNm: string }[], cd: string) =>
      items.find((i) => i.cd === cd)?.cdNm ?? cd;
    const c = columnMaker<DeliveryGridRow>(t, 'deliveries', { sortable: SORTABLE });
    const qty = { rule: { editor: 'number' as const }, align: 'right' as const };
    return [
      c('dlvNo', 170, { frozen: 'left' }),
      c('statCd', 110, {
        align: 'center',
        render: (value) => {
          const status = String(value);
          return isStatus(status)
            ? createElement(Badge, { tone: STATUS_TONES[status], children: name(statuses, status) })
            : status;
        },
      }),
      c('dlvDt', 110, { rule: { editor: 'date' }, align: 'center' }),
      c('ordNo', 160),
      c('cpNm', 150),
      c('firstItemNm', 200),
      c('lineCnt', 70, qty),
      c('totalQty', 90, qty),
      c('transKindCd', 100, { align: 'center', render: (value) => name(kinds, String(value)) }),
      c('trackingNo', 150),
    ];
  }, [t, statuses, kinds]);
}
