// SAP OCI's entry (decision 0057), by GET or a form POST as SAP SRM sends it: HOOK_URL, the
// credential's identity and shared secret as USERNAME/PASSWORD (either case), and SAP's own fields
// (~OkCode, ~TARGET, ~CALLER, read and ignored: the cart goes back to HOOK_URL, with ~TARGET's
// frame only when the caller asks). Counted against the username's limit (decision 0085), then
// an OCI session opened and the browser moved on to its StartPage.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { systemsForRole, type Role } from '@mro/contract';
import type { AppContext } from '../../context.ts';
import { identityKey, type IdentityLimiter } from '../../domains/punchout/identityLimit.ts';
import { punchoutRepository } from '../../domains/punchout/repository.ts';
import { escapeXml } from '../../domains/punchout/xml.ts';
import { htmlPage, refusalPage } from './answers.ts';

/** The longest value read from an OCI field. */
const OCI_FIELD_MAX = 2000;

/** An http(s) address, or null. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The OCI fields of a query or a form body, names matched without regard to case (SAP sends HOOK_URL, USERNAME…). */
export function ociFieldsOf(source: unknown) {
  const entries = source && typeof source === 'object' ? Object.entries(source as Record<string, unknown>) : [];
  const field = (name: string) => {
    const value = entries.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' ? text.slice(0, OCI_FIELD_MAX) : '';
  };
  return { HOOK_URL: field('HOOK_URL'), username: field('username'), password: field('password') };
}

export function ociHandler(ctx: AppContext, limiter: IdentityLimiter) {
  const repo = punchoutRepository(ctx.db);
  return async function ociEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: { HOOK_URL: string; username: string; password: string },
  ) {
    const lang = request.locale === 'en' ? ('en' as const) : ('ko' as const);
    const hookUrl = httpUrl(fields.HOOK_URL);
    if (!hookUrl) return refusalPage(reply, 400, lang, 'MROPU0004', { expected: 'HOOK_URL' });
    const username = fields.username.trim();
    const { allowed, retryAfterSeconds } = await limiter.hit(identityKey('oci', username));
    if (!allowed) {
      reply.header('retry-after', String(retryAfterSeconds));
      return refusalPage(reply, 429, lang, 'MROCM0014', { seconds: String(retryAfterSeconds) });
    }
    const verified = username ? await repo.verify(username, fields.password) : null;
    const credential = verified && systemsForRole(verified.cust_rol_cd as Role).includes('PO') ? verified : null;
    if (!credential) {
      request.log.warn({ event: 'punchout.credentials', identity: username }, 'OCI credentials refused');
      return refusalPage(reply, 401, lang, 'MROPU0003');
    }
    const { sessionId, token } = await repo.open({
      identity: credential.identity,
      cpCd: credential.cp_cd,
      userId: credential.user_id,
      buyerCookie: '',
      formPostUrl: hookUrl,
      operation: 'create',
      kind: 'OCI',
      now: ctx.now(),
    });
    request.log.info({ event: 'punchout.setup', sessionId, kind: 'OCI' }, 'OCI punch-out session opened');
    const start = `/imk/api/punchout/start?token=${encodeURIComponent(token)}`;
    return htmlPage(reply, 200, lang, `<p><a href="${escapeXml(start)}">MRO punch-out</a></p>`, start);
  };
}
