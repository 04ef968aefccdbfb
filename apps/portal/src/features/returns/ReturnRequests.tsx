/**
 * The return and exchange request list (issue 25, decision 0022), one screen for both parties:
 * the supplier's (menu SP-RTN, program SPRTN001: the requests addressed to its company, decided
 * in the detail) and the buyer's (menu BY-RTN, program BYRTN001: its company's requests and each
 * supplier's decision). A search box (request period with presets, status, kind, the other
 * party's company, request numbers, item or order text); a read-only grid fed by the server 100
 * rows at a time and sorted by the server; the detail of the active row in a modal (the Details
 * button, Enter or a double click on a row); the Excel export of the whole search (every page of
 * the last search that ran, decision 0042). The supplier's list opens on the requests waiting for it.
 * The buyer, with SAVE, makes a new request of a received line (NewReturnDialog, decision 0071);
 * `?ordNo=…&lineNo=…` opens it on that line (the receipt screen's link: `newReturnLink`), and
 * `?rtnNo=…` opens a request's detail (a notification's link).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_CODE_LISTS, RETURN_SEARCH_MAX_NUMBERS, seoulDay } from '@mro/rules';
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
  useGridRows,
  useFormBox,
  type SortState,
} from '@mro/ui';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { usePageActions, useScreen } from '../../frames/ScreenContext';
import { usePagedSearch } from '../common/usePagedSearch';
import { useApi } from '../../services/ServicesProvider';
import {
  defaultConditions,
  periodRefusal,
  rowOf,
  type ReturnAnswerRow,
  type ReturnConditions,
  type ReturnRow,
  type ReturnSide,
} from './model';
import { ReturnDetailDialog } from './ReturnDetailDialog';
import { NewReturnDialog } from './NewReturnDialog';
import { useLinkedDialog } from '../common/useLinkedDialog';
import { useReturnColumns } from './useReturnColumns';
import { returnExportQuery, returnPagesQuery } from './queries';

const SCHEMA = { cpNm: 'max:100', searchText: 'max:100' };
const keyOfRow = (row: ReturnRow) => row.key;

export function ReturnRequests({ side }: { side: ReturnSide }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { can, location } = useScreen();
  // The Excel export goes to the page heading (issue 41 item 14).
  const headingActions = usePageActions();
  const [today] = useState(() => seoulDay(new Date()));
  // The supplier's work is the requests waiting for a decision; the buyer follows all of its own.
  const [opening] = useState(() => defaultConditions(today, side === 'supplier' ? 'REQ' : ''));
  const form = useFormBox<ReturnConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<ReturnRow>({ rows: [], rowKey: (r) => r.key });
  const toRow = useCallback(
    (answer: ReturnAnswerRow) => rowOf(answer, (first, count) => t('returns.items', { first, count })),
    [t],
  );
  const api = useApi();
  const query = useCallback(
    (search: { conditions: ReturnConditions; sort: SortState }) =>
      returnPagesQuery(api, side, search.conditions, search.sort),
    [api, side],
  );
  // A decision writes its answer into the cache (queries.ts); the list follows it.
  // The export writes every row of the last search that ran, not only the rows loaded so far.
  const exportQuery = useCallback(
    (search: { conditions: ReturnConditions; sort: SortState }) =>
      returnExportQuery(api, side, search.conditions, search.sort),
    [api, side],
  );
  const search = usePagedSearch<ReturnConditions, ReturnAnswerRow, ReturnRow>({
    rows,
    query,
    rowOf: toRow,
    opening,
    follow: keyOfRow,
    refusal: periodRefusal,
    exportQuery,
  });
  const columns = useReturnColumns(side);
  const { exportRows } = search;
  const canExport = can('EXCEL');
  const excel = useMemo(
    () => ({ fileName: t('returns.fileName'), export: canExport, source: exportRows, buttonsIn: headingActions }),
    [t, canExport, exportRows, headingActions],
  );
  const { open, setOpen } = useLinkedDialog('rtnNo');
  // A new request, opened by the button or by a link naming an order line.
  const linked = useLinkedDialog('ordNo');
  const canRequest = side === 'buyer' && can('SAVE');
  const [creating, setCreating] = useState(false);
  const lineNo = new URLSearchParams(location.search).get('lineNo') ?? '';
  const preselected = linked.open ? { ordNo: linked.open, lineNo } : null;
  const newOpen = canRequest && (creating || preselected !== null);
  const closeNew = () => {
    setCreating(false);
    linked.setOpen(null);
  };

  const grid = useDataGrid<ReturnRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void search.sortBy(next),
    onRowActivate: (row) => setOpen(row.rtnNo),
  });

  const runSearch = async (conditions: ReturnConditions) => {
    await search.run(conditions);
  };

  const openActive = () => {
    const row = grid.rowAtView(grid.active.row);
    if (row) setOpen(row.rtnNo);
  };

  return (
    <div>
      <SearchBox form={form} onSearch={runSearch} aria-label={t('returns.search')}>
        <FormItem name="period" label={t('returns.period')} span={2}>
          <DateRangePicker label={t('returns.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="searchText" label={t('returns.searchText')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="statCd" label={t('returns.col.statCd')}>
          <Select codeGroup={RETURN_CODE_LISTS.status} emptyOption="all" />
        </FormItem>
        <FormItem name="rtnKindCd" label={t('returns.col.rtnKindCd')}>
          <Select codeGroup={RETURN_CODE_LISTS.kind} emptyOption="all" />
        </FormItem>
        <FormItem name="cpNm" label={t(`returns.col.cpNm.${side}`)}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="rtnNos" label={t('returns.rtnNos')}>
          <MultiTextInput maxItems={RETURN_SEARCH_MAX_NUMBERS} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('returns.count', { count: search.totalCount }) : ''}</output>
        <Button size="sm" variant="secondary" disabled={grid.rowCount === 0} onClick={openActive}>
          {t('returns.detail')}
        </Button>
        {canRequest && (
          <Button size="sm" onClick={() => setCreating(true)}>
            {t('returns.new')}
          </Button>
        )}
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('returns.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
        excel={excel}
      />
      {newOpen && (
        <NewReturnDialog
          preselected={preselected}
          onClose={closeNew}
          onCreated={(rtnNo) => {
            closeNew();
            setOpen(rtnNo);
            // The list shows the new request without 조회 (issue 57 item 7): its last search again.
            const last = search.current();
            if (last) void search.run(last.conditions);
          }}
        />
      )}
      {open && !newOpen && (
        <ReturnDetailDialog side={side} rtnNo={open} canDecide={can('SAVE')} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
