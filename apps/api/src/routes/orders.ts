// The buyer's purchase orders (issue 43, decision 0045; contract domain `orders` since issue 55):
// an order request turns the cart into one order per supplier, idempotent by the portal's key
// (domains/orders/repository.ts `createOrdersFromCart`); the company's orders, searched and one
// by one. Company scoping: the signed-in user's company's orders only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  IDEMPOTENCY_KEY,
  ORDER_NO,
  ORDER_SORT_KEYS,
  orderPeriodViolation,
  seoulDay,
  toDateValue,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { badRequest, notFound, ok } from '../http/envelope.ts';
import { paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
import { seoulEnd, seoulStart } from '../shared/dates.ts';
import { createOrdersFromCart, orderRepository, registerOrderApprovalHooks } from '../domains/orders/repository.ts';
import { orderDetailOf, orderRowOf } from '../domains/orders/rows.ts';
import { codeRepository } from '../domains/codes/repository.ts';
import { paymentRepository } from '../domains/payments/repository.ts';

const calls = contract.orders;

export function orderRoutes(ctx: AppContext) {
  const orders = orderRepository(ctx.db);
  const codes = codeRepository(ctx.db);
  const payments = paymentRepository(ctx.db);
  registerOrderApprovalHooks();
  const approvals = { now: ctx.now, mail: ctx.mail, sms: ctx.sms };
  const today = () => seoulDay(ctx.now());
  const shopper = (request: FastifyRequest) => {
    const user = userOf(request);
    return { userId: user.userId, cpCd: user.cpCd };
  };

  return async (app: FastifyInstance) => {
    route(app, calls.create, async ({ request, body }) => {
      const who = shopper(request);
      const idemKey = body.idemKey;
      if (!IDEMPOTENCY_KEY.test(idemKey))
        throw badRequest({ idemKey: { rule: 'required', code: 'MROCM0011', params: {} } });
      // Attachments: a group the buyer (or the buyer's company) uploaded, with a live file.
      if (body.athFileId) {
        const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), [body.athFileId]);
        if (!owned.has(body.athFileId)) throw badRequest({ athFileId: { rule: 'is', code: 'MROCM0010', params: {} } });
      }
      const reqDlvDt = toDateValue(body.reqDlvDt) ?? body.reqDlvDt.replaceAll('-', '');
      const payTerm = await codes.code('PAY_TERM', body.payTermCd);
      if (!payTerm || payTerm.use_yn !== 'Y')
        throw badRequest({ payTermCd: { rule: 'required', code: 'MROCM0011', params: {} } });
      const result = await createOrdersFromCart(
        ctx.db,
        who,
        {
          idemKey,
          bpCd: body.bpCd,
          reqDlvDt,
          costCenter: body.costCenter || null,
          noteCn: body.noteCn || null,
          payTermCd: body.payTermCd,
          athFileId: body.athFileId || null,
          submit: body.submit !== 'N',
          acceptChanges: body.acceptChanges === 'Y',
        },
        { now: ctx.now(), today: today(), approvals },
      );
      request.log.info({ event: 'orders.create', ...result }, 'orders created');
      return ok(result);
    });

    route(app, calls.search, async ({ request, query }) => {
      const user = userOf(request);
      const period = searchPeriod(query, orderPeriodViolation);
      const filters = {
        from: seoulStart(period.fromDt),
        to: seoulEnd(period.toDt),
        statCds: query.statCds,
        suppliers: query.suppliers,
        spNm: text(query, 'spNm'),
        ordNos: searchNumbers(query, 'ordNos', 100),
        itemText: text(query, 'itemText'),
        ...searchSort(query, ORDER_SORT_KEYS, 'regDt'),
      };
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const [count, rows] = await Promise.all([
        orders.count(user.cpCd, filters),
        orders.page(user.cpCd, filters, pageSize, (pageNo - 1) * pageSize),
      ]);
      const english = request.locale === 'en';
      return ok({
        pages: rows.map((r) => orderRowOf(r, english)),
        totalCount: count,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.detail, async ({ request, params }) => {
      const user = userOf(request);
      if (!ORDER_NO.test(params.ordNo)) throw notFound();
      const head = await orders.head(user.cpCd, params.ordNo);
      if (!head) throw notFound();
      const lines = await orders.lines(head.ord_no);
      const approval = await orders.approval(user.cpCd, head.ord_no);
      const files = head.ath_file_id ? await groupRows(ctx, head.ath_file_id) : [];
      const card = await payments.cardPaymentOf(head.ord_no);
      return ok(
        orderDetailOf(
          { head, lines, approval, card, files: fileInfos(ctx, files, '', request.locale) },
          request.locale === 'en',
        ),
      );
    });
  };
}
