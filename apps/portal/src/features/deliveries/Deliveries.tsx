/**
 * The supplier's deliveries (issue 44 item 4, decision 0070; SP menu "Deliveries", program
 * SPDLV001, `/sp/delivery/list`): a search box (planned day period, status, buyer, order
 * numbers), a read-only grid of the company's deliveries with their statuses as badges, a
 * delivery's detail (Enter or a double click on a row: transport, tracking, the delivery note,
 * ship and cancel) and the schedule form (the toolbar's button). Focus returns to the opener when
 * a dialog closes; success is a toast. The list's wiring is common/GridList (decision 0089).
 */
import { useMemo } from 'react';
import { DELIVERY_STATUSES, orderPeriodViolation } from '@mro/rules';
import { Button, useCodeList } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useCreatedDetail } from '../common/useCreatedDetail';
import { defaultConditions, rowOf } from './model';
import { deliveryPagesQuery } from './queries';
import { useDeliveryColumns } from './useDeliveryColumns';
import { DeliveryDetailDialog } from './DeliveryDetailDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { listFields } from '../common/listFields';

export default function Deliveries() {
  const list = useGridList({
    name: 'deliveries',
    opening: defaultConditions,
    schema: { cpNm: 'max:100' },
    query: deliveryPagesQuery,
    rowOf,
    columns: useDeliveryColumns(),
    refusal: periodRefusal(orderPeriodViolation),
    onActivate: (row) => detail.setOpen(row.dlvNo),
  });
  const { t, today, again } = list;
  // A delivery just scheduled opens in place of the form: closing it returns focus to the form's opener.
  const detail = useCreatedDetail(again);
  const { holdNewButton } = detail;
  const statuses = useCodeList('DLV_STAT').items;
  const statusItems = useMemo(
    () => DELIVERY_STATUSES.map((s) => ({ cd: s, cdNm: statuses.find((x) => x.cd === s)?.cdNm ?? s })),
    [statuses],
  );
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.select('statCd', statusItems)}
      {f.text('cpNm')}
      {f.numbers('ordNos')}
    </>
  );

  const actions = (
    <>
      <RowButton list={list} onRow={(row) => detail.setOpen(row.dlvNo)}>
        {t('deliveries.open')}
      </RowButton>
      <Button size="sm" ref={holdNewButton} onClick={() => detail.setCreating(true)}>
        {t('deliveries.schedule')}
      </Button>
    </>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {detail.open && <DeliveryDetailDialog dlvNo={detail.open} onClose={detail.closeDetail} onChanged={again} />}
      {detail.creating && (
        <ScheduleDialog today={today} onClose={() => detail.setCreating(false)} onScheduled={detail.created} />
      )}
    </GridList>
  );
}
