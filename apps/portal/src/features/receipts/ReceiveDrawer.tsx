/**
 * The receipt of one order line in a side sheet (issue 43, decision 0059): the line (item,
 * ordered, received so far, still to receive), the received quantity (what is left, first), the
 * rejected quantity and its reason, the receipt day (today at the latest) and the receiver (the
 * signed-in user). `checkReceipt` of @mro/rules runs before the call, as the server runs it; a
 * refusal of the server (someone received the line first: MRORC0009) is shown by the presenter,
 * the line is read again and what was typed stays. Focus returns to the opener when it closes.
 * A line the supplier confirmed is received from one of its shipped deliveries (decision 0070):
 * the delivery is chosen first and the quantity is at most what it has not received (MRORC0010).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECEIPT_REASON_MAX, checkReceipt, deliveryReceiptRefusal, receiptDayRefusal, receivableQty } from '@mro/rules';
import {
  DatePicker,
  Descriptions,
  Alert,
  Drawer,
  Field,
  Select,
  Stack,
  TextArea,
  TextField,
  toast,
  type FieldError,
} from '@mro/ui';
import type { ReceiptLineRow } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi, useSession } from '../../services/ServicesProvider';
import { failureOf } from '../../http/result';
import { receiptLineQuery, useReceive } from './queries';
import { deliveryOffer } from './model';
import { useQuantity, useUnitName } from '../../shared/useQuantity';
import { FormActions } from '../../shared/FormActions';

type FieldName = 'dlvNo' | 'rcvQty' | 'rejQty' | 'rejReason' | 'rcvDt';

export interface ReceiveDrawerProps {
  line: ReceiptLineRow;
  today: string;
  onClose: () => void;
  /** After a receipt (the list is searched again). */
  onReceived: () => void;
}

