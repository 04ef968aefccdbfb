// Quote requests (issue 44 item 2, decision 0066). A buyer company's request to suppliers, each
// supplier's answer or decline and the buyer's award or close, each in one transaction with the
// request (and the supplier's part) locked, the state machine of @mro/rules (`quoteTransitionRefusal`)
// and the version the user saw checked again under the lock: of two people acting at once one
// wins, the other gets 409 MROQT0017. The award writes the buyer company's contract prices for
// the lines that are catalogue items and creates the e-contract (contracts/repository.ts).
// Suppliers are notified of a new request; the requester of each answer or decline.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  awardValidityRefusal,
  checkQuoteAnswer,
  declineReasonRefusal,
  quoteTotal,
  NO_CURRENCY,
  toPrice,
  quoteTransitionRefusal,
  type QuoteAnswerInput,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { notify } from '../notifications/repository.ts';
import { createContract, partyOf } from '../contracts/repository.ts';

/** The screens the notifications link to. */
export const QUOTE_SCREEN_SP = '/sp/quote/list';
export const QUOTE_SCREEN_BY = '/by/quote/list';

export const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);

export interface NewQuoteRequest {
  title: string;
  noteCn: string | null;
  athFileId: string | null;
  spCds: string[];
  lines: {
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    reqDt: string;
    itemCd: string | null;
    itemReqNo: string | null;
  }[];
}

type Side = { side: 'BY' | 'SP'; cpCd: string };

