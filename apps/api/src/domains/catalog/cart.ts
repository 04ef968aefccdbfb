// The cart as the user sees it (issue 43): each line with today's unit price (the company's
// valid contract price, else the list price), its amount under the currency rule, whether the
// price or the availability changed since the line was added, and the totals per currency.
// No SQL here: the data comes from the catalogue's repository.
import type { Cart, CartLine } from '@mro/contract';
import { compareMoney, lineAmount, toMoney, totalsByCurrency } from '@mro/rules';
import type { CatalogRepository, ItemRow } from './repository.ts';

export interface Shopper {
  userId: number;
  cpCd: string;
}

/** Today's unit price of an item for a company: the contract price when valid, else the list price. */
export function unitPriceOf(item: ItemRow, contract: { price: string } | undefined) {
  // Decimal text in the item's currency (decision 0106): the stored numeric's digits, never a double.
  return contract
    ? { unitPrice: toMoney(contract.price, item.crncy_cd), priceSource: 'CONTRACT' as const }
    : { unitPrice: toMoney(item.list_price, item.crncy_cd), priceSource: 'LIST' as const };
}

/** The current unit price of one item for the shopper's company, or null when the item is unknown. */
export async function currentPrice(repo: CatalogRepository, shopper: Shopper, itemCd: string, today: string) {
  const [item] = await repo.items([itemCd]);
  if (!item) return null;
  const contracts = await repo.contractPrices(shopper.cpCd, [itemCd], today);
  return { item, ...unitPriceOf(item, contracts.get(itemCd)) };
}

export async function cartOf(repo: CatalogRepository, shopper: Shopper, today: string, en: boolean): Promise<Cart> {
  const stored = await repo.cartLines(shopper.userId);
  const codes = stored.map((l) => l.item_cd);
  const [items, contracts] = await Promise.all([repo.items(codes), repo.contractPrices(shopper.cpCd, codes, today)]);
  const byCode = new Map(items.map((i) => [i.item_cd, i]));
  const lines: CartLine[] = [];
  const saved: CartLine[] = [];
  for (const s of stored) {
    const item = byCode.get(s.item_cd);
    if (!item) continue;
    const { unitPrice, priceSource } = unitPriceOf(item, contracts.get(s.item_cd));
    const qty = Number(s.qty);
    const addedPrice = toMoney(s.added_price, item.crncy_cd);
    const discontinued = item.discontinued_yn === 'Y';
    const line: CartLine = {
      itemCd: item.item_cd,
      itemNm: en ? item.item_nm_en : item.item_nm_ko,
      specCn: item.spec_cn,
      spCd: item.sp_cd,
      spNm: en ? item.sp_eng_nm : item.sp_nm,
      unitCd: item.unit_cd,
      packQty: item.pack_qty,
      minOrdQty: item.min_ord_qty,
      leadDays: item.lead_days,
      qty,
      unitPrice,
      addedPrice,
      priceSource,
      crncyCd: item.crncy_cd,
      amount: lineAmount(unitPrice, qty, item.crncy_cd),
      discontinued,
      changed: discontinued || compareMoney(addedPrice, unitPrice) !== 0,
    };
    (s.list_cd === 'SAVED' ? saved : lines).push(line);
  }
  return {
    lines,
    saved,
    totals: totalsByCurrency(lines.map((l) => ({ amount: l.amount, currency: l.crncyCd }))).map((t) => ({
      crncyCd: t.currency,
      amount: t.amount,
    })),
  };
}
