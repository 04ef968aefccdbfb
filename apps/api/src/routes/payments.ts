// Report viewer tokens and card payment approval / cancel (spec 001 §2 and §7).
// POST /token/report gives a short-lived single-use token for the report viewer, which reads the
// report's parameters with it. Card approval and cancel are form posts from a hidden frame of the
// portal (no custom headers possible, hence no x-system); the answer is an HTML page whose only
// script (allowed by a CSP nonce) posts { isSuccess, data, error } to the portal's origin.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CARD_LIMIT, formatMessage, validateAll } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound, ok, tokenInvalid } from '../http/envelope.ts';
import { bodyOf, text } from '../http/request.ts';
import { accessTokenOf, userOf } from '../auth/guard.ts';
import { asHttpError } from '../http/refusal.ts';
import { findAccess, sha256 } from '../auth/tokens.ts';
import { localeOfHeader, contract, rulesOf } from '@mro/contract';
import { route } from '../http/route.ts';
import { paymentRepository } from '../domains/payments/repository.ts';
import { orderDocumentRepository } from '../domains/orders/documentRepository.ts';
import { orderDocumentPage } from '../domains/orders/documentPage.ts';
import { escapeHtml } from '../http/documentPage.ts';
import { deliveryDetails, deliveryRepository } from '../domains/deliveries/repository.ts';
import { deliveryNotePage } from '../domains/deliveries/notePage.ts';
import { contractRepository } from '../domains/contracts/repository.ts';
import { taxInvoiceDetail } from '../domains/taxInvoices/repository.ts';
import { taxInvoicePage } from '../domains/taxInvoices/invoicePage.ts';

const calls = contract.payments;

export const REPORT_TOKEN_TTL_MS = 5 * 60_000;

/** The report that is the purchase order's document (REPORT code list). */
export const ORDER_SHEET = 'ORDER_SHEET';
/** The report that is a delivery's note (REPORT code list, decision 0070). */
export const DELIVERY_NOTE = 'DELIVERY_NOTE';
/** The report that is a tax invoice (REPORT code list, decision 0074). */
export const TAX_INVOICE = 'TAX_INVOICE';
const TAX_INVOICE_PARAM = /^TX\d{14}$/;
const ORDER_NO = /^[A-Za-z0-9_-]{1,20}$/;
const DELIVERY_NO_PARAM = /^DL\d{14}$/;