export function quoteRepository(db: Kysely<Database>) {
  /** The requests a side may read: its company's (BY) or those addressed to it (SP), with its part. */
  const scoped = ({ side, cpCd }: Side) => {
    const q = db
      .selectFrom('quote_request as r')
      .innerJoin('company as b', 'b.cp_cd', 'r.cp_cd')
      .leftJoin('quote_supplier as s', (j) =>
        j.onRef('s.qt_no', '=', 'r.qt_no').on('s.sp_cd', '=', side === 'SP' ? cpCd : ''),
      );
    return side === 'BY' ? q.where('r.cp_cd', '=', cpCd) : q.where('s.sp_cd', '=', cpCd);
  };
  return {
    scoped,
    async page(who: Side, f: { statCds: string[]; searchText: string }, limit: number, offset: number) {
      let q = scoped(who);
      if (f.statCds.length)
        q = q.where((eb) =>
          who.side === 'SP'
            ? eb.or([eb('r.stat_cd', 'in', f.statCds), eb('s.stat_cd', 'in', f.statCds)])
            : eb('r.stat_cd', 'in', f.statCds),
        );
      if (f.searchText) {
        const like = `%${f.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) => eb.or([eb('r.title', 'ilike', like), eb('r.qt_no', 'ilike', like)]));
      }
      const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select([
          'r.qt_no',
          'r.title',
          'r.reg_dt',
          'r.stat_cd',
          'r.ctrt_no',
          'b.cp_nm',
          'b.cp_eng_nm',
          's.stat_cd as sp_stat_cd',
          sql<string>`(SELECT count(*) FROM quote_request_line l WHERE l.qt_no = r.qt_no)`.as('line_cnt'),
          sql<string>`(SELECT count(*) FROM quote_supplier x WHERE x.qt_no = r.qt_no)`.as('sp_cnt'),
          sql<string>`(SELECT count(*) FROM quote_supplier x WHERE x.qt_no = r.qt_no AND x.stat_cd <> 'WAIT')`.as(
            'answered_cnt',
          ),
          sql<string>`(SELECT l.item_nm FROM quote_request_line l WHERE l.qt_no = r.qt_no ORDER BY l.line_no LIMIT 1)`.as(
            'first_item_nm',
          ),
          sql<string>`(SELECT string_agg(c.cp_nm, ', ' ORDER BY c.cp_cd) FROM quote_supplier x JOIN company c ON c.cp_cd = x.sp_cd WHERE x.qt_no = r.qt_no)`.as(
            'sp_nms',
          ),
          sql<string>`(SELECT string_agg(c.cp_eng_nm, ', ' ORDER BY c.cp_cd) FROM quote_supplier x JOIN company c ON c.cp_cd = x.sp_cd WHERE x.qt_no = r.qt_no)`.as(
            'sp_eng_nms',
          ),
        ])
        .orderBy('r.reg_dt', 'desc')
        .orderBy('r.qt_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { count: Number(n), rows };
    },
    async head(who: Side, qtNo: string) {
      return scoped(who)
        .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
        .select([
          'r.qt_no',
          'r.title',
          'r.note_cn',
          'r.stat_cd',
          'r.reg_dt',
          'r.ath_file_id',
          'r.version',
          'r.award_sp_cd',
          'r.ctrt_no',
          'b.cp_nm',
          'b.cp_eng_nm',
          'u.user_nm',
        ])
        .where('r.qt_no', '=', qtNo)
        .executeTakeFirst();
    },
    lines(qtNo: string) {
      return db.selectFrom('quote_request_line').selectAll().where('qt_no', '=', qtNo).orderBy('line_no').execute();
    },
    async answers(qtNo: string, spCd: string | null) {
      let q = db
        .selectFrom('quote_supplier as s')
        .innerJoin('company as c', 'c.cp_cd', 's.sp_cd')
        .selectAll('s')
        .select(['c.cp_nm', 'c.cp_eng_nm'])
        .where('s.qt_no', '=', qtNo);
      if (spCd) q = q.where('s.sp_cd', '=', spCd);
      const rows = await q.orderBy('s.sp_cd').execute();
      const prices = await db
        .selectFrom('quote_answer_line')
        .selectAll()
        .where('qt_no', '=', qtNo)
        .$if(spCd !== null, (b) => b.where('sp_cd', '=', spCd!))
        .execute();
      return rows.map((r) => ({
        ...r,
        prices: Object.fromEntries(
          prices
            .filter((p) => p.sp_cd === r.sp_cd)
            .map((p) => [p.line_no, toPrice(p.unit_price, r.crncy_cd ?? NO_CURRENCY)]),
        ) as Record<number, string>,
      }));
    },
    /** A new-item request of the company (the request's origin), or undefined. */
    ownItemRequest(cpCd: string, reqNo: string) {
      return db
        .selectFrom('item_request')
        .select('req_no')
        .where('req_no', '=', reqNo)
        .where('cp_cd', '=', cpCd)
        .executeTakeFirst();
    },
    suppliers() {
      return db
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm'])
        .where('cust_rol_cd', '=', 'V')
        .orderBy('cp_cd')
        .execute();
    },
    async toAnswer(spCd: string) {
      const row = await db
        .selectFrom('quote_supplier as s')
        .innerJoin('quote_request as r', 'r.qt_no', 's.qt_no')
        .where('s.sp_cd', '=', spCd)
        .where('s.stat_cd', '=', 'WAIT')
        .where('r.stat_cd', '=', 'OPEN')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

async function nextNo(tx: Transaction<Database>, prefix: string, seq: string, today: string) {
  const { rows } = await sql<{ n: string }>`SELECT nextval(${seq}) AS n`.execute(tx);
  return `${prefix}${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
}
export { nextNo };

/** A new request: the suppliers must be supplier companies (else 400 MROQT0011); each is notified. */
export async function createQuoteRequest(
  db: Kysely<Database>,
  buyer: { userId: number; cpCd: string },
  input: NewQuoteRequest,
  { now, today }: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) => {
    const sps = await tx
      .selectFrom('company')
      .select('cp_cd')
      .where('cp_cd', 'in', input.spCds)
      .where('cust_rol_cd', '=', 'V')
      .execute();
    if (sps.length !== input.spCds.length)
      throw refuse.fields({ spCds: { rule: 'is', code: 'MROQT0011', params: { max: 10 } } });
    const itemCds = input.lines.map((l) => l.itemCd).filter((c): c is string => !!c);
    if (itemCds.length) {
      const found = await tx.selectFrom('catalog_item').select('item_cd').where('item_cd', 'in', itemCds).execute();
      if (found.length !== new Set(itemCds).size) throw refuse.notFound();
    }
    const qtNo = await nextNo(tx, 'QT', 'quote_request_no_seq', today);
    await tx
      .insertInto('quote_request')
      .values({
        qt_no: qtNo,
        cp_cd: buyer.cpCd,
        req_user_id: buyer.userId,
        title: input.title,
        note_cn: input.noteCn,
        ath_file_id: input.athFileId,
        stat_cd: 'OPEN',
        reg_dt: now,
        upd_dt: now,
      })
      .execute();
    await tx
      .insertInto('quote_request_line')
      .values(
        input.lines.map((l, i) => ({
          qt_no: qtNo,
          line_no: i + 1,
          item_nm: l.itemNm,
          spec_cn: l.specCn,
          unit_cd: l.unitCd,
          qty: l.qty,
          req_dt: l.reqDt,
          item_cd: l.itemCd,
          item_req_no: l.itemReqNo,
        })),
      )
      .execute();
    await tx
      .insertInto('quote_supplier')
      .values(input.spCds.map((sp) => ({ qt_no: qtNo, sp_cd: sp, stat_cd: 'WAIT' })))
      .execute();
    const users = await tx
      .selectFrom('app_user')
      .select('user_id')
      .where('cp_cd', 'in', input.spCds)
      .where('status', '=', 'ACTIVE')
      .execute();
    await notify(
      tx,
      users.map((u) => ({
        userId: u.user_id,
        kind: 'QUOTE_REQUESTED' as const,
        params: { qtNo, title: input.title },
        link: QUOTE_SCREEN_SP,
      })),
      now,
    );
    return { qtNo };
  });
}

/** The request and the supplier's part, locked; 404 when the supplier was not asked. */
async function lockPart(tx: Transaction<Database>, qtNo: string, spCd: string) {
  const { rows } = await sql<{
    stat_cd: string;
    req_user_id: number;
    title: string;
    sp_stat_cd: string;
    sp_version: number;
  }>`SELECT r.stat_cd, r.req_user_id, r.title, s.stat_cd AS sp_stat_cd, s.version AS sp_version
       FROM quote_request r JOIN quote_supplier s ON s.qt_no = r.qt_no AND s.sp_cd = ${spCd}
      WHERE r.qt_no = ${qtNo} FOR UPDATE`.execute(tx);
  return rows[0];
}

/**
 * The supplier's answer (or a new one replacing it while the request is open). Refused: not asked
 * (404), the request closed or awarded (409 MROQT0001), the part declined (409 MROQT0002), the
 * part changed since read (409 MROQT0017), what `checkQuoteAnswer` refuses (400).
 */
export async function answerQuote(
  db: Kysely<Database>,
  supplier: { userId: number; cpCd: string },
  qtNo: string,
  input: QuoteAnswerInput & { athFileId: string | null; version: number },
  { now, today }: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) => {
    const part = await lockPart(tx, qtNo, supplier.cpCd);
    if (!part) throw refuse.notFound();
    const refusal = quoteTransitionRefusal('answer', part.stat_cd, part.sp_stat_cd);
    if (refusal) throw conflict(refusal);
    if (part.sp_version !== input.version) throw conflict('MROQT0017');
    const lines = await tx
      .selectFrom('quote_request_line')
      .select(['line_no', 'qty'])
      .where('qt_no', '=', qtNo)
      .orderBy('line_no')
      .execute();
    const checked = checkQuoteAnswer(input, lines.length, today);
    if (!checked.ok)
      throw refuse.fields({ [checked.field]: { rule: 'numeric', code: checked.code, params: checked.params ?? {} } });
    const v = checked.value;
    const amount = quoteTotal(
      lines.map((l, i) => ({ qty: Number(l.qty), unitPrice: v.prices[i]! })),
      v.crncyCd,
    );
    const version = input.version + 1;
    await tx
      .updateTable('quote_supplier')
      .set({
        stat_cd: 'ANSWERED',
        crncy_cd: v.crncyCd,
        lead_days: v.leadDays,
        valid_dt: v.validDt,
        note_cn: v.noteCn,
        dcln_rsn_cn: null,
        ath_file_id: input.athFileId,
        amount,
        ans_user_id: supplier.userId,
        ans_dt: now,
        version,
      })
      .where('qt_no', '=', qtNo)
      .where('sp_cd', '=', supplier.cpCd)
      .execute();
    await tx.deleteFrom('quote_answer_line').where('qt_no', '=', qtNo).where('sp_cd', '=', supplier.cpCd).execute();
    await tx
      .insertInto('quote_answer_line')
      .values(
        lines.map((l, i) => ({ qt_no: qtNo, sp_cd: supplier.cpCd, line_no: l.line_no, unit_price: v.prices[i]! })),
      )
      .execute();
    await notify(
      tx,
      [
        {
          userId: part.req_user_id,
          kind: 'QUOTE_ANSWERED',
          params: { qtNo, spCd: supplier.cpCd, title: part.title },
          link: QUOTE_SCREEN_BY,
        },
      ],
      now,
    );
    return { qtNo, statCd: 'ANSWERED', version };
  });
}

