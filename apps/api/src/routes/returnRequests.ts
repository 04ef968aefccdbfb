// Return and exchange requests (issue 25, decision 0022). A supplier searches the requests
// addressed to its company and decides them (approve, reject with a reason, complete); a buyer
// searches its company's requests and reads each one's decision. Both open a request's detail:
// the request, its item lines, the buyer's attachments (download links: the request's scoping
// is the authorization) and its history. A decision checks the status under a row lock and is
// refused with the state machine's message code of @mro/rules when the status does not allow it
// (someone decided first). Decision 0071: the buyer lists its received lines and requests a return
// or an exchange of one (the quantity, the reason and its photos checked on the server too), and
// withdraws a request not yet decided; completing an exchange schedules its replacement delivery.
// The data: domains/returnRequests/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf, RETURN_SEARCH_FIELDS, type ParsedOf } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  RETURN_NO,
  RETURN_SEARCH_MAX_NUMBERS,
  RETURN_SORT_KEYS,
  isReturnAction,
  returnableQty,
  returnPeriodViolation,
  seoulDay,
  multiplyMoney,
  NO_CURRENCY,
  toDecimalText,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { check, paging, searchNumbers, searchPeriod, searchSort } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
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
  const today = () => seoulDay(ctx.now());

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
        amount: toDecimalText(r.amount),
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
      const [items, history, files, replacements] = await Promise.all([
        repo.lines(rtnNo),
        repo.history(rtnNo),
        head.ath_file_id ? groupRows(ctx, head.ath_file_id) : Promise.resolve([]),
        repo.replacements(rtnNo),
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
        amount: toDecimalText(head.amount),
        version: head.version,
        lineNo: head.line_no,
        replacements: replacements.map((d) => ({
          dlvNo: d.dlv_no,
          dlvDt: d.dlv_dt,
          statCd: d.stat_cd,
          transKindCd: d.trans_kind_cd,
          carrierCd: d.carrier_cd,
          trackingNo: d.tracking_no,
          vehicleNo: d.vehicle_no,
          qty: Number(d.qty),
        })),
        athFileId: head.ath_file_id,
        files: fileInfos(ctx, files, '', request.locale),
        items: items.map((i) => ({
          lineNo: i.line_no,
          itemCd: i.item_cd,
          itemNm: i.item_nm,
          specCn: i.spec_cn,
          unitCd: i.unit_cd,
          qty: i.qty,
          unitPrice: toDecimalText(i.unit_price),
          amount: toDecimalText(multiplyMoney(i.unit_price, i.qty, NO_CURRENCY)),
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
    // The door checked the action, the reason (required when rejecting), the version and the
    // completion's fields against their declared rules (decision 0086).
    const action = body.action;
    if (!isReturnAction(action) || body.version === undefined) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const reason = action === 'reject' ? body.reason : '';
    const { dlvDt, transKind, carrierCd, trackingNo, vehicleNo, driverNm, driverTel } = body;
    const completion =
      action === 'complete' ? { dlvDt, transKind, carrierCd, trackingNo, vehicleNo, driverNm, driverTel } : null;
    const result = await repo.decide(user, rtnNo, action, reason, {
      now: ctx.now(),
      today: today(),
      version: body.version,
      completion,
    });
    request.log.info({ event: 'returns.decide', action, ...result }, 'return request decided');
    return ok(result);
  }

  /** The buyer's received lines a request may be made of (the new request's dialog). */
  async function receivedLines({ request, query }: RouteInput<typeof calls.receivedLines>) {
    const user = userOf(request);
    const lineNo = query.lineNo ?? null;
    const rows = await repo.receivedLines(user, { searchText: query.searchText, ordNo: query.ordNo, lineNo }, 100);
    const en = request.locale === 'en';
    return ok(
      rows.map((r) => {
        const taken = Number(r.taken ?? 0);
        return {
          ordNo: r.ord_no,
          lineNo: r.line_no,
          spNm: en ? r.cp_eng_nm : r.cp_nm,
          itemCd: r.item_cd,
          itemNm: r.item_nm,
          specCn: r.spec_cn,
          unitCd: r.unit_cd,
          unitPrice: toDecimalText(r.unit_price),
          rcvQty: Number(r.rcv_qty),
          accQty: Number(r.acc_qty),
          rejQty: Number(r.rej_qty),
          takenQty: taken,
          maxQty: returnableQty(Number(r.acc_qty), taken),
          lastRcvDt: r.last_rcv_dt ?? null,
        };
      }),
    );
  }

  /** A buyer's new request of one received line; its photos a group the buyer's company uploaded. */
  async function create({ request, body }: RouteInput<typeof calls.create>) {
    const user = userOf(request);
    const lineNo = body.lineNo;
    if (lineNo === undefined) throw notFound();
    if (body.athFileId) {
      const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), [body.athFileId]);
      if (!owned.has(body.athFileId)) throw badRequest({ athFileId: { rule: 'is', code: 'MROCM0010', params: {} } });
    }
    const result = await repo.create(
      user,
      {
        ordNo: body.ordNo,
        lineNo,
        kind: body.kind,
        qty: body.qty,
        rsnCd: body.rsnCd,
        rsnCn: body.rsnCn,
        athFileId: body.athFileId || null,
      },
      { now: ctx.now(), today: today() },
    );
    request.log.info({ event: 'returns.create', rtnNo: result.rtnNo }, 'return request made');
    return ok({ rtnNo: result.rtnNo, statCd: result.statCd, version: result.version });
  }

  /** The buyer's withdrawal of a request the supplier has not decided. */
  async function withdraw({ request, params, body }: RouteInput<typeof calls.withdraw>) {
    const user = userOf(request);
    const { rtnNo } = params;
    if (!RETURN_NO.test(rtnNo)) throw notFound();
    const version = body.version;
    if (version === undefined) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const result = await repo.withdraw(user, rtnNo, version, ctx.now());
    request.log.info({ event: 'returns.withdraw', ...result }, 'return request withdrawn');
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.supplierSearch, page('supplier'));
    route(app, calls.supplierDetail, detail('supplier'));
    route(app, calls.decide, decide);
    route(app, calls.buyerSearch, page('buyer'));
    route(app, calls.buyerDetail, detail('buyer'));
    route(app, calls.receivedLines, receivedLines);
    route(app, calls.create, create);
    route(app, calls.withdraw, withdraw);
  };
}
