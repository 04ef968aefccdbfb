/**
 * A party's tax invoices (issue 45 item 1, decision 0074): the supplier's (SP "Tax invoices",
 * SPTAX001) and the buyer's (BY "Tax invoices", BYTAX001) — a search box (write-day period, status,
 * the other party's name), a read-only grid of the company's invoices with their statuses as
 * badges and the payment day, the Excel export of the whole search, an invoice's detail (Enter or a
 * double click on a row) and, for the supplier, "issue the month's invoice". Focus returns to the
 * opener when a dialog closes; success is a toast. The list's wiring is common/GridList (decision 0089).
 */
import { TAX_INVOICE_STATUSES, orderPeriodViolation } from '@mro/rules';
import { Button } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useCreatedDetail } from '../common/useCreatedDetail';
import { defaultConditions, rowOf, type TaxSide } from './model';
import { taxExportQuery, taxPagesQuery } from './queries';
import { useTaxColumns } from './useTaxColumns';
import { TaxInvoiceDialog } from './TaxInvoiceDialog';
import { IssueDialog } from './IssueDialog';
import { listFields } from '../common/listFields';

export function TaxInvoices({ side }: { side: TaxSide }) {
  const list = useGridList({
    name: 'taxInvoices',
    opening: defaultConditions,
    schema: { cpNm: 'max:100' },
    query: (api, conditions, sort) => taxPagesQuery(api, side, conditions, sort),
    exportQuery: (api, conditions, sort) => taxExportQuery(api, side, conditions, sort),
    rowOf,
    columns: useTaxColumns(side),
    refusal: periodRefusal(orderPeriodViolation),
    onActivate: (row) => detail.setOpen(row.invNo),
  });
  const { t, today, again, can } = list;
  // An invoice just issued opens in place of the form: closing it returns focus to the form's opener.
  const detail = useCreatedDetail(again);
  const { holdNewButton } = detail;
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.select(
        'statCd',
        TAX_INVOICE_STATUSES.map((s) => ({ cd: s, cdNm: t(`taxInvoices.status.${s}`) })),
      )}
      {f.text('cpNm', side === 'supplier' ? 'col.buyerNm' : 'col.supplierNm')}
    </>
  );

  const actions = (
    <>
      <RowButton list={list} onRow={(row) => detail.setOpen(row.invNo)}>
        {t('taxInvoices.open')}
      </RowButton>
      {side === 'supplier' && (
        <Button size="sm" ref={holdNewButton} onClick={() => detail.setCreating(true)} disabled={!can('SAVE')}>
          {t('taxInvoices.issue')}
        </Button>
      )}
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {detail.open && (
        <TaxInvoiceDialog
          side={side}
          invNo={detail.open}
          today={today}
          canDecide={can('SAVE')}
          onClose={detail.closeDetail}
          onChanged={again}
          onOpen={detail.setOpen}
        />
      )}
      {detail.creating && (
        <IssueDialog today={today} onClose={() => detail.setCreating(false)} onIssued={detail.created} />
      )}
    </GridList>
  );
}
