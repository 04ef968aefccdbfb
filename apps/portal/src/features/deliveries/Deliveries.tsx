/**
 * The supplier's deliveries (issue 44 item 4, decision 0070; SP menu "Deliveries", program
 * SPDLV001, `/sp/delivery/list`): a search box (planned day period, status, buyer, order
 * numbers), a read-only grid of the company's deliveries with their statuses as badges, a
 * delivery's detail (Enter or a double click on a row: transport, tracking, the delivery note,
 * ship and cancel) and the schedule form (the toolbar's button). Focus returns to the opener when
 * a dialog closes; success is a toast.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUSES, seoulDay } from '@mro/rules';
import {
  Button,
  DataGrid,
  DateRangePicker,
  FormItem,
  MultiTextInput,
  SearchBox,
  Select,
  TextField,
  useCodeList,
  useDataGrid,
  useFormBox,
  useGridRows,
  type SortState,
} from '@mro/ui';
import type { DeliveryRow } from '@mro/contract';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import { defaultConditions, periodRefusal, rowOf, type DeliveryConditions, type DeliveryGridRow } from './model';
import { deliveryPagesQuery } from './queries';
import { useDeliveryColumns } from './useDeliveryColumns';
import { DeliveryDetailDialog } from './DeliveryDetailDialog';
import { ScheduleDialog } from './ScheduleDialog';

const SCHEMA = { cpNm: 'max:100' };

export default function Deliveries() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<DeliveryConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<DeliveryGridRow>({ rows: [], rowKey: (r) => r.key });
  const query = useCallback(
    (s: { conditions: DeliveryConditions; sort: SortState }) => deliveryPagesQuery(api, s.conditions, s.sort),
    [api],
  );
  const search = usePagedSearch<DeliveryConditions, DeliveryRow, DeliveryGridRow>({
    rows,
    query,
    rowOf,
    opening,
    refusal: periodRefusal,
  });
  const columns = useDeliveryColumns();
  const [open, setOpen] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  // A delivery just scheduled opens in place of the form: closing it returns focus to the form's opener.
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const fromSchedule = useRef(false);
  const closeDetail = () => {
    setOpen(null);
    if (fromSchedule.current) {
      fromSchedule.current = false;
      setTimeout(() => scheduleButton.current?.focus(), 0);
    }
  };
  const grid = useDataGrid<DeliveryGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void search.sortBy(next),
    onRowActivate: (row) => row && setOpen(row.dlvNo),
  });
  const statuses = useCodeList('DLV_STAT').items;
  const statusItems = useMemo(
    () => DELIVERY_STATUSES.map((s) => ({ cd: s, cdNm: statuses.find((x) => x.cd === s)?.cdNm ?? s })),
    [statuses],
  );
  const again = () => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  };
  const active = grid.rowAtView(grid.active.row);
  return (
    <div>
      <SearchBox form={form} onSearch={async (c) => void (await search.run(c))} aria-label={t('deliveries.search')}>
        <FormItem name="period" label={t('deliveries.period')} span={2}>
          <DateRangePicker label={t('deliveries.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="statCd" label={t('deliveries.col.statCd')}>
          <Select items={statusItems} emptyOption="all" />
        </FormItem>
        <FormItem name="cpNm" label={t('deliveries.col.cpNm')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="ordNos" label={t('deliveries.ordNos')}>
          <MultiTextInput maxItems={100} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('deliveries.count', { count: search.totalCount }) : ''}</output>
        <Button size="sm" variant="secondary" disabled={!active} onClick={() => active && setOpen(active.dlvNo)}>
          {t('deliveries.open')}
        </Button>
        <Button size="sm" ref={scheduleButton} onClick={() => setScheduling(true)}>
          {t('deliveries.schedule')}
        </Button>
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('deliveries.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
      />
      {open && <DeliveryDetailDialog dlvNo={open} onClose={closeDetail} onChanged={again} />}
      {scheduling && (
        <ScheduleDialog
          today={today}
          onClose={() => setScheduling(false)}
          onScheduled={(dlvNo) => {
            setScheduling(false);
            fromSchedule.current = true;
            again();
            setOpen(dlvNo);
          }}
        />
      )}
    </div>
  );
}
