// Return and exchange requests' data (decision 0022): the search (count and page), a request's
// detail (head, lines, history), and a decision under a row lock. Decision 0071 adds the buyer's
// side: the received lines a request may be made of, a new request of one line (the line locked
// while the other requests' quantities are summed), the withdrawal, and an exchange's completion
// that schedules the replacement delivery (deliveries/replacement.ts) in the same transaction.
// Cost: a page is two queries; a detail three (plus the attachment group); a decision three
// writes in one transaction (five with a replacement); a new request four reads and four writes.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  RETURN_BUYER_TRANSITIONS,
  RETURN_HOLDING_STATUSES,
  type RETURN_SORT_KEYS,
  RETURN_TRANSITIONS,
  checkReturnRequest,
  checkTransport,
  deliveryDayRefusal,
  returnBuyerRefusal,
  returnTransitionRefusal,
  returnableQty,
  multiplyMoney,
  toMoney,
  type MessageCode,
  type ReturnAction,
  type ReturnRequestInput,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../auth/guard.ts';
import { refuse } from '../../shared/refusal.ts';
import { insertReplacementDelivery, type ReplacementTransport } from '../deliveries/replacement.ts';
import { containing } from '../../shared/like.ts';
import { seoulEnd, seoulStart } from '../../shared/dates.ts';
import { notify } from '../notifications/repository.ts';

/** Whose requests a caller sees: the buyer's company's, or those addressed to the supplier's. */
export type Side = 'buyer' | 'supplier';

export interface ReturnFilters {
  fromDt: string;
  toDt: string;
  cpNm: string;
  searchText: string;
  statCds: string[];
  kindCds: string[];
  rtnNos: string[];
  sortKey: (typeof RETURN_SORT_KEYS)[number];
  sortDir: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  rtnNo: 'r.rtn_no',
  reqDt: 'r.req_dt',
  rtnKindCd: 'r.rtn_kind_cd',
  cpNm: 'c.cp_nm',
  amount: 'r.amount',
  statCd: 'r.stat_cd',
  updDt: 'r.upd_dt',
} as const satisfies Record<(typeof RETURN_SORT_KEYS)[number], string>;

/** The caller's requests; `c` is the other party's company (the supplier sees the buyer's). */
function scoped(db: Kysely<Database>, user: SessionUser, side: Side) {
  return side === 'supplier'
    ? db
        .selectFrom('return_request as r')
        .innerJoin('company as c', 'c.cp_cd', 'r.cp_cd')
        .where('r.sp_cd', '=', user.cpCd)
    : db
        .selectFrom('return_request as r')
        .innerJoin('company as c', 'c.cp_cd', 'r.sp_cd')
        .where('r.cp_cd', '=', user.cpCd);
}

function searchQuery(db: Kysely<Database>, user: SessionUser, side: Side, f: ReturnFilters) {
  let q = scoped(db, user, side).where('r.req_dt', '>=', seoulStart(f.fromDt)).where('r.req_dt', '<', seoulEnd(f.toDt));
  if (f.statCds.length) q = q.where('r.stat_cd', 'in', f.statCds);
  if (f.kindCds.length) q = q.where('r.rtn_kind_cd', 'in', f.kindCds);
  if (f.rtnNos.length) q = q.where('r.rtn_no', 'in', f.rtnNos);
  if (f.cpNm) {
    const like = containing(f.cpNm);
    q = q.where((eb) => eb.or([eb('c.cp_nm', 'ilike', like), eb('c.cp_eng_nm', 'ilike', like)]));
  }
  if (f.searchText) {
    const like = containing(f.searchText);
    q = q.where((eb) =>
      eb.or([
        eb('r.ord_no', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('return_request_item as i')
            .select('i.line_no')
            .whereRef('i.rtn_no', '=', 'r.rtn_no')
            .where('i.item_nm', 'ilike', like),
        ),
      ]),
    );
  }
  return q;
}

/** The raw transport of an exchange's completion, as the supplier's dialog sends it. */
export interface CompletionInput {
  dlvDt: string;
  transKind: string;
  carrierCd: string;
  trackingNo: string;
  vehicleNo: string;
  driverNm: string;
  driverTel: string;
}

