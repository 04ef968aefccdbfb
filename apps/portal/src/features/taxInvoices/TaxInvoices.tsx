/**
 * A party's tax invoices (issue 45 item 1, decision 0074): the supplier's (SP "Tax invoices",
 * SPTAX001) and the buyer's (BY "Tax invoices", BYTAX001) — a search box (write-day period, status,
 * the other party's name), a read-only grid of the company's invoices with their statuses as
 * badges and the payment day, the Excel export of the whole search, an invoice's detail (Enter or a
 * double click on a row) and, for the supplier, "issue the month's invoice". Focus returns to the
 * opener when a dialog closes; success is a toast.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_INVOICE_STATUSES, seoulDay } from '@mro/rules';
import {
  Button,
  DataGrid,
  DateRangePicker,
  FormItem,
  SearchBox,
  Select,
  TextField,
  useDataGrid,
  useFormBox,
  useGridRows,
  type SortState,
} from '@mro/ui';
import type { TaxInvoiceRow } from '@mro/contract';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch } from '../common/usePagedSearch';
import { defaultConditions, periodRefusal, rowOf, type TaxConditions, type TaxGridRow, type TaxSide } from './model';
import { taxExportQuery, taxPagesQuery } from './queries';
import { useTaxColumns } from './useTaxColumns';
import { TaxInvoiceDialog } from './TaxInvoiceDialog';
import { IssueDialog } from './IssueDialog';

const SCHEMA = { cpNm: 'max:100' };

export function TaxInvoices({ side }: { side: TaxSide }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { can } = useScreen();
  const api = useApi();
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => defaultConditions(today));
  const form = useFormBox<TaxConditions>({ schema: SCHEMA, defaultValues: opening });
  const rows = useGridRows<TaxGridRow>({ rows: [], rowKey: (r) => r.key });
  const query = useCallback(
    (s: { conditions: TaxConditions; sort: SortState }) => taxPagesQuery(api, side, s.conditions, s.sort),
    [api, side],
  );
  const exportQuery = useCallback(
    (s: { conditions: TaxConditions; sort: SortState }) => taxExportQuery(api, side, s.conditions, s.sort),
    [api, side],
  );
  const search = usePagedSearch<TaxConditions, TaxInvoiceRow, TaxGridRow>({
    rows,
    query,
    rowOf,
    opening,
    refusal: periodRefusal,
    exportQuery,
  });
  const columns = useTaxColumns(side);
  const { exportRows } = search;
  const canExport = can('EXCEL');
  const excel = useMemo(
    () => ({ fileName: t('taxInvoices.fileName'), export: canExport, source: exportRows }),
    [t, canExport, exportRows],
  );
  const [open, setOpen] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const issueButton = useRef<HTMLButtonElement>(null);
  const fromIssue = useRef(false);
  const closeDetail = () => {
    setOpen(null);
    if (fromIssue.current) {
      fromIssue.current = false;
      setTimeout(() => issueButton.current?.focus(), 0);
    }
  };
  const grid = useDataGrid<TaxGridRow>({
    rows,
    columns,
    readOnly: true,
    checkColumn: false,
    statusColumn: false,
    manualSort: true,
    sort: search.sort,
    onSortChange: (next) => void search.sortBy(next),
    onRowActivate: (row) => row && setOpen(row.invNo),
  });
  const statusItems = useMemo(
    () => TAX_INVOICE_STATUSES.map((s) => ({ cd: s, cdNm: t(`taxInvoices.status.${s}`) })),
    [t],
  );
  const again = () => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  };
  const active = grid.rowAtView(grid.active.row);
  return (
    <div>
      <SearchBox form={form} onSearch={async (c) => void (await search.run(c))} aria-label={t('taxInvoices.search')}>
        <FormItem name="period" label={t('taxInvoices.period')} span={2}>
          <DateRangePicker label={t('taxInvoices.period')} today={today} required maxYears={1} />
        </FormItem>
        <FormItem name="statCd" label={t('taxInvoices.col.statCd')}>
          <Select items={statusItems} emptyOption="all" />
        </FormItem>
        <FormItem name="cpNm" label={t(side === 'supplier' ? 'taxInvoices.col.buyerNm' : 'taxInvoices.col.supplierNm')}>
          <TextField maxLength={100} />
        </FormItem>
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t('taxInvoices.count', { count: search.totalCount }) : ''}</output>
        <Button size="sm" variant="secondary" disabled={!active} onClick={() => active && setOpen(active.invNo)}>
          {t('taxInvoices.open')}
        </Button>
        {side === 'supplier' && (
          <Button size="sm" ref={issueButton} onClick={() => setIssuing(true)} disabled={!can('SAVE')}>
            {t('taxInvoices.issue')}
          </Button>
        )}
      </ListToolbar>
      <DataGrid
        grid={grid}
        label={t('taxInvoices.grid')}
        fill
        searched={search.last !== null}
        paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore: search.loadMore }}
        excel={excel}
      />
      {open && (
        <TaxInvoiceDialog
          side={side}
          invNo={open}
          today={today}
          canDecide={can('SAVE')}
          onClose={closeDetail}
          onChanged={again}
          onOpen={setOpen}
        />
      )}
      {issuing && (
        <IssueDialog
          today={today}
          onClose={() => setIssuing(false)}
          onIssued={(invNo) => {
            setIssuing(false);
            fromIssue.current = true;
            again();
            setOpen(invNo);
          }}
        />
      )}
    </div>
  );
}
