/**
 * The new-manufacturer request popup (spec 001 §2, opened from the manufacturer search when the
 * one wanted is not listed; layout not shown): Korean and English names, the representative
 * name (equal to one of them, MROJN0007), the business number (AHUCU0005), brand, home page,
 * representative item, address and phones. The rules are the server's
 * (`MANUFACTURER_REQUEST_SCHEMA`, `manufacturerRequestErrors`); a refusal keeps what was typed.
 * Sent, the applicant is told the provider adds the manufacturer and it can then be chosen.
 */
import { useTranslation } from 'react-i18next';
import { MANUFACTURER_REQUEST_SCHEMA, manufacturerRequestErrors } from '@mro/rules';
import { FormBox, FormItem, Modal, TextField, useFormBox, useToast } from '@mro/ui';
import { settle } from '../../http/result';
import { useManufacturerRequest } from './queries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FormActions } from '../../shared/FormActions';

type Values = Record<keyof typeof MANUFACTURER_REQUEST_SCHEMA & string, string>;

const FIELDS = Object.keys(MANUFACTURER_REQUEST_SCHEMA);
const EMPTY = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Values;

export function ManufacturerRequest({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const request = useManufacturerRequest();
  const toast = useToast();
  const form = useFormBox<Values>({
    schema: MANUFACTURER_REQUEST_SCHEMA,
    defaultValues: EMPTY,
    validate: manufacturerRequestErrors,
  });

  const submit = async (values: Values) => {
    const result = await settle(request.mutateAsync(values));
    if (!result.ok) {
      const fields = (result.failure.fields ?? []).filter((f) => f.field && f.code);
      for (const f of fields) form.setError(f.field as keyof Values, { type: 'server', message: f.code! });
      if (fields[0]) form.setFocus(fields[0].field as keyof Values);
      return;
    }
    form.reset(values);
    toast.success(t('supplier.manufacturer.requested'));
    onClose();
  };

  const text = (name: keyof Values, props: Parameters<typeof TextField>[0] = {}) => (
    <FormItem name={name} label={t(`supplier.manufacturer.${name}`)}>
      <TextField {...props} />
    </FormItem>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('supplier.manufacturer.title')}
      description={t('supplier.manufacturer.lead')}
      size="large"
    >
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('supplier.manufacturer.title')}
        actions={
          <FormActions cancel={t('regist.cancel')} submit={t('supplier.manufacturer.send')} onCancel={onClose} />
        }
      >
        {text('mfcpCustNm', { maxLength: 100, lengthUnit: 'byte' })}
        {text('mfcpCustEngNm', { maxLength: 100, englishOnly: true })}
        {text('rpreMfcpCustNm', { maxLength: 100, lengthUnit: 'byte' })}
        {text('bizRegNo', { maxLength: 12, inputMode: 'numeric' })}
        {text('brndNm', { maxLength: 100, lengthUnit: 'byte' })}
        {text('homePage', { maxLength: 200, type: 'url' })}
        {text('rpreItmNm', { maxLength: 100, lengthUnit: 'byte' })}
        {text('bpAddr', { maxLength: 200, lengthUnit: 'byte' })}
        {text('officeTelNo', { mask: 'phone', inputMode: 'tel' })}
        {text('faxNo', { mask: 'phone', inputMode: 'tel' })}
      </FormBox>
    </Modal>
  );
}
