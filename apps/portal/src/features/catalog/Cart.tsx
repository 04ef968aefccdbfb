/**
 * The cart (issue 43 items 3 and 4; BY menu BY-ORD-02, program BYORD002): the server's cart of
 * the user (it survives a logout and another browser) with today's prices and the totals per
 * currency, the saved list, and the order request below. Lines whose price or availability
 * changed since they were added are shown and asked about before the order goes.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Skeleton, Stack, useMro } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { money } from './model';
import { cartQuery } from './queries';
import { CartLines } from './CartLines';
import { OrderForm } from './OrderForm';
import { CartImport } from './CartImport';

export default function Cart() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const cart = useQuery(cartQuery(useApi()));
  if (cart.isError) return <p role={wasShown(cart.error) ? undefined : 'alert'}>{t('cart.failed')}</p>;
  if (!cart.data) return <Skeleton lines={8} aria-label={t('cart.loading')} />;
  const { lines, saved, totals } = cart.data;
  const changed = lines.filter((l) => l.changed);
  return (
    <Stack gap="4">
      {changed.length > 0 && (
        <Alert kind="warning" title={t('cart.changedTitle')}>
          {t('cart.changed', { items: changed.map((l) => l.itemNm).join(', ') })}
        </Alert>
      )}
      <CartLines lines={lines} list="CART" />
      <output aria-label={t('cart.total')}>
        {t('cart.total')}: {totals.length ? totals.map((x) => money(x.amount, x.crncyCd, locale)).join(' + ') : '0'}
      </output>
      {lines.length > 0 && (
        <Card title={t('order.title')}>
          <OrderForm lines={lines} />
        </Card>
      )}
      <CartLines lines={saved} list="SAVED" />
      <Card title={t('cart.import')}>
        <CartImport />
      </Card>
    </Stack>
  );
}
