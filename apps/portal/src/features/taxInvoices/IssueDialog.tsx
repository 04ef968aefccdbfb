/**
 * Issuing the month's tax invoice (issue 45 item 1, decision 0074), or the modified invoice of a
 * disputed one (`original`): the period (the month by default) and the invoice's date (its last day
 * by default), the accepted receipts of the period not yet invoiced grouped per buyer company and
 * currency (one group per invoice; a modified invoice offers its original's group, its lines
 * picked), each receipt picked or not, the supply value, VAT 10 % and total they make (by the
 * currency rule, as the server checks them), a note. A refusal (here or by the server: already
 * invoiced MROTX0001, not accepted MROTX0002, a VAT that does not add up MROTX0003…) is shown and
 * everything picked and typed stays. Focus returns to the opener when it closes.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAX_NOTE_MAX, formatDateValue, writeDayRefusal } from '@mro/rules';
import {
  Alert,
  Checkbox,
  DatePicker,
  DateRangePicker,
  Descriptions,
  Field,
  Modal,
  Select,
  Stack,
  Table,
  TextArea,
  useMessageBox,
  useMro,
  useToast,
  type FieldError,
} from '@mro/ui';
import type { InvoiceableLine, TaxInvoiceDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { failureOf } from '../../http/result';
import { amountsOf, emptyIssue, groupKey, groupsOf, money, type IssueValues } from './model';
import { invoiceableQuery, useIssueInvoice } from './queries';
import { FormActions } from '../../shared/FormActions';

type Name = 'period' | 'writeDt' | 'rcvNos' | 'amounts' | 'note';

export interface IssueDialogProps {
  today: string;
  /** The disputed invoice a modified invoice replaces. */
  original?: TaxInvoiceDetail;
  onClose: () => void;
  onIssued: (invNo: string) => void;
}

