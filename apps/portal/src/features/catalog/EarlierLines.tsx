/**
 * The earlier cart an edit or inspect punch-out session carried (decision 0100), read-only: each
 * line's item, quantity, the price the procurement system kept and today's, and what changed
 * since (not sold here, no longer sold, priced differently, quantity raised to the order unit),
 * each said in words by a badge. Read-only (inspect): the quantities as the system kept them.
 */
import { useTranslation } from 'react-i18next';
import type { PunchoutEarlierLine, PunchoutEarlierNotice } from '@mro/contract';
import { Badge, Group, Table, useMro, type BadgeTone } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { money } from './model';

const TONE: Record<PunchoutEarlierNotice, BadgeTone> = {
  UNKNOWN: 'danger',
  DISCONTINUED: 'danger',
  PRICE_CHANGED: 'warning',
  QTY_ADJUSTED: 'warning',
};

export function EarlierLines({
  lines,
  caption,
  readOnly = false,
}: {
  lines: PunchoutEarlierLine[];
  caption: string;
  /** Inspect: nothing was put in the cart; the quantities are the system's. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const price = (value: string | null, l: PunchoutEarlierLine) =>
    value === null || !l.crncyCd ? '-' : money(value, l.crncyCd, locale);
  return (
    <Table<PunchoutEarlierLine>
      caption={caption}
      empty={t('punchout.earlier.none')}
      rowKey={(l) => String(l.lineNo)}
      rows={lines}
      columns={[
        { key: 'itemCd', header: t('catalog.col.itemCd') },
        { key: 'itemNm', header: t('catalog.col.itemNm') },
        {
          key: 'qty',
          header: t('cart.qty'),
          align: 'end',
          render: (l) => {
            const qty = readOnly ? Number(l.sentQty) : l.qty;
            return `${Number.isFinite(qty) ? qty.toLocaleString(locale) : l.sentQty} ${l.unitCd}`;
          },
        },
        { key: 'erpPrice', header: t('punchout.earlier.erpPrice'), align: 'end', render: (l) => price(l.erpPrice, l) },
        {
          key: 'currentPrice',
          header: t('punchout.earlier.currentPrice'),
          align: 'end',
          render: (l) => price(l.currentPrice, l),
        },
        {
          key: 'notices',
          header: t('punchout.earlier.notices'),
          render: (l) =>
            l.notices.length ? (
              <Group gap="1">
                {l.notices.map((n) => (
                  <Badge key={n} tone={TONE[n]}>
                    {t(`punchout.notice.${readOnly && n === 'QTY_ADJUSTED' ? 'QTY_OFF' : n}`, {
                      sent: l.sentQty,
                      qty: l.qty,
                    })}
                  </Badge>
                ))}
              </Group>
            ) : (
              t('punchout.notice.none')
            ),
        },
      ]}
    />
  );
}