export function ReceiveDrawer({ line: opened, today, onClose, onReceived }: ReceiveDrawerProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const quantity = useQuantity();
  const unitName = useUnitName();
  const api = useApi();
  const { userInfo } = useSession();
  const queryClient = useQueryClient();
  const receive = useReceive();
  const [line, setLine] = useState(opened);
  const fromDelivery = line.cnfmStatCd === 'CONF' || line.deliveries.length > 0;
  const [values, setValues] = useState({
    dlvNo: line.deliveries[0]?.dlvNo ?? '',
    rcvQty: String(
      line.deliveries[0] ? deliveryOffer(line, line.deliveries[0]) : receivableQty(line.ordQty, line.rcvQty),
    ),
    rejQty: '0',
    rejReason: '',
    rcvDt: today,
  });
  const delivery = line.deliveries.find((d) => d.dlvNo === values.dlvNo);
  const left = fromDelivery ? (delivery?.openQty ?? 0) : receivableQty(line.ordQty, line.rcvQty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldError>>>({});
  const set = (name: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: null }));
  };

  const submit = async () => {
    if (fromDelivery && !delivery) {
      setErrors({ dlvNo: { code: 'MRORC0011' } });
      return;
    }
    const checked = checkReceipt(
      values,
      delivery ? { ordered: Number.MAX_SAFE_INTEGER, received: 0 } : { ordered: line.ordQty, received: line.rcvQty },
    );
    if (!checked.ok) {
      setErrors({ [checked.field]: { code: checked.code, ...(checked.params ? { params: checked.params } : {}) } });
      return;
    }
    const over = delivery
      ? deliveryReceiptRefusal(checked.value.rcvQty, { shipped: delivery.qty, received: delivery.rcvQty })
      : null;
    if (over) {
      setErrors({ rcvQty: over });
      return;
    }
    const day = receiptDayRefusal(values.rcvDt, today);
    if (day || !values.rcvDt) {
      setErrors({ rcvDt: { code: day ?? 'ACMCM0002' } });
      return;
    }
    try {
      const done = await receive.mutateAsync({
        ordNo: line.ordNo,
        lineNo: line.lineNo,
        version: line.version,
        ...values,
        dlvNo: delivery ? values.dlvNo : '',
      });
      toast.success(
        t(done.orderDone === 'Y' ? 'receipts.doneOrder' : 'receipts.done', {
          rcvNo: done.rcvNo,
          item: line.itemNm,
          qty: checked.value.rcvQty,
        }),
      );
      onReceived();
      onClose();
    } catch (error) {
      // The presenter showed why. Someone else received first: the line as it is now, typed values kept.
      if (failureOf(error)?.status === 409) {
        const now = await queryClient.fetchQuery(receiptLineQuery(api, line)).catch(() => null);
        if (now) setLine(now);
        onReceived();
      }
    }
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('receipts.drawer.title')}
      description={`${line.ordNo} · ${line.lineNo}`}
      footer={
        <FormActions
          cancel={t('receipts.drawer.cancel')}
          submit={t('receipts.drawer.submit')}
          onCancel={onClose}
          onSubmit={submit}
          busy={receive.isPending || left === 0}
        />
      }
    >
      <Stack gap="4">
        <Descriptions
          columns={1}
          items={[
            { term: t('receipts.col.itemNm'), detail: `${line.itemNm} (${line.itemCd})` },
            { term: t('receipts.col.spNm'), detail: line.spNm },
            { term: t('receipts.col.ordQty'), detail: quantity(line.ordQty, line.unitCd) },
            { term: t('receipts.col.rcvQty'), detail: quantity(line.rcvQty, line.unitCd) },
            { term: t('receipts.col.leftQty'), detail: quantity(left, line.unitCd) },
            { term: t('receipts.drawer.receiver'), detail: userInfo?.userNm ?? '' },
          ]}
        />
        {fromDelivery && !line.deliveries.length && <Alert kind="info">{t('receipts.drawer.nothingShipped')}</Alert>}
        {line.deliveries.length > 0 && (
          <Field label={t('receipts.drawer.dlvNo')} required error={errors.dlvNo ?? null}>
            <Select
              items={line.deliveries.map((d) => ({
                cd: d.dlvNo,
                cdNm: t('receipts.drawer.delivery', { dlvNo: d.dlvNo, open: d.openQty, unit: unitName(line.unitCd) }),
              }))}
              emptyOption={false}
              value={values.dlvNo}
              onValueChange={(v) => {
                const d = line.deliveries.find((x) => x.dlvNo === v);
                setValues((old) => ({ ...old, dlvNo: v, rcvQty: d ? String(d.openQty) : old.rcvQty }));
                setErrors((e) => ({ ...e, dlvNo: null, rcvQty: null }));
              }}
            />
          </Field>
        )}
        <Field label={t('receipts.drawer.rcvQty')} required error={errors.rcvQty ?? null}>
          <TextField value={values.rcvQty} inputMode="numeric" maxLength={24} onValueChange={set('rcvQty')} />
        </Field>
        <Field label={t('receipts.drawer.rejQty')} hint={t('receipts.drawer.rejHint')} error={errors.rejQty ?? null}>
          <TextField value={values.rejQty} inputMode="numeric" maxLength={24} onValueChange={set('rejQty')} />
        </Field>
        <Field
          label={t('receipts.drawer.rejReason')}
          hint={t('receipts.drawer.reasonHint', { max: RECEIPT_REASON_MAX })}
          error={errors.rejReason ?? null}
        >
          <TextArea value={values.rejReason} rows={3} maxLength={RECEIPT_REASON_MAX} onValueChange={set('rejReason')} />
        </Field>
        <Field label={t('receipts.drawer.rcvDt')} required error={errors.rcvDt ?? null}>
          <DatePicker value={values.rcvDt} max={today} today={today} onValueChange={set('rcvDt')} />
        </Field>
      </Stack>
    </Drawer>
  );
}
