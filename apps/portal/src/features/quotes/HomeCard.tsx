/**
 * The supplier home's quote card (issue 44 item 7, decision 0066): the quote requests waiting for
 * the company's answer and the e-contracts waiting for its confirmation, linking into the "Quote
 * requests" screen. A failed count shows the card without its figures.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { quoteSummaryQuery } from './queries';

export const SUPPLIER_QUOTE_PATH = '/sp/quote/list';

export function QuoteCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const summary = useQuery(quoteSummaryQuery(useApi()));
  return (
    <Card
      title={t('home.quotes')}
      extra={
        <ScreenLink href={SUPPLIER_QUOTE_PATH} onNavigate={(href) => void navigate(href)}>
          {t('home.openQuotes')}
        </ScreenLink>
      }
    >
      {summary.data && (
        <>
          <p data-home-figure>{t('home.quotesToAnswer', { count: summary.data.toAnswer })}</p>
          <p data-home-figure>{t('home.contractsToConfirm', { count: summary.data.toConfirm })}</p>
        </>
      )}
    </Card>
  );
}
