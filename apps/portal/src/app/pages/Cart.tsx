/**
 * The buyer's cart, composed with the detail of an order it created (the orders feature's dialog
 * with the deliveries feature's section): a feature never imports another (decision 0109).
 */
import Cart from '../../features/catalog/Cart';
import { OrderDetailDialog, type OrderDetailProps } from '../../features/orders/OrderDetailDialog';
import { OrderDeliveries } from '../../features/deliveries/OrderDeliveries';

function OrderDetail(props: OrderDetailProps) {
  return <OrderDetailDialog {...props} Deliveries={OrderDeliveries} />;
}

export default function CartPage() {
  return <Cart OrderDetail={OrderDetail} />;
}
