/**
 * The approvals' card of the buyer's home (issue 43 item 7, decision 0058): the documents waiting
 * for my approval (the approval box's `waiting` call). A failure shows the card without its figures.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { unwrap } from '../../http/result';
import { money } from '../../shared/money';
import { Figure, Rows, useHomeLink } from '../common/homeCard';
import { HOME_LIST_SIZE } from '../common/homeCardRules';
import { approvalKeys } from './queries';

const APPROVALS_PATH = '/by/approval/inbox';

export function ApprovalsCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useHomeLink();
  const api = useApi();
  const waiting = useQuery({
    queryKey: [...approvalKeys.box('waiting'), 'home'],
    queryFn: async () =>
      unwrap(
        await api.approvals.box(
          { query: { box: 'waiting', pageNo: 1, pageSize: HOME_LIST_SIZE } },
          { loading: false, silent: true },
        ),
      ),
  });
  return (
    <Card
      title={t('home.approvals')}
      extra={
        <ScreenLink href={APPROVALS_PATH} onNavigate={go}>
          {t('home.allApprovals')}
        </ScreenLink>
      }
    >
      {waiting.data && (
        <Figure data-home-figure>{t('home.approvalsWaiting', { count: waiting.data.totalCount })}</Figure>
      )}
      <Rows aria-label={t('home.approvals')} data-home-live>
        {waiting.data?.pages.map((doc) => (
          <li key={doc.apprNo}>
            <ScreenLink href={APPROVALS_PATH} onNavigate={go}>
              {doc.title}
            </ScreenLink>
            <small>
              {doc.drafterNm} · {money(doc.amount, doc.crncyCd, locale)}
            </small>
          </li>
        ))}
      </Rows>
    </Card>
  );
}
