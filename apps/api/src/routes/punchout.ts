// Punch-out (issue 43 item 8, decision 0050), the procurement system's side: a cXML 1.2
// PunchOutSetupRequest posted as text/xml is read by the safe parser (no DOCTYPE, no entity: XXE
// refused, MROPU0002; not well-formed: MROPU0001; another request or a part missing: MROPU0004),
// its Sender credential and shared secret checked against the stored hash (MROPU0003), and a
// session opened for the credential's user: the answer is a PunchOutSetupResponse whose StartPage
// signs that user into PO once within five minutes (MROPU0005 after). Refusals are cXML Status
// documents with the HTTP status of their code. Per-IP rate limited (a secret can be guessed).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, rulesOf, systemsForRole, type Role } from '@mro/contract';
import { formatMessage, seoulDay, type MessageCode } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { ok } from '../http/envelope.ts';
import { userOf } from '../auth/guard.ts';
import { check } from '../http/request.ts';
import { deliverTokens } from '../auth/cookies.ts';
import { issueTokens } from '../auth/tokens.ts';
import {
  CxmlRequestRefusal,
  XmlRefusal,
  autoPostForm,
  cxmlStatus,
  punchOutSetupResponse,
  readPunchOutSetupRequest,
} from '../domains/punchout/cxml.ts';
import { MAX_XML_CHARS, escapeXml } from '../domains/punchout/xml.ts';
import { punchoutRepository } from '../domains/punchout/repository.ts';
import { readOrderRequest } from '../domains/punchout/orderRequest.ts';
import { returnPunchoutCart } from '../domains/punchout/returnCart.ts';
import { PunchoutOrderRefusal, createOrderFromPunchout } from '../domains/orders/repository.ts';

