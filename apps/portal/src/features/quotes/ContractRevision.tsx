/**
 * A contract's new version (issue 44 item 3, decision 0066): the buyer changes the terms of a
 * contract that is not yet superseded; the server keeps the contract as it was, marks it
 * superseded and creates the next version, which both parties confirm again. The form starts from
 * the contract's terms; `checkContractTerms` of @mro/rules runs first, as the server runs it; a
 * refusal (another user's version first: MROEC0003 or MROEC0005) keeps everything typed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkContractTerms, formatDateValue, seoulDay } from '@mro/rules';
import { ActionBar, Button, Stack, toast, useMessageBox, useMro, type FieldError } from '@mro/ui';
import type { ContractDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ContractTermsFields } from './ContractTermsFields';
import { moneyText } from './model';
import { useQuoteActions, type ContractTerms } from './queries';

const text = (v: number | string | null) => (v === null ? '' : String(v));

/** The terms of a contract as the form's values. */
export const termsOf = (d: ContractDetail): ContractTerms => ({
  ctrtNm: d.ctrtNm,
  startDt: d.startDt,
  endDt: d.endDt,
  amount: text(d.amount),
  crncyCd: d.crncyCd,
  lgstRate: text(d.lgstRate),
  lgstAmount: text(d.lgstAmount),
  ctrtUrl: d.ctrtUrl ?? '',
});

export function ContractRevision({
  contract,
  onCancel,
  onRevised,
}: {
  contract: ContractDetail;
  onCancel: () => void;
  onRevised: (ctrtNo: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { revise } = useQuoteActions();
  const box = useMessageBox();
  const { locale } = useMro();
  const [today] = useState(() => seoulDay(new Date()));
  const [values, setValues] = useState<ContractTerms>(() => termsOf(contract));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const set = (name: keyof ContractTerms) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors({});
  };
  const submit = async () => {
    const refusal = checkContractTerms(values);
    if (refusal) return setErrors({ [refusal.field]: { code: refusal.code } });
    // Superseding a contract binds once both confirm (issue 57 item 4): what will happen first.
    const ask = t('quotes.revise.ask', {
      ctrtNo: contract.ctrtNo,
      ctrtVer: contract.ctrtVer + 1,
      amount: moneyText(values.amount, values.crncyCd, locale),
      period: `${formatDateValue(values.startDt)} ~ ${formatDateValue(values.endDt)}`,
    });
    if (!(await box.confirm(ask))) return;
    try {
      const done = await revise.mutateAsync({ ctrtNo: contract.ctrtNo, terms: values, version: contract.version });
      toast.success(t('quotes.revise.done', { ctrtNo: done.ctrtNo, ctrtVer: done.ctrtVer }));
      onRevised(done.ctrtNo);
    } catch {
      // The presenter showed why; everything typed stays.
    }
  };
  return (
    <form
      aria-label={t('quotes.revise.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p role="note">{t('quotes.revise.note', { ctrtVer: contract.ctrtVer + 1 })}</p>
      <Stack gap="4">
        <ContractTermsFields values={values} errors={errors} today={today} onChange={set} />
      </Stack>
      <ActionBar>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('quotes.cancel')}
        </Button>
        <Button type="submit" disabled={revise.isPending}>
          {t('quotes.revise.submit')}
        </Button>
      </ActionBar>
    </form>
  );
}
