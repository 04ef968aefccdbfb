/**
 * What an order request created (issue 57 item 2): the orders (one per supplier), each opening its
 * detail, and the ways on (the order list, more shopping). Shown at the top of the cart, now
 * empty of what was ordered; focused when it appears so a screen reader hears it.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { Confirmation } from './Catalog.styles';

/** An order's detail dialog: the orders feature's, given by the app (app/pages/Cart.tsx, decision 0109). */
export type OrderDetailView = ComponentType<{ ordNo: string; onClose: () => void; onLeave: (path: string) => void }>;

export function OrderConfirmation({
  ordNos,
  base,
  OrderDetail,
}: {
  ordNos: string[];
  base: string;
  OrderDetail: OrderDetailView;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const [open, setOpen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Confirmation aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" ref={heading} tabIndex={-1}>
        {t('order.doneTitle', { count: ordNos.length })}
      </h2>
      <p>{t('order.doneNext')}</p>
      <ul aria-label={t('order.created')}>
        {ordNos.map((ordNo) => (
          <li key={ordNo}>
            <Button variant="secondary" size="sm" onClick={() => setOpen(ordNo)}>
              {t('order.openDetail', { ordNo })}
            </Button>
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <ScreenLink href={`${base}/order/list`} onNavigate={(href) => void navigate(href)}>
            {t('order.toList')}
          </ScreenLink>
        </li>
        <li>
          <ScreenLink href={`${base}/catalog`} onNavigate={(href) => void navigate(href)}>
            {t('order.shopMore')}
          </ScreenLink>
        </li>
      </ul>
      {open && (
        <OrderDetail
          ordNo={open}
          onClose={() => setOpen(null)}
          onLeave={(path) => {
            setOpen(null);
            void navigate(path);
          }}
        />
      )}
    </Confirmation>
  );
}
