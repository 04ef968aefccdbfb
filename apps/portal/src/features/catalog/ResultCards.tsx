/**
 * The catalogue's results as a shop shows them (issue 57 item 1): cards, or a rich list, each
 * result with its picture (the supplier's, else the drawing of its kind: lazy, sized, so nothing
 * shifts), name (opening the detail), specification, the price the company pays (its contract
 * price, the list price struck beside it), lead time, supplier, and a quantity stepper (the
 * item's first quantity, in steps of its pack) with "add to cart". The price stays in view at
 * every width: it is part of the card, not a column to scroll to.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Stepper, toast, useMro } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { illustrationUrl } from './art';
import { firstQuantity, money, type CatalogGridRow } from './model';
import { useAddToCart } from './queries';
import { Buy, ItemText, NameButton, Price, ResultItem, ResultList } from './Catalog.styles';

/** The largest quantity a stepper offers (the server's rule checks every quantity again). */
const QTY_MAX = 999_999;

export function ResultCards({
  rows,
  view,
  onOpen,
}: {
  rows: readonly CatalogGridRow[];
  view: 'cards' | 'list';
  onOpen: (itemCd: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <ResultList $view={view} aria-label={t('catalog.grid')}>
      {rows.map((row) => (
        <ResultCard key={row.key} row={row} view={view} onOpen={onOpen} />
      ))}
    </ResultList>
  );
}

function ResultCard({
  row,
  view,
  onOpen,
}: {
  row: CatalogGridRow;
  view: 'cards' | 'list';
  onOpen: (itemCd: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const add = useAddToCart();
  const first = firstQuantity(row);
  const [qty, setQty] = useState(first);
  const nameId = `catalog-item-${row.itemCd}`;
  const addToCart = async () => {
    try {
      await add.mutateAsync({ itemCd: row.itemCd, qty: String(qty) });
      toast.success(t('catalog.added', { item: row.itemNm }));
    } catch {
      // The presenter showed why (a discontinued item, a full cart); the quantity stays.
    }
  };
  return (
    <ResultItem $view={view} aria-labelledby={nameId}>
      <img src={illustrationUrl(row.itmClsfCd)} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <ItemText>
        <NameButton type="button" id={nameId} onClick={() => onOpen(row.itemCd)}>
          {row.itemNm}
        </NameButton>
        {row.specCn && <p>{row.specCn}</p>}
        <p>{[row.mfrNm, row.modelNo].filter(Boolean).join(' · ')}</p>
        <Price>
          <strong>{money(row.price, row.crncyCd, locale)}</strong>
          {row.priceKind === 'contract' && (
            <>
              <Badge tone="info">{t('catalog.contract')}</Badge>
              {row.contractPrice !== row.listPrice && (
                <span>
                  {t('catalog.listPrice')} <s>{money(row.listPrice, row.crncyCd, locale)}</s>
                </span>
              )}
            </>
          )}
          <span>/ {row.unitCd}</span>
        </Price>
        <p>
          {t('catalog.lead', { count: row.leadDays })} · {t('catalog.soldBy', { supplier: row.spNm })}
        </p>
        {(row.minOrdQty > 1 || row.packQty > 1) && (
          <p>{t('catalog.orderRule', { min: row.minOrdQty, pack: row.packQty, unit: row.unitCd })}</p>
        )}
      </ItemText>
      <Buy>
        {row.discontinued ? (
          <Badge tone="muted">{t('catalog.discontinuedShort')}</Badge>
        ) : (
          <>
            <Stepper
              aria-label={t('cart.qtyOf', { item: row.itemNm })}
              value={qty}
              onValueChange={setQty}
              min={first}
              max={QTY_MAX}
              step={Math.max(1, row.packQty)}
            />
            <Button
              size="md"
              aria-label={t('catalog.addItem', { item: row.itemNm })}
              disabled={add.isPending}
              onClick={() => void addToCart()}
            >
              {t('catalog.add')}
            </Button>
          </>
        )}
      </Buy>
    </ResultItem>
  );
}
