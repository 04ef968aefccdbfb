/**
 * Completing an exchange (decision 0071): the replacement delivery's planned day (not before
 * today: `deliveryDayRefusal`, MRODL0009) and transport (a carrier with a tracking number, or the
 * supplier's own truck with a vehicle and a driver: `checkTransport`, MRODL0007/0008), the rules
 * the server runs before it inserts the delivery. What was typed stays through a "no" and a
 * refusal; closing with changes asks first (the form's guard).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TEXT_MAX, checkTransport, deliveryDayRefusal, seoulDay, type ValidationError } from '@mro/rules';
import { DatePicker, FormBox, FormItem, Modal, Select, TextField, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { Completion } from './queries';
import { FormActions } from '../../shared/FormActions';

const SCHEMA = {
  dlvDt: 'required',
  transKind: 'required',
  trackingNo: `max:${DELIVERY_TEXT_MAX.trackingNo}`,
  vehicleNo: `max:${DELIVERY_TEXT_MAX.vehicleNo}`,
  driverNm: `max:${DELIVERY_TEXT_MAX.driverNm}`,
  driverTel: 'max:20',
};

export interface CompleteExchangeDialogProps {
  rtnNo: string;
  onComplete: (completion: Completion) => Promise<void>;
  onClose: () => void;
}

export function CompleteExchangeDialog({ rtnNo, onComplete, onClose }: CompleteExchangeDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [today] = useState(() => seoulDay(new Date()));
  const validate = useMemo(
    () =>
      (v: Completion): Record<string, ValidationError> => {
        const errors: Record<string, ValidationError> = {};
        const day = v.dlvDt ? deliveryDayRefusal(v.dlvDt.replaceAll('-', ''), today) : null;
        if (day) errors.dlvDt = { rule: 'is', code: day, params: {} };
        if (v.transKind) {
          const transport = checkTransport(v);
          if (!transport.ok) errors[transport.field] = { rule: 'is', code: transport.code, params: {} };
        }
        return errors;
      },
    [today],
  );
  const form = useFormBox<Completion>({
    schema: SCHEMA,
    defaultValues: {
      dlvDt: '',
      transKind: 'CARRIER',
      carrierCd: '',
      trackingNo: '',
      vehicleNo: '',
      driverNm: '',
      driverTel: '',
    },
    validate,
  });
  const own = form.watch('transKind') === 'OWN';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('returns.complete.title')}
      description={t('returns.complete.description', { rtnNo })}
    >
      <FormBox
        form={form}
        columns={1}
        onSubmit={(values) => onComplete({ ...values, dlvDt: values.dlvDt.replaceAll('-', '') })}
        actions={
          <FormActions cancel={t('returns.complete.cancel')} submit={t('returns.complete.submit')} onCancel={onClose} />
        }
      >
        <FormItem name="dlvDt" label={t('returns.complete.dlvDt')}>
          <DatePicker today={today} min={today} />
        </FormItem>
        <FormItem name="transKind" label={t('returns.complete.transKind')}>
          <Select codeGroup="TRANS_KIND" emptyOption={false} />
        </FormItem>
        {own ? (
          <>
            <FormItem name="vehicleNo" label={t('returns.complete.vehicleNo')}>
              <TextField maxLength={DELIVERY_TEXT_MAX.vehicleNo} />
            </FormItem>
            <FormItem name="driverNm" label={t('returns.complete.driverNm')}>
              <TextField maxLength={DELIVERY_TEXT_MAX.driverNm} />
            </FormItem>
            <FormItem name="driverTel" label={t('returns.complete.driverTel')}>
              <TextField inputMode="tel" maxLength={20} />
            </FormItem>
          </>
        ) : (
          <>
            <FormItem name="carrierCd" label={t('returns.complete.carrierCd')}>
              <Select codeGroup="DLV_CARRIER" />
            </FormItem>
            <FormItem name="trackingNo" label={t('returns.complete.trackingNo')}>
              <TextField maxLength={DELIVERY_TEXT_MAX.trackingNo} />
            </FormItem>
          </>
        )}
      </FormBox>
    </Modal>
  );
}
