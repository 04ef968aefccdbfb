// Edit and inspect sessions (issue 56 item 2, decision 0100): the earlier cart an edit or inspect
// PunchOutSetupRequest carries (its ItemOut lines, kept on the session as sent) read against
// today's catalogue. A line whose item we do not know is not put in the cart (UNKNOWN, its ERP
// description shown); one no longer sold is kept and marked (DISCONTINUED: removed before the
// cart goes back); one priced differently today keeps its earlier price beside today's, which
// applies (PRICE_CHANGED); a quantity the item's rule refuses today becomes the first valid one
// (QTY_ADJUSTED). An edit session's start fills the user's cart with these lines (the earlier
// price as the price seen when added, so the cart shows "was"); an inspect session leaves the
// cart alone and the screen shows the lines read-only.
import type { Kysely } from 'kysely';
import type { PunchoutEarlierLine, PunchoutEarlierNotice } from '@mro/contract';
import { checkOrderQuantity, decimalTenThousandths, priceWithinTolerance } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { unitPriceOf } from '../catalog/cart.ts';
import type { SetupItem } from './cxml.ts';

/** The earlier cart's lines kept on a session (JSON of SetupItem[]), or none. */
export const earlierItemsOf = (stored: string | null): SetupItem[] =>
  stored ? (JSON.parse(stored) as SetupItem[]) : [];

/** A quantity as ERPs write it: `3`, `3.0`, `3.000` (a decimal with zero fraction) read as 3. */
const wholeQuantity = (sent: string) => sent.trim().replace(/\.0+$/, '');

/**
 * The quantity a refused one becomes: the smallest the item's rule accepts that is not below the
 * one sent (150 of a pack of 100 becomes 200: never fewer than the buyer had), else the first one.
 */
const validQuantity = (sent: string, minQty: number, packQty: number) => {
  const pack = Math.max(1, packQty);
  const asked = Number(sent);
  const wanted =
    Number.isSafeInteger(Math.ceil(asked)) && asked > 0 ? Math.max(Math.ceil(asked), minQty, 1) : Math.max(1, minQty);
  const rounded = Math.ceil(wanted / pack) * pack;
  return checkOrderQuantity(String(rounded), { minQty, packQty }).ok
    ? rounded
    : Math.ceil(Math.max(1, minQty) / pack) * pack;
};

/** The earlier lines read against today's catalogue and the company's prices. */
export async function earlierLines(
  db: Kysely<Database>,
  session: { cp_cd: string; earlier_items: string | null },
  today: string,
  en: boolean,
): Promise<PunchoutEarlierLine[]> {
  const sent = earlierItemsOf(session.earlier_items);
  if (!sent.length) return [];
  const catalog = catalogRepository(db);
  const codes = [...new Set(sent.map((s) => s.supplierPartId))];
  const [items, contracts] = await Promise.all([
    catalog.items(codes),
    catalog.contractPrices(session.cp_cd, codes, today),
  ]);
  const byCode = new Map(items.map((i) => [i.item_cd, i]));
  return sent.map((s, index): PunchoutEarlierLine => {
    const item = byCode.get(s.supplierPartId);
    const erpPrice = s.unitPrice && decimalTenThousandths(s.unitPrice) !== null ? s.unitPrice.trim() : null;
    if (!item) {
      return {
        lineNo: index + 1,
        itemCd: s.supplierPartId,
        itemNm: s.description || s.supplierPartId,
        qty: Number(wholeQuantity(s.quantity)) || 0,
        sentQty: s.quantity,
        unitCd: s.unitOfMeasure,
        erpPrice,
        currentPrice: null,
        crncyCd: s.currency ?? '',
        notices: ['UNKNOWN'],
      };
    }
    const notices: PunchoutEarlierNotice[] = [];
    if (item.discontinued_yn === 'Y') notices.push('DISCONTINUED');
    const { unitPrice } = unitPriceOf(item, contracts.get(item.item_cd));
    const sameCurrency = (s.currency ?? item.crncy_cd).toUpperCase() === item.crncy_cd.toUpperCase();
    if (s.unitPrice !== null && (!sameCurrency || erpPrice === null || !priceWithinTolerance(erpPrice, unitPrice, 0))) {
      notices.push('PRICE_CHANGED');
    }
    const checked = checkOrderQuantity(wholeQuantity(s.quantity), { minQty: item.min_ord_qty, packQty: item.pack_qty });
    if (!checked.ok) notices.push('QTY_ADJUSTED');
    return {
      lineNo: index + 1,
      itemCd: item.item_cd,
      itemNm: en ? item.item_nm_en : item.item_nm_ko,
      qty: checked.ok ? checked.value : validQuantity(wholeQuantity(s.quantity), item.min_ord_qty, item.pack_qty),
      sentQty: s.quantity,
      unitCd: item.unit_cd,
      erpPrice: sameCurrency ? erpPrice : null,
      currentPrice: unitPrice,
      crncyCd: item.crncy_cd,
      notices,
    };
  });
}

/**
 * An edit session's start: the user's cart (not the saved list) becomes the earlier cart's lines
 * we still know, each with its quantity and its earlier price as the price seen when added (the
 * same item twice: the quantities added). One transaction.
 */
export async function fillEditCart(
  db: Kysely<Database>,
  session: { user_id: number; cp_cd: string; earlier_items: string | null },
  today: string,
  now: Date,
) {
  await db.transaction().execute(async (tx) => {
    const lines = (await earlierLines(tx, session, today, false)).filter((l) => !l.notices.includes('UNKNOWN'));
    const merged = new Map<string, { qty: number; price: string }>();
    for (const l of lines) {
      const price = l.erpPrice ?? l.currentPrice!;
      const before = merged.get(l.itemCd);
      merged.set(l.itemCd, { qty: (before?.qty ?? 0) + l.qty, price: before?.price ?? price });
    }
    await tx.deleteFrom('cart_line').where('user_id', '=', session.user_id).where('list_cd', '=', 'CART').execute();
    const catalog = catalogRepository(tx);
    let at = now.getTime();
    // One millisecond apart, so the cart lists the lines in the earlier cart's order.
    for (const [itemCd, { qty, price }] of merged)
      await catalog.putLine(session.user_id, itemCd, qty, price, new Date(at++));
  });
}