const conflict = (code: MessageCode, rtnNo: string) => refuse.conflict(code, { rtnNo });
/** A request's detail on each party's list (the screen opens it from `?rtnNo=`). */
const supplierLink = (rtnNo: string) => `/sp/return/list?rtnNo=${encodeURIComponent(rtnNo)}`;
const buyerLink = (rtnNo: string) => `/by/return/list?rtnNo=${encodeURIComponent(rtnNo)}`;

/** What the holding requests of one order line take (a new request may take only the rest). */
function takenOf(db: Kysely<Database> | Transaction<Database>, ordNo: string, lineNo: number) {
  return db
    .selectFrom('return_request as r')
    .innerJoin('return_request_item as i', 'i.rtn_no', 'r.rtn_no')
    .where('r.ord_no', '=', ordNo)
    .where('r.line_no', '=', lineNo)
    .where('r.stat_cd', 'in', [...RETURN_HOLDING_STATUSES])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('i.qty'), eb.lit(0)).as('taken'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.taken));
}

/** The active users of a company (the supplier's staff told of a new request or a withdrawal). */
const usersOf = (db: Kysely<Database> | Transaction<Database>, cpCd: string) =>
  db
    .selectFrom('app_user')
    .select('user_id')
    .where('cp_cd', '=', cpCd)
    .where('status', '=', 'ACTIVE')
    .execute()
    .then((rows) => rows.map((r) => r.user_id));

async function nextHistory(
  tx: Transaction<Database>,
  rtnNo: string,
  statCd: string,
  userId: number,
  now: Date,
  note: string | null,
) {
  const { seq } = await tx
    .selectFrom('return_request_history')
    .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq'))
    .where('rtn_no', '=', rtnNo)
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('return_request_history')
    .values({ rtn_no: rtnNo, seq: Number(seq) + 1, stat_cd: statCd, user_id: userId, at: now, note })
    .execute();
}

/** An exchange's replacement transport checked as the dialog checks it (400 with the field). */
async function replacementTransport(
  tx: Transaction<Database>,
  input: CompletionInput | null,
  today: string,
): Promise<ReplacementTransport> {
  const raw = input ?? {
    dlvDt: '',
    transKind: '',
    carrierCd: '',
    trackingNo: '',
    vehicleNo: '',
    driverNm: '',
    driverTel: '',
  };
  const dlvDt = raw.dlvDt.replaceAll('-', '');
  const day = deliveryDayRefusal(dlvDt, today);
  if (day) throw refuse.fields({ dlvDt: { rule: 'is', code: day, params: {} } });
  const transport = checkTransport(raw);
  if (!transport.ok) throw refuse.fields({ [transport.field]: { rule: 'required', code: transport.code, params: {} } });
  const own = raw.transKind === 'OWN';
  if (!own) {
    const carrier = await tx
      .selectFrom('common_code')
      .select('cd')
      .where('cd_lst_id', '=', 'DLV_CARRIER')
      .where('cd', '=', raw.carrierCd)
      .where('use_yn', '=', 'Y')
      .executeTakeFirst();
    if (!carrier) throw refuse.fields({ carrierCd: { rule: 'is', code: 'ACMCM0002', params: {} } });
  }
  const trimmed = (v: string) => v.trim() || null;
  return {
    dlvDt,
    transKind: own ? 'OWN' : 'CARRIER',
    carrierCd: trimmed(raw.carrierCd),
    trackingNo: trimmed(raw.trackingNo),
    vehicleNo: trimmed(raw.vehicleNo),
    driverNm: trimmed(raw.driverNm),
    driverTel: trimmed(raw.driverTel),
  };
}

export interface NewReturnInput extends ReturnRequestInput {
  ordNo: string;
  lineNo: number;
  athFileId: string | null;
}

