/**
 * An item's detail (issue 43 item 2): its images (a placeholder when it has none), names, specs,
 * manufacturer and model, supplier, the company's contract price (with its last day) or the list
 * price, lead time, minimum order and pack, attachments; a quantity checked by the rule of
 * @mro/rules (the server's own) and "add to cart"; the buyers' item chat channel (CM031
 * CHANNEL_BY_ITEM_URL, when in use) in its popup (decision 0071).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkOrderQuantity, formatDateValue } from '@mro/rules';
import { Button, Descriptions, Field, Modal, Skeleton, TextField, toast, useMro, type FieldError } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { useChatChannel } from '../../services/useChatChannel';
import { firstQuantity, money } from './model';
import { itemDetailQuery, useAddToCart } from './queries';
import { AddRow, DetailTop, ImageBox } from './Catalog.styles';

export function ItemDetailDialog({ itemCd, onClose }: { itemCd: string; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const detail = useQuery(itemDetailQuery(useApi(), itemCd));
  const add = useAddToCart();
  const chat = useChatChannel('CHANNEL_BY_ITEM_URL');
  const [qty, setQty] = useState<string | null>(null);
  const [error, setError] = useState<FieldError>(null);
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
            <ImageBox role="img" aria-label={t('catalog.noImage')}>
              {t('catalog.noImage')}
            </ImageBox>
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
            {chat && (
              <Button variant="secondary" data-chat-channel="CHANNEL_BY_ITEM_URL" onClick={chat.open}>
                {t('catalog.chat')}
              </Button>
            )}
          </AddRow>
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('catalog.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}
