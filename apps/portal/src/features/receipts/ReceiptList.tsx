/**
 * The buyer's goods receipts (issue 43, decision 0059; BY menu BY-RCV-01, program BYRCV001): a
 * search box (order period with presets, receipt status, supplier, order numbers), a read-only
 * grid of the company's approved order lines fed 100 rows at a time with the receipt statuses as
 * badges, and the receipt of the active line in a side sheet (Enter or a double click on a row, or
 * the toolbar's button); focus returns to the opener when the sheet closes, success is a toast.
 * The list's wiring is common/GridList (decision 0089).
 */
import { useState } from 'react';
import { RECEIPT_LINE_STATUSES, orderPeriodViolation } from '@mro/rules';
import { Button, useMessageBox } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, useGridList } from '../common/GridList';
import { ChatButton } from '../common/ChatButton';
import { canReceive, defaultConditions, rowOf, type ReceiptGridRow } from './model';
import { receiptPagesQuery } from './queries';
import { useReceiptColumns } from './useReceiptColumns';
import { ReceiveDrawer } from './ReceiveDrawer';
import { listFields } from '../common/listFields';

export default function ReceiptList() {
  const box = useMessageBox();
  const [open, setOpen] = useState<ReceiptGridRow | null>(null);
  const openLine = (row: ReceiptGridRow | undefined) => {
    if (!row) return;
    if (!canReceive(row)) {
      void box.alert(row.prgsStatCd === '3' ? 'MRORC0002' : 'MRORC0004');
      return;
    }
    setOpen(row);
  };
  const list = useGridList({
    name: 'receipts',
    opening: defaultConditions,
    schema: { spNm: 'max:100' },
    query: receiptPagesQuery,
    rowOf,
    columns: useReceiptColumns(),
    refusal: periodRefusal(orderPeriodViolation),
    onActivate: openLine,
  });
  const { t, today, active, again } = list;
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.select(
        'rcvStatCd',
        RECEIPT_LINE_STATUSES.map((s) => ({ cd: s, cdNm: t(`receipts.status.${s}`) })),
      )}
      {f.text('spNm')}
      {f.numbers('ordNos')}
    </>
  );

  const actions = (
    <>
      <ChatButton channel="CHANNEL_DLV_URL" />
      <Button size="sm" disabled={!canReceive(active)} onClick={() => openLine(active)}>
        {t('receipts.receive')}
      </Button>
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {open && <ReceiveDrawer line={open} today={today} onClose={() => setOpen(null)} onReceived={again} />}
    </GridList>
  );
}
