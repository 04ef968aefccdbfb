/**
 * A contract's terms as form fields (issue 44 item 3, decision 0066): name, period, amount and
 * currency, logistics rate and amount, url. Shared by the staff's supply agreement and a contract's
 * new version; the caller keeps the values and the errors (`checkContractTerms` of @mro/rules).
 */
import { useTranslation } from 'react-i18next';
import { QUOTE_CURRENCIES } from '@mro/rules';
import { DatePicker, Field, Select, TextField, type FieldError } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { ContractTerms } from './queries';

export function ContractTermsFields({
  values,
  errors,
  today,
  onChange,
}: {
  values: ContractTerms;
  errors: Record<string, FieldError>;
  today: string;
  onChange: (name: keyof ContractTerms) => (value: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <>
      <Field label={t('quotes.contract.ctrtNm')} required error={errors.ctrtNm ?? null}>
        <TextField value={values.ctrtNm} maxLength={200} onValueChange={onChange('ctrtNm')} />
      </Field>
      <Field label={t('quotes.supply.startDt')} required error={errors.startDt ?? null}>
        <DatePicker value={values.startDt} today={today} onValueChange={onChange('startDt')} />
      </Field>
      <Field label={t('quotes.supply.endDt')} required error={errors.endDt ?? null}>
        <DatePicker value={values.endDt} today={today} onValueChange={onChange('endDt')} />
      </Field>
      <Field label={t('quotes.contract.amount')} required error={errors.amount ?? null}>
        <TextField value={values.amount} inputMode="decimal" maxLength={20} onValueChange={onChange('amount')} />
      </Field>
      <Field label={t('quotes.answer.crncyCd')} required>
        <Select
          emptyOption={false}
          items={QUOTE_CURRENCIES.map((c) => ({ cd: c, cdNm: c }))}
          value={values.crncyCd}
          onValueChange={onChange('crncyCd')}
        />
      </Field>
      <Field label={t('quotes.supply.lgstRate')} error={errors.lgstRate ?? null}>
        <TextField value={values.lgstRate} inputMode="decimal" maxLength={6} onValueChange={onChange('lgstRate')} />
      </Field>
      <Field label={t('quotes.supply.lgstAmount')} error={errors.lgstAmount ?? null}>
        <TextField
          value={values.lgstAmount}
          inputMode="decimal"
          maxLength={20}
          onValueChange={onChange('lgstAmount')}
        />
      </Field>
      <Field label={t('quotes.contract.url')}>
        <TextField value={values.ctrtUrl} maxLength={500} onValueChange={onChange('ctrtUrl')} />
      </Field>
    </>
  );
}
