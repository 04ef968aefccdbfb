/**
 * The party's e-contracts, newest first (issue 44 item 3, decision 0066): number (opens the
 * contract), name, kind, version, other party, period, amount and status.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateValue } from '@mro/rules';
import { Badge, Button, Table, useMro } from '@mro/ui';
import type { ContractRow } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { contractListQuery, type Party } from './queries';
import { moneyText } from './model';
import { CONTRACT_TONE, ContractDialog } from './ContractDialog';

export function ContractTable({ party }: { party: Party }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const list = useQuery(contractListQuery(useApi(), party));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Table<ContractRow>
        caption={t('quotes.contracts')}
        hideCaption
        rowKey={(r) => r.ctrtNo}
        rows={list.data?.pages ?? []}
        empty={list.isPending ? t('quotes.loading') : t('quotes.noContracts')}
        columns={[
          {
            key: 'ctrtNo',
            header: t('quotes.contract.ctrtNo'),
            render: (r) => (
              <Button size="sm" variant="ghost" data-volatile onClick={() => setOpen(r.ctrtNo)}>
                {r.ctrtNo}
              </Button>
            ),
          },
          { key: 'ctrtNm', header: t('quotes.contract.ctrtNm') },
          { key: 'ctrtKindCd', header: t('quotes.contract.kind'), render: (r) => t(`quotes.kind.${r.ctrtKindCd}`) },
          { key: 'ctrtVer', header: t('quotes.contract.version'), align: 'end' },
          { key: 'cpNm', header: t(party === 'BY' ? 'quotes.col.supplier' : 'quotes.col.buyer') },
          {
            key: 'period',
            header: t('quotes.contract.period'),
            render: (r) => (
              <time>
                {formatDateValue(r.startDt)} ~ {formatDateValue(r.endDt)}
              </time>
            ),
          },
          {
            key: 'amount',
            header: t('quotes.contract.amount'),
            align: 'end',
            render: (r) => moneyText(r.amount, r.crncyCd, locale),
          },
          {
            key: 'statCd',
            header: t('quotes.contract.status'),
            render: (r) => (
              <Badge tone={CONTRACT_TONE[r.statCd] ?? 'neutral'}>{t(`quotes.contractStatus.${r.statCd}`)}</Badge>
            ),
          },
        ]}
      />
      {open && <ContractDialog party={party} ctrtNo={open} onClose={() => setOpen(null)} />}
    </>
  );
}
