// The return of a punch-out cart (decision 0057), in one transaction: the user's latest started
// session (none: MROPU0008; returned already: MROPU0007), the cart (empty: MROPU0009; a
// discontinued item: MROCT0001; several currencies in a cXML return: MROPU0010) as PunchOutOrderMessage lines with today's prices, or the OCI
// NEW_ITEM fields; the session closed with the form kept for its one-time handoff page; the cart
// emptied (the saved list stays). An inspect session (decision 0100) is closed with the earlier
// cart's lines as the ERP sent them, the user's cart untouched.
import type { Kysely } from 'kysely';
import { decimalTenThousandths, seoulDay, type MessageCode } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { cartOf } from '../catalog/cart.ts';
import { ociFields, punchOutOrderMessage, type PunchOutLine } from './cxml.ts';
import { earlierItemsOf, earlierLines } from './earlierCart.ts';
import { cartAuxiliaryId } from './cartReference.ts';
import { punchoutRepository } from './repository.ts';

/** Who we are in the cXML we send (the To of the procurement system's requests). */
export const MRO_CREDENTIAL = { domain: 'NetworkID', identity: 'MRO' };
const conflict = (code: MessageCode) => new ApiError(409, 'CONFLICT', code);

export async function returnPunchoutCart(db: Kysely<Database>, user: { userId: number; cpCd: string }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const sessions = punchoutRepository(tx);
    const session = await sessions.latest(user.userId);
    if (!session) throw conflict('MROPU0008');
    if (session.returned_at) throw conflict('MROPU0007');
    if (session.operation === 'inspect') return closeInspected(tx, session, now);
    const catalog = catalogRepository(tx);
    const cart = await cartOf(catalog, { userId: user.userId, cpCd: user.cpCd }, seoulDay(now), false);
    if (!cart.lines.length) throw conflict('MROPU0009');
    const gone = cart.lines.find((l) => l.discontinued);
    if (gone) throw new ApiError(409, 'CONFLICT', 'MROCT0001', { itemCd: gone.itemCd });
    // One PunchOutOrderMessage holds one currency (its Total); OCI's lines carry their own.
    if (session.kind === 'CXML' && new Set(cart.lines.map((l) => l.crncyCd)).size > 1) throw conflict('MROPU0010');
    const items = new Map((await catalog.items(cart.lines.map((l) => l.itemCd))).map((i) => [i.item_cd, i]));
    const unspscOf = await sessions.unspscOfCategories();
    const lines = cart.lines.map((l): PunchOutLine => {
      const item = items.get(l.itemCd)!;
      return {
        supplierPartId: l.itemCd,
        auxiliaryId: cartAuxiliaryId(l.spCd, l.itemCd, session.session_id),
        quantity: l.qty,
        unitPrice: l.unitPrice,
        currency: l.crncyCd,
        description: l.itemNm,
        unitOfMeasure: l.unitCd,
        unspsc: unspscOf(item.itm_clsf_cd),
        category: item.itm_clsf_cd,
        manufacturerName: item.mfr_nm ?? undefined,
        manufacturerPartId: item.model_no ?? undefined,
        leadTimeDays: l.leadDays,
      };
    });
    // The prices this cart shows, for an OrderRequest naming it (decision 0101).
    const prices = Object.fromEntries(lines.map((l) => [l.supplierPartId, String(l.unitPrice)]));
    const sent = await closeWith(tx, session, now, lines, prices);
    await sessions.emptyCart(user.userId);
    return sent;
  });
}

type Session = NonNullable<Awaited<ReturnType<ReturnType<typeof punchoutRepository>['latest']>>>;

/** The form of the lines (OCI fields, or a PunchOutOrderMessage), the session closed with it. */
async function closeWith(
  tx: Kysely<Database>,
  session: Session,
  now: Date,
  lines: PunchOutLine[],
  prices: Record<string, string> | null = null,
) {
  const sessions = punchoutRepository(tx);
  let fields: [string, string][];
  if (session.kind === 'OCI') fields = ociFields(lines);
  else {
    const credential = await sessions.credential(session.identity);
    const message = punchOutOrderMessage({
      payloadId: `${now.getTime()}.${session.session_id}@mro`,
      timestamp: now.toISOString(),
      from: MRO_CREDENTIAL,
      to: { domain: credential?.domain ?? 'NetworkID', identity: session.identity },
      buyerCookie: session.buyer_cookie,
      operation: session.operation === 'inspect' || session.operation === 'edit' ? session.operation : 'create',
      lines,
    });
    fields = [['cxml-urlencoded', message]];
  }
  const form = { action: session.form_post_url, fields };
  const token = await sessions.close(session.session_id, now, form, prices);
  if (!token) throw conflict('MROPU0007');
  return { form, token, sessionId: session.session_id, lines: lines.length };
}

/**
 * An inspect session is closed (decision 0100): the earlier cart goes back exactly as the ERP
 * sent it (its quantities, prices, descriptions; operationAllowed inspect, which the ERP ignores
 * but expects), the user's own cart untouched.
 */
async function closeInspected(tx: Kysely<Database>, session: Session, now: Date) {
  const sent = earlierItemsOf(session.earlier_items);
  const read = await earlierLines(tx, session, seoulDay(now), false);
  const lines = sent.map((s, i): PunchOutLine => {
    const l = read[i]!;
    const price = s.unitPrice !== null && decimalTenThousandths(s.unitPrice) !== null ? s.unitPrice : null;
    return {
      supplierPartId: s.supplierPartId,
      auxiliaryId: s.auxiliaryId,
      quantity: Number(s.quantity.replace(/\.0+$/, '')) || l.qty,
      unitPrice: price ?? l.currentPrice ?? '0',
      currency: s.currency ?? (l.crncyCd || 'KRW'),
      description: s.description || l.itemNm,
      unitOfMeasure: s.unitOfMeasure || l.unitCd,
      unspsc: s.unspsc,
      category: '',
    };
  });
  if (new Set(lines.map((l) => l.currency)).size > 1) throw conflict('MROPU0010');
  return closeWith(tx, session, now, lines);
}
