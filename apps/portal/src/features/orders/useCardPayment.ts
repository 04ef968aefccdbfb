/**
 * An order's corporate-card payment (issue 45 item 2, decision 0072): `pay` charges the order's
 * amount and `cancel` cancels the approved payment, each a form post into a hidden frame
 * (`cards/approval`, `cards/cancel`, spec 001) whose page posts the result back by window message
 * (@mro/ui `submitHiddenFrame`). The server's refusal (not waiting for payment, the gateway's
 * limit…) is shown in its message box with the server's localized text and the order stays as it
 * was; a success is a toast and the order (detail and lists) read again. Focus goes back to the
 * button that asked.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '@mro/contract';
import { submitHiddenFrame, toast, useMessageBox, useMro } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useHttp } from '../../services/ServicesProvider';
import { orderKeys } from './queries';

export type CardAction = 'pay' | 'cancel';

export function useCardPayment(ordNo: string) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const box = useMessageBox();
  const { locale } = useMro();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CardAction | null>(null);

  const run = useCallback(
    async (action: CardAction, amount: string, button: HTMLElement | null) => {
      const call = action === 'pay' ? contract.payments.cardApproval : contract.payments.cardCancel;
      const url = new URL(http.url(call.path), window.location.href);
      setBusy(action);
      try {
        const fields: Record<string, string> = { ordNo, locale: locale === 'en' ? 'EN' : 'KO' };
        if (action === 'pay') fields.amount = amount;
        const result = await submitHiddenFrame({ url: url.href, fields, resultOrigin: url.origin });
        if (result.isSuccess)
          toast.success(t(action === 'pay' ? 'orders.card.paid' : 'orders.card.cancelled', { ordNo }));
        else await box.alert(result.error?.errorMessage || t('orders.card.failed'));
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      } finally {
        setBusy(null);
        button?.focus();
      }
    },
    [http, ordNo, locale, t, box, queryClient],
  );
  return { run, busy };
}
