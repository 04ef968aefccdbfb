/**
 * The buyer's goods receipts (issue 43, decision 0059; BY menu BY-RCV-01, program BYRCV001): a
 * search box (order period with presets, receipt status, supplier, order numbers), a read-only
 * grid of the company's approved order lines fed 100 rows at a time with the receipt statuses as
 * badges, and the receipt of the active line in a side sheet (Enter or a double click on a row, or
 * the toolbar's button); focus returns to the opener when the sheet closes, success is a toast.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_LINE_STATUSES, seoulDay } from '@mro/rules';
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
  useMessageBox,
  type SortState,
} from '@mro/ui';
import type { ReceiptLineRow } from '@mro/contract';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import {
  canReceive,
  defaultConditions,
  periodRefusal,
  rowOf,
  type ReceiptConditions,
  type ReceiptGridRow,
} from './model';
import { receiptPagesQuery } from './queries';
import { useReceiptColumns } from './useReceiptColumns';
import { ReceiveDrawer } from './ReceiveDrawer';
import { ChatButton } from '../common/ChatButton';

const SCHEMA = { spNm: 'max:100' };

export default function ReceiptList() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const api = useApi();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<ReceiptConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<ReceiptGridRow>({ rows: [], rowKey: (r) => r.key });
  const query = useCallback(
    (s: { conditions: ReceiptConditions; sort: SortState }) => receiptPagesQuery(api, s.conditions, s.sort),
    [api],
  );
  const search = usePagedSearch<ReceiptConditions, ReceiptLineRow, ReceiptGridRow>({
    rows,
    query,
    rowOf,
    opening,
    refusal: periodRefusal,
  });
  const columns = useReceiptColumns();
  const [open, setOpen] = useState<ReceiptGridRow | null>(null);
  const openLine = (row: ReceiptGridRow | undefined) => {
    if (!row) return;
    if (!canReceive(row)) {
      void box.alert(row.prgsStatCd === '3' ? 'MRORC0002' : 'MRORC0004');
      return;
    }
    setOpen(row);
  };
  const grid = useDataGrid<ReceiptGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void search.sortBy(next),
    onRowActivate: openLine,
  });
  const statusItems = useMemo(
    () => RECEIPT_LINE_STATUSES.map((s) => ({ cd: s, cdNm: t(`receipts.status.${s}`) })),
    [t],
  );
  const runSearch = async (conditions: ReceiptConditions) => {
    await search.run(conditions);
  };
  const again = () => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  };
  const active = grid.rowAtView(grid.active.row);
  return (
    <div>
      <SearchBox form={form} onSearch={runSearch} aria-label={t('receipts.search')}>
        <FormItem name="period" label={t('receipts.period')} span={2}>
          <DateRangePicker label={t('receipts.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="rcvStatCd" label={t('receipts.col.rcvStatCd')}>
          <Select items={statusItems} emptyOption="all" />
        </FormItem>
        <FormItem name="spNm" label={t('receipts.col.spNm')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="ordNos" label={t('receipts.ordNos')}>
          <MultiTextInput maxItems={100} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('receipts.count', { count: search.totalCount }) : ''}</output>
        <ChatButton channel="CHANNEL_DLV_URL" />
        <Button size="sm" disabled={!canReceive(active)} onClick={() => openLine(active)}>
          {t('receipts.receive')}
        </Button>
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('receipts.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
      />
      {open && <ReceiveDrawer line={open} today={today} onClose={() => setOpen(null)} onReceived={again} />}
    </div>
  );
}