/** JSON for an inline script: no `</script>` or line separators can break out. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function paymentRoutes(ctx: AppContext) {
  const { db } = ctx;
  const repo = paymentRepository(db);
  const documents = orderDocumentRepository(db);

  /** A delivery of the company as its supplier, else as its buyer (the delivery note's reader). */
  async function deliveryNote(cpCd: string, dlvNo: string, lang: string) {
    const en = lang === 'en';
    const [asSupplier] = await deliveryDetails(db, 'supplier', cpCd, { dlvNo }, en);
    if (asSupplier) return asSupplier;
    const [asBuyer] = await deliveryDetails(db, 'buyer', cpCd, { dlvNo }, en);
    return asBuyer;
  }

  /** A tax invoice of the company as its supplier, else as its buyer. */
  async function taxInvoice(cpCd: string, invNo: string) {
    return (await taxInvoiceDetail(db, 'supplier', cpCd, invNo)) ?? (await taxInvoiceDetail(db, 'buyer', cpCd, invNo));
  }

  /** The report viewer's page: no script but the print one, styles by nonce, never cached or framed. */
  function documentReply(reply: FastifyReply, status: number, html: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html(nonce));
  }

  /** The page posted back to the frame's parent (or opener) at the portal's origin. */
  function resultPage(reply: FastifyReply, origin: string, result: Record<string, unknown>) {
    const nonce = randomBytes(16).toString('base64');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>MRO</title></head><body><script nonce="${nonce}">
(function () {
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(${scriptJson(result)}, ${scriptJson(origin)});
})();
</script></body></html>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${ctx.config.allowedOrigins.join(' ')}; base-uri 'none'; form-action 'none'`,
      )
      .removeHeader('x-frame-options')
      .header('cache-control', 'no-store')
      .send(html);
  }

  /**
   * Card calls: the Origin must be the portal's (a form post always sends it; this replaces the
   * x-system check) and the session cookie must be valid. Failures are posted back too.
   */
  async function cardCall(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (user: { userId: number; cpCd: string }, body: Record<string, unknown>) => Promise<Record<string, unknown>>,
  ) {
    const origin = request.headers.origin;
    if (!origin || !ctx.config.allowedOrigins.includes(origin)) throw new ApiError(403, 'ORIGIN', 'MROCM0013');
    const locale = localeOfHeader(request.headers.locale ?? text(bodyOf(request.body), 'locale'));
    try {
      const token = accessTokenOf(request);
      const session = token ? await findAccess(db, token, ctx.now()) : null;
      if (!session) throw tokenInvalid();
      const user = await repo.cardUser(session.userId);
      if (!user || user.status !== 'ACTIVE') throw tokenInvalid();
      if (user.cust_rol_cd !== 'B') throw forbidden();
      const data = await work({ userId: user.user_id, cpCd: user.cp_cd }, bodyOf(request.body));
      return resultPage(reply, origin, { isSuccess: true, data, error: null });
    } catch (thrown) {
      const error = asHttpError(thrown);
      if (!(error instanceof ApiError)) throw error;
      const fieldErros = Object.entries(error.fields).map(([field, e]) => ({
        field,
        code: e.code,
        reason: formatMessage(e.code, locale, e.params),
      }));
      reply.status(error.status);
      return resultPage(reply, origin, {
        isSuccess: false,
        data: null,
        error: {
          errorType: error.errorType,
          errorCode: error.code,
          errorMessage: formatMessage(error.code, locale, error.params),
          fieldErros,
          requestId: request.id,
        },
      });
    }
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.reportToken, async ({ request, body }) => {
      const user = userOf(request);
      const reportId = text(body, 'reportId');
      const errors = validateAll(rulesOf(calls.reportToken.body), { reportId });
      if (Object.keys(errors).length) throw badRequest(errors);
      if (!(await repo.isReport(reportId))) throw notFound();
      if (reportId === ORDER_SHEET) {
        // The purchase order's document: only an order the caller's company may read (decision 0060).
        const ordNo = body.params?.ordNo ?? '';
        if (!ORDER_NO.test(ordNo) || !(await documents.canRead(user.cpCd, ordNo))) throw notFound();
      }
      if (reportId === DELIVERY_NOTE) {
        // A delivery's note: only a delivery of the caller's company, as supplier or buyer.
        const dlvNo = body.params?.dlvNo ?? '';
        if (!DELIVERY_NO_PARAM.test(dlvNo) || !(await deliveryNote(user.cpCd, dlvNo, 'ko'))) throw notFound();
      }
      if (reportId === TAX_INVOICE) {
        // A tax invoice (decision 0074): only one the caller's company issued or received.
        const invNo = body.params?.invNo ?? '';
        if (!TAX_INVOICE_PARAM.test(invNo) || !(await taxInvoice(user.cpCd, invNo))) throw notFound();
      }
      if (reportId === 'E_CONTRACT') {
        // The e-contract's document (decision 0066): only a contract the caller's company is a party of.
        const ctrtNo = body.params?.ctrtNo ?? '';
        if (!/^EC\d{14}$/.test(ctrtNo) || !(await contractRepository(db).canRead(user.cpCd, ctrtNo))) throw notFound();
      }
      const params = JSON.stringify(body.params ?? {});
      if (params.length > 10_000) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(ctx.now().getTime() + REPORT_TOKEN_TTL_MS);
      await repo.addReportToken({
        token_hash: sha256(token),
        user_id: user.userId,
        report_id: reportId,
        params,
        expires_at: expiresAt,
        used_at: null,
      });
      return ok({ token, expiresAt: expiresAt.toISOString() });
    });

    // What the report viewer reads with the token: once, within 5 minutes.
    route(app, calls.report, async ({ params }) => {
      const now = ctx.now();
      const row = await repo.useReportToken(sha256(params.token), now);
      if (!row) throw notFound();
      const user = await repo.reportUser(row.user_id);
      return ok({
        reportId: row.report_id,
        params: JSON.parse(row.params) as unknown,
        loginId: user.login_id,
        cpCd: user.cp_cd,
      });
    });

    // The report viewer's form post (and the print window's): the token is the authorisation, once.
    // No cookie is read, so a form forged elsewhere gains nothing; no Origin is required either
    // (a form posted into a new window may carry `Origin: null`).
    route(app, calls.reportView, async ({ request, reply }) => {
      const form = bodyOf(request.body);
      const body = { token: text(form, 'token'), locale: text(form, 'locale'), print: text(form, 'print') };
      const lang = localeOfHeader(body.locale || request.headers.locale);
      const refused = () =>
        documentReply(
          reply,
          404,
          () =>
            `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>MRO</title></head>` +
            `<body><p role="alert">${escapeHtml(formatMessage('MROCM0010', lang))}</p></body></html>`,
        );
      const row = /^[A-Za-z0-9_-]{16,64}$/.test(body.token)
        ? await repo.useReportToken(sha256(body.token), ctx.now())
        : undefined;
      if (!row || ![ORDER_SHEET, DELIVERY_NOTE, TAX_INVOICE].includes(row.report_id)) return refused();
      const user = await repo.cardUser(row.user_id);
      if (row.report_id === TAX_INVOICE) {
        const invNo = (JSON.parse(row.params) as { invNo?: unknown }).invNo;
        if (!user || user.status !== 'ACTIVE' || typeof invNo !== 'string') return refused();
        const invoice = await taxInvoice(user.cp_cd, invNo);
        if (!invoice) return refused();
        request.log.info(
          { event: 'report.view', reportId: row.report_id, invNo, userId: user.user_id },
          'report viewed',
        );
        return documentReply(reply, 200, (nonce) =>
          taxInvoicePage(invoice, { lang, nonce, print: body.print === 'Y', now: ctx.now() }),
        );
      }
      if (row.report_id === DELIVERY_NOTE) {
        const dlvNo = (JSON.parse(row.params) as { dlvNo?: unknown }).dlvNo;
        if (!user || user.status !== 'ACTIVE' || typeof dlvNo !== 'string') return refused();
        const note = await deliveryNote(user.cp_cd, dlvNo, lang);
        if (!note) return refused();
        request.log.info(
          { event: 'report.view', reportId: row.report_id, dlvNo, userId: user.user_id },
          'report viewed',
        );
        const names = await deliveryRepository(db).codeNames(lang);
        return documentReply(reply, 200, (nonce) =>
          deliveryNotePage(note, names, { lang, nonce, print: body.print === 'Y', now: ctx.now() }),
        );
      }
      const ordNo = (JSON.parse(row.params) as { ordNo?: unknown }).ordNo;
      if (!user || user.status !== 'ACTIVE' || typeof ordNo !== 'string') return refused();
      // The company is checked again: the order may have left the supplier's reach since.
      const doc = await documents.document(user.cp_cd, ordNo, lang);
      if (!doc) return refused();
      request.log.info({ event: 'report.view', reportId: row.report_id, ordNo, userId: user.user_id }, 'report viewed');
      return documentReply(reply, 200, (nonce) =>
        orderDocumentPage(doc, { lang, nonce, print: body.print === 'Y', now: ctx.now() }),
      );
    });

    // The card approval of an order paid by corporate card (decision 0072): the order's own amount,
    // once its approval completed; the development gateway refuses above its limit.
    route(app, calls.cardApproval, ({ request, reply }) =>
      cardCall(request, reply, async (user, body) => {
        const v = { ordNo: text(body, 'ordNo'), amount: text(body, 'amount') };
        const errors = validateAll(rulesOf(calls.cardApproval.body), v);
        if (Object.keys(errors).length) throw badRequest(errors);
        const amount = v.amount.trim();
        const now = ctx.now();
        const apprNo = String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0');
        const result = await repo.approveCard({
          cpCd: user.cpCd,
          userId: user.userId,
          ordNo: v.ordNo,
          amount,
          apprNo,
          now,
        });
        if (!result) throw notFound();
        if (!result.ok)
          throw result.gateway
            ? new ApiError(402, 'PAYMENT', result.code, { limit: FAKE_CARD_LIMIT.toLocaleString('en-US') })
            : new ApiError(409, 'PAYMENT', result.code, { ordNo: v.ordNo });
        request.log.info({ event: 'card.approved', ordNo: v.ordNo, userId: user.userId }, 'card payment approved');
        return { ordNo: v.ordNo, apprNo, amount, approvedAt: now.toISOString() };
      }),
    );

    // The cancel of an approved card payment once the order's cancellation completed.
    route(app, calls.cardCancel, ({ request, reply }) =>
      cardCall(request, reply, async (user, body) => {
        const v = { ordNo: text(body, 'ordNo') };
        const errors = validateAll(rulesOf(calls.cardCancel.body), v);
        if (Object.keys(errors).length) throw badRequest(errors);
        const now = ctx.now();
        const result = await repo.cancelCard({ cpCd: user.cpCd, ordNo: v.ordNo, now });
        if (!result) throw notFound();
        if (!result.ok) throw new ApiError(409, 'PAYMENT', result.code, { ordNo: v.ordNo });
        request.log.info({ event: 'card.cancelled', ordNo: v.ordNo, userId: user.userId }, 'card payment cancelled');
        return { ordNo: v.ordNo, apprNo: result.apprNo, cancelledAt: now.toISOString() };
      }),
    );
  };
}
