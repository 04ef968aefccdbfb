// Return and exchange requests (issue 25, decision 0022). A supplier searches the requests
// addressed to its company and decides them (approve, reject with a reason, complete); a buyer
// searches its company's requests and reads each one's decision. Both open a request's detail:
// the request, its item lines, the buyer's attachments (download links: the request's scoping
// is the authorization) and its history. A decision checks the status under a row lock and is
// refused with the state machine's message code of @mro/rules when the status does not allow it
// (someone decided first). The data: domains/returnRequests/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf, RETURN_SEARCH_FIELDS, type ParsedOf } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  RETURN_NO,
  RETURN_SEARCH_MAX_NUMBERS,
  RETURN_SORT_KEYS,
  isReturnAction,
  returnPeriodViolation,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { check, paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { returnRequestRepository, type ReturnFilters, type Side } from '../domains/returnRequests/repository.ts';

const calls = contract.returnRequests;

/** The search's conditions, checked as the search box checks them. */
function filtersOf(query: ParsedOf<typeof RETURN_SEARCH_FIELDS>): ReturnFilters {
  const period = searchPeriod(query, returnPeriodViolation);
  const values = { cpNm: query.cpNm, searchText: query.searchText };
  check(rulesOf(RETURN_SEARCH_FIELDS, ['cpNm', 'searchText']), values);
  return {
    ...period,
    ...values,
    statCds: query.statCds,
    kindCds: query.kindCds,
    rtnNos: searchNumbers(query, 'rtnNos', RETURN_SEARCH_MAX_NUMBERS),
    ...searchSort(query, RETURN_SORT_KEYS, 'reqDt'),
  };
}

export function returnRequestRoutes(ctx: AppContext) {
  const repo = returnRequestRepository(ctx.db);

  const page =
    (side: Side) =>
    async ({ request, query }: Pick<RouteInput<typeof calls.supplierSearch>, 'request' | 'query'>) => {
      const user = userOf(request);
      const f = filtersOf(query);
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const count = await repo.count(user, side, f);
      const rows = await repo.page(user, side, f, pageSize, (pageNo - 1) * pageSize);
      const en = request.locale === 'en';
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
      return ok({ pages, totalCount: count, pageNo, pageSize });
    };

  const detail =
    (side: Side) =>
    async ({ request, params }: Pick<RouteInput<typeof calls.supplierDetail>, 'request' | 'params'>) => {
      const user = userOf(request);
      const { rtnNo } = params;
      if (!RETURN_NO.test(rtnNo)) throw notFound();
      const head = await repo.head(user, side, rtnNo);
      if (!head) throw notFound();
      const [items, history, files] = await Promise.all([
        repo.lines(rtnNo),
        repo.history(rtnNo),
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
  async function decide({ request, params, body }: RouteInput<typeof calls.decide>) {
    const user = userOf(request);
    const { rtnNo } = params;
    if (!RETURN_NO.test(rtnNo)) throw notFound();
    const action = body.action;
    if (!isReturnAction(action)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const reason = action === 'reject' ? text(body, 'reason').trim() : '';
    if (action === 'reject') check(rulesOf(calls.decide.body, ['reason']), { reason });
    const result = await repo.decide(user, rtnNo, action, reason, ctx.now());
    request.log.info({ event: 'returns.decide', action, ...result }, 'return request decided');
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.supplierSearch, page('supplier'));
    route(app, calls.supplierDetail, detail('supplier'));
    route(app, calls.decide, decide);
    route(app, calls.buyerSearch, page('buyer'));
    route(app, calls.buyerDetail, detail('buyer'));
  };
}
