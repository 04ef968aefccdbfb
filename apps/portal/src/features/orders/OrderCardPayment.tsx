/**
 * The order detail's corporate-card section (decision 0072): the payment's state, its approval
 * number and times, and the one action the state allows (pay when the order waits for payment,
 * cancel the payment when the order's cancellation completed), each asked for with a confirm.
 * Nothing for an order not paid by card.
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import { ActionBar, Button, Descriptions, useMessageBox, useMro } from '@mro/ui';
import type { OrderDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { money } from '../../shared/money';
import { useCardPayment, type CardAction } from './useCardPayment';

export function OrderCardPayment({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const box = useMessageBox();
  const card = useCardPayment(detail.ordNo);
  const { state, apprNo, approvedAt, cancelledAt } = detail.cardPayment;
  if (state === 'NONE' && !apprNo) return null;
  const amount = money(detail.amount, detail.crncyCd, locale);
  const action: CardAction | null = state === 'WAIT' ? 'pay' : state === 'CANCEL_WAIT' ? 'cancel' : null;
  const ask = async (button: HTMLButtonElement) => {
    if (!action) return;
    const ok = await box.confirm(t(`orders.card.confirm.${action}`, { ordNo: detail.ordNo, amount }));
    if (ok) await card.run(action, detail.amount, button);
    else button.focus();
  };
  return (
    <section aria-labelledby={`card-${detail.ordNo}`}>
      <h3 id={`card-${detail.ordNo}`}>{t('orders.card.title')}</h3>
      <Descriptions
        columns={2}
        items={[
          { term: t('orders.card.state'), detail: t(`orders.card.states.${state}`) },
          { term: t('orders.col.amount'), detail: amount },
          { term: t('orders.card.apprNo'), detail: apprNo },
          { term: t('orders.card.approvedAt'), detail: approvedAt && formatDateTime(approvedAt) },
          ...(cancelledAt ? [{ term: t('orders.card.cancelledAt'), detail: formatDateTime(cancelledAt) }] : []),
        ]}
      />
      {action && (
        <ActionBar>
          <Button loading={card.busy === action} onClick={(e) => void ask(e.currentTarget)}>
            {t(`orders.card.${action}`, { amount })}
          </Button>
        </ActionBar>
      )}
    </section>
  );
}
