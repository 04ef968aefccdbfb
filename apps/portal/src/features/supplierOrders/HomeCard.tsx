/**
 * The supplier home's "orders to confirm" card (issue 44 items 1 and 7, decision 0069): how many
 * approved orders have a line waiting for the supplier's decision, linking to the order screen
 * (which opens on those orders).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FigureCard } from '../common/homeCard';
import { supplierOrderSummaryQuery } from './queries';

export function OrdersToConfirmCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const summary = useQuery(supplierOrderSummaryQuery(useApi())).data;
  return (
    <FigureCard
      title={t('home.spOrders')}
      href="/sp/order/list"
      link={t('home.openSpOrders')}
      figure={summary && t('home.spOrdersWaiting', { count: summary.toConfirm })}
    />
  );
}
