/**
 * The buyer's order list, composed with its detail's deliveries section (the deliveries
 * feature's): a feature never imports another, the app composes them (decision 0109).
 */
import OrderList from '../../features/orders/OrderList';
import { OrderDeliveries } from '../../features/deliveries/OrderDeliveries';

export default function OrderListPage() {
  return <OrderList Deliveries={OrderDeliveries} />;
}
