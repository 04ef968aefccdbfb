/**
 * The deliveries' home cards (issue 44 item 7, decision 0070): the supplier's deliveries due this
 * week (scheduled or shipped, planned Monday to Sunday) with those scheduled in all, and the
 * buyer's shipped deliveries not yet received; each a link into its screen. A failure shows the
 * card without its figure (the calls are silent).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { Figure } from '../common/homeCard';
import { arrivingQuery, deliverySummaryQuery } from './queries';

export const DELIVERY_PATHS = { supplier: '/sp/delivery/list', buyer: '/by/receipt/list' } as const;

export function DeliveriesDueCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const summary = useQuery(deliverySummaryQuery(useApi()));
  return (
    <Card
      title={t('deliveries.home.due')}
      extra={
        <ScreenLink href={DELIVERY_PATHS.supplier} onNavigate={(href) => void navigate(href)}>
          {t('deliveries.grid')}
        </ScreenLink>
      }
    >
      {summary.data && (
        <Figure data-home-figure>
          {t('deliveries.home.dueCount', { count: summary.data.dueThisWeek, scheduled: summary.data.scheduled })}
        </Figure>
      )}
    </Card>
  );
}

export function ArrivingCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const arriving = useQuery(arrivingQuery(useApi()));
  return (
    <Card
      title={t('deliveries.home.arriving')}
      extra={
        <ScreenLink href={DELIVERY_PATHS.buyer} onNavigate={(href) => void navigate(href)}>
          {t('home.openReceipts')}
        </ScreenLink>
      }
    >
      {arriving.data && (
        <Figure data-home-figure>{t('deliveries.home.arrivingCount', { count: arriving.data.arriving })}</Figure>
      )}
    </Card>
  );
}
