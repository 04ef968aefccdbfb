// Tax invoices (issue 45 item 1, decision 0074): the supplier's accepted receipts to invoice, issuing
// an invoice and the modified invoice of a disputed one (domains/taxInvoices/repository.ts: the
// checks of @mro/rules under the receipts' locks), the lists and details of both parties, and the
// buyer's confirm or dispute (the version checked under the invoice's lock). Company scoping: each
// party reads its own company's invoices only.
import type { FastifyInstance } from 'fastify';
import { contract, type ParsedOf, type TAX_INVOICE_FIELDS } from '@mro/contract';
import {
  DATE_RANGE_CODES,
  DEFAULT_PAGE_SIZE,
  TAX_INVOICE_NO,
  TAX_INVOICE_SORT_KEYS,
  TAX_NOTE_MAX,
  defaultTaxPeriod,
  disputeReasonRefusal,
  orderPeriodViolation,
  moneyRefusal,
  seoulDay,
  toDateValue,
  writeDayRefusal,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { list, paging, searchPeriod, searchSort, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import {
  decideTaxInvoice,
  issueTaxInvoice,
  taxInvoiceDetail,
  taxInvoiceRepository,
  type IssueInput,
  type TaxSide,
} from '../domains/taxInvoices/repository.ts';

const calls = contract.taxInvoices;

const refuse = (field: string, code: string, params: Record<string, string | number> = {}) =>
  badRequest({ [field]: { rule: 'is', code, params } });

const versionOf = (body: { version?: unknown }) => {
  const version = Number(body.version);
  if (!Number.isInteger(version) || version < 1) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  return version;
};

/**
 * A stated amount as exact decimal text (decision 0106), or null when not stated: text as sent
 * (trimmed), or a JSON number that JavaScript prints without an exponent; anything else MROCT0012.
 */
const amountOf = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const refusal = moneyRefusal(text, 'USD', { allowNegative: true });
  if (refusal?.code === 'MROCT0012') throw new ApiError(400, 'VALIDATION', refusal.code, refusal.params);
  return text;
};

export function taxInvoiceRoutes(ctx: AppContext) {
  const repo = taxInvoiceRepository(ctx.db);

  /** The invoice input of a body: receipts, period (default the month), write day, amounts, note. */
  const issueInput = (body: ParsedOf<typeof TAX_INVOICE_FIELDS>): IssueInput => {
    const fallback = defaultTaxPeriod(seoulDay(ctx.now()));
    const day = (field: string, dflt: string) => {
      const raw = text(body, field);
      if (!raw) return dflt;
      const value = toDateValue(raw);
      if (!value) throw refuse(field, 'PICMCM0058', { format: 'YYYY-MM-DD' });
      return value;
    };
    const fromDt = day('fromDt', fallback.fromDt);
    const toDt = day('toDt', fallback.toDt);
    if (fromDt > toDt) throw refuse('fromDt', DATE_RANGE_CODES.order);
    const writeDt = day('writeDt', toDt);
    const dayRefusal = writeDayRefusal(writeDt, { fromDt, toDt });
    if (dayRefusal) throw refuse('writeDt', dayRefusal);
    const note = text(body, 'note').trim();
    if (note.length > TAX_NOTE_MAX) throw refuse('note', 'MROTX0014', { max: TAX_NOTE_MAX });
    return {
      rcvNos: body.rcvNos ?? [],
      fromDt,
      toDt,
      writeDt,
      supplyAmt: amountOf(body.supplyAmt),
      vatAmt: amountOf(body.vatAmt),
      totalAmt: amountOf(body.totalAmt),
      note: note || null,
    };
  };

  const search =
    (side: TaxSide) =>
    async ({ request, query }: { request: Parameters<typeof userOf>[0]; query: Record<string, unknown> }) => {
      const user = userOf(request);
      const period = searchPeriod(query, orderPeriodViolation);
      const filters = {
        ...period,
        statCds: list(query.statCds),
        cpNm: text(query, 'cpNm'),
        ...searchSort(query, TAX_INVOICE_SORT_KEYS, 'writeDt'),
      };
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const en = (request as { locale?: string }).locale === 'en';
      const [count, rows] = await Promise.all([
        repo.count(side, user.cpCd, filters),
        repo.page(side, user.cpCd, filters, pageSize, (pageNo - 1) * pageSize, en),
      ]);
      return ok({ pages: rows, totalCount: count, pageNo, pageSize });
    };

  const detail =
    (side: TaxSide) =>
    async ({ request, params }: { request: Parameters<typeof userOf>[0]; params: { invNo: string } }) => {
      const user = userOf(request);
      if (!TAX_INVOICE_NO.test(params.invNo)) throw notFound();
      const one = await taxInvoiceDetail(ctx.db, side, user.cpCd, params.invNo);
      if (!one) throw notFound();
      return ok(one);
    };

  return async (app: FastifyInstance) => {
    route(app, calls.invoiceable, async ({ request, query }) => {
      const user = userOf(request);
      const fallback = defaultTaxPeriod(seoulDay(ctx.now()));
      const fromDt = text(query, 'fromDt') ? toDateValue(text(query, 'fromDt')) : fallback.fromDt;
      const toDt = text(query, 'toDt') ? toDateValue(text(query, 'toDt')) : fallback.toDt;
      if (!fromDt || !toDt) throw refuse('fromDt', 'PICMCM0058', { format: 'YYYY-MM-DD' });
      const origInvNo = text(query, 'origInvNo');
      if (origInvNo && !TAX_INVOICE_NO.test(origInvNo)) throw notFound();
      return ok(await repo.invoiceable(user.cpCd, fromDt, toDt, origInvNo, request.locale === 'en'));
    });

    route(app, calls.issue, async ({ request, body }) => {
      const user = userOf(request);
      const input = issueInput(body);
      const result = await issueTaxInvoice(ctx.db, { userId: user.userId, cpCd: user.cpCd }, input, {
        now: ctx.now(),
        today: seoulDay(ctx.now()),
      });
      request.log.info({ event: 'taxInvoices.issue', ...result, lines: input.rcvNos.length }, 'tax invoice issued');
      return ok(result);
    });

    route(app, calls.search, (args) => search('supplier')(args));
    route(app, calls.detail, (args) => detail('supplier')(args));

    route(app, calls.modify, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!TAX_INVOICE_NO.test(params.invNo)) throw notFound();
      const version = versionOf(body);
      const input = issueInput(body);
      const result = await issueTaxInvoice(ctx.db, { userId: user.userId, cpCd: user.cpCd }, input, {
        now: ctx.now(),
        today: seoulDay(ctx.now()),
        replaces: { invNo: params.invNo, version },
      });
      request.log.info(
        { event: 'taxInvoices.modify', ...result, origInvNo: params.invNo },
        'modified tax invoice issued',
      );
      return ok(result);
    });

    route(app, calls.buyerSearch, (args) => search('buyer')(args));
    route(app, calls.buyerDetail, (args) => detail('buyer')(args));

    for (const action of ['confirm', 'dispute'] as const)
      route(app, calls[action], async ({ request, params, body }) => {
        const user = userOf(request);
        if (!TAX_INVOICE_NO.test(params.invNo)) throw notFound();
        const version = versionOf(body);
        let reason: string | null = null;
        if (action === 'dispute') {
          reason = text(body, 'reason').trim();
          const refusal = disputeReasonRefusal(reason);
          if (refusal) throw refuse('reason', refusal.code, refusal.params ?? {});
        }
        const result = await decideTaxInvoice(
          ctx.db,
          { userId: user.userId, cpCd: user.cpCd },
          params.invNo,
          action,
          version,
          reason,
          ctx.now(),
        );
        request.log.info({ event: `taxInvoices.${action}`, ...result }, `tax invoice ${action}`);
        return ok(result);
      });
  };
}