/** The supplier declines with a reason (400 MROQT0016); the same refusals as an answer. */
export async function declineQuote(
  db: Kysely<Database>,
  supplier: { userId: number; cpCd: string },
  qtNo: string,
  input: { reason: string; version: number },
  { now }: { now: Date },
) {
  const reasonRefusal = declineReasonRefusal(input.reason);
  if (reasonRefusal) throw refuse.fields({ reason: { rule: 'required', code: reasonRefusal, params: {} } });
  return db.transaction().execute(async (tx) => {
    const part = await lockPart(tx, qtNo, supplier.cpCd);
    if (!part) throw refuse.notFound();
    const refusal = quoteTransitionRefusal('decline', part.stat_cd, part.sp_stat_cd);
    if (refusal) throw conflict(refusal);
    if (part.sp_version !== input.version) throw conflict('MROQT0017');
    const version = input.version + 1;
    await tx
      .updateTable('quote_supplier')
      .set({
        stat_cd: 'DECLINED',
        dcln_rsn_cn: input.reason.trim(),
        ans_user_id: supplier.userId,
        ans_dt: now,
        version,
      })
      .where('qt_no', '=', qtNo)
      .where('sp_cd', '=', supplier.cpCd)
      .execute();
    await notify(
      tx,
      [
        {
          userId: part.req_user_id,
          kind: 'QUOTE_ANSWERED',
          params: { qtNo, spCd: supplier.cpCd, title: part.title },
          link: QUOTE_SCREEN_BY,
        },
      ],
      now,
    );
    return { qtNo, statCd: 'DECLINED', version };
  });
}

