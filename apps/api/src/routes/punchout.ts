// Punch-out (issue 43 item 8, decision 0050), the procurement system's side: a cXML 1.2
// PunchOutSetupRequest posted as text/xml is read by the safe parser (no DOCTYPE, no entity: XXE
// refused, MROPU0002; not well-formed: MROPU0001; another request or a part missing: MROPU0004),
// its Sender credential and shared secret checked against the stored hash (MROPU0003), and a
// session opened for the credential's user: the answer is a PunchOutSetupResponse whose StartPage
// signs that user into PO once within five minutes (MROPU0005 after). Refusals are cXML Status
// documents with the HTTP status of their code. Per-IP rate limited (a secret can be guessed).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, rulesOf } from '@mro/contract';
import { formatMessage, type MessageCode } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { check } from '../http/request.ts';
import { deliverTokens } from '../auth/cookies.ts';
import { issueTokens } from '../auth/tokens.ts';
import { systemsForRole, type Role } from '../auth/systems.ts';
import {
  CxmlRequestRefusal,
  XmlRefusal,
  cxmlStatus,
  punchOutSetupResponse,
  readPunchOutSetupRequest,
} from '../domains/punchout/cxml.ts';
import { MAX_XML_CHARS, escapeXml } from '../domains/punchout/xml.ts';
import { punchoutRepository } from '../domains/punchout/repository.ts';

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

  const refuse = (reply: FastifyReply, status: number, code: MessageCode, params: Record<string, string> = {}) => {
    const now = ctx.now();
    return xml(
      reply,
      status,
      cxmlStatus({
        payloadId: `${now.getTime()}.refusal@mro`,
        timestamp: now.toISOString(),
        code: status,
        text: `${STATUS_TEXT[status] ?? 'Error'} ${code}`,
        message: formatMessage(code, 'en', params),
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
