/**
 * The supplier's orders (issue 44 item 1, decision 0069; SP menu SP-ORD, program SPORD001): a
 * search box (order period, the lines' decision — "to confirm" first —, the order's progress,
 * the buyer, order numbers), a read-only grid fed by the server 100 rows at a time with the
 * statuses as badges, and the active order in a modal where each waiting line is confirmed with
 * a promised day or refused with a reason. A notification's link (`?ordNo=`) opens its order.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_CODE_LISTS, seoulDay } from '@mro/rules';
import {
  Button,
  DataGrid,
  DateRangePicker,
  FormItem,
  MultiTextInput,
  SearchBox,
  Select,
  TextField,
  useDataGrid,
  useFormBox,
  useCodeList,
  useGridRows,
} from '@mro/ui';
import type { SupplierOrderRow } from '@mro/contract';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import { useLinkedDialog } from '../common/useLinkedDialog';
import {
  defaultConditions,
  periodRefusal,
  rowOf,
  type SupplierOrderConditions,
  type SupplierOrderGridRow,
} from './model';
import { supplierOrderPagesQuery } from './queries';
import { useSupplierOrderColumns } from './useSupplierOrderColumns';
import { SupplierOrderDialog } from './SupplierOrderDialog';

const SCHEMA = { buyerNm: 'max:100' };
/** The order statuses a supplier reads: approved, under cancel approval, cancelled. */
const SUPPLIER_STATUSES = new Set(['3', '4', '5']);

export default function SupplierOrders() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<SupplierOrderConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<SupplierOrderGridRow>({ rows: [], rowKey: (r) => r.key });
  const toRow = useCallback(
    (answer: SupplierOrderRow) => rowOf(answer, (first, count) => t('orders.items', { first, count })),
    [t],
  );
  const query = useCallback(
    (s: { conditions: SupplierOrderConditions }) => supplierOrderPagesQuery(api, s.conditions),
    [api],
  );
  const search = usePagedSearch<SupplierOrderConditions, SupplierOrderRow, SupplierOrderGridRow>({
    rows,
    query,
    rowOf: toRow,
    opening,
    refusal: periodRefusal,
  });
  const columns = useSupplierOrderColumns();
  const { open, setOpen } = useLinkedDialog('ordNo');
  const grid = useDataGrid<SupplierOrderGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    onRowActivate: (row) => setOpen(row.ordNo),
  });
  const statuses = useCodeList(APPROVAL_CODE_LISTS.status).items.filter((c) => SUPPLIER_STATUSES.has(c.cd));
  const rerun = () => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  };
  const cnfmItems = [
    { cd: 'WAIT', cdNm: t('spOrders.cnfm.WAIT') },
    { cd: 'DONE', cdNm: t('spOrders.cnfm.DONE') },
  ];
  return (
    <div>
      <SearchBox form={form} onSearch={async (c) => void (await search.run(c))} aria-label={t('spOrders.search')}>
        <FormItem name="period" label={t('spOrders.period')} span={2}>
          <DateRangePicker label={t('spOrders.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="cnfm" label={t('spOrders.cnfmLabel')}>
          <Select items={cnfmItems} emptyOption="all" />
        </FormItem>
        <FormItem name="prgsStatCd" label={t('spOrders.col.prgsStatCd')}>
          <Select items={statuses} emptyOption="all" />
        </FormItem>
        <FormItem name="buyerNm" label={t('spOrders.col.buyerNm')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="ordNos" label={t('spOrders.ordNos')}>
          <MultiTextInput maxItems={100} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('spOrders.count', { count: search.totalCount }) : ''}</output>
        <Button
          size="sm"
          variant="secondary"
          disabled={grid.rowCount === 0}
          onClick={() => setOpen(grid.rowAtView(grid.active.row)?.ordNo ?? null)}
        >
          {t('spOrders.detail')}
        </Button>
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('spOrders.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
      />
      {open && <SupplierOrderDialog ordNo={open} today={today} onClose={() => setOpen(null)} onDecided={rerun} />}
    </div>
  );
}