/** The handoff page's button (shown when script is off). */
const formatLabel = (lang: string) => (lang === 'en' ? 'Return the cart' : '장바구니 반환');
/** An http(s) address, or null. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const calls = contract.punchout;
const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden' };

export function punchoutRoutes(ctx: AppContext) {
  const repo = punchoutRepository(ctx.db);
  const RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };

  const xml = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const refuse = (
    reply: FastifyReply,
    status: number,
    code: MessageCode,
    params: Record<string, string | number> = {},
  ) => {
    const now = ctx.now();
    return xml(
      reply,
      status,
      cxmlStatus({
        payloadId: `${now.getTime()}.refusal@mro`,
        timestamp: now.toISOString(),
        code: status,
        text: `${STATUS_TEXT[status] ?? 'Error'} ${code}`,
        message: `${code}: ${formatMessage(code, 'en', Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))}`,
      }),
    );
  };

  async function setup(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (typeof body !== 'string') return refuse(reply, 400, 'MROPU0001');
    let setupRequest;
    try {
      setupRequest = readPunchOutSetupRequest(body);
    } catch (error) {
      if (error instanceof XmlRefusal) {
        request.log.warn({ event: 'punchout.refused', code: error.code, detail: error.detail }, 'cXML refused');
        return refuse(reply, 400, error.code);
      }
      if (error instanceof CxmlRequestRefusal) return refuse(reply, 400, error.code, { expected: error.expected });
      throw error;
    }
    const { sender } = setupRequest;
    const credential = await repo.verify(sender.identity, sender.sharedSecret);
    if (!credential || credential.domain.toLowerCase() !== sender.domain.toLowerCase()) {
      request.log.warn({ event: 'punchout.credentials', identity: sender.identity }, 'punch-out credentials refused');
      return refuse(reply, 401, 'MROPU0003');
    }
    if (!systemsForRole(credential.cust_rol_cd as Role).includes('PO')) return refuse(reply, 401, 'MROPU0003');
    const now = ctx.now();
    const { sessionId, token } = await repo.open({
      identity: credential.identity,
      cpCd: credential.cp_cd,
      userId: credential.user_id,
      buyerCookie: setupRequest.buyerCookie,
      formPostUrl: setupRequest.browserFormPost,
      operation: setupRequest.operation,
      now,
    });
    request.log.info(
      { event: 'punchout.setup', sessionId, operation: setupRequest.operation },
      'punch-out session opened',
    );
    const origin = `${request.protocol}://${request.host}`;
    return xml(
      reply,
      200,
      punchOutSetupResponse({
        payloadId: `${now.getTime()}.${sessionId}@mro`,
        timestamp: now.toISOString(),
        startPage: `${origin}/imk/api/punchout/start?token=${encodeURIComponent(token)}`,
      }),
    );
  }

  /** The verified credential of a cXML Sender with the PO system, or null (MROPU0003). */
  async function senderCredential(sender: { identity: string; domain: string; sharedSecret: string }) {
    const credential = await repo.verify(sender.identity, sender.sharedSecret);
    if (!credential || credential.domain.toLowerCase() !== sender.domain.toLowerCase()) return null;
    return systemsForRole(credential.cust_rol_cd as Role).includes('PO') ? credential : null;
  }

  async function order(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (typeof body !== 'string') return refuse(reply, 400, 'MROPU0001');
    let orderRequest;
    try {
      orderRequest = readOrderRequest(body);
    } catch (error) {
      if (error instanceof XmlRefusal) {
        request.log.warn({ event: 'punchout.refused', code: error.code, detail: error.detail }, 'cXML refused');
        return refuse(reply, 400, error.code);
      }
      if (error instanceof CxmlRequestRefusal) return refuse(reply, 400, error.code, { expected: error.expected });
      throw error;
    }
    const credential = await senderCredential(orderRequest.sender);
    if (!credential) {
      request.log.warn({ event: 'punchout.credentials', identity: orderRequest.sender.identity }, 'refused');
      return refuse(reply, 401, 'MROPU0003');
    }
    const now = ctx.now();
    try {
      const { ordNos, replayed } = await createOrderFromPunchout(
        ctx.db,
        { userId: credential.user_id, cpCd: credential.cp_cd },
        { identity: credential.identity, ...orderRequest },
        { now, today: seoulDay(now) },
      );
      request.log.info({ event: 'punchout.order', ordNos, replayed }, 'punch-out order');
      return xml(
        reply,
        200,
        cxmlStatus({
          payloadId: `${now.getTime()}.order@mro`,
          timestamp: now.toISOString(),
          code: 200,
          text: 'OK',
          message: ordNos.join(','),
        }),
      );
    } catch (error) {
      if (error instanceof PunchoutOrderRefusal) return refuse(reply, 400, error.code as MessageCode, error.params);
      throw error;
    }
  }

  /** The cart goes back (decision 0057): the form post the browser makes, the cart emptied, the session closed. */
  async function returnCart(request: FastifyRequest) {
    const user = userOf(request);
    const { form, token, sessionId, lines } = await returnPunchoutCart(ctx.db, user, ctx.now());
    request.log.info({ event: 'punchout.return', sessionId, lines }, 'cart returned');
    return ok({ ...form, handoff: `/imk/api/punchout/handoff?token=${token}` });
  }

  /**
   * The page on our origin that posts the returned cart to the procurement system (the portal's
   * CSP allows form posts to itself only): this page's own CSP allows its one target, a nonce'd
   * script submits the form at once, and its button does without script.
   */
  function handoffPage(reply: FastifyReply, lang: string, form: { action: string; fields: [string, string][] }) {
    const nonce = randomBytes(16).toString('base64');
    const label = formatLabel(lang);
    const html = autoPostForm(form.action, form.fields, label).replace(
      '</body>',
      `<script nonce="${nonce}">document.forms[0].submit();</script></body>`,
    );
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(form.action).origin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html.replace('<html>', `<html lang="${lang}">`));
  }

  /**
   * SAP OCI's entry (decision 0057), by GET or a form POST: HOOK_URL, username (the credential's
   * identity) and password (its shared secret); opens an OCI session and moves on to its StartPage.
   */
  async function ociEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: { HOOK_URL: string; username: string; password: string },
  ) {
    const lang = request.locale === 'en' ? 'en' : 'ko';
    const refused = (status: number, code: MessageCode, params: Record<string, string> = {}) =>
      page(reply, status, lang, `<p>${escapeXml(formatMessage(code, lang, params))}</p>`);
    const hookUrl = httpUrl(fields.HOOK_URL);
    if (!hookUrl) return refused(400, 'MROPU0004', { expected: 'HOOK_URL' });
    const verified = fields.username ? await repo.verify(fields.username, fields.password) : null;
    const ociCredential = verified && systemsForRole(verified.cust_rol_cd as Role).includes('PO') ? verified : null;
    if (!ociCredential) {
      request.log.warn({ event: 'punchout.credentials', identity: fields.username }, 'OCI credentials refused');
      return refused(401, 'MROPU0003');
    }
    const { sessionId, token } = await repo.open({
      identity: ociCredential.identity,
      cpCd: ociCredential.cp_cd,
      userId: ociCredential.user_id,
      buyerCookie: '',
      formPostUrl: hookUrl,
      operation: 'create',
      kind: 'OCI',
      now: ctx.now(),
    });
    request.log.info({ event: 'punchout.setup', sessionId, kind: 'OCI' }, 'OCI punch-out session opened');
    const start = `/imk/api/punchout/start?token=${encodeURIComponent(token)}`;
    return page(reply, 200, lang, `<p><a href="${escapeXml(start)}">MRO punch-out</a></p>`, start);
  }

  const page = (reply: FastifyReply, status: number, lang: string, body: string, refresh?: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
          (refresh ? `<meta http-equiv="refresh" content="0;url=${escapeXml(refresh)}">` : '') +
          `<title>MRO punch-out</title></head><body>${body}</body></html>`,
      );

  return async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: MAX_XML_CHARS * 4 },
      (_request, body, done) => done(null, body),
    );
    route(app, calls.setup, ({ request, reply }) => setup(request, reply), { rateLimit: RATE });
    route(app, calls.order, ({ request, reply }) => order(request, reply), { rateLimit: RATE });
    route(app, calls.returnCart, ({ request }) => returnCart(request));
    route(
      app,
      calls.handoff,
      async ({ request, reply, query }) => {
        const lang = request.locale === 'en' ? 'en' : 'ko';
        const form = /^[A-Za-z0-9_-]{43}$/.test(query.token) ? await repo.takeHandoff(query.token, ctx.now()) : null;
        if (!form) return page(reply, 410, lang, `<p>${escapeXml(formatMessage('MROPU0007', lang))}</p>`);
        return handoffPage(reply, lang, form);
      },
      { rateLimit: RATE },
    );
    route(app, calls.session, async ({ request }) => {
      const row = await repo.latest(userOf(request).userId);
      return ok(
        row
          ? {
              kind: row.kind,
              identity: row.identity,
              returnHost: new URL(row.form_post_url).host,
              startedAt: new Date(row.started_at!).toISOString(),
              returned: row.returned_at !== null,
            }
          : null,
      );
    });
    // SAP OCI's entry: the catalogue URL called with HOOK_URL, username and password (decision 0057).
    route(app, calls.oci, ({ request, reply, query }) => ociEntry(request, reply, query), { rateLimit: RATE });
    route(
      app,
      calls.ociPost,
      ({ request, reply }) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 2000) : '');
        return ociEntry(request, reply, {
          HOOK_URL: field('HOOK_URL'),
          username: field('username'),
          password: field('password'),
        });
      },
      { rateLimit: RATE },
    );
    route(
      app,
      calls.start,
      async ({ request, reply, query }) => {
        const lang = request.locale === 'en' ? 'en' : 'ko';
        check(rulesOf(calls.start.query, ['token']), { token: query.token });
        const started = /^[A-Za-z0-9_-]{43}$/.test(query.token) ? await repo.start(query.token, ctx.now()) : null;
        if (!started) return page(reply, 410, lang, `<p>${escapeXml(formatMessage('MROPU0005', lang))}</p>`);
        const pair = await issueTokens(ctx.db, started.user_id, 'PO', ctx.now());
        deliverTokens(ctx, request, reply, pair);
        request.log.info({ event: 'punchout.start', sessionId: started.session_id }, 'punch-out session started');
        // A page on our own origin moves on to PO, so the navigation that carries the session
        // cookies (SameSite=Strict) starts here rather than in the procurement system's page.
        return page(reply, 200, lang, '<p><a href="/po/">MRO punch-out</a></p>', '/po/');
      },
      { rateLimit: RATE },
    );
  };
}
