/**
 * The cart's summary (issue 57 item 2), kept in view beside the lines: the total per currency with
 * its unit, the split by supplier (one order each: its lines, amount and the earliest delivery
 * day its lead time allows). An empty cart says so instead of a total of nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDateValue, seoulDay } from '@mro/rules';
import type { Cart } from '@mro/contract';
import { useMro } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { money, supplierParts } from './model';
import { Summary, Total } from './Catalog.styles';

export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const [today] = useState(() => seoulDay(new Date()));
  const parts = supplierParts(cart.lines, today, addDays);
  const sums = (totals: Cart['totals']) => totals.map((x) => money(x.amount, x.crncyCd, locale)).join(' + ');
  return (
    <Summary aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      {cart.lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <p>{t('cart.split', { count: parts.length })}</p>
          {parts.map((part) => (
            <dl key={part.spCd} aria-label={part.spNm}>
              <dt>
                <strong>{part.spNm}</strong>
              </dt>
              <dd>{t('cart.lineCount', { count: part.lines })}</dd>
              <dt>{t('cart.amount')}</dt>
              <dd>{sums(part.totals)}</dd>
              <dt>{t('cart.earliest')}</dt>
              <dd>{formatDateValue(part.earliest)}</dd>
            </dl>
          ))}
          <Total>
            <span>{t('cart.total')}</span>
            <strong>{sums(cart.totals)}</strong>
          </Total>
        </>
      )}
    </Summary>
  );
}
