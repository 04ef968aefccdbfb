/**
 * The buyer's order list (issue 43 item 6; BY menu BY-ORD-01, program BYORD001): a search box
 * (order period with presets, progress status, supplier, order numbers, item), a read-only grid
 * fed by the server 100 rows at a time with the statuses as badges, the detail of the active row
 * in a modal, and the Excel export of the whole search (every page of the last search that ran).
 * The list's wiring is common/GridList (decision 0089).
 */
import { APPROVAL_CODE_LISTS, orderPeriodViolation } from '@mro/rules';
import { periodRefusal } from '../../shared/period';
import { GridList, RowButton, useGridList } from '../common/GridList';
import { useLinkedDialog } from '../common/useLinkedDialog';
import { defaultConditions, rowOf } from './model';
import { orderExportQuery, orderPagesQuery } from './queries';
import { useOrderColumns } from './useOrderColumns';
import { OrderDetailDialog, type OrderDeliveriesView } from './OrderDetailDialog';
import { listFields } from '../common/listFields';

/** The order list; its detail's deliveries section comes from the app (app/pages/OrderList.tsx). */
export default function OrderList({ Deliveries }: { Deliveries: OrderDeliveriesView }) {
  // The approval box's link to an order (`?ordNo=`) opens its detail, also while the list is open.
  const { open, setOpen, leave } = useLinkedDialog('ordNo');
  const list = useGridList({
    name: 'orders',
    opening: defaultConditions,
    schema: { itemText: 'max:100', spNm: 'max:100' },
    query: orderPagesQuery,
    exportQuery: orderExportQuery,
    rowOf: (answer, t) => rowOf(answer, (first, count) => t('orders.items', { first, count })),
    columns: useOrderColumns(),
    refusal: periodRefusal(orderPeriodViolation),
    onActivate: (row) => setOpen(row.ordNo),
  });
  const { t } = list;
  const f = listFields(list);
  const fields = (
    <>
      {f.period()}
      {f.code('prgsStatCd', APPROVAL_CODE_LISTS.status)}
      {f.text('spNm')}
      {f.text('itemText', 'itemText')}
      {f.numbers('ordNos')}
    </>
  );

  const actions = (
    <RowButton list={list} onRow={(row) => setOpen(row.ordNo)}>
      {t('orders.detail')}
    </RowButton>
  );
  return (
    <GridList list={list} fields={fields} actions={actions}>
      {open && <OrderDetailDialog ordNo={open} onClose={() => setOpen(null)} onLeave={leave} Deliveries={Deliveries} />}
    </GridList>
  );
}
