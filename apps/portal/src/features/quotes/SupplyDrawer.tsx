/**
 * The provider staff's supply agreement (issue 44 item 3, decision 0066; role A in BY): a buyer
 * company, a supplier, the contract's name, period, amount and currency, logistics rate and
 * amount and its url. `checkContractTerms` of @mro/rules runs first, as the server runs it; the
 * contract (document class MRO003) then waits for the supplier's confirmation. Nothing typed is
 * lost on a refusal.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkContractTerms } from '@mro/rules';
import { Drawer, Field, Select, Stack, toast, type FieldError } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { ContractTermsFields } from './ContractTermsFields';
import { buyerCompaniesQuery, supplierChoicesQuery, useQuoteActions, type SupplyAgreement } from './queries';
import { FormActions } from '../../shared/FormActions';

export function SupplyDrawer({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const buyers = useQuery(buyerCompaniesQuery(api));
  const suppliers = useQuery(supplierChoicesQuery(api));
  const { createSupply } = useQuoteActions();
  const [values, setValues] = useState<SupplyAgreement>({
    cpCd: '',
    spCd: '',
    ctrtNm: '',
    startDt: today,
    endDt: '',
    amount: '',
    crncyCd: 'KRW',
    lgstRate: '',
    lgstAmount: '',
    ctrtUrl: '',
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const set = (name: keyof SupplyAgreement) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors({});
  };
  const submit = async () => {
    if (!values.cpCd) return setErrors({ cpCd: { code: 'ACMCM0002' } });
    if (!values.spCd) return setErrors({ spCd: { code: 'ACMCM0002' } });
    const refusal = checkContractTerms(values);
    if (refusal) return setErrors({ [refusal.field]: { code: refusal.code } });
    try {
      const done = await createSupply.mutateAsync(values);
      toast.success(t('quotes.supply.done', { ctrtNo: done.ctrtNo }));
      onClose();
    } catch {
      // The presenter showed why; everything typed stays.
    }
  };
  return (
    <Drawer
      open
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={t('quotes.supply.title')}
      footer={
        <FormActions
          cancel={t('quotes.cancel')}
          submit={t('quotes.supply.submit')}
          onCancel={onClose}
          onSubmit={submit}
          busy={createSupply.isPending}
        />
      }
    >
      <Stack gap="4">
        <Field label={t('quotes.col.buyer')} required error={errors.cpCd ?? null}>
          <Select
            items={(buyers.data?.pages ?? []).map((c) => ({ cd: c.cpCd, cdNm: c.cpNm }))}
            value={values.cpCd}
            onValueChange={set('cpCd')}
          />
        </Field>
        <Field label={t('quotes.col.supplier')} required error={errors.spCd ?? null}>
          <Select
            items={(suppliers.data ?? []).map((c) => ({ cd: c.cpCd, cdNm: c.cpNm }))}
            value={values.spCd}
            onValueChange={set('spCd')}
          />
        </Field>
        <ContractTermsFields values={values} errors={errors} today={today} onChange={set} />
      </Stack>
    </Drawer>
  );
}
