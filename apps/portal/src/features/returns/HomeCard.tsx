/**
 * The supplier home's "return requests waiting" card (issue 44 item 7): how many return and
 * exchange requests of the last year wait for the supplier's decision (status REQ; the return
 * list's own call, one row asked for its total), linking to the return screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { Figure } from '../common/homeCard';
import { supplierReturnsWaitingQuery } from './queries';

export const SUPPLIER_RETURNS_PATH = '/sp/return/list';

export function ReturnsWaitingCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const waiting = useQuery(supplierReturnsWaitingQuery(useApi()));
  return (
    <Card
      title={t('home.spReturns')}
      extra={
        <ScreenLink href={SUPPLIER_RETURNS_PATH} onNavigate={(href) => void navigate(href)}>
          {t('home.openSpReturns')}
        </ScreenLink>
      }
    >
      {waiting.data !== undefined && (
        <Figure data-home-figure>{t('home.spReturnsWaiting', { count: waiting.data })}</Figure>
      )}
    </Card>
  );
}
