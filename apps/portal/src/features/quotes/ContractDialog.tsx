/**
 * One e-contract for either party (issue 44 item 3, decision 0066): the spec's data (number, name,
 * kind, version, dates, amount, both parties with company, representative, contact, address,
 * phone, e-mail and business type, logistics rate and amount, url), its lines, both
 * confirmations, the viewer (the sized popup with the server's document) and the party's
 * confirmation when `canConfirm` of @mro/rules allows it (the supplier first, then the buyer), and
 * for the buyer a new version of the newest one (`ContractRevision`, in place of the details). A
 * refusal because the other party or another user acted first is shown by the presenter and the
 * contract is read again.
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canConfirm, formatDateTime, formatDateValue, reviseRefusal } from '@mro/rules';
import { ActionBar, Badge, Button, Descriptions, Modal, Skeleton, Table, toast, useMessageBox, useMro } from '@mro/ui';
import type { ContractDetail, ContractParty } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { contractDetailQuery, useQuoteActions, type Party } from './queries';
import { moneyText } from './model';
import { useContractViewer } from './useContractViewer';
import { ContractRevision } from './ContractRevision';

type Line = ContractDetail['lines'][number];

export const CONTRACT_TONE: Record<string, 'neutral' | 'info' | 'success' | 'warning'> = {
  WAIT_SP: 'warning',
  WAIT_BY: 'info',
  CONFIRMED: 'success',
  SUPERSEDED: 'neutral',
};

export function ContractDialog({
  party,
  ctrtNo: opened,
  onClose,
}: {
  party: Party;
  ctrtNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  // The contract shown: the one opened, then the new version the buyer made of it.
  const [ctrtNo, setCtrtNo] = useState(opened);
  const [revising, setRevising] = useState(false);
  const reviseButton = useRef<HTMLButtonElement>(null);
  const detail = useQuery(contractDetailQuery(useApi(), party, ctrtNo));
  const { confirm } = useQuoteActions();
  const openViewer = useContractViewer();
  const d = detail.data;
  const partyItems = (p: ContractParty) => [
    { term: t('quotes.contract.company'), detail: p.cpNm },
    { term: t('quotes.contract.rpre'), detail: p.rpreNm },
    { term: t('quotes.contract.contact'), detail: p.contactNm },
    { term: t('quotes.contract.addr'), detail: p.addr },
    { term: t('quotes.contract.tel'), detail: p.telNo },
    { term: t('quotes.contract.email'), detail: p.email },
    { term: t('quotes.contract.bizType'), detail: p.bizType ? t(`quotes.bizType.${p.bizType}`) : '' },
  ];
  const box = useMessageBox();
  const doConfirm = async () => {
    if (!d) return;
    // Confirming binds the company (issue 57 item 4): what will happen, the amount and the term first.
    const ask = t(`quotes.contract.confirmAsk.${party}`, {
      ctrtNo,
      amount: moneyText(d.amount, d.crncyCd, locale),
      period: `${formatDateValue(d.startDt)} ~ ${formatDateValue(d.endDt)}`,
    });
    if (!(await box.confirm(ask))) return;
    try {
      const done = await confirm.mutateAsync({ party, ctrtNo, version: d.version });
      toast.success(t(`quotes.contract.confirmed.${done.statCd}`, { ctrtNo }));
    } catch {
      // The presenter showed why; the contract as it is now.
      void detail.refetch();
    }
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('quotes.contract.title', { ctrtNo })} size="large">
      {d && revising ? (
        <ContractRevision
          contract={d}
          onCancel={() => {
            setRevising(false);
            requestAnimationFrame(() => reviseButton.current?.focus());
          }}
          onRevised={(next) => {
            setRevising(false);
            setCtrtNo(next);
          }}
        />
      ) : d ? (
        <>
          <Descriptions
            columns={2}
            items={[
              { term: t('quotes.contract.ctrtNm'), detail: d.ctrtNm },
              {
                term: t('quotes.contract.status'),
                detail: (
                  <Badge tone={CONTRACT_TONE[d.statCd] ?? 'neutral'} data-contract-status={d.statCd}>
                    {t(`quotes.contractStatus.${d.statCd}`)}
                  </Badge>
                ),
              },
              { term: t('quotes.contract.kind'), detail: `${t(`quotes.kind.${d.ctrtKindCd}`)} (${d.docClsCd})` },
              { term: t('quotes.contract.version'), detail: String(d.ctrtVer) },
              { term: t('quotes.contract.ctrtDt'), detail: <time>{formatDateValue(d.ctrtDt)}</time> },
              {
                term: t('quotes.contract.period'),
                detail: (
                  <time>
                    {formatDateValue(d.startDt)} ~ {formatDateValue(d.endDt)}
                  </time>
                ),
              },
              { term: t('quotes.contract.amount'), detail: moneyText(d.amount, d.crncyCd, locale) },
              {
                term: t('quotes.contract.lgst'),
                detail: [d.lgstRate === null ? '' : `${d.lgstRate}%`, moneyText(d.lgstAmount, d.crncyCd, locale)]
                  .filter(Boolean)
                  .join(' · '),
              },
              { term: t('quotes.contract.url'), detail: d.ctrtUrl },
              { term: t('quotes.contract.qtNo'), detail: <span data-volatile>{d.qtNo}</span> },
              {
                term: t('quotes.contract.spCnfm'),
                detail: d.spCnfmDt ? <time>{formatDateTime(d.spCnfmDt)}</time> : t('quotes.contract.notYet'),
              },
              {
                term: t('quotes.contract.byCnfm'),
                detail: d.byCnfmDt ? <time>{formatDateTime(d.byCnfmDt)}</time> : t('quotes.contract.notYet'),
              },
            ]}
          />
          {d.latestCtrtNo !== d.ctrtNo && (
            <p role="note">{t('quotes.contract.superseded', { ctrtNo: d.latestCtrtNo })}</p>
          )}
          <h3>{t('quotes.contract.partyA')}</h3>
          <Descriptions columns={2} items={partyItems(d.partyA)} />
          <h3>{t('quotes.contract.partyB')}</h3>
          <Descriptions columns={2} items={partyItems(d.partyB)} />
          {d.lines.length > 0 && (
            <Table<Line>
              caption={t('quotes.contract.lines')}
              rowKey={(l) => String(l.lineNo)}
              rows={d.lines}
              columns={[
                { key: 'lineNo', header: t('quotes.line.no') },
                { key: 'itemNm', header: t('quotes.line.itemNm') },
                { key: 'specCn', header: t('quotes.line.specCn') },
                { key: 'unitCd', header: t('quotes.line.unitCd') },
                { key: 'qty', header: t('quotes.line.qty'), align: 'end', render: (l) => l.qty.toLocaleString() },
                {
                  key: 'unitPrice',
                  header: t('quotes.line.unitPrice'),
                  align: 'end',
                  render: (l) => moneyText(l.unitPrice, d.crncyCd, locale),
                },
              ]}
            />
          )}
          <ActionBar>
            {party === 'BY' && reviseRefusal(d.statCd) === null && d.latestCtrtNo === d.ctrtNo && (
              <Button ref={reviseButton} variant="secondary" onClick={() => setRevising(true)}>
                {t('quotes.revise.open')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('quotes.close')}
            </Button>
            <Button variant="secondary" onClick={(e) => void openViewer(d.ctrtNo, d.docClsCd, e.currentTarget)}>
              {t('quotes.contract.view')}
            </Button>
            {canConfirm(d.statCd, party) && (
              <Button onClick={() => void doConfirm()} disabled={confirm.isPending}>
                {t('quotes.contract.confirm')}
              </Button>
            )}
          </ActionBar>
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('quotes.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}
