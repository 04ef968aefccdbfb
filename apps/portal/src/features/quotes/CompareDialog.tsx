/**
 * The buyer's view of one quote request (issue 44 item 2, decision 0066): the request, its lines,
 * and the suppliers' answers side by side (a table: one row per line with each supplier's unit
 * price, the lowest of one currency marked, then total, lead time, validity, status and note per
 * supplier), with an award button per answered supplier while the request is open, closing the
 * request without an award, and the e-contract once awarded. `quoteTransitionRefusal` of @mro/rules
 * decides which buttons are offered; the server refuses the rest (a second award MROQT0003, an
 * expired quote MROQT0008, someone else first MROQT0017: the request is read again).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { awardValidityRefusal, formatDateTime, quoteTransitionRefusal } from '@mro/rules';
import { ActionBar, Badge, Button, Descriptions, Modal, Skeleton, Table, toast, useMessageBox, useMro } from '@mro/ui';
import type { QuoteAnswer } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { compareRows, moneyText, type CompareRow } from './model';
import { quoteDetailQuery, useQuoteActions } from './queries';
import { QUOTE_TONE } from './QuoteTable';
import { QuoteFiles } from './QuoteFiles';

export function CompareDialog({
  qtNo,
  today,
  onClose,
  onContract,
}: {
  qtNo: string;
  today: string;
  onClose: () => void;
  onContract: (ctrtNo: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const box = useMessageBox();
  const detail = useQuery(quoteDetailQuery(useApi(), 'BY', qtNo));
  const { award, close } = useQuoteActions();
  const d = detail.data;
  const partStatus = (a: QuoteAnswer) => t(`quotes.partStatus.${a.statCd}`);
  const rows = d
    ? compareRows(
        d,
        locale,
        {
          currency: t('quotes.answer.crncyCd'),
          total: t('quotes.compare.total'),
          leadDays: t('quotes.answer.leadDays'),
          validDt: t('quotes.answer.validDt'),
          status: t('quotes.col.status'),
          note: t('quotes.compare.note'),
        },
        partStatus,
      )
    : [];
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch {
      // The presenter showed why; the request as it is now.
      void detail.refetch();
    }
  };
  const doAward = async (a: QuoteAnswer) => {
    if (!d) return;
    const expired = awardValidityRefusal(a.validDt, today);
    if (expired) return void box.alert(expired);
    if (
      !(await box.confirm(
        t('quotes.compare.awardConfirm', { sp: a.spNm, amount: moneyText(a.amount, a.crncyCd, locale) }),
      ))
    )
      return;
    await act(
      () => award.mutateAsync({ qtNo, spCd: a.spCd, version: d.version }),
      t('quotes.compare.awarded', { sp: a.spNm }),
    );
  };
  const doClose = async () => {
    if (!d || !(await box.confirm(t('quotes.compare.closeConfirm')))) return;
    await act(() => close.mutateAsync({ qtNo, version: d.version }), t('quotes.compare.closed', { qtNo }));
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('quotes.compare.title', { qtNo })} size="xlarge">
      {d ? (
        <>
          <Descriptions
            columns={2}
            items={[
              { term: t('quotes.col.title'), detail: d.title },
              {
                term: t('quotes.col.status'),
                detail: (
                  <Badge tone={QUOTE_TONE[d.statCd] ?? 'neutral'} data-request-status={d.statCd}>
                    {t(`quotes.requestStatus.${d.statCd}`)}
                  </Badge>
                ),
              },
              { term: t('quotes.col.regDt'), detail: <time>{formatDateTime(d.regDt)}</time> },
              { term: t('quotes.compare.requester'), detail: d.reqUserNm },
              { term: t('quotes.new.note'), detail: d.noteCn },
            ]}
          />
          <Table<CompareRow>
            caption={t('quotes.compare.grid')}
            rowKey={(r) => r.key}
            rows={rows}
            columns={[
              { key: 'label', header: t('quotes.compare.item') },
              ...d.answers.map((a) => ({
                key: a.spCd,
                header: a.spNm,
                align: 'end' as const,
                render: (r: CompareRow) =>
                  r.lowest === a.spCd ? (
                    <span>
                      {r.cells[a.spCd]} <Badge tone="success">{t('quotes.compare.lowest')}</Badge>
                    </span>
                  ) : r.key === 'validDt' ? (
                    <time>{r.cells[a.spCd]}</time>
                  ) : (
                    (r.cells[a.spCd] ?? '')
                  ),
              })),
            ]}
          />
          <QuoteFiles files={d.files} label={t('quotes.new.files')} />
          {d.answers.map((a) => (
            <QuoteFiles key={a.spCd} files={a.files} label={t('quotes.compare.files', { sp: a.spNm })} />
          ))}
          <ActionBar>
            <Button variant="secondary" onClick={onClose}>
              {t('quotes.close')}
            </Button>
            {quoteTransitionRefusal('close', d.statCd) === null && (
              <Button variant="secondary" onClick={() => void doClose()} disabled={close.isPending}>
                {t('quotes.compare.closeRequest')}
              </Button>
            )}
            {d.answers
              .filter((a) => quoteTransitionRefusal('award', d.statCd, a.statCd) === null)
              .map((a) => (
                <Button key={a.spCd} onClick={() => void doAward(a)} disabled={award.isPending}>
                  {t('quotes.compare.award', { sp: a.spNm })}
                </Button>
              ))}
            {d.ctrtNo && <Button onClick={() => onContract(d.ctrtNo!)}>{t('quotes.compare.contract')}</Button>}
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
