/**
 * The cart's lines (or the saved list) as a table: item, supplier, unit price (the contract
 * price is marked; a price changed since the line was added shows the old one too), quantity
 * (a stepper in steps of the pack, or typed; checked by the rule of @mro/rules, then saved; named
 * for screen readers by its item, with no visible label repeating the item: issue 57), amount, and the
 * line's buttons (save for later or back to the cart, remove). An empty list says so once, in
 * its table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOrderQuantity } from '@mro/rules';
import type { CartLine } from '@mro/contract';
import { Badge, Button, Group, Stepper, Table, translateMessage, useMro, type FieldError } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { firstQuantity, money } from './model';
import { QtyError } from './Catalog.styles';
import { useMoveLine, useRemoveLine, useSetQuantity } from './queries';

function QuantityCell({ line, editable }: { line: CartLine; editable: boolean }) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const [error, setError] = useState<FieldError>(null);
  const setQuantity = useSetQuantity();
  const errorId = `cart-qty-error-${line.itemCd}`;
  if (!editable) return <>{line.qty.toLocaleString()}</>;
  const change = async (qty: number) => {
    if (qty === line.qty) return;
    const checked = checkOrderQuantity(String(qty), { minQty: line.minOrdQty, packQty: line.packQty });
    if (!checked.ok) {
      setError({ code: checked.code, ...(checked.params ? { params: checked.params } : {}) });
      return;
    }
    setError(null);
    try {
      await setQuantity.mutateAsync({ itemCd: line.itemCd, qty: String(qty) });
    } catch {
      // The presenter showed why; the line keeps the server's quantity.
    }
  };
  return (
    <>
      <Stepper
        aria-label={t('cart.qtyOf', { item: line.itemNm })}
        aria-describedby={error ? errorId : undefined}
        invalid={Boolean(error)}
        value={line.qty}
        min={firstQuantity(line)}
        max={QTY_MAX}
        step={Math.max(1, line.packQty)}
        disabled={setQuantity.isPending}
        onValueChange={(qty) => void change(qty)}
      />
      {error && typeof error !== 'string' && (
        <QtyError id={errorId}>{translateMessage(i18n, error.code, error.params)}</QtyError>
      )}
    </>
  );
}

/** The largest quantity a stepper offers (the server's rule checks every quantity again). */
const QTY_MAX = 999_999;

export function CartLines({ lines, list }: { lines: CartLine[]; list: 'CART' | 'SAVED' }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const move = useMoveLine();
  const remove = useRemoveLine();
  return (
    <Table<CartLine>
      caption={list === 'CART' ? t('cart.lines') : t('cart.saved')}
      empty={list === 'CART' ? t('cart.empty') : t('cart.savedEmpty')}
      rowKey={(l) => l.itemCd}
      rows={lines}
      columns={[
        { key: 'itemCd', header: t('catalog.col.itemCd') },
        {
          key: 'itemNm',
          header: t('catalog.col.itemNm'),
          render: (l) => (
            <>
              {l.itemNm}
              {l.specCn ? ` (${l.specCn})` : ''}
              {l.discontinued && (
                <>
                  {' '}
                  <Badge tone="danger">{t('cart.discontinued')}</Badge>
                </>
              )}
            </>
          ),
        },
        { key: 'spNm', header: t('catalog.col.spNm') },
        {
          key: 'unitPrice',
          header: t('cart.unitPrice'),
          align: 'end',
          render: (l) => (
            <>
              {l.priceSource === 'CONTRACT' && <Badge tone="info">{t('catalog.contract')}</Badge>}{' '}
              {money(l.unitPrice, l.crncyCd, locale)}
              {l.addedPrice !== l.unitPrice && (
                <>
                  {' '}
                  <Badge tone="warning">{t('cart.was', { price: money(l.addedPrice, l.crncyCd, locale) })}</Badge>
                </>
              )}
            </>
          ),
        },
        {
          key: 'qty',
          header: t('cart.qty'),
          align: 'end',
          render: (l) => <QuantityCell line={l} editable={list === 'CART'} />,
        },
        { key: 'amount', header: t('cart.amount'), align: 'end', render: (l) => money(l.amount, l.crncyCd, locale) },
        {
          key: 'actions',
          header: t('cart.actions'),
          render: (l) => (
            <Group gap="1">
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void move.mutateAsync({ itemCd: l.itemCd, list: list === 'CART' ? 'SAVED' : 'CART' }).catch(() => {})
                }
              >
                {list === 'CART' ? t('cart.saveForLater') : t('cart.moveToCart')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void remove.mutateAsync(l.itemCd).catch(() => {})}>
                {t('cart.remove')}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
