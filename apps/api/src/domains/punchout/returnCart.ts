// The return of a punch-out cart (decision 0057), in one transaction: the user's latest started
// session (none: MROPU0008; returned already: MROPU0007), the cart (empty: MROPU0009; a
// discontinued item: MROCT0001; several currencies in a cXML return: MROPU0010) as PunchOutOrderMessage lines with today's prices, or the OCI
// NEW_ITEM fields; the session closed with the form kept for its one-time handoff page; the cart
// emptied (the saved list stays).
import type { Kysely } from 'kysely';
import { seoulDay, type MessageCode } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { cartOf } from '../catalog/cart.ts';
import { ociFields, punchOutOrderMessage } from './cxml.ts';
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
    const catalog = catalogRepository(tx);
    const cart = await cartOf(catalog, { userId: user.userId, cpCd: user.cpCd }, seoulDay(now), false);
    if (!cart.lines.length) throw conflict('MROPU0009');
    const gone = cart.lines.find((l) => l.discontinued);
    if (gone) throw new ApiError(409, 'CONFLICT', 'MROCT0001', { itemCd: gone.itemCd });
    // One PunchOutOrderMessage holds one currency (its Total); OCI's lines carry their own.
    if (session.kind === 'CXML' && new Set(cart.lines.map((l) => l.crncyCd)).size > 1) throw conflict('MROPU0010');
    const items = new Map((await catalog.items(cart.lines.map((l) => l.itemCd))).map((i) => [i.item_cd, i]));
    const unspscOf = await sessions.unspscOfCategories();
    const lines = cart.lines.map((l) => {
      const item = items.get(l.itemCd)!;
      return {
        supplierPartId: l.itemCd,
        auxiliaryId: `${l.spCd}:${l.itemCd}`,
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
    const token = await sessions.close(session.session_id, now, form);
    if (!token) throw conflict('MROPU0007');
    await sessions.emptyCart(user.userId);
    return { form, token, sessionId: session.session_id, lines: lines.length };
  });
}
