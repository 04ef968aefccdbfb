/**
 * The supplier's answer to one quote request (issue 44 item 2, decision 0066): the request and its
 * lines with a unit price field per line, the currency (the quote currencies of @mro/rules; the
 * prices keep the currency's decimals), lead time in days, validity date, note and attachments
 * (the FileLoader), or a decline with a reason. `checkQuoteAnswer` runs first as the server runs
 * it; answering again replaces the answer while the request is open. A refusal because the
 * request closed, was awarded or changed (another user of the company answered first: MROQT0017)
 * is shown by the presenter, the request is read again and everything typed stays.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadClient } from '@mro/upload';
import {
  QUOTE_CURRENCIES,
  QUOTE_NOTE_MAX,
  QUOTE_REASON_MAX,
  checkQuoteAnswer,
  declineReasonRefusal,
  formatDateTime,
  formatDateValue,
  supplierQuoteActions,
} from '@mro/rules';
import {
  ActionBar,
  Badge,
  Button,
  DatePicker,
  Descriptions,
  Field,
  FileLoader,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  TextArea,
  TextField,
  toast,
  useFileLoader,
  useMro,
  type FieldError,
} from '@mro/ui';
import type { QuoteAnswer, QuoteDetail, QuoteLine } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi, useServices } from '../../services/ServicesProvider';
import { moneyText } from './model';
import { quoteDetailQuery, useQuoteActions } from './queries';
import { QUOTE_TONE } from './QuoteTable';
import { QuoteFiles } from './QuoteFiles';
import { useQuantity } from '../../shared/useQuantity';

interface Values {
  crncyCd: string;
  leadDays: string;
  validDt: string;
  noteCn: string;
  prices: string[];
  reason: string;
}

const startOf = (d: QuoteDetail, mine: QuoteAnswer | undefined): Values => ({
  crncyCd: mine?.crncyCd ?? 'KRW',
  leadDays: mine?.leadDays === null || mine?.leadDays === undefined ? '' : String(mine.leadDays),
  validDt: mine?.validDt ?? '',
  noteCn: mine?.noteCn ?? '',
  prices: d.lines.map((l) => (mine?.prices[l.lineNo] === undefined ? '' : String(mine.prices[l.lineNo]))),
  reason: '',
});

function AnswerForm({
  detail,
  today,
  onClose,
  onChanged,
}: {
  detail: QuoteDetail;
  today: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const quantity = useQuantity();
  const { locale } = useMro();
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const mine = detail.answers[0];
  const files = useFileLoader({ client, initialFiles: mine?.files ?? [] });
  const { answer, decline } = useQuoteActions();
  const [values, setValues] = useState<Values>(() => startOf(detail, mine));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [declining, setDeclining] = useState(false);
  const actions = mine ? supplierQuoteActions(detail.statCd, mine.statCd) : [];
  const set = (name: keyof Omit<Values, 'prices'>) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors({});
  };
  const setPrice = (i: number) => (value: string) => {
    setValues((v) => ({ ...v, prices: v.prices.map((p, j) => (j === i ? value : p)) }));
    setErrors({});
  };
  const settle = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      onClose();
    } catch {
      // The presenter showed why; the request as it is now, everything typed kept.
      onChanged();
    }
  };
  const submit = async () => {
    if (!mine) return;
    const checked = checkQuoteAnswer(values, detail.lines.length, today);
    if (!checked.ok) {
      setErrors({ [checked.field]: { code: checked.code, ...(checked.params ? { params: checked.params } : {}) } });
      return;
    }
    let athFileId = files.athFileId ?? '';
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return;
      athFileId = saved.athFileId ?? '';
    }
    const { reason: _reason, ...body } = values;
    await settle(
      () => answer.mutateAsync({ qtNo: detail.qtNo, body: { ...body, athFileId, version: mine.version } }),
      t('quotes.answer.done', { qtNo: detail.qtNo }),
    );
  };
  const submitDecline = async () => {
    if (!mine) return;
    const refusal = declineReasonRefusal(values.reason);
    if (refusal) return setErrors({ reason: { code: refusal } });
    await settle(
      () => decline.mutateAsync({ qtNo: detail.qtNo, reason: values.reason, version: mine.version }),
      t('quotes.answer.declined', { qtNo: detail.qtNo }),
    );
  };
  const editable = actions.includes('answer');
  return (
    <>
      <Table<QuoteLine>
        caption={t('quotes.answer.lines')}
        rowKey={(l) => String(l.lineNo)}
        rows={detail.lines}
        columns={[
          { key: 'lineNo', header: t('quotes.line.no') },
          { key: 'itemNm', header: t('quotes.line.itemNm') },
          { key: 'specCn', header: t('quotes.line.specCn') },
          {
            key: 'qty',
            header: t('quotes.line.qty'),
            align: 'end',
            render: (l) => quantity(l.qty, l.unitCd),
          },
          { key: 'reqDt', header: t('quotes.line.reqDt'), render: (l) => <time>{formatDateValue(l.reqDt)}</time> },
          {
            key: 'price',
            header: t('quotes.line.unitPrice'),
            render: (l) => {
              const i = detail.lines.indexOf(l);
              return editable ? (
                <Field label={t('quotes.answer.priceOf', { no: l.lineNo })} error={errors[`prices.${i}`] ?? null}>
                  <TextField
                    value={values.prices[i] ?? ''}
                    inputMode="decimal"
                    maxLength={20}
                    onValueChange={setPrice(i)}
                  />
                </Field>
              ) : (
                moneyText(mine?.prices[l.lineNo] ?? null, mine?.crncyCd ?? null, locale)
              );
            },
          },
        ]}
      />
      {editable && (
        <Stack gap="3">
          <Field label={t('quotes.answer.crncyCd')} required error={errors.crncyCd ?? null}>
            <Select
              emptyOption={false}
              items={QUOTE_CURRENCIES.map((c) => ({ cd: c, cdNm: c }))}
              value={values.crncyCd}
              onValueChange={set('crncyCd')}
            />
          </Field>
          <Field label={t('quotes.answer.leadDays')} required error={errors.leadDays ?? null}>
            <TextField value={values.leadDays} inputMode="numeric" maxLength={3} onValueChange={set('leadDays')} />
          </Field>
          <Field label={t('quotes.answer.validDt')} required error={errors.validDt ?? null}>
            <DatePicker value={values.validDt} min={today} today={today} onValueChange={set('validDt')} />
          </Field>
          <Field
            label={t('quotes.answer.note')}
            hint={t('quotes.maxChars', { max: QUOTE_NOTE_MAX })}
            error={errors.noteCn ?? null}
          >
            <TextArea value={values.noteCn} rows={3} maxLength={QUOTE_NOTE_MAX} onValueChange={set('noteCn')} />
          </Field>
          <FileLoader loader={files} label={t('quotes.answer.files')} />
          {declining && (
            <Field
              label={t('quotes.answer.reason')}
              required
              hint={t('quotes.maxChars', { max: QUOTE_REASON_MAX })}
              error={errors.reason ?? null}
            >
              <TextArea value={values.reason} rows={2} maxLength={QUOTE_REASON_MAX} onValueChange={set('reason')} />
            </Field>
          )}
        </Stack>
      )}
      {!editable && mine && (
        <Descriptions
          columns={2}
          items={[
            { term: t('quotes.answer.crncyCd'), detail: mine.crncyCd },
            { term: t('quotes.compare.total'), detail: moneyText(mine.amount, mine.crncyCd, locale) },
            { term: t('quotes.answer.leadDays'), detail: mine.leadDays === null ? '' : String(mine.leadDays) },
            {
              term: t('quotes.answer.validDt'),
              detail: mine.validDt ? <time>{formatDateValue(mine.validDt)}</time> : '',
            },
            { term: t('quotes.answer.note'), detail: mine.noteCn ?? mine.dclnRsnCn },
            { term: t('quotes.answer.ansDt'), detail: mine.ansDt ? <time>{formatDateTime(mine.ansDt)}</time> : '' },
          ]}
        />
      )}
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          {t('quotes.close')}
        </Button>
        {actions.includes('decline') &&
          (declining ? (
            <Button variant="danger" onClick={() => void submitDecline()} disabled={decline.isPending}>
              {t('quotes.answer.declineSubmit')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              {t('quotes.answer.decline')}
            </Button>
          ))}
        {editable && !declining && (
          <Button onClick={() => void submit()} disabled={answer.isPending}>
            {t(mine?.statCd === 'ANSWERED' ? 'quotes.answer.again' : 'quotes.answer.submit')}
          </Button>
        )}
      </ActionBar>
    </>
  );
}

export function AnswerDialog({ qtNo, today, onClose }: { qtNo: string; today: string; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const detail = useQuery(quoteDetailQuery(useApi(), 'SP', qtNo));
  const d = detail.data;
  const mine = d?.answers[0];
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('quotes.answer.title', { qtNo })} size="xlarge">
      {d ? (
        <>
          <Descriptions
            columns={2}
            items={[
              { term: t('quotes.col.title'), detail: d.title },
              { term: t('quotes.col.buyer'), detail: d.buyerNm },
              { term: t('quotes.col.regDt'), detail: <time>{formatDateTime(d.regDt)}</time> },
              {
                term: t('quotes.col.status'),
                detail: mine && (
                  <Badge tone={QUOTE_TONE[mine.statCd] ?? 'neutral'} data-part-status={mine.statCd}>
                    {d.statCd === 'OPEN'
                      ? t(`quotes.partStatus.${mine.statCd}`)
                      : t(`quotes.requestStatus.${d.statCd}`)}
                  </Badge>
                ),
              },
              { term: t('quotes.new.note'), detail: d.noteCn },
            ]}
          />
          <QuoteFiles files={d.files} label={t('quotes.answer.requestFiles')} />
          <AnswerForm
            key={`${d.statCd}-${mine?.statCd}`}
            detail={d}
            today={today}
            onClose={onClose}
            onChanged={() => void detail.refetch()}
          />
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('quotes.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}