export function returnRequestRepository(db: Kysely<Database>) {
  return {
    async count(user: SessionUser, side: Side, f: ReturnFilters): Promise<number> {
      const { count } = await searchQuery(db, user, side, f)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    page(user: SessionUser, side: Side, f: ReturnFilters, limit: number, offset: number) {
      return searchQuery(db, user, side, f)
        .select([
          'r.rtn_no',
          'r.rtn_kind_cd',
          'r.req_dt',
          'r.ord_no',
          'r.rsn_cd',
          'r.stat_cd',
          'r.rjct_rsn_cn',
          'r.amount',
          'r.upd_dt',
          'c.cp_nm',
          'c.cp_eng_nm',
        ])
        .select((eb) => [
          eb
            .selectFrom('return_request_item as i')
            .whereRef('i.rtn_no', '=', 'r.rtn_no')
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('line_cnt'),
          eb
            .selectFrom('return_request_item as i')
            .whereRef('i.rtn_no', '=', 'r.rtn_no')
            .where('i.line_no', '=', 1)
            .select('i.item_nm')
            .as('first_item_nm'),
        ])
        .orderBy(sql.ref(SORT_COLUMNS[f.sortKey]), f.sortDir)
        .orderBy('r.rtn_no', f.sortDir)
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A request the caller's side may read, with both companies' names and the requester. */
    head(user: SessionUser, side: Side, rtnNo: string) {
      return scoped(db, user, side)
        .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
        .innerJoin('company as b', 'b.cp_cd', 'r.cp_cd')
        .innerJoin('company as s', 's.cp_cd', 'r.sp_cd')
        .where('r.rtn_no', '=', rtnNo)
        .selectAll('r')
        .select(['u.user_nm', 'b.cp_nm as buyer_nm', 'b.cp_eng_nm as buyer_eng_nm'])
        .select(['s.cp_nm as supplier_nm', 's.cp_eng_nm as supplier_eng_nm'])
        .executeTakeFirst();
    },

    lines(rtnNo: string) {
      return db.selectFrom('return_request_item').selectAll().where('rtn_no', '=', rtnNo).orderBy('line_no').execute();
    },

    history(rtnNo: string) {
      return db
        .selectFrom('return_request_history as h')
        .innerJoin('app_user as u', 'u.user_id', 'h.user_id')
        .select(['h.seq', 'h.stat_cd', 'h.at', 'h.note', 'u.user_nm'])
        .where('h.rtn_no', '=', rtnNo)
        .orderBy('h.seq')
        .execute();
    },

    /**
     * The supplier's decision: the status checked under a row lock (409 with the state machine's
     * code when it does not allow the action; MRORT0006 when the version the client names (always required) is one someone
     * changed since), the new status, and a history entry. Completing an exchange made from an
     * order line schedules its replacement delivery with the transport given (decision 0071).
     */
    decide(
      user: SessionUser,
      rtnNo: string,
      action: ReturnAction,
      reason: string,
      {
        now,
        today,
        version,
        completion,
      }: { now: Date; today: string; version: number; completion: CompletionInput | null },
    ) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('return_request')
          .select(['stat_cd', 'version', 'req_user_id', 'rtn_kind_cd', 'ord_no', 'line_no', 'cp_cd', 'sp_cd'])
          .where('rtn_no', '=', rtnNo)
          .where('sp_cd', '=', user.cpCd)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw refuse.notFound();
        const refusal = returnTransitionRefusal(row.stat_cd, action);
        if (refusal) throw conflict(refusal, rtnNo);
        // Always checked: a missing version never bypasses the optimistic lock (issue 56).
        if (version !== row.version) throw conflict('MRORT0006', rtnNo);
        const to = RETURN_TRANSITIONS[action].to;
        let dlvNo: string | null = null;
        if (action === 'complete' && row.rtn_kind_cd === 'EXCHANGE' && row.line_no !== null) {
          const transport = await replacementTransport(tx, completion, today);
          const item = await tx
            .selectFrom('return_request_item')
            .select((eb) => eb.fn.sum<string>('qty').as('qty'))
            .where('rtn_no', '=', rtnNo)
            .executeTakeFirstOrThrow();
          dlvNo = await insertReplacementDelivery(
            tx,
            {
              rtnNo,
              ordNo: row.ord_no,
              lineNo: row.line_no,
              qty: Number(item.qty),
              spCd: row.sp_cd,
              cpCd: row.cp_cd,
              userId: user.userId,
            },
            transport,
            { now, today },
          );
        }
        await tx
          .updateTable('return_request')
          .set((eb) => ({
            stat_cd: to,
            rjct_rsn_cn: action === 'reject' ? reason : sql<string | null>`rjct_rsn_cn`,
            version: eb('version', '+', 1),
            upd_user_id: user.userId,
            upd_dt: now,
          }))
          .where('rtn_no', '=', rtnNo)
          .execute();
        await nextHistory(tx, rtnNo, to, user.userId, now, reason || null);
        // The buyer who asked is told (decision 0049): the bell, and the request on the buyer's list.
        await notify(
          tx,
          [{ userId: row.req_user_id, kind: 'RETURN_DECIDED', params: { rtnNo, statCd: to }, link: buyerLink(rtnNo) }],
          now,
        );
        return { rtnNo, statCd: to, version: row.version + 1, dlvNo };
      });
    },

    /** The replacement deliveries of a request (an exchange's, once completed). */
    replacements(rtnNo: string) {
      return db
        .selectFrom('delivery as d')
        .innerJoin('delivery_line as l', 'l.dlv_no', 'd.dlv_no')
        .select([
          'd.dlv_no',
          'd.dlv_dt',
          'd.stat_cd',
          'd.trans_kind_cd',
          'd.carrier_cd',
          'd.tracking_no',
          'd.vehicle_no',
          'l.qty',
        ])
        .where('d.rtn_no', '=', rtnNo)
        .orderBy('d.dlv_no')
        .execute();
    },

    /**
     * The buyer company's received order lines a request may be made of: the order, its
     * supplier, the item, what was received and accepted, what holding requests already take and
     * what is left; newest receipt first, at most `limit`. `searchText` matches the order number
     * or the item's name or code; `ordNo` + `lineNo` ask for one line (the receipt screen's link).
     */
    receivedLines(user: SessionUser, f: { searchText: string; ordNo: string; lineNo: number | null }, limit: number) {
      let q = db
        .selectFrom('purchase_order_line as l')
        .innerJoin('purchase_order as o', 'o.ord_no', 'l.ord_no')
        .innerJoin('company as s', 's.cp_cd', 'o.sp_cd')
        .where('o.cp_cd', '=', user.cpCd)
        .where('l.rcv_qty', '>', sql<string>`0`);
      if (f.ordNo) q = q.where('l.ord_no', '=', f.ordNo);
      if (f.lineNo !== null) q = q.where('l.line_no', '=', f.lineNo);
      if (f.searchText) {
        const like = containing(f.searchText);
        q = q.where((eb) =>
          eb.or([eb('l.ord_no', 'ilike', like), eb('l.item_nm', 'ilike', like), eb('l.item_cd', 'ilike', like)]),
        );
      }
      return q
        .select([
          'l.ord_no',
          'l.line_no',
          'l.item_cd',
          'l.item_nm',
          'l.spec_cn',
          'l.unit_cd',
          'l.unit_price',
          'l.rcv_qty',
          'l.acc_qty',
          'l.rej_qty',
          's.cp_nm',
          's.cp_eng_nm',
        ])
        .select((eb) => [
          eb
            .selectFrom('goods_receipt as g')
            .whereRef('g.ord_no', '=', 'l.ord_no')
            .whereRef('g.line_no', '=', 'l.line_no')
            .select((e) => e.fn.max('g.rcv_dt').as('d'))
            .as('last_rcv_dt'),
          eb
            .selectFrom('return_request as r')
            .innerJoin('return_request_item as i', 'i.rtn_no', 'r.rtn_no')
            .whereRef('r.ord_no', '=', 'l.ord_no')
            .whereRef('r.line_no', '=', 'l.line_no')
            .where('r.stat_cd', 'in', [...RETURN_HOLDING_STATUSES])
            .select((e) => e.fn.sum<string>('i.qty').as('n'))
            .as('taken'),
        ])
        .orderBy('last_rcv_dt', 'desc')
        .orderBy('l.ord_no', 'desc')
        .orderBy('l.line_no')
        .limit(limit)
        .execute();
    },

    /**
     * A buyer's new request of one received line (decision 0071): the line locked (another
     * company's is "not found"), the quantity checked against what was received less what the
     * line's holding requests take (MRORT0004 with the max), the reason against the code list;
     * the request, its one item line and its first history entry; the supplier's users told.
     */
    create(user: SessionUser, input: NewReturnInput, { now, today }: { now: Date; today: string }) {
      return db.transaction().execute(async (tx) => {
        const line = await tx
          .selectFrom('purchase_order_line as l')
          .innerJoin('purchase_order as o', 'o.ord_no', 'l.ord_no')
          .select(['l.item_cd', 'l.item_nm', 'l.spec_cn', 'l.unit_cd', 'l.unit_price', 'l.acc_qty', 'o.sp_cd'])
          .where('l.ord_no', '=', input.ordNo)
          .where('l.line_no', '=', input.lineNo)
          .where('o.cp_cd', '=', user.cpCd)
          .forUpdate()
          .executeTakeFirst();
        if (!line) throw refuse.notFound();
        const max = returnableQty(Number(line.acc_qty), await takenOf(tx, input.ordNo, input.lineNo));
        const reasons = await tx
          .selectFrom('common_code')
          .select('cd')
          .where('cd_lst_id', '=', 'RTN_RSN')
          .where('use_yn', '=', 'Y')
          .execute();
        const checked = checkReturnRequest(
          input,
          max,
          reasons.map((r) => r.cd),
        );
        if (!checked.ok)
          throw refuse.fields({ [checked.field]: { rule: 'is', code: checked.code, params: checked.params ?? {} } });
        const v = checked.value;
        const { rows } = await sql<{ n: string }>`SELECT nextval('return_request_no_seq') AS n`.execute(tx);
        const rtnNo = `RT${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
        // return_request_item.unit_price and return_request.amount are bigint: whole units.
        const unitPrice = toMoney(line.unit_price, 'KRW');
        await tx
          .insertInto('return_request')
          .values({
            rtn_no: rtnNo,
            rtn_kind_cd: v.kind,
            cp_cd: user.cpCd,
            sp_cd: line.sp_cd,
            req_user_id: user.userId,
            req_dt: now,
            ord_no: input.ordNo,
            line_no: input.lineNo,
            rsn_cd: v.rsnCd,
            rsn_cn: v.rsnCn,
            stat_cd: 'REQ',
            rjct_rsn_cn: null,
            ath_file_id: input.athFileId,
            amount: multiplyMoney(unitPrice, v.qty, 'KRW'),
            upd_user_id: user.userId,
            upd_dt: now,
          })
          .execute();
        await tx
          .insertInto('return_request_item')
          .values({
            rtn_no: rtnNo,
            line_no: 1,
            item_cd: line.item_cd,
            item_nm: line.item_nm,
            spec_cn: line.spec_cn,
            unit_cd: line.unit_cd,
            qty: v.qty,
            unit_price: unitPrice,
          })
          .execute();
        await nextHistory(tx, rtnNo, 'REQ', user.userId, now, null);
        const staff = await usersOf(tx, line.sp_cd);
        await notify(
          tx,
          staff.map((userId) => ({
            userId,
            kind: 'RETURN_REQUESTED' as const,
            params: { rtnNo, kindCd: v.kind },
            link: supplierLink(rtnNo),
          })),
          now,
        );
        return { rtnNo, statCd: 'REQ', version: 1, max: max - v.qty };
      });
    },

    /**
     * The buyer's withdrawal of a request nobody decided (MRORT0003 otherwise, checked under the
     * row lock; MRORT0006 when the version the buyer read is not the row's): WITHDRAWN, a history
     * entry, the supplier's users told. The quantity it held is free again.
     */
    withdraw(user: SessionUser, rtnNo: string, version: number, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('return_request')
          .select(['stat_cd', 'version', 'sp_cd'])
          .where('rtn_no', '=', rtnNo)
          .where('cp_cd', '=', user.cpCd)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw refuse.notFound();
        const refusal = returnBuyerRefusal(row.stat_cd, 'withdraw');
        if (refusal) throw conflict(refusal, rtnNo);
        if (version !== row.version) throw conflict('MRORT0006', rtnNo);
        const to = RETURN_BUYER_TRANSITIONS.withdraw.to;
        await tx
          .updateTable('return_request')
          .set((eb) => ({ stat_cd: to, version: eb('version', '+', 1), upd_user_id: user.userId, upd_dt: now }))
          .where('rtn_no', '=', rtnNo)
          .execute();
        await nextHistory(tx, rtnNo, to, user.userId, now, null);
        const staff = await usersOf(tx, row.sp_cd);
        await notify(
          tx,
          staff.map((userId) => ({
            userId,
            kind: 'RETURN_WITHDRAWN' as const,
            params: { rtnNo },
            link: supplierLink(rtnNo),
          })),
          now,
        );
        return { rtnNo, statCd: to, version: row.version + 1 };
      });
    },
  };
}
