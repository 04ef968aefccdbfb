// The supplier's orders (issue 44 item 1, decision 0069): the list with its filters, an order's
// detail with each line's decision and the order's version, and the decisions (confirm with a
// promised day, refuse with a reason), all or nothing. Scoped to the caller's company: another
// supplier's order, or one that never reached a supplier, answers 404. The data and the checks:
// domains/supplierOrders/repository.ts (the rules of @mro/rules fulfilment.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, SUPPLIER_ORDER_CONFIRM_FILTERS } from '@mro/contract';
import { DEFAULT_PAGE_SIZE, ORDER_NO, orderPeriodViolation, seoulDay, toMoney, toPrice } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { paging, searchNumbers, searchPeriod, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { seoulEnd, seoulStart } from '../shared/dates.ts';
import {
  SUPPLIER_ORDER_STATUSES,
  supplierOrderRepository,
  type SupplierOrderFilters,
} from '../domains/supplierOrders/repository.ts';

const calls = contract.supplierOrders;

export function supplierOrderRoutes(ctx: AppContext) {
  const repo = supplierOrderRepository(ctx.db);
  const en = (request: FastifyRequest) => request.locale === 'en';

  /** The order as the supplier's screen reads it (after a decision too). */
  const detailOf = async (request: FastifyRequest, spCd: string, ordNo: string) => {
    if (!ORDER_NO.test(ordNo)) throw notFound();
    const head = await repo.head(spCd, ordNo);
    if (!head) throw notFound();
    const lines = await repo.lines(head.ord_no);
    const count = (status: string) => lines.filter((l) => l.cnfm_stat_cd === status).length;
    return {
      ordNo: head.ord_no,
      regDt: new Date(head.reg_dt).toISOString(),
      prgsStatCd: head.prgs_stat_cd,
      buyerNm: en(request) ? head.cp_eng_nm : head.cp_nm,
      reqUserNm: head.user_nm,
      firstItemNm: lines[0]?.item_nm ?? '',
      lineCnt: lines.length,
      waitCnt: count('WAIT'),
      confCnt: count('CONF'),
      refuCnt: count('REFU'),
      crncyCd: head.crncy_cd,
      amount: toMoney(head.amount, head.crncy_cd),
      reqDlvDt: head.req_dlv_dt,
      bpNm: head.bp_nm,
      version: head.version,
      noteCn: head.note_cn,
      lines: lines.map((l) => ({
        lineNo: l.line_no,
        itemCd: l.item_cd,
        itemNm: l.item_nm,
        specCn: l.spec_cn,
        unitCd: l.unit_cd,
        qty: Number(l.qty),
        unitPrice: toPrice(l.unit_price, head.crncy_cd),
        erpUnitPrice:
          l.erp_unit_price === null
            ? null
            : String(l.erp_unit_price)
                .replace(/(\.\d*?)0+$/, '$1')
                .replace(/\.$/, ''),
        amount: toMoney(l.amount, head.crncy_cd),
        cnfmStatCd: l.cnfm_stat_cd,
        prmsDlvDt: l.prms_dlv_dt,
        cnfmReason: l.cnfm_reason,
        cnfmUserNm: l.cnfm_user_nm,
        cnfmDt: l.cnfm_dt === null ? null : new Date(l.cnfm_dt).toISOString(),
      })),
    };
  };

  return async (app: FastifyInstance) => {
    route(app, calls.search, async ({ request, query }) => {
      const user = userOf(request);
      const period = searchPeriod(query, orderPeriodViolation);
      const cnfm = text(query, 'cnfm');
      const sortDir = text(query, 'sortDir') || 'desc';
      if (
        (cnfm && !(SUPPLIER_ORDER_CONFIRM_FILTERS as readonly string[]).includes(cnfm)) ||
        !query.statCds.every((s) => SUPPLIER_ORDER_STATUSES.includes(s)) ||
        (sortDir !== 'asc' && sortDir !== 'desc')
      )
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const filters: SupplierOrderFilters = {
        from: seoulStart(period.fromDt),
        to: seoulEnd(period.toDt),
        cnfm: cnfm as SupplierOrderFilters['cnfm'],
        statCds: query.statCds,
        buyerNm: text(query, 'buyerNm'),
        ordNos: searchNumbers(query, 'ordNos', 100),
        sortDir,
      };
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const [count, rows] = await Promise.all([
        repo.count(user.cpCd, filters),
        repo.page(user.cpCd, filters, pageSize, (pageNo - 1) * pageSize),
      ]);
      return ok({
        pages: rows.map((r) => ({
          ordNo: r.ord_no,
          regDt: new Date(r.reg_dt).toISOString(),
          prgsStatCd: r.prgs_stat_cd,
          buyerNm: en(request) ? r.cp_eng_nm : r.cp_nm,
          reqUserNm: r.user_nm,
          firstItemNm: r.first_item_nm ?? '',
          lineCnt: Number(r.line_cnt ?? 0),
          waitCnt: Number(r.wait_cnt ?? 0),
          confCnt: Number(r.conf_cnt ?? 0),
          refuCnt: Number(r.refu_cnt ?? 0),
          crncyCd: r.crncy_cd,
          amount: toMoney(r.amount, r.crncy_cd),
          reqDlvDt: r.req_dlv_dt,
          bpNm: r.bp_nm,
        })),
        totalCount: count,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.summary, async ({ request }) => ok({ toConfirm: await repo.toConfirm(userOf(request).cpCd) }));

    route(app, calls.detail, async ({ request, params }) =>
      ok(await detailOf(request, userOf(request).cpCd, params.ordNo)),
    );

    route(app, calls.decide, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!ORDER_NO.test(params.ordNo)) throw notFound();
      await repo.decide(
        { spCd: user.cpCd, userId: user.userId, ordNo: params.ordNo, version: body.version, lines: body.lines },
        { now: ctx.now(), today: seoulDay(ctx.now()) },
      );
      request.log.info({ event: 'supplierOrders.decide', ordNo: params.ordNo }, 'order lines decided');
      return ok(await detailOf(request, user.cpCd, params.ordNo));
    });
  };
}
