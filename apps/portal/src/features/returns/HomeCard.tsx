/**
 * The supplier home's "return requests waiting" card (issue 44 item 7): how many return and
 * exchange requests of the last year wait for the supplier's decision (status REQ; the return
 * list's own call, one row asked for its total), linking to the return screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FigureCard } from '../common/homeCard';
import { supplierReturnsWaitingQuery } from './queries';

export function ReturnsWaitingCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const waiting = useQuery(supplierReturnsWaitingQuery(useApi())).data;
  return (
    <FigureCard
      title={t('home.spReturns')}
      href="/sp/return/list"
      link={t('home.openSpReturns')}
      figure={waiting !== undefined ? t('home.spReturnsWaiting', { count: waiting }) : null}
    />
  );
}
