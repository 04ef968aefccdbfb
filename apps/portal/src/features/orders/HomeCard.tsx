/**
 * The orders' card of the buyer's home (issue 43 item 7, decision 0058): the company's latest
 * orders with their status badges (the order list's call). A failure shows the card without them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateValue, seoulDay } from '@mro/rules';
import { Card, StatusLabel, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { unwrap } from '../../http/result';
import { money } from '../../shared/money';
import { Rows, useHomeLink } from '../common/homeCard';
import { recentOrdersParams } from '../common/homeCardRules';
import { orderKeys } from './queries';

const ORDERS_PATH = '/by/order/list';

export function OrdersCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useHomeLink();
  const api = useApi();
  const params = recentOrdersParams(seoulDay(new Date()));
  const orders = useQuery({
    queryKey: [...orderKeys.all, 'home', params],
    queryFn: async () => unwrap(await api.orders.search({ query: params }, { loading: false, silent: true })),
  });
  return (
    <Card
      title={t('home.orders')}
      extra={
        <ScreenLink href={ORDERS_PATH} onNavigate={go}>
          {t('home.allOrders')}
        </ScreenLink>
      }
    >
      {orders.data && orders.data.pages.length === 0 && <p data-home-live>{t('home.noOrders')}</p>}
      <Rows aria-label={t('home.orders')} data-home-live>
        {orders.data?.pages.map((order) => (
          <li key={order.ordNo}>
            <StatusLabel approval={order.prgsStatCd} />
            <ScreenLink href={ORDERS_PATH} onNavigate={go}>
              {order.ordNo}
            </ScreenLink>
            <span>
              {order.lineCnt > 1
                ? t('orders.items', { first: order.firstItemNm, count: order.lineCnt - 1 })
                : order.firstItemNm}
            </span>
            <small>
              {formatDateValue(seoulDay(new Date(order.regDt)))} · {money(order.amount, order.crncyCd, locale)}
            </small>
          </li>
        ))}
      </Rows>
    </Card>
  );
}
