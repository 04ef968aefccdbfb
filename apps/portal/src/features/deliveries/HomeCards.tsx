/**
 * The deliveries' home cards (issue 44 item 7, decision 0070): the supplier's deliveries due this
 * week (scheduled or shipped, planned Monday to Sunday) with those scheduled in all, and the
 * buyer's shipped deliveries not yet received; each a link into its screen. A failure shows the
 * card without its figure (the calls are silent).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FigureCard } from '../common/homeCard';
import { arrivingQuery, deliverySummaryQuery } from './queries';

export function DeliveriesDueCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const summary = useQuery(deliverySummaryQuery(useApi())).data;
  return (
    <FigureCard
      title={t('deliveries.home.due')}
      href="/sp/delivery/list"
      link={t('deliveries.grid')}
      figure={summary && t('deliveries.home.dueCount', { count: summary.dueThisWeek, scheduled: summary.scheduled })}
    />
  );
}

export function ArrivingCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const arriving = useQuery(arrivingQuery(useApi())).data;
  return (
    <FigureCard
      title={t('deliveries.home.arriving')}
      href="/by/receipt/list"
      link={t('home.openReceipts')}
      figure={arriving && t('deliveries.home.arrivingCount', { count: arriving.arriving })}
    />
  );
}
