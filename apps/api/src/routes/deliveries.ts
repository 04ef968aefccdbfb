// Deliveries and transport (issue 44 item 4, decisions 0065 and 0070): the supplier's deliverable
// lines, scheduling (domains/deliveries/repository.ts `scheduleDelivery`: the checks of @mro/rules
// under the order lines' locks), the list, a delivery's detail, shipping and cancelling (the
// version checked under the delivery's lock), the count due this week; the buyer's deliveries of
// one order and the count arriving. Company scoping: each party reads its own company's only.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  DELIVERY_NO,
  DELIVERY_SORT_KEYS,
  DELIVERY_TEXT_MAX,
  ORDER_NO,
  checkTransport,
  customsNoRefusal,
  deliveryDayRefusal,
  deliveryNoteRefusal,
  deliverableQty,
  orderPeriodViolation,
  phoneViolation,
  seoulDay,
  toDateValue,
  weekOf,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import {
  deliveryDetails,
  deliveryRepository,
  moveDelivery,
  scheduleDelivery,
} from '../domains/deliveries/repository.ts';

const calls = contract.deliveries;

const refuse = (field: string, code: string, params: Record<string, string | number> = {}) =>
  badRequest({ [field]: { rule: 'is', code, params } });

export function deliveryRoutes(ctx: AppContext) {
  const repo = deliveryRepository(ctx.db);

  const versionOf = (body: { version?: unknown }) => {
    const version = Number(body.version);
    if (!Number.isInteger(version) || version < 1) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    return version;
  };

  return async (app: FastifyInstance) => {
    route(app, calls.deliverable, async ({ request, query }) => {
      const user = userOf(request);
      const rows = await repo.deliverable(user.cpCd, text(query, 'ordNo'));
      const en = request.locale === 'en';
      return ok(
        rows.map((r) => ({
          ordNo: r.ord_no,
          lineNo: r.line_no,
          regDt: seoulDay(new Date(r.reg_dt)),
          buyerNm: en ? r.cp_eng_nm : r.cp_nm,
          itemCd: r.item_cd,
          itemNm: r.item_nm,
          specCn: r.spec_cn,
          unitCd: r.unit_cd,
          ordQty: Number(r.qty),
          dlvQty: Number(r.dlv_qty),
          leftQty: deliverableQty(Number(r.qty), Number(r.dlv_qty)),
          reqDlvDt: r.req_dlv_dt,
          prmsDlvDt: r.prms_dlv_dt,
        })),
      );
    });

    route(app, calls.schedule, async ({ request, body }) => {
      const user = userOf(request);
      // Read and checked at the door (the declared rules, the transport's conditions included).
      const { transKind, lines: _lines, ...values } = body;
      if (!ORDER_NO.test(values.ordNo)) throw notFound();
      const today = seoulDay(ctx.now());
      const dlvDt = toDateValue(values.dlvDt);
      const dayRefusal = dlvDt ? deliveryDayRefusal(dlvDt, today) : 'PICMCM0058';
      if (dayRefusal) throw refuse('dlvDt', dayRefusal, dayRefusal === 'PICMCM0058' ? { format: 'YYYY-MM-DD' } : {});
      const transport = checkTransport({ transKind, ...values });
      if (!transport.ok) throw refuse(transport.field, transport.code);
      if (transKind === 'OWN' && values.driverTel && phoneViolation(values.driverTel))
        throw refuse('driverTel', phoneViolation(values.driverTel)!);
      const customs = customsNoRefusal(values.customsNo);
      if (customs) throw refuse('customsNo', customs);
      const note = deliveryNoteRefusal(values.note);
      if (note) throw refuse('note', note, { max: DELIVERY_TEXT_MAX.note });
      if (transKind === 'CARRIER' && !(await repo.isCarrier(values.carrierCd))) throw refuse('carrierCd', 'MRODL0007');
      const result = await scheduleDelivery(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        {
          ordNo: values.ordNo,
          lines: body.lines ?? [],
          dlvDt: dlvDt!,
          transKind,
          carrierCd: values.carrierCd || null,
          trackingNo: values.trackingNo || null,
          vehicleNo: values.vehicleNo || null,
          driverNm: values.driverNm || null,
          driverTel: values.driverTel || null,
          customsNo: values.customsNo || null,
          note: values.note || null,
        },
        { now: ctx.now(), today },
      );
      request.log.info({ event: 'deliveries.schedule', ...result, ordNo: values.ordNo }, 'delivery scheduled');
      return ok(result);
    });

    route(app, calls.search, async ({ request, query }) => {
      const user = userOf(request);
      const period = searchPeriod(query, orderPeriodViolation);
      const filters = {
        ...period,
        statCds: query.statCds,
        ordNos: searchNumbers(query, 'ordNos', 100),
        cpNm: text(query, 'cpNm'),
        ...searchSort(query, DELIVERY_SORT_KEYS, 'dlvDt'),
      };
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const [count, rows] = await Promise.all([
        repo.count(user.cpCd, filters),
        repo.page(user.cpCd, filters, pageSize, (pageNo - 1) * pageSize),
      ]);
      const en = request.locale === 'en';
      return ok({
        pages: rows.map((r) => ({
          dlvNo: r.dlv_no,
          ordNo: r.ord_no,
          kindCd: r.kind_cd,
          statCd: r.stat_cd,
          dlvDt: r.dlv_dt,
          cpNm: en ? r.cp_eng_nm : r.cp_nm,
          transKindCd: r.trans_kind_cd,
          carrierCd: r.carrier_cd,
          trackingNo: r.tracking_no,
          firstItemNm: r.first_item_nm ?? '',
          lineCnt: Number(r.line_cnt),
          totalQty: Number(r.total_qty),
          version: r.version,
        })),
        totalCount: count,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.summary, async ({ request }) => {
      const user = userOf(request);
      const week = weekOf(seoulDay(ctx.now()));
      return ok(await repo.due(user.cpCd, week.from, week.to));
    });

    route(app, calls.detail, async ({ request, params }) => {
      const user = userOf(request);
      if (!DELIVERY_NO.test(params.dlvNo)) throw notFound();
      const [one] = await deliveryDetails(
        ctx.db,
        'supplier',
        user.cpCd,
        { dlvNo: params.dlvNo },
        request.locale === 'en',
      );
      if (!one) throw notFound();
      return ok(one);
    });

    for (const action of ['ship', 'cancel'] as const)
      route(app, calls[action], async ({ request, params, body }) => {
        const user = userOf(request);
        if (!DELIVERY_NO.test(params.dlvNo)) throw notFound();
        const result = await moveDelivery(
          ctx.db,
          { userId: user.userId, cpCd: user.cpCd },
          params.dlvNo,
          action,
          versionOf(body),
          ctx.now(),
        );
        request.log.info({ event: `deliveries.${action}`, ...result }, `delivery ${action}`);
        return ok(result);
      });

    route(app, calls.ofOrder, async ({ request, params }) => {
      const user = userOf(request);
      if (!ORDER_NO.test(params.ordNo) || !(await repo.buyerOrder(user.cpCd, params.ordNo))) throw notFound();
      return ok(await deliveryDetails(ctx.db, 'buyer', user.cpCd, { ordNo: params.ordNo }, request.locale === 'en'));
    });

    route(app, calls.arriving, async ({ request }) => {
      const user = userOf(request);
      return ok({ arriving: await repo.arriving(user.cpCd) });
    });
  };
}
