/**
 * Each system's home (decision 0044), composed here: the home's layout and its own cards
 * (features/home) with the cards each feature draws of its own data (its HomeCard.tsx), so no
 * feature imports another (decision 0109). One lazy chunk; systemPages.tsx picks a system's home.
 */
import type { ComponentType } from 'react';
import { HOME_OWN_CARDS, SystemHome, type CardViews } from '../features/home/SystemHome';
import type { HomeSystem } from '../features/home/homeCards';
import { CartCard, SearchCard } from '../features/catalog/HomeCards';
import { OrdersCard } from '../features/orders/HomeCard';
import { ApprovalsCard } from '../features/approvals/HomeCard';
import { ReceiptsCard } from '../features/receipts/HomeCard';
import { QuoteCard } from '../features/quotes/HomeCard';
import { OrdersToConfirmCard } from '../features/supplierOrders/HomeCard';
import { ReturnsWaitingCard } from '../features/returns/HomeCard';
import { ArrivingCard, DeliveriesDueCard } from '../features/deliveries/HomeCards';

const CARD_VIEWS: CardViews = {
  ...HOME_OWN_CARDS,
  search: SearchCard,
  orders: OrdersCard,
  cart: CartCard,
  receipts: ReceiptsCard,
  approvals: ApprovalsCard,
  quotes: QuoteCard,
  spOrders: OrdersToConfirmCard,
  spReturns: ReturnsWaitingCard,
  deliveriesDue: DeliveriesDueCard,
  arriving: ArrivingCard,
};

const home = (system: HomeSystem): ComponentType =>
  function Home() {
    return <SystemHome system={system} views={CARD_VIEWS} />;
  };

export const HOMES: Record<HomeSystem, ComponentType> = {
  BY: home('BY'),
  MP: home('MP'),
  SP: home('SP'),
  PO: home('PO'),
  DEV: home('DEV'),
};
