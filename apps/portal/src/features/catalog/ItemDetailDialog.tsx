/**
 * An item's detail (issue 43 item 2; issue 57 item 1): its pictures in a gallery with zoom (the
 * supplier's, then the drawing of its kind), names, specs,
 * manufacturer and model, supplier, the company's contract price (with its last day) or the list
 * price, lead time, minimum order and pack, attachments; a quantity checked by the rule of
 * @mro/rules (the server's own) and "add to cart"; the buyers' item chat channel (CM031
 * CHANNEL_BY_ITEM_URL, when in use) in its popup (decision 0071). Below: the same supplier's
 * similar items and other suppliers' alternatives of its category, and the items recently viewed
 * on this browser; each opens in this dialog.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkOrderQuantity, formatDateValue } from '@mro/rules';
import {
  Button,
  createStoredItemStore,
  Descriptions,
  Field,
  ImageGallery,
  Modal,
  Skeleton,
  TextField,
  toast,
  useMro,
  type FieldError,
} from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { ChatButton } from '../common/ChatButton';
import { illustrationUrl } from './art';
import { firstQuantity, money, neighboursOf, viewedList, withViewed, type ViewedItem } from './model';
import { categoryItemsQuery, itemDetailQuery, useAddToCart } from './queries';
import { AddRow, DetailTop, ItemLinks } from './Catalog.styles';

const RECENT_KEY = 'catalog.recent';
const stored = createStoredItemStore();

export function ItemDetailDialog({ itemCd: opened, onClose }: { itemCd: string; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const [itemCd, setItemCd] = useState(opened);
  const detail = useQuery(itemDetailQuery(api, itemCd));
  const category = useQuery({ ...categoryItemsQuery(api, detail.data?.itmClsfCd ?? ''), enabled: !!detail.data });
  // The items viewed before this one (read when the dialog opens; an item left for another in
  // this dialog joins them); this one is remembered once it has loaded.
  const [viewed, setViewed] = useState<ViewedItem[]>(() => viewedList(stored.get<unknown>(RECENT_KEY)));
  useEffect(() => {
    if (detail.data) stored.set(RECENT_KEY, withViewed(stored.get<unknown>(RECENT_KEY), detail.data));
  }, [detail.data]);
  const recent = viewed.filter((v) => v.itemCd !== itemCd);
  const add = useAddToCart();
  const [qty, setQty] = useState<string | null>(null);
  const [error, setError] = useState<FieldError>(null);
  const show = (next: string) => {
    if (detail.data) setViewed((list) => withViewed(list, detail.data));
    setItemCd(next);
    setQty(null);
    setError(null);
  };
  const neighbours = detail.data && category.data ? neighboursOf(detail.data, category.data) : null;
  const links = (heading: string, items: readonly { itemCd: string; itemNm: string }[]) =>
    items.length > 0 && (
      <ItemLinks>
        <h3>{heading}</h3>
        <ul>
          {items.map((i) => (
            <li key={i.itemCd}>
              <Button variant="ghost" size="sm" onClick={() => show(i.itemCd)}>
                {i.itemNm}
              </Button>
            </li>
          ))}
        </ul>
      </ItemLinks>
    );
  const item = detail.data;
  const shownQty = qty ?? (item ? String(firstQuantity(item)) : '');

  const addToCart = async () => {
    if (!item) return;
    const checked = checkOrderQuantity(shownQty, { minQty: item.minOrdQty, packQty: item.packQty });
    if (!checked.ok) {
      setError({ code: checked.code, ...(checked.params ? { params: checked.params } : {}) });
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ itemCd: item.itemCd, qty: shownQty });
      toast.success(t('catalog.added', { item: item.itemNm }));
    } catch {
      // The presenter showed why; the quantity typed stays.
    }
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={item?.itemNm ?? itemCd} size="large">
      {item ? (
        <>
          <DetailTop>
            <ImageGallery
              key={item.itemCd}
              size={200}
              images={[
                ...item.images.map((image) => ({ src: image.downloadUrl, alt: item.itemNm })),
                { src: illustrationUrl(item.itmClsfCd), alt: t('catalog.illustration', { item: item.itemNm }) },
              ]}
            />
            <Descriptions
              columns={2}
              items={[
                { term: t('catalog.col.itemCd'), detail: item.itemCd },
                { term: t('catalog.other'), detail: item.itemNmOther },
                { term: t('catalog.category'), detail: item.categoryPath.join(' > ') },
                { term: t('catalog.col.specCn'), detail: item.specCn },
                { term: t('catalog.col.mfrNm'), detail: item.mfrNm },
                { term: t('catalog.col.modelNo'), detail: item.modelNo },
                { term: t('catalog.col.spNm'), detail: item.spNm },
                { term: t('catalog.col.leadDays'), detail: t('catalog.days', { count: item.leadDays }) },
                {
                  term: t('catalog.contract'),
                  detail:
                    item.contractPrice !== null
                      ? `${money(item.contractPrice, item.crncyCd, locale)} (${t('catalog.until', {
                          date: formatDateValue(item.contractValidTo ?? ''),
                        })})`
                      : null,
                },
                { term: t('catalog.listPrice'), detail: money(item.listPrice, item.crncyCd, locale) },
                { term: t('catalog.col.minOrdQty'), detail: `${item.minOrdQty} ${item.unitCd}` },
                { term: t('catalog.col.packQty'), detail: `${item.packQty} ${item.unitCd}` },
                {
                  term: t('catalog.files'),
                  detail: item.files.length ? item.files.map((f) => f.orgnFileNm).join(', ') : null,
                },
              ]}
            />
          </DetailTop>
          <AddRow>
            {item.discontinued ? (
              <p role="alert">{t('catalog.discontinued')}</p>
            ) : (
              <>
                <Field
                  label={t('catalog.qty')}
                  error={error}
                  hint={item.cartQty ? t('catalog.inCart', { count: item.cartQty }) : undefined}
                >
                  <TextField
                    value={shownQty}
                    inputMode="numeric"
                    maxLength={24}
                    onValueChange={(v) => {
                      setQty(v);
                      setError(null);
                    }}
                  />
                </Field>
                <Button onClick={() => void addToCart()} disabled={add.isPending}>
                  {t('catalog.addToCart')}
                </Button>
              </>
            )}
            <ChatButton channel="CHANNEL_BY_ITEM_URL" size="md" />
          </AddRow>
          {neighbours && links(t('catalog.similar'), neighbours.similar)}
          {neighbours && links(t('catalog.alternatives'), neighbours.alternatives)}
          {links(t('catalog.recent'), recent)}
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('catalog.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}