export function IssueDialog({ today, original, onClose, onIssued }: IssueDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const { locale } = useMro();
  const toast = useToast();
  const [values, setValues] = useState<IssueValues>(() =>
    original
      ? {
          period: { start: original.fromDt, end: original.toDt },
          writeDt: original.writeDt,
          groupKey: '',
          picked: original.lines.map((l) => l.rcvNo),
          note: '',
        }
      : emptyIssue(today),
  );
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({});
  const lines = useQuery(invoiceableQuery(useApi(), values.period.start, values.period.end, original?.invNo ?? ''));
  const issue = useIssueInvoice(original ? { invNo: original.invNo, version: original.version } : undefined);
  const groups = useMemo(() => {
    const all = groupsOf(lines.data ?? []);
    if (!original) return all;
    const own = (lines.data ?? []).find((l) => l.invNo === original.invNo);
    return own ? all.filter((g) => g.key === groupKey(own)) : [];
  }, [lines.data, original]);
  // Until a group is chosen, the first one counts with all its receipts picked (a modified
  // invoice keeps its original's lines picked); a change starts from what is shown.
  const shown = (v: IssueValues): IssueValues => {
    if (v.groupKey || !groups.length) return v;
    const first = groups[0]!;
    return { ...v, groupKey: first.key, picked: original ? v.picked : first.lines.map((l) => l.rcvNo) };
  };
  const current = shown(values);
  const group = groups.find((g) => g.key === current.groupKey);
  const picked = new Set(current.picked);
  const amounts = amountsOf(group, picked);
  const amount = (n: string) => money(n, group?.crncyCd ?? 'KRW', locale);

  const pickGroup = (key: string) => {
    const next = groups.find((g) => g.key === key);
    setValues((v) => ({ ...v, groupKey: key, picked: next ? next.lines.map((l) => l.rcvNo) : [] }));
    setErrors((e) => ({ ...e, rcvNos: null }));
  };
  const toggle = (rcvNo: string) => (on: boolean) => {
    setValues((v) => {
      const s = shown(v);
      return { ...s, picked: on ? [...s.picked, rcvNo] : s.picked.filter((r) => r !== rcvNo) };
    });
    setErrors((e) => ({ ...e, rcvNos: null }));
  };
  const setPeriod = (range: { start: string; end: string }) => {
    setValues((v) => ({ ...v, period: range, writeDt: range.end, groupKey: '', picked: original ? v.picked : [] }));
    setErrors({});
  };

  const submit = async () => {
    const day = writeDayRefusal(values.writeDt, { fromDt: values.period.start, toDt: values.period.end });
    if (day) return setErrors({ writeDt: { code: day } });
    if (!group || !group.lines.some((l) => picked.has(l.rcvNo))) return setErrors({ rcvNos: { code: 'MROTX0009' } });
    if (values.note.trim().length > TAX_NOTE_MAX)
      return setErrors({ note: { code: 'MROTX0014', params: { max: TAX_NOTE_MAX } } });
    // A tax invoice binds once issued (issue 57 item 4): what will happen and the amounts first.
    const amountsText = { supply: amount(amounts.supply), vat: amount(amounts.vat), total: amount(amounts.total) };
    const ask = original
      ? t('taxInvoices.modifyAsk', { invNo: original.invNo, ...amountsText })
      : t('taxInvoices.issueAsk', { buyerNm: group.buyerNm, writeDt: values.writeDt, ...amountsText });
    if (!(await box.confirm(ask))) return;
    try {
      const done = await issue.mutateAsync({ values: current, group });
      toast.success(t(original ? 'taxInvoices.done.modify' : 'taxInvoices.done.issue', { invNo: done.invNo }));
      onIssued(done.invNo);
    } catch (error) {
      // The presenter showed why; the field the server named is marked, everything picked stays.
      const field = failureOf(error)?.fields?.[0];
      if (!field?.field || !field.code) return;
      const name: Name = field.field.startsWith('rcvNos')
        ? 'rcvNos'
        : ['supplyAmt', 'vatAmt', 'totalAmt'].includes(field.field)
          ? 'amounts'
          : (field.field as Name);
      setErrors({ [name]: { code: field.code } });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={original ? t('taxInvoices.form.modifyTitle', { invNo: original.invNo }) : t('taxInvoices.form.title')}
      size="large"
      footer={
        <FormActions
          cancel={t('taxInvoices.form.cancel')}
          submit={t(original ? 'taxInvoices.form.submitModify' : 'taxInvoices.form.submit')}
          onCancel={onClose}
          onSubmit={submit}
          busy={issue.isPending || !group}
        />
      }
    >
      <Stack gap="4">
        {original?.disputeReason && (
          <Alert kind="warning">{t('taxInvoices.form.disputed', { reason: original.disputeReason })}</Alert>
        )}
        <Field label={t('taxInvoices.form.period')} required error={errors.period ?? null}>
          <DateRangePicker
            label={t('taxInvoices.form.period')}
            value={values.period}
            onValueChange={setPeriod}
            today={today}
            presets={[]}
            maxYears={1}
          />
        </Field>
        <Field
          label={t('taxInvoices.form.writeDt')}
          hint={t('taxInvoices.form.writeDtHint')}
          required
          error={errors.writeDt ?? null}
        >
          <DatePicker
            value={values.writeDt}
            min={values.period.start}
            max={values.period.end}
            today={today}
            onValueChange={(writeDt) => {
              setValues((v) => ({ ...v, writeDt }));
              setErrors((e) => ({ ...e, writeDt: null }));
            }}
          />
        </Field>
        {lines.isSuccess && !groups.length && <Alert kind="info">{t('taxInvoices.form.nothing')}</Alert>}
        {groups.length > 0 && (
          <Field label={t('taxInvoices.form.group')} required>
            <Select
              items={groups.map((g) => ({
                cd: g.key,
                cdNm: t('taxInvoices.form.groupItem', {
                  buyerNm: g.buyerNm,
                  crncyCd: g.crncyCd,
                  count: g.lines.length,
                }),
              }))}
              value={current.groupKey}
              onValueChange={pickGroup}
            />
          </Field>
        )}
        {group && (
          <Field label={t('taxInvoices.form.lines')} error={errors.rcvNos ?? null}>
            <Table<InvoiceableLine>
              caption={t('taxInvoices.form.lines')}
              hideCaption
              rowKey={(l) => l.rcvNo}
              rows={group.lines}
              columns={[
                {
                  key: 'rcvNo',
                  header: t('taxInvoices.line.pick'),
                  render: (l) => (
                    <Checkbox
                      checked={picked.has(l.rcvNo)}
                      onCheckedChange={toggle(l.rcvNo)}
                      aria-label={t('taxInvoices.line.pickOf', { rcvNo: l.rcvNo, itemNm: l.itemNm })}
                    />
                  ),
                },
                { key: 'rcvDt', header: t('taxInvoices.line.rcvDt'), render: (l) => formatDateValue(l.rcvDt) },
                { key: 'ordNo', header: t('taxInvoices.line.ordNo') },
                { key: 'itemNm', header: t('taxInvoices.line.itemNm') },
                {
                  key: 'accQty',
                  header: t('taxInvoices.line.qty'),
                  align: 'end',
                  render: (l) => l.accQty.toLocaleString(),
                },
                {
                  key: 'unitPrice',
                  header: t('taxInvoices.line.unitPrice'),
                  align: 'end',
                  render: (l) => amount(l.unitPrice),
                },
                {
                  key: 'supplyAmt',
                  header: t('taxInvoices.line.supplyAmt'),
                  align: 'end',
                  render: (l) => amount(l.supplyAmt),
                },
              ]}
            />
          </Field>
        )}
        {group && (
          <Field label={t('taxInvoices.form.amounts')} error={errors.amounts ?? null}>
            <Descriptions
              columns={3}
              items={[
                { term: t('taxInvoices.col.supplyAmt'), detail: <span data-supply>{amount(amounts.supply)}</span> },
                { term: t('taxInvoices.col.vatAmt'), detail: <span data-vat>{amount(amounts.vat)}</span> },
                { term: t('taxInvoices.col.totalAmt'), detail: <strong data-total>{amount(amounts.total)}</strong> },
              ]}
            />
          </Field>
        )}
        <Field label={t('taxInvoices.form.note')} error={errors.note ?? null}>
          <TextArea
            value={values.note}
            rows={2}
            maxLength={TAX_NOTE_MAX}
            onValueChange={(note) => {
              setValues((v) => ({ ...v, note }));
              setErrors((e) => ({ ...e, note: null }));
            }}
          />
        </Field>
      </Stack>
    </Modal>
  );
}
