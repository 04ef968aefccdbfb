/**
 * The supplier's orders (issue 44 item 1, decision 0069; SP menu SP-ORD, program SPORD001): a
 * search box (order period, the lines' decision — "to confirm" first —, the order's progress,
 * the buyer, order numbers), a read-only grid fed by the server 100 rows at a time with the
 * statuses as badges, and the active order in a modal where each waiting line is confirmed with
 * a promised day or refused with a reason. A notification's link (`?ordNo=`) opens its order.
 * The list's wiring is common/GridList (decision 0089).
 */
import { APPROVAL_CODE_LISTS, orderPeriodViolation } from '@mro/rules';
import { useCodeList } from '@mro/ui';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useLinkedDialog } from '../common/useLinkedDialog';
import { defaultConditions, rowOf } from './model';
import { supplierOrderPagesQuery } from './queries';
import { useSupplierOrderColumns } from './useSupplierOrderColumns';
import { SupplierOrderDialog } from './SupplierOrderDialog';
import { listFields } from '../common/listFields';

/** The order statuses a supplier reads: approved, under cancel approval, cancelled. */
const SUPPLIER_STATUSES = new Set(['3', '4', '5']);

export default function SupplierOrders() {
  const { open, setOpen } = useLinkedDialog('ordNo');
  const list = useGridList({
    name: 'spOrders',
    opening: defaultConditions,
    schema: { buyerNm: 'max:100' },
    query: (api, conditions) => supplierOrderPagesQuery(api, conditions),
    rowOf: (answer, t) => rowOf(answer, (first, count) => t('orders.items', { first, count })),
    columns: useSupplierOrderColumns(),
    refusal: periodRefusal(orderPeriodViolation),
    clientSort: true,
    onActivate: (row) => setOpen(row.ordNo),
  });
  const { t, today, again } = list;
  const statuses = useCodeList(APPROVAL_CODE_LISTS.status).items.filter((c) => SUPPLIER_STATUSES.has(c.cd));
  const cnfmItems = [
    { cd: 'WAIT', cdNm: t('spOrders.cnfm.WAIT') },
    { cd: 'DONE', cdNm: t('spOrders.cnfm.DONE') },
  ];
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.select('cnfm', cnfmItems, 'cnfmLabel')}
      {f.select('prgsStatCd', statuses)}
      {f.text('buyerNm')}
      {f.numbers('ordNos')}
    </>
  );

  const actions = (
    <RowButton list={list} onRow={(row) => setOpen(row.ordNo)}>
      {t('spOrders.detail')}
    </RowButton>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {open && <SupplierOrderDialog ordNo={open} today={today} onClose={() => setOpen(null)} onDecided={again} />}
    </GridList>
  );
}
