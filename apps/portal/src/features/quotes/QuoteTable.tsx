/**
 * A party's quote requests, newest first (issue 44 item 2, decision 0066): number (opens it),
 * title, first item and line count, the other party, answers, the day and the status (for a
 * supplier, its own part's status beside the request's).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateValue } from '@mro/rules';
import { Badge, Button, Table } from '@mro/ui';
import type { QuoteRow } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { quoteListQuery, type Party } from './queries';

export const QUOTE_TONE: Record<string, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  OPEN: 'info',
  AWARDED: 'success',
  CLOSED: 'neutral',
  WAIT: 'warning',
  ANSWERED: 'info',
  DECLINED: 'neutral',
  LOST: 'neutral',
};

export function QuoteTable({ party, onOpen }: { party: Party; onOpen: (qtNo: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const list = useQuery(quoteListQuery(useApi(), party));
  const status = (code: string, kind: 'request' | 'part') => (
    <Badge tone={QUOTE_TONE[code] ?? 'neutral'}>{t(`quotes.${kind}Status.${code}`)}</Badge>
  );
  return (
    <Table<QuoteRow>
      caption={t('quotes.requests')}
      hideCaption
      rowKey={(r) => r.qtNo}
      rows={list.data?.pages ?? []}
      empty={list.isPending ? t('quotes.loading') : t('quotes.noRequests')}
      columns={[
        {
          key: 'qtNo',
          header: t('quotes.col.qtNo'),
          render: (r) => (
            <Button size="sm" variant="ghost" data-volatile onClick={() => onOpen(r.qtNo)}>
              {r.qtNo}
            </Button>
          ),
        },
        { key: 'title', header: t('quotes.col.title') },
        {
          key: 'firstItemNm',
          header: t('quotes.col.items'),
          render: (r) =>
            r.lineCnt > 1 ? t('quotes.col.itemsMore', { item: r.firstItemNm, count: r.lineCnt - 1 }) : r.firstItemNm,
        },
        { key: 'cpNm', header: t(party === 'BY' ? 'quotes.col.suppliers' : 'quotes.col.buyer') },
        ...(party === 'BY'
          ? [
              {
                key: 'answeredCnt',
                header: t('quotes.col.answers'),
                align: 'end' as const,
                render: (r: QuoteRow) => `${r.answeredCnt}/${r.spCnt}`,
              },
            ]
          : []),
        { key: 'regDt', header: t('quotes.col.regDt'), render: (r) => <time>{formatDateValue(r.regDt)}</time> },
        {
          key: 'statCd',
          header: t('quotes.col.status'),
          render: (r) => (
            <span data-quote-status={r.spStatCd ?? r.statCd}>
              {r.spStatCd && r.statCd === 'OPEN' ? status(r.spStatCd, 'part') : status(r.statCd, 'request')}
            </span>
          ),
        },
      ]}
    />
  );
}
