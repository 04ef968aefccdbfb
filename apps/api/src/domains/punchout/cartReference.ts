// A returned cart's lines name the cart (decision 0101): SupplierPartAuxiliaryID (and OCI's
// EXT_PRODUCT_ID) is `supplier:item:cart`, the cart being the punch-out session that returned it,
// as suppliers carry their own reference in that field. The ERP echoes it on the OrderRequest's
// ItemOut, and the line's price is then checked against the price that cart showed, kept on the
// session at the return (for CART_PRICE_DAYS days). The older form `supplier:item` (carts returned
// before) and anything else an ERP writes there still read: they name no cart.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How long a returned cart's prices hold for an OrderRequest naming it (a quote's usual validity). */
export const CART_PRICE_DAYS = 30;

const SESSION = /^[0-9a-f]{32}$/;

/** The auxiliary id of a returned line: supplier, item and the cart (session) it was returned in. */
export const cartAuxiliaryId = (spCd: string, itemCd: string, sessionId: string) => `${spCd}:${itemCd}:${sessionId}`;

/** The cart an auxiliary id names for this item, or null (the old form, another item, or not ours). */
export function cartOfAuxiliaryId(auxiliaryId: string, itemCd: string): string | null {
  const parts = auxiliaryId.trim().split(':');
  if (parts.length !== 3 || parts[1] !== itemCd || !SESSION.test(parts[2]!)) return null;
  return parts[2]!;
}

/**
 * The price each line's cart showed for its item (a number), or null: no cart named, a cart of
 * another customer (identity), not returned, returned more than CART_PRICE_DAYS ago, or without
 * that item.
 */
export async function cartPricesOf(
  db: Kysely<Database>,
  identity: string,
  lines: readonly { supplierPartId: string; auxiliaryId: string }[],
  now: Date,
): Promise<(string | null)[]> {
  const refs = lines.map((l) => cartOfAuxiliaryId(l.auxiliaryId, l.supplierPartId));
  const ids = [...new Set(refs.filter((r): r is string => r !== null))];
  if (!ids.length) return lines.map(() => null);
  const since = new Date(now.getTime() - CART_PRICE_DAYS * 86_400_000);
  const rows = await db
    .selectFrom('punchout_session')
    .select(['session_id', 'returned_prices'])
    .where('session_id', 'in', ids)
    .where('identity', '=', identity)
    .where('returned_at', '>=', since)
    .where('returned_prices', 'is not', null)
    .execute();
  const prices = new Map(rows.map((r) => [r.session_id, JSON.parse(r.returned_prices!) as Record<string, string>]));
  return lines.map((l, i) => {
    const price = refs[i] ? prices.get(refs[i])?.[l.supplierPartId] : undefined;
    return price ?? null;
  });
}
