/**
 * The receipts' card of the buyer's home (decision 0059): the order lines waiting to be received.
 * A failure shows the card without its figure.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { Figure, useHomeLink } from '../common/homeCard';
import { receiptSummaryQuery } from './queries';

const RECEIPTS_PATH = '/by/receipt/list';

export function ReceiptsCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const go = useHomeLink();
  const summary = useQuery(receiptSummaryQuery(useApi()));
  return (
    <Card
      title={t('home.receipts')}
      extra={
        <ScreenLink href={RECEIPTS_PATH} onNavigate={go}>
          {t('home.openReceipts')}
        </ScreenLink>
      }
    >
      {summary.data && <Figure data-home-figure>{t('home.receiptsWaiting', { count: summary.data.waiting })}</Figure>}
    </Card>
  );
}
