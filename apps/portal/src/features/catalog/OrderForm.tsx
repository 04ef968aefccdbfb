/**
 * The order request (issue 43 item 4): delivery place (the company's business places),
 * requested delivery date (DatePicker with the holidays; before the cart's longest lead time or
 * on a holiday it is refused with the rule the server runs, `deliveryDateRefusal`), cost centre,
 * note, payment term (PAY_TERM) and attachments (the FileLoader; uploaded on submit, once: a
 * refused submit keeps the saved group and sends it again). Changed prices are asked about first.
 * The submit carries an
 * idempotency key made once per attempt and kept in the tab's session storage until the orders
 * are made, so a double click, a retry after a timeout or a reload send the same key and the
 * server answers the same orders.
 */
import { useMemo, useState } from 'react';
import { createUploadClient } from '@mro/upload';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COST_CENTER_MAX,
  ORDER_NOTE_MAX,
  addDays,
  deliveryDateRefusal,
  seoulDay,
  type ValidationError,
} from '@mro/rules';
import type { CartLine } from '@mro/contract';
import {
  Button,
  DatePicker,
  FileLoader,
  FormBox,
  FormItem,
  Select,
  TextArea,
  TextField,
  toast,
  useFileLoader,
  useFormBox,
  useMessageBox,
} from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi, useServices } from '../../services/ServicesProvider';
import { businessPlacesQuery, holidaysQuery, useOrderRequest } from './queries';

interface OrderValues {
  bpCd: string;
  reqDlvDt: string;
  costCenter: string;
  noteCn: string;
  payTermCd: string;
}

const SCHEMA = {
  bpCd: 'required',
  reqDlvDt: 'required',
  costCenter: `max:${COST_CENTER_MAX}`,
  noteCn: `max:${ORDER_NOTE_MAX}`,
  payTermCd: 'required',
};
const KEY_STORE = 'mro.order.idemKey';

/** The attempt's key: the one a failed or reloaded attempt left, else a new one. */
function attemptKey(): string {
  const kept = sessionStorage.getItem(KEY_STORE);
  if (kept) return kept;
  const key = crypto.randomUUID();
  sessionStorage.setItem(KEY_STORE, key);
  return key;
}

export function OrderForm({ lines, onOrdered }: { lines: CartLine[]; onOrdered?: (ordNos: string[]) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client });
  const box = useMessageBox();
  const [today] = useState(() => seoulDay(new Date()));
  const leadDays = Math.max(0, ...lines.map((l) => l.leadDays));
  const places = useQuery(businessPlacesQuery(api));
  const holidays = useQuery(holidaysQuery(api, today, addDays(today, 365)));
  const red = useMemo(() => new Set((holidays.data ?? []).map((h) => h.cldYmd)), [holidays.data]);
  const validate = useMemo(
    () =>
      (values: OrderValues): Record<string, ValidationError> => {
        if (!values.reqDlvDt) return {};
        const refusal = deliveryDateRefusal(values.reqDlvDt, { today, leadDays, holidays: red });
        return refusal ? { reqDlvDt: { rule: 'date_format', code: refusal.code, params: refusal.params ?? {} } } : {};
      },
    [today, leadDays, red],
  );
  const form = useFormBox<OrderValues>({
    schema: SCHEMA,
    defaultValues: { bpCd: '', reqDlvDt: '', costCenter: '', noteCn: '', payTermCd: 'CASH' },
    validate,
  });
  const order = useOrderRequest();

  const submit = async (values: OrderValues) => {
    if (order.isPending) return;
    const changed = lines.filter((l) => l.changed);
    if (changed.some((l) => l.discontinued)) {
      await box.alert('MROCT0001', { params: { itemCd: changed.find((l) => l.discontinued)!.itemCd } });
      return;
    }
    if (changed.length && !(await box.confirm(t('order.confirmChanged', { count: changed.length })))) return;
    const suppliers = new Set(lines.map((l) => l.spCd)).size;
    if (!(await box.confirm(t('order.confirm', { count: suppliers })))) return;
    // The files first (once: after a refused submit the saved group goes again as it is).
    let athFileId = files.athFileId;
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return; // the file list says what failed; everything stays
      athFileId = saved.athFileId;
    }
    try {
      const answer = await order.mutateAsync({
        idemKey: attemptKey(),
        ...values,
        athFileId: athFileId ?? '',
        acceptChanges: changed.length > 0,
      });
      sessionStorage.removeItem(KEY_STORE);
      if (onOrdered) onOrdered(answer.ordNos);
      else toast.success(t('order.done', { ordNos: answer.ordNos.join(', ') }));
    } catch {
      // The presenter showed why; the key stays for the retry, the form keeps what was typed.
    }
  };

  return (
    <>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('order.title')}
        actions={
          <Button type="submit" disabled={order.isPending}>
            {t('order.submit')}
          </Button>
        }
      >
        <FormItem name="bpCd" label={t('order.bpCd')}>
          <Select items={(places.data ?? []).map((p) => ({ cd: p.cd, cdNm: p.cdNm }))} />
        </FormItem>
        <FormItem name="reqDlvDt" label={t('order.reqDlvDt')} hint={t('order.leadHint', { count: leadDays })}>
          <DatePicker today={today} min={addDays(today, leadDays)} />
        </FormItem>
        <FormItem name="payTermCd" label={t('order.payTermCd')}>
          <Select codeGroup="PAY_TERM" />
        </FormItem>
        <FormItem name="costCenter" label={t('order.costCenter')}>
          <TextField maxLength={COST_CENTER_MAX} />
        </FormItem>
        <FormItem name="noteCn" label={t('order.noteCn')}>
          <TextArea maxLength={ORDER_NOTE_MAX} />
        </FormItem>
        <FileLoader loader={files} label={t('order.files')} />
      </FormBox>
    </>
  );
}
