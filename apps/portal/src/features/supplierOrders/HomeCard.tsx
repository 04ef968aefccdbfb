/**
 * The supplier home's "orders to confirm" card (issue 44 items 1 and 7, decision 0069): how many
 * approved orders have a line waiting for the supplier's decision, linking to the order screen
 * (which opens on those orders).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { Figure } from '../common/homeCard';
import { supplierOrderSummaryQuery } from './queries';

export const SUPPLIER_ORDERS_PATH = '/sp/order/list';

export function OrdersToConfirmCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const summary = useQuery(supplierOrderSummaryQuery(useApi()));
  return (
    <Card
      title={t('home.spOrders')}
      extra={
        <ScreenLink href={SUPPLIER_ORDERS_PATH} onNavigate={(href) => void navigate(href)}>
          {t('home.openSpOrders')}
        </ScreenLink>
      }
    >
      {summary.data && <Figure data-home-figure>{t('home.spOrdersWaiting', { count: summary.data.toConfirm })}</Figure>}
    </Card>
  );
}
