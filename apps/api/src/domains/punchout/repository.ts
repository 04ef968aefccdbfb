// Punch-out's data (decision 0050): a procurement system's credential (its cXML identity, the
// company and user it opens sessions for, the SHA-256 of its shared secret), and the sessions a
// setup request opens (BuyerCookie, BrowserFormPost, the hash of the one-time start token). The
// secret is compared in constant time; the start token is single use and lives five minutes.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SetupItem } from './cxml.ts';

export const START_TOKEN_TTL_MS = 5 * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
export const secretHash = sha256;

export function punchoutRepository(db: Kysely<Database>) {
  return {
    /** The active credential of this identity whose shared secret matches, or null. */
    async verify(identity: string, sharedSecret: string) {
      const row = await db
        .selectFrom('punchout_credential as c')
        .innerJoin('app_user as u', 'u.user_id', 'c.user_id')
        .select(['c.identity', 'c.domain', 'c.cp_cd', 'c.user_id', 'c.secret_hash', 'u.status', 'u.cust_rol_cd'])
        .where('c.identity', '=', identity)
        .where('c.use_yn', '=', 'Y')
        .executeTakeFirst();
      // The same work whether or not the identity exists.
      const expected = Buffer.from(row?.secret_hash ?? sha256(randomBytes(16).toString('hex')), 'hex');
      const given = Buffer.from(sha256(sharedSecret), 'hex');
      const same = timingSafeEqual(expected, given);
      return row && same && row.status === 'ACTIVE' ? row : null;
    },

    /**
     * The stored credentials a document names (identity and domain, the domain case-insensitive),
     * in the order the candidates came; their secrets are not checked here.
     */
    async named(candidates: readonly { domain: string; identity: string }[]) {
      if (!candidates.length) return [];
      const rows = await db
        .selectFrom('punchout_credential')
        .select(['identity', 'domain'])
        .where(
          'identity',
          'in',
          candidates.map((c) => c.identity),
        )
        .where('use_yn', '=', 'Y')
        .execute();
      return candidates.filter((c) =>
        rows.some((r) => r.identity === c.identity && r.domain.toLowerCase() === c.domain.toLowerCase()),
      );
    },

    /** Opens a session; answers the start token (only its hash is stored). */
    async open(input: {
      identity: string;
      cpCd: string;
      userId: number;
      buyerCookie: string;
      formPostUrl: string;
      operation: string;
      now: Date;
      /** OCI: the HOOK_URL is the form post address (decision 0057). */
      kind?: 'CXML' | 'OCI';
      /** Edit and inspect: the earlier cart's ItemOut lines (decision 0100). */
      earlierItems?: readonly SetupItem[];
    }) {
      const token = randomBytes(32).toString('base64url');
      const sessionId = randomBytes(16).toString('hex');
      await db
        .insertInto('punchout_session')
        .values({
          session_id: sessionId,
          identity: input.identity,
          cp_cd: input.cpCd,
          user_id: input.userId,
          buyer_cookie: input.buyerCookie,
          form_post_url: input.formPostUrl,
          operation: input.operation,
          kind: input.kind ?? 'CXML',
          earlier_items: input.earlierItems?.length ? JSON.stringify(input.earlierItems) : null,
          start_token_hash: sha256(token),
          created_at: input.now,
          expires_at: new Date(input.now.getTime() + START_TOKEN_TTL_MS),
        })
        .execute();
      return { sessionId, token };
    },

    /** Uses a start token once: the session and its user, or null (unknown, expired or used). */
    async start(token: string, now: Date) {
      const started = await db
        .updateTable('punchout_session')
        .set({ started_at: now })
        .where('start_token_hash', '=', sha256(token))
        .where('started_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['session_id', 'user_id', 'cp_cd', 'buyer_cookie', 'form_post_url', 'operation', 'earlier_items'])
        .executeTakeFirst();
      return started ?? null;
    },

    /** The user's latest started session (decision 0057), or null. */
    latest(userId: number) {
      return db
        .selectFrom('punchout_session')
        .select([
          'session_id',
          'identity',
          'cp_cd',
          'kind',
          'operation',
          'earlier_items',
          'buyer_cookie',
          'form_post_url',
          'started_at',
          'returned_at',
        ])
        .where('user_id', '=', userId)
        .where('started_at', 'is not', null)
        .orderBy('started_at', 'desc')
        .orderBy('session_id')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Closes a session once (returned_at) keeping the form to post: the one-time handoff token
     * when this call closed it, null when it was already (another tab returned the cart first).
     */
    async close(
      sessionId: string,
      now: Date,
      handoff: { action: string; fields: [string, string][] },
      /** The returned cart's unit prices by item (decision 0101); null for an inspect session. */
      prices: Record<string, string> | null = null,
    ) {
      const token = randomBytes(32).toString('base64url');
      const closed = await db
        .updateTable('punchout_session')
        .set({
          returned_at: now,
          handoff_token_hash: sha256(token),
          handoff_form: JSON.stringify(handoff),
          returned_prices: prices ? JSON.stringify(prices) : null,
        })
        .where('session_id', '=', sessionId)
        .where('returned_at', 'is', null)
        .returning('session_id')
        .executeTakeFirst();
      return closed ? token : null;
    },

    /** The returned form of a handoff token, once, within five minutes of the return; or null. */
    async takeHandoff(token: string, now: Date) {
      const row = await db
        .selectFrom('punchout_session')
        .select(['session_id', 'handoff_form', 'returned_at'])
        .where('handoff_token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row?.handoff_form || !row.returned_at) return null;
      if (now.getTime() - new Date(row.returned_at).getTime() > START_TOKEN_TTL_MS) return null;
      const taken = await db
        .updateTable('punchout_session')
        .set({ handoff_form: null })
        .where('session_id', '=', row.session_id)
        .where('handoff_form', 'is not', null)
        .returning('session_id')
        .executeTakeFirst();
      return taken ? (JSON.parse(row.handoff_form) as { action: string; fields: [string, string][] }) : null;
    },

    /**
     * The UNSPSC code of each category (decision 0084): its own, else its nearest ancestor's, else
     * null. One read of the (small) category table.
     */
    async unspscOfCategories() {
      const rows = await db
        .selectFrom('item_category')
        .select(['itm_clsf_cd', 'upper_itm_clsf_cd', 'unspsc_cd'])
        .execute();
      const byCode = new Map(rows.map((r) => [r.itm_clsf_cd, r]));
      return (code: string): string | null => {
        const seen = new Set<string>();
        for (
          let row = byCode.get(code);
          row && !seen.has(row.itm_clsf_cd);
          row = byCode.get(row.upper_itm_clsf_cd ?? '')
        ) {
          if (row.unspsc_cd) return row.unspsc_cd;
          seen.add(row.itm_clsf_cd);
        }
        return null;
      };
    },

    /** Every category with its own and its effective UNSPSC code (decision 0102). */
    async categoriesWithUnspsc(en: boolean) {
      const rows = await db
        .selectFrom('item_category')
        .select(['itm_clsf_cd', 'upper_itm_clsf_cd', 'itm_clsf_kor_nm', 'itm_clsf_eng_nm', 'unspsc_cd'])
        .orderBy('itm_clsf_cd')
        .execute();
      const effective = await this.unspscOfCategories();
      return rows.map((r) => ({
        itmClsfCd: r.itm_clsf_cd,
        upperItmClsfCd: r.upper_itm_clsf_cd,
        itmClsfNm: en ? r.itm_clsf_eng_nm : r.itm_clsf_kor_nm,
        unspscCd: r.unspsc_cd,
        effectiveUnspscCd: effective(r.itm_clsf_cd),
      }));
    },

    /** Sets a category's UNSPSC code (null: none); false when the category is unknown. */
    async setCategoryUnspsc(itmClsfCd: string, unspscCd: string | null) {
      const r = await db
        .updateTable('item_category')
        .set({ unspsc_cd: unspscCd })
        .where('itm_clsf_cd', '=', itmClsfCd)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    credential(identity: string) {
      return db
        .selectFrom('punchout_credential')
        .select(['identity', 'domain'])
        .where('identity', '=', identity)
        .executeTakeFirst();
    },

    /** Empties the user's cart (its CART lines; the saved list stays). */
    emptyCart(userId: number) {
      return db.deleteFrom('cart_line').where('user_id', '=', userId).where('list_cd', '=', 'CART').execute();
    },
  };
}
