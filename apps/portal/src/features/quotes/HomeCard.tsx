/**
 * The supplier home's quote card (issue 44 item 7, decision 0066): the quote requests waiting for
 * the company's answer and the e-contracts waiting for its confirmation, linking into the "Quote
 * requests" screen. A failed count shows the card without its figures.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FigureCard } from '../common/homeCard';
import { quoteSummaryQuery } from './queries';

export function QuoteCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const summary = useQuery(quoteSummaryQuery(useApi())).data;
  return (
    <FigureCard title={t('home.quotes')} href="/sp/quote/list" link={t('home.openQuotes')}>
      {summary && (
        <>
          <p data-home-figure>{t('home.quotesToAnswer', { count: summary.toAnswer })}</p>
          <p data-home-figure>{t('home.contractsToConfirm', { count: summary.toConfirm })}</p>
        </>
      )}
    </FigureCard>
  );
}
