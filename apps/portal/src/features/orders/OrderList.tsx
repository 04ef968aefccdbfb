/**
 * The buyer's order list (issue 43 item 6; BY menu BY-ORD-01, program BYORD001): a search box
 * (order period with presets, progress status, supplier, order numbers, item), a read-only grid
 * fed by the server 100 rows at a time with the statuses as badges, the detail of the active row
 * in a modal, and the Excel export of the whole search (every page of the last search that ran).
 */
import { useCallback, useMemo, useState } from 'react';
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
  useGridRows,
  type SortState,
} from '@mro/ui';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import {
  defaultConditions,
  periodRefusal,
  rowOf,
  type OrderAnswerRow,
  type OrderConditions,
  type OrderGridRow,
} from './model';
import { orderExportQuery, orderPagesQuery } from './queries';
import { useOrderColumns } from './useOrderColumns';
import { OrderDetailDialog } from './OrderDetailDialog';
import { useLinkedDialog } from '../common/useLinkedDialog';

const SCHEMA = { itemText: 'max:100', spNm: 'max:100' };

export default function OrderList() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { can } = useScreen();
  const api = useApi();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<OrderConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<OrderGridRow>({ rows: [], rowKey: (r) => r.key });
  const toRow = useCallback(
    (answer: OrderAnswerRow) => rowOf(answer, (first, count) => t('orders.items', { first, count })),
    [t],
  );
  const query = useCallback(
    (s: { conditions: OrderConditions; sort: SortState }) => orderPagesQuery(api, s.conditions, s.sort),
    [api],
  );
  const exportQuery = useCallback(
    (s: { conditions: OrderConditions; sort: SortState }) => orderExportQuery(api, s.conditions, s.sort),
    [api],
  );
  const search = usePagedSearch<OrderConditions, OrderAnswerRow, OrderGridRow>({
    rows,
    query,
    rowOf: toRow,
    opening,
    refusal: periodRefusal,
    exportQuery,
  });
  const columns = useOrderColumns();
  const { exportRows } = search;
  const canExport = can('EXCEL');
  const excel = useMemo(
    () => ({ fileName: t('orders.fileName'), export: canExport, source: exportRows }),
    [t, canExport, exportRows],
  );
  // The approval box's link to an order (`?ordNo=`) opens its detail, also while the list is open.
  const { open, setOpen, leave } = useLinkedDialog('ordNo');
  const grid = useDataGrid<OrderGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void search.sortBy(next),
    onRowActivate: (row) => setOpen(row.ordNo),
  });
  const runSearch = async (conditions: OrderConditions) => {
    await search.run(conditions);
  };
  return (
    <div>
      <SearchBox form={form} onSearch={runSearch} aria-label={t('orders.search')}>
        <FormItem name="period" label={t('orders.period')} span={2}>
          <DateRangePicker label={t('orders.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="prgsStatCd" label={t('orders.col.prgsStatCd')}>
          <Select codeGroup={APPROVAL_CODE_LISTS.status} emptyOption="all" />
        </FormItem>
        <FormItem name="spNm" label={t('orders.col.spNm')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="itemText" label={t('orders.itemText')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="ordNos" label={t('orders.ordNos')}>
          <MultiTextInput maxItems={100} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('orders.count', { count: search.totalCount }) : ''}</output>
        <Button
          size="sm"
          variant="secondary"
          disabled={grid.rowCount === 0}
          onClick={() => setOpen(grid.rowAtView(grid.active.row)?.ordNo ?? null)}
        >
          {t('orders.detail')}
        </Button>
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('orders.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
        excel={excel}
      />
      {open && <OrderDetailDialog ordNo={open} onClose={() => setOpen(null)} onLeave={leave} />}
    </div>
  );
}
