/**
 * The cart (issue 43 items 3 and 4; BY menu BY-ORD-02, program BYORD002): the server's cart of
 * the user (it survives a logout and another browser) with today's prices and the totals per
 * currency, the saved list, and the order request below. Lines whose price or availability
 * changed since they were added are shown and asked about before the order goes. Beside the
 * lines a summary kept in view (CartSummary: the total with its currency, the split by supplier,
 * the earliest delivery days); after an order request, what it created (OrderConfirmation, issue 57).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Skeleton, Stack } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { SYSTEM_BASES, systemOfPath } from '../../shared/systems';
import { cartQuery } from './queries';
import { CartLines } from './CartLines';
import { OrderForm } from './OrderForm';
import { CartImport } from './CartImport';
import { CartSummary } from './CartSummary';
import { OrderConfirmation, type OrderDetailView } from './OrderConfirmation';
import { CartLayout } from './Catalog.styles';

/** The cart; the detail of an order it created comes from the app (app/pages/Cart.tsx). */
export default function Cart({ OrderDetail }: { OrderDetail: OrderDetailView }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const cart = useQuery(cartQuery(useApi()));
  const [ordered, setOrdered] = useState<string[] | null>(null);
  const [base] = useState(() => SYSTEM_BASES[systemOfPath(window.location.pathname)]);
  if (cart.isError) return <p role={wasShown(cart.error) ? undefined : 'alert'}>{t('cart.failed')}</p>;
  if (!cart.data) return <Skeleton lines={8} aria-label={t('cart.loading')} />;
  const { lines, saved } = cart.data;
  const changed = lines.filter((l) => l.changed);
  return (
    <Stack gap="4">
      {ordered && <OrderConfirmation ordNos={ordered} base={base} OrderDetail={OrderDetail} />}
      {changed.length > 0 && (
        <Alert kind="warning" title={t('cart.changedTitle')}>
          {t('cart.changed', { items: changed.map((l) => l.itemNm).join(', ') })}
        </Alert>
      )}
      <CartLayout>
        <Stack gap="4">
          <CartLines lines={lines} list="CART" />
          {lines.length > 0 && (
            <Card title={t('order.title')}>
              <OrderForm lines={lines} onOrdered={setOrdered} />
            </Card>
          )}
        </Stack>
        <CartSummary cart={cart.data} />
      </CartLayout>
      <CartLines lines={saved} list="SAVED" />
      <Card title={t('cart.import')}>
        <CartImport />
      </Card>
    </Stack>
  );
}
