// Punch-out's answers (decisions 0050, 0057): cXML documents (a Status for every refusal, with the
// HTTP status of its code), the small HTML pages of the browser's steps, and the handoff page that
// posts the returned cart to the procurement system.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatMessage, type MessageCode, type MessageLocale } from '@mro/rules';
import { autoPostForm, cxmlStatus } from '../../domains/punchout/cxml.ts';
import { escapeXml } from '../../domains/punchout/xml.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
};

export const xmlAnswer = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/xml; charset=utf-8').header('cache-control', 'no-store').send(body);

/** A refusal as a cXML Status: `<code>: <message>` in English (the procurement system's log reads it). */
export function cxmlRefusal(
  reply: FastifyReply,
  now: Date,
  status: number,
  code: MessageCode,
  params: Record<string, string | number> = {},
) {
  const text = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return xmlAnswer(
    reply,
    status,
    cxmlStatus({
      payloadId: `${now.getTime()}.refusal@mro`,
      timestamp: now.toISOString(),
      code: status,
      text: `${STATUS_TEXT[status] ?? 'Error'} ${code}`,
      message: `${code}: ${formatMessage(code, 'en', text)}`,
    }),
  );
}

/** A small page of the browser's steps, moving on to `refresh` when given. */
export const htmlPage = (reply: FastifyReply, status: number, lang: string, body: string, refresh?: string) =>
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

/** The handoff page's button (shown when script is off). */
const returnLabel = (lang: string) => (lang === 'en' ? 'Return the cart' : '장바구니 반환');

/**
 * The page on our origin that posts the returned cart to the procurement system (the portal's
 * CSP allows form posts to itself only): this page's own CSP allows its one target, a nonce'd
 * script submits the form at once, and its button does without script.
 */
export function handoffPage(reply: FastifyReply, lang: string, form: { action: string; fields: [string, string][] }) {
  const nonce = randomBytes(16).toString('base64');
  const html = autoPostForm(form.action, form.fields, returnLabel(lang)).replace(
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

/** A refusal page of the browser's steps, in the user's language. */
export const refusalPage = (
  reply: FastifyReply,
  status: number,
  lang: MessageLocale,
  code: MessageCode,
  params: Record<string, string> = {},
) => htmlPage(reply, status, lang, `<p>${escapeXml(formatMessage(code, lang, params))}</p>`);
