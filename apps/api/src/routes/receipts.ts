// Goods receipts and inspection (issue 43, decision 0059): the buyer company's receivable and
// received order lines, one line's receipt (domains/receipts/repository.ts `receiveLine`: the
// checks of @mro/rules under the line's lock) and the count of lines waiting for the home.
// Company scoping: every read and write is the signed-in user's company's only.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  ORDER_NO,
  RECEIPT_SORT_KEYS,
  isReceiptLineStatus,
  orderPeriodViolation,
  receiptLineStatus,
  seoulDay,
  toDateValue,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { seoulEnd, seoulStart } from '../shared/dates.ts';
import { openOf, receiptRepository, receiveLine } from '../domains/receipts/repository.ts';

const calls = contract.receipts;

export function receiptRoutes(ctx: AppContext) {
  const receipts = receiptRepository(ctx.db);
  return async (app: FastifyInstance) => {
    route(app, calls.lines, async ({ request, query }) => {
      const user = userOf(request);
      const period = searchPeriod(query, orderPeriodViolation);
      if (!query.rcvStatCds.every(isReceiptLineStatus)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const filters = {
        from: seoulStart(period.fromDt),
        to: seoulEnd(period.toDt),
        statCds: query.rcvStatCds.filter(isReceiptLineStatus),
        spNm: text(query, 'spNm'),
        ordNos: searchNumbers(query, 'ordNos', 100),
        ...searchSort(query, RECEIPT_SORT_KEYS, 'regDt'),
      };
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const [count, rows] = await Promise.all([
        receipts.count(user.cpCd, filters),
        receipts.page(user.cpCd, filters, pageSize, (pageNo - 1) * pageSize),
      ]);
      const english = request.locale === 'en';
      const shipped = await receipts.shipped(
        user.cpCd,
        rows.map((r) => ({ ordNo: r.ord_no, lineNo: r.line_no })),
      );
      return ok({
        pages: rows.map((r) => ({
          ordNo: r.ord_no,
          lineNo: r.line_no,
          regDt: seoulDay(new Date(r.reg_dt)),
          prgsStatCd: r.prgs_stat_cd,
          spNm: english ? r.cp_eng_nm : r.cp_nm,
          itemCd: r.item_cd,
          itemNm: r.item_nm,
          specCn: r.spec_cn,
          unitCd: r.unit_cd,
          ordQty: Number(r.qty),
          rcvQty: Number(r.rcv_qty),
          accQty: Number(r.acc_qty),
          rejQty: Number(r.rej_qty),
          rcvStatCd: receiptLineStatus(Number(r.qty), Number(r.rcv_qty)),
          lastRcvDt: r.last_rcv_dt,
          reqDlvDt: r.req_dlv_dt,
          version: r.rcv_version,
          cnfmStatCd: r.cnfm_stat_cd,
          deliveries: shipped
            .filter((x) => x.ord_no === r.ord_no && x.line_no === r.line_no)
            .map((x) => ({
              dlvNo: x.dlv_no,
              dlvDt: x.dlv_dt,
              kindCd: x.kind_cd,
              qty: Number(x.qty),
              rcvQty: Number(x.rcv_qty),
              openQty: openOf(x),
            })),
        })),
        totalCount: count,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.receive, async ({ request, body }) => {
      const user = userOf(request);
      const ordNo = text(body, 'ordNo');
      if (!ORDER_NO.test(ordNo)) throw notFound();
      const lineNo = Number(body.lineNo);
      const version = Number(body.version);
      if (!Number.isInteger(lineNo) || lineNo < 1 || !Number.isInteger(version) || version < 0)
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const today = seoulDay(ctx.now());
      const typedDay = text(body, 'rcvDt');
      const rcvDt = typedDay ? toDateValue(typedDay) : today;
      if (!rcvDt)
        throw badRequest({ rcvDt: { rule: 'date_format', code: 'PICMCM0058', params: { format: 'YYYY-MM-DD' } } });
      const result = await receiveLine(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        {
          ordNo,
          lineNo,
          version,
          rcvQty: body.rcvQty,
          rejQty: body.rejQty,
          rejReason: text(body, 'rejReason'),
          rcvDt,
          dlvNo: text(body, 'dlvNo') || null,
        },
        { now: ctx.now(), today },
      );
      request.log.info({ event: 'receipts.receive', rcvNo: result.rcvNo, ordNo, lineNo }, 'line received');
      return ok(result);
    });

    route(app, calls.summary, async ({ request }) => {
      const user = userOf(request);
      return ok({ waiting: await receipts.waiting(user.cpCd) });
    });
  };
}
