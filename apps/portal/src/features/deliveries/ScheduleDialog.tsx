/**
 * Scheduling a delivery (issue 44 item 4, decision 0070): one order among those with confirmed
 * lines left, its lines with the quantity to deliver now (the rest prefilled; lower it for a
 * partial delivery, empty: not now), the planned day (the holiday-aware date picker, today at the
 * earliest), the transport (a carrier with its tracking number, or the own truck with vehicle and
 * driver), an import's customs declaration number and a note. The checks of @mro/rules run
 * before the call as the server runs them; a refusal (here or by the server) marks its field and
 * keeps everything typed. Focus returns to the opener when it closes.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_TEXT_MAX,
  checkDeliveryLines,
  checkTransport,
  customsNoRefusal,
  deliveryDayRefusal,
  deliveryNoteRefusal,
  phoneViolation,
} from '@mro/rules';
import {
  Alert,
  Field,
  Modal,
  RadioGroup,
  Select,
  Stack,
  Table,
  TextArea,
  TextField,
  DatePicker,
  useToast,
  type FieldError,
} from '@mro/ui';
import type { DeliverableLine } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { failureOf } from '../../http/result';
import { emptySchedule, linesOf, ordersOf, type ScheduleValues } from './model';
import { deliverableQuery, useScheduleDelivery } from './queries';
import { FormActions } from '../../shared/FormActions';

type Name = Exclude<keyof ScheduleValues, 'qty'> | 'lines';
type Errors = Partial<Record<Name, FieldError>> & { line?: Record<number, FieldError> };

export interface ScheduleDialogProps {
  today: string;
  onClose: () => void;
  onScheduled: (dlvNo: string) => void;
}

export function ScheduleDialog({ today, onClose, onScheduled }: ScheduleDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const toast = useToast();
  const deliverable = useQuery(deliverableQuery(useApi()));
  const schedule = useScheduleDelivery();
  const [values, setValues] = useState<ScheduleValues>(() => emptySchedule(today));
  const [errors, setErrors] = useState<Errors>({});
  const all = useMemo(() => deliverable.data ?? [], [deliverable.data]);
  const orders = useMemo(() => ordersOf(all), [all]);
  const lines = linesOf(all, values.ordNo);
  const set = (name: Exclude<Name, 'lines'>) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: null }));
  };
  const pickOrder = (ordNo: string) => {
    setValues((v) => ({
      ...v,
      ordNo,
      qty: Object.fromEntries(linesOf(all, ordNo).map((l) => [l.lineNo, String(l.leftQty)])),
    }));
    setErrors({});
  };
  const setQty = (lineNo: number) => (value: string) => {
    setValues((v) => ({ ...v, qty: { ...v.qty, [lineNo]: value } }));
    setErrors((e) => ({ ...e, lines: null, line: { ...e.line, [lineNo]: null } }));
  };

  /** The first refusal of the form as @mro/rules sees it, or null. */
  const refusal = (): Errors | null => {
    if (!values.ordNo) return { ordNo: { code: 'ACMCM0002' } };
    const checked = checkDeliveryLines(
      Object.entries(values.qty).map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty })),
      lines.map((l) => ({ lineNo: l.lineNo, status: 'CONF', ordered: l.ordQty, delivered: l.dlvQty })),
    );
    if (!checked.ok) {
      const error = { code: checked.code, ...(checked.params ? { params: checked.params } : {}) };
      return checked.lineNo === null ? { lines: error } : { line: { [checked.lineNo]: error } };
    }
    const day = values.dlvDt ? deliveryDayRefusal(values.dlvDt, today) : 'ACMCM0002';
    if (day) return { dlvDt: { code: day } };
    const transport = checkTransport(values);
    if (!transport.ok) return { [transport.field]: { code: transport.code } };
    const tel = values.transKind === 'OWN' ? phoneViolation(values.driverTel.trim()) : null;
    if (tel) return { driverTel: { code: tel } };
    const customs = customsNoRefusal(values.customsNo);
    if (customs) return { customsNo: { code: customs } };
    const note = deliveryNoteRefusal(values.note);
    if (note) return { note: { code: note, params: { max: DELIVERY_TEXT_MAX.note } } };
    return null;
  };

  const submit = async () => {
    const refused = refusal();
    if (refused) {
      setErrors(refused);
      return;
    }
    try {
      const done = await schedule.mutateAsync(values);
      toast.success(t('deliveries.done.schedule', { dlvNo: done.dlvNo }));
      onScheduled(done.dlvNo);
    } catch (error) {
      // The presenter showed why; the field the server named is marked, everything typed stays.
      const field = failureOf(error)?.fields?.[0];
      if (!field?.field || !field.code) return;
      const code = field.code;
      const line = /^lines\.(\d+)\.qty$/.exec(field.field);
      setErrors(line ? { line: { [Number(line[1])]: { code } } } : { [field.field as Name]: { code } });
    }
  };

  const own = values.transKind === 'OWN';
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('deliveries.form.title')}
      size="large"
      footer={
        <FormActions
          cancel={t('deliveries.form.cancel')}
          submit={t('deliveries.form.submit')}
          onCancel={onClose}
          onSubmit={submit}
          busy={schedule.isPending}
        />
      }
    >
      <Stack gap="4">
        {deliverable.isSuccess && !orders.length && <Alert kind="info">{t('deliveries.form.nothing')}</Alert>}
        <Field label={t('deliveries.form.ordNo')} required error={errors.ordNo ?? null}>
          <Select
            items={orders.map((o) => ({ cd: o.ordNo, cdNm: `${o.ordNo} · ${o.buyerNm}` }))}
            emptyOption="select"
            value={values.ordNo}
            onValueChange={pickOrder}
          />
        </Field>
        {values.ordNo && (
          <Field label={t('deliveries.form.lines')} hint={t('deliveries.form.linesHint')} error={errors.lines ?? null}>
            <Table<DeliverableLine>
              caption={t('deliveries.form.lines')}
              hideCaption
              rowKey={(l) => String(l.lineNo)}
              rows={lines}
              columns={[
                { key: 'lineNo', header: t('deliveries.line.lineNo'), align: 'end' },
                { key: 'itemNm', header: t('deliveries.line.itemNm') },
                { key: 'ordQty', header: t('deliveries.line.ordQty'), align: 'end' },
                { key: 'dlvQty', header: t('deliveries.line.dlvQty'), align: 'end' },
                { key: 'leftQty', header: t('deliveries.line.leftQty'), align: 'end' },
                {
                  key: 'qty',
                  header: t('deliveries.line.qty'),
                  render: (l) => (
                    <Field
                      label={t('deliveries.line.qtyOf', { lineNo: l.lineNo })}
                      error={errors.line?.[l.lineNo] ?? null}
                    >
                      <TextField
                        value={values.qty[l.lineNo] ?? ''}
                        inputMode="numeric"
                        maxLength={24}
                        onValueChange={setQty(l.lineNo)}
                      />
                    </Field>
                  ),
                },
              ]}
            />
          </Field>
        )}
        <Field label={t('deliveries.form.dlvDt')} required error={errors.dlvDt ?? null}>
          <DatePicker value={values.dlvDt} min={today} today={today} onValueChange={set('dlvDt')} />
        </Field>
        <Field label={t('deliveries.form.transKind')} required error={errors.transKind ?? null}>
          <RadioGroup codeGroup="TRANS_KIND" value={values.transKind} onValueChange={set('transKind')} />
        </Field>
        {own ? (
          <>
            <Field label={t('deliveries.form.vehicleNo')} required error={errors.vehicleNo ?? null}>
              <TextField
                value={values.vehicleNo}
                maxLength={DELIVERY_TEXT_MAX.vehicleNo}
                onValueChange={set('vehicleNo')}
              />
            </Field>
            <Field label={t('deliveries.form.driverNm')} required error={errors.driverNm ?? null}>
              <TextField
                value={values.driverNm}
                maxLength={DELIVERY_TEXT_MAX.driverNm}
                onValueChange={set('driverNm')}
              />
            </Field>
            <Field label={t('deliveries.form.driverTel')} error={errors.driverTel ?? null}>
              <TextField value={values.driverTel} inputMode="tel" maxLength={20} onValueChange={set('driverTel')} />
            </Field>
          </>
        ) : (
          <>
            <Field label={t('deliveries.form.carrierCd')} required error={errors.carrierCd ?? null}>
              <Select
                codeGroup="DLV_CARRIER"
                emptyOption="select"
                value={values.carrierCd}
                onValueChange={set('carrierCd')}
              />
            </Field>
            <Field label={t('deliveries.form.trackingNo')} required error={errors.trackingNo ?? null}>
              <TextField
                value={values.trackingNo}
                maxLength={DELIVERY_TEXT_MAX.trackingNo}
                onValueChange={set('trackingNo')}
              />
            </Field>
          </>
        )}
        <Field
          label={t('deliveries.form.customsNo')}
          hint={t('deliveries.form.customsHint')}
          error={errors.customsNo ?? null}
        >
          <TextField
            value={values.customsNo}
            maxLength={DELIVERY_TEXT_MAX.customsNo}
            onValueChange={set('customsNo')}
          />
        </Field>
        <Field label={t('deliveries.form.note')} error={errors.note ?? null}>
          <TextArea value={values.note} rows={2} maxLength={DELIVERY_TEXT_MAX.note} onValueChange={set('note')} />
        </Field>
      </Stack>
    </Modal>
  );
}
