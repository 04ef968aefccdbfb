// Return and exchange requests' data (decision 0022): the search (count and page), a request's
// detail (head, lines, history), and a decision under a row lock. Cost: a page is two queries; a
// detail three (plus the attachment group); a decision three writes in one transaction.
import { sql, type Kysely } from 'kysely';
import { type RETURN_SORT_KEYS, RETURN_TRANSITIONS, returnTransitionRefusal, type ReturnAction } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../auth/guard.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
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
     * code when it does not allow the action), the new status, and a history entry.
     */
    decide(user: SessionUser, rtnNo: string, action: ReturnAction, reason: string, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('return_request')
          .select(['stat_cd', 'version', 'req_user_id'])
          .where('rtn_no', '=', rtnNo)
          .where('sp_cd', '=', user.cpCd)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound();
        const refusal = returnTransitionRefusal(row.stat_cd, action);
        if (refusal) throw new ApiError(409, 'CONFLICT', refusal, { rtnNo });
        const to = RETURN_TRANSITIONS[action].to;
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
        const { seq } = await tx
          .selectFrom('return_request_history')
          .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq'))
          .where('rtn_no', '=', rtnNo)
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('return_request_history')
          .values({
            rtn_no: rtnNo,
            seq: Number(seq) + 1,
            stat_cd: to,
            user_id: user.userId,
            at: now,
            note: reason || null,
          })
          .execute();
        // The buyer who asked is told (decision 0049): the bell, and the buyer's list of requests.
        await notify(
          tx,
          [{ userId: row.req_user_id, kind: 'RETURN_DECIDED', params: { rtnNo, statCd: to }, link: '/by/return/list' }],
          now,
        );
        return { rtnNo, statCd: to, version: row.version + 1 };
      });
    },
  };
}
