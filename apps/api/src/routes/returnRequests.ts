// Return and exchange requests (issue 25, decision 0022). A supplier searches the requests
// addressed to its company and decides them (approve, reject with a reason, complete); a buyer
// searches its company's requests and reads each one's decision. Both open a request's detail:
// the request, its item lines, the buyer's attachments (download links: the request's scoping
// is the authorization) and its history. A decision checks the status under a row lock and is
// refused with the state machine's message code of @mro/rules when the status does not allow it
// (someone decided first). Cost: a page is two queries; a detail four; a decision three writes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  RETURN_NO,
  RETURN_REJECT_REASON_SCHEMA,
  RETURN_SEARCH_MAX_NUMBERS,
  RETURN_SORT_KEYS,
  RETURN_TRANSITIONS,
  isReturnAction,
  returnPeriodViolation,
  returnTransitionRefusal,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { bodyOf, check, list, paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { userOf, type SessionUser } from '../auth/guard.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { escapeLike } from './codes.ts';

// The menus' roles: the supplier's list is VA in SP, the buyer's BA in BY (each within its company).
const SUPPLIERS = { access: { roles: ['V' as const, 'A' as const], systems: ['SP'] } };
const BUYERS = { access: { roles: ['B' as const, 'A' as const], systems: ['BY'] } };

/** Whose requests a caller sees: the buyer's company's, or those addressed to the supplier's. */
type Side = 'buyer' | 'supplier';

const SORT_COLUMNS = {
  rtnNo: 'r.rtn_no',
  reqDt: 'r.req_dt',
  rtnKindCd: 'r.rtn_kind_cd',
  cpNm: 'c.cp_nm',
  amount: 'r.amount',
  statCd: 'r.stat_cd',
  updDt: 'r.upd_dt',
} as const satisfies Record<(typeof RETURN_SORT_KEYS)[number], string>;

/** The search's conditions, checked as the search box checks them. */
function filtersOf(query: Record<string, unknown>) {
  const period = searchPeriod(query, returnPeriodViolation);
  const values = { cpNm: text(query, 'cpNm'), searchText: text(query, 'searchText') };
  check({ cpNm: 'max:100', searchText: 'max:100' }, values);
  return {
    ...period,
    ...values,
    statCds: list(query.statCds ?? query['statCds[]']),
    kindCds: list(query.kindCds ?? query['kindCds[]']),
    rtnNos: searchNumbers(query, 'rtnNos', RETURN_SEARCH_MAX_NUMBERS),
    ...searchSort(query, RETURN_SORT_KEYS, 'reqDt'),
  };
}
type Filters = ReturnType<typeof filtersOf>;

/** The day bounds of a Korean-time period as instants. */
const seoulStart = (yyyymmdd: string) =>
  new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00+09:00`);

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

function searchQuery(db: Kysely<Database>, user: SessionUser, side: Side, f: Filters) {
  let q = scoped(db, user, side)
    .where('r.req_dt', '>=', seoulStart(f.fromDt))
    .where('r.req_dt', '<', new Date(seoulStart(f.toDt).getTime() + 86_400_000));
  if (f.statCds.length) q = q.where('r.stat_cd', 'in', f.statCds);
  if (f.kindCds.length) q = q.where('r.rtn_kind_cd', 'in', f.kindCds);
  if (f.rtnNos.length) q = q.where('r.rtn_no', 'in', f.rtnNos);
  if (f.cpNm) {
    const like = `%${escapeLike(f.cpNm)}%`;
    q = q.where((eb) => eb.or([eb('c.cp_nm', 'ilike', like), eb('c.cp_eng_nm', 'ilike', like)]));
  }
  if (f.searchText) {
    const like = `%${escapeLike(f.searchText)}%`;
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

export function returnRequestRoutes(ctx: AppContext) {
  const { db } = ctx;

  const page = (side: Side) => async (request: FastifyRequest) => {
    const user = userOf(request);
    const query = request.query as Record<string, unknown>;
    const f = filtersOf(query);
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const { count } = await searchQuery(db, user, side, f)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const en = request.locale === 'en';
    const rows = await searchQuery(db, user, side, f)
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
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const pages = rows.map((r) => ({
      rtnNo: r.rtn_no,
      rtnKindCd: r.rtn_kind_cd,
      reqDt: new Date(r.req_dt).toISOString(),
      ordNo: r.ord_no,
      rsnCd: r.rsn_cd,
      statCd: r.stat_cd,
      rjctRsnCn: r.rjct_rsn_cn,
      amount: Number(r.amount),
      updDt: new Date(r.upd_dt).toISOString(),
      /** The other party: the buyer's company for a supplier, the supplier's for a buyer. */
      cpNm: en ? r.cp_eng_nm : r.cp_nm,
      firstItemNm: r.first_item_nm ?? '',
      lineCnt: Number(r.line_cnt ?? 0),
    }));
    return ok({ pages, totalCount: Number(count), pageNo, pageSize });
  };

  const detail = (side: Side) => async (request: FastifyRequest<{ Params: { rtnNo: string } }>) => {
    const user = userOf(request);
    const { rtnNo } = request.params;
    if (!RETURN_NO.test(rtnNo)) throw notFound();
    const head = await scoped(db, user, side)
      .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
      .innerJoin('company as b', 'b.cp_cd', 'r.cp_cd')
      .innerJoin('company as s', 's.cp_cd', 'r.sp_cd')
      .where('r.rtn_no', '=', rtnNo)
      .selectAll('r')
      .select(['u.user_nm', 'b.cp_nm as buyer_nm', 'b.cp_eng_nm as buyer_eng_nm'])
      .select(['s.cp_nm as supplier_nm', 's.cp_eng_nm as supplier_eng_nm'])
      .executeTakeFirst();
    if (!head) throw notFound();
    const [items, history, files] = await Promise.all([
      db.selectFrom('return_request_item').selectAll().where('rtn_no', '=', rtnNo).orderBy('line_no').execute(),
      db
        .selectFrom('return_request_history as h')
        .innerJoin('app_user as u', 'u.user_id', 'h.user_id')
        .select(['h.seq', 'h.stat_cd', 'h.at', 'h.note', 'u.user_nm'])
        .where('h.rtn_no', '=', rtnNo)
        .orderBy('h.seq')
        .execute(),
      head.ath_file_id ? groupRows(ctx, head.ath_file_id) : Promise.resolve([]),
    ]);
    const en = request.locale === 'en';
    return ok({
      rtnNo: head.rtn_no,
      rtnKindCd: head.rtn_kind_cd,
      statCd: head.stat_cd,
      reqDt: new Date(head.req_dt).toISOString(),
      reqUserNm: head.user_nm,
      buyerNm: en ? head.buyer_eng_nm : head.buyer_nm,
      supplierNm: en ? head.supplier_eng_nm : head.supplier_nm,
      ordNo: head.ord_no,
      rsnCd: head.rsn_cd,
      rsnCn: head.rsn_cn,
      rjctRsnCn: head.rjct_rsn_cn,
      amount: Number(head.amount),
      version: head.version,
      athFileId: head.ath_file_id,
      files: fileInfos(ctx, files, '', request.locale),
      items: items.map((i) => ({
        lineNo: i.line_no,
        itemCd: i.item_cd,
        itemNm: i.item_nm,
        specCn: i.spec_cn,
        unitCd: i.unit_cd,
        qty: i.qty,
        unitPrice: Number(i.unit_price),
        amount: i.qty * Number(i.unit_price),
      })),
      history: history.map((h) => ({
        seq: h.seq,
        statCd: h.stat_cd,
        at: new Date(h.at).toISOString(),
        userNm: h.user_nm,
        note: h.note,
      })),
    });
  };

  /** The supplier's decision: approve, reject (with a reason) or complete. */
  async function decide(request: FastifyRequest<{ Params: { rtnNo: string } }>) {
    const user = userOf(request);
    const { rtnNo } = request.params;
    if (!RETURN_NO.test(rtnNo)) throw notFound();
    const body = bodyOf(request.body);
    const action = body.action;
    if (!isReturnAction(action)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const reason = action === 'reject' ? text(body, 'reason').trim() : '';
    if (action === 'reject') check({ reason: RETURN_REJECT_REASON_SCHEMA }, { reason });
    const now = ctx.now();
    const result = await db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('return_request')
        .select(['stat_cd', 'version'])
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
      return { rtnNo, statCd: to, version: row.version + 1 };
    });
    request.log.info({ event: 'returns.decide', action, ...result }, 'return request decided');
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    app.get('/sp/returns/page', { config: SUPPLIERS }, page('supplier'));
    app.get<{ Params: { rtnNo: string } }>('/sp/returns/:rtnNo', { config: SUPPLIERS }, detail('supplier'));
    app.post<{ Params: { rtnNo: string } }>('/sp/returns/:rtnNo/decision', { config: SUPPLIERS }, decide);
    app.get('/by/returns/page', { config: BUYERS }, page('buyer'));
    app.get<{ Params: { rtnNo: string } }>('/by/returns/:rtnNo', { config: BUYERS }, detail('buyer'));
  };
}