async function lockRequest(tx: Transaction<Database>, qtNo: string, cpCd: string) {
  const { rows } = await sql<{ stat_cd: string; version: number; title: string }>`
    SELECT stat_cd, version, title FROM quote_request WHERE qt_no = ${qtNo} AND cp_cd = ${cpCd} FOR UPDATE`.execute(tx);
  return rows[0];
}

/**
 * The buyer's award of one supplier's answer. Refused: another company's request (404), a second
 * award (409 MROQT0003), a closed request (MROQT0001), an unanswered part (MROQT0004), an answer
 * past its validity (MROQT0008), a request changed since read (MROQT0017). The chosen part becomes
 * AWARDED, the other answered ones LOST; contract prices are written for the buyer company for
 * each line that is a catalogue item (valid from today to the answer's validity; a price of the
 * same day is replaced); lines that are not catalogue items stay as the contract's lines only.
 */
export async function awardQuote(
  db: Kysely<Database>,
  buyer: { userId: number; cpCd: string },
  qtNo: string,
  input: { spCd: string; version: number },
  { now, today }: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) => {
    const head = await lockRequest(tx, qtNo, buyer.cpCd);
    if (!head) throw refuse.notFound();
    const part = await tx
      .selectFrom('quote_supplier')
      .selectAll()
      .where('qt_no', '=', qtNo)
      .where('sp_cd', '=', input.spCd)
      .executeTakeFirst();
    if (!part) throw refuse.notFound();
    const refusal = quoteTransitionRefusal('award', head.stat_cd, part.stat_cd);
    if (refusal) throw conflict(refusal);
    if (head.version !== input.version) throw conflict('MROQT0017');
    const validity = awardValidityRefusal(part.valid_dt, today);
    if (validity) throw conflict(validity);
    const lines = await tx
      .selectFrom('quote_request_line as l')
      .innerJoin('quote_answer_line as a', (j) =>
        j.onRef('a.qt_no', '=', 'l.qt_no').onRef('a.line_no', '=', 'l.line_no').on('a.sp_cd', '=', input.spCd),
      )
      .select(['l.line_no', 'l.item_nm', 'l.spec_cn', 'l.unit_cd', 'l.qty', 'l.item_cd', 'a.unit_price'])
      .where('l.qt_no', '=', qtNo)
      .orderBy('l.line_no')
      .execute();
    for (const l of lines.filter((x) => x.item_cd)) {
      await tx
        .insertInto('contract_price')
        .values({
          cp_cd: buyer.cpCd,
          item_cd: l.item_cd!,
          valid_from: today,
          valid_to: part.valid_dt!,
          price: l.unit_price,
        })
        .onConflict((oc) =>
          oc.columns(['cp_cd', 'item_cd', 'valid_from']).doUpdateSet({ valid_to: part.valid_dt!, price: l.unit_price }),
        )
        .execute();
    }
    const [partyA, partyB] = await Promise.all([
      partyOf(tx, buyer.cpCd, buyer.userId),
      partyOf(tx, input.spCd, part.ans_user_id),
    ]);
    const contract = await createContract(
      tx,
      {
        kind: 'QUOTE',
        ctrtNm: head.title,
        startDt: today,
        endDt: part.valid_dt!,
        amount: part.amount ?? '0',
        crncyCd: part.crncy_cd ?? 'KRW',
        qtNo,
        cpCd: buyer.cpCd,
        spCd: input.spCd,
        partyA,
        partyB,
        lgstRate: null,
        lgstAmount: null,
        ctrtUrl: null,
        lines: lines.map((l) => ({
          itemNm: l.item_nm,
          specCn: l.spec_cn,
          unitCd: l.unit_cd,
          qty: Number(l.qty),
          unitPrice: l.unit_price,
          itemCd: l.item_cd,
        })),
        regUserId: buyer.userId,
      },
      { now, today },
    );
    await tx
      .updateTable('quote_supplier')
      .set((eb) => ({
        stat_cd: sql<string>`CASE WHEN ${eb.ref('sp_cd')} = ${input.spCd} THEN 'AWARDED' WHEN ${eb.ref('stat_cd')} = 'ANSWERED' THEN 'LOST' ELSE ${eb.ref('stat_cd')} END`,
        version: sql<number>`${eb.ref('version')} + 1`,
      }))
      .where('qt_no', '=', qtNo)
      .execute();
    const version = head.version + 1;
    await tx
      .updateTable('quote_request')
      .set({ stat_cd: 'AWARDED', award_sp_cd: input.spCd, ctrt_no: contract.ctrtNo, version, upd_dt: now })
      .where('qt_no', '=', qtNo)
      .execute();
    return { qtNo, ctrtNo: contract.ctrtNo, version };
  });
}

/** The buyer closes an open request without an award (409 MROQT0001, MROQT0017). */
export async function closeQuote(
  db: Kysely<Database>,
  buyer: { cpCd: string },
  qtNo: string,
  input: { version: number },
  { now }: { now: Date },
) {
  return db.transaction().execute(async (tx) => {
    const head = await lockRequest(tx, qtNo, buyer.cpCd);
    if (!head) throw refuse.notFound();
    const refusal = quoteTransitionRefusal('close', head.stat_cd);
    if (refusal) throw conflict(refusal);
    if (head.version !== input.version) throw conflict('MROQT0017');
    const version = head.version + 1;
    await tx
      .updateTable('quote_request')
      .set({ stat_cd: 'CLOSED', version, upd_dt: now })
      .where('qt_no', '=', qtNo)
      .execute();
    return { qtNo, statCd: 'CLOSED', version };
  });
}
