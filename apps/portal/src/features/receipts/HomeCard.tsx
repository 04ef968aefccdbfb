/**
 * The receipts' card of the buyer's home (decision 0059): the order lines waiting to be received.
 * A failure shows the card without its figure.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FigureCard } from '../common/homeCard';
import { receiptSummaryQuery } from './queries';

export function ReceiptsCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const summary = useQuery(receiptSummaryQuery(useApi())).data;
  return (
    <FigureCard
      title={t('home.receipts')}
      href="/by/receipt/list"
      link={t('home.openReceipts')}
      figure={summary && t('home.receiptsWaiting', { count: summary.waiting })}
    />
  );
}
