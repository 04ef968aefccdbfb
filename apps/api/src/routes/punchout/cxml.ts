// The procurement system's cXML calls (decisions 0050, 0057, 0083, 0085): a PunchOutSetupRequest
// or an OrderRequest posted as text/xml exactly as its client wrote it (a DOCTYPE naming cXML's
// DTD is read and ignored; an internal subset or an entity is refused, MROPU0002; not well-formed:
// MROPU0001; another request or a part missing: MROPU0004). Then the limit of the credential the
// document names (429 with MROCM0014), then its shared secret (MROPU0003). Refusals are cXML Status
// documents with the HTTP status of their code.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { systemsForRole, type Role } from '@mro/contract';
import { seoulDay, type MessageCode } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import {
  CxmlRequestRefusal,
  XmlRefusal,
  punchOutSetupResponse,
  readPunchOutSetupRequest,
  cxmlStatus,
  type CxmlParties,
} from '../../domains/punchout/cxml.ts';
import { identityKey, type IdentityLimiter } from '../../domains/punchout/identityLimit.ts';
import { punchoutRepository } from '../../domains/punchout/repository.ts';
import { readOrderRequest } from '../../domains/punchout/orderRequest.ts';
import { PunchoutOrderRefusal, createOrderFromPunchout } from '../../domains/orders/repository.ts';
import { cxmlRefusal, xmlAnswer } from './answers.ts';

/** Counts a call against the credential it names: false (and the 429 sent) when over the limit. */
export async function withinLimit(limiter: IdentityLimiter, reply: FastifyReply, keys: string[], now: Date) {
  for (const key of keys) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key);
    if (!allowed) {
      reply.header('retry-after', String(retryAfterSeconds));
      cxmlRefusal(reply, now, 429, 'MROCM0014', { seconds: retryAfterSeconds });
      return false;
    }
  }
  return true;
}

export function cxmlHandlers(ctx: AppContext, limiter: IdentityLimiter) {
  const repo = punchoutRepository(ctx.db);

  /**
   * Reads a document, counts it against the credential it names (the stored credentials among its
   * Sender's and From's; none stored: its From, so unknown names are limited too), and checks the
   * shared secret against each named credential with the PO system. The document and the verified
   * credential, or null when the refusal was sent.
   */
  async function admit<T extends CxmlParties>(request: FastifyRequest, reply: FastifyReply, read: (xml: string) => T) {
    const body = request.body;
    if (typeof body !== 'string') return void cxmlRefusal(reply, ctx.now(), 400, 'MROPU0001');
    let doc: T;
    try {
      doc = read(body);
    } catch (error) {
      if (error instanceof XmlRefusal) {
        request.log.warn({ event: 'punchout.refused', code: error.code, detail: error.detail }, 'cXML refused');
        return void cxmlRefusal(reply, ctx.now(), 400, error.code);
      }
      if (error instanceof CxmlRequestRefusal) {
        return void cxmlRefusal(reply, ctx.now(), 400, error.code, { expected: error.expected });
      }
      throw error;
    }
    const named = await repo.named(doc.candidates);
    const keys = (named.length ? named : [doc.from]).map((c) => identityKey(c.domain, c.identity));
    if (!(await withinLimit(limiter, reply, keys, ctx.now()))) {
      request.log.warn({ event: 'punchout.limited', identity: doc.from.identity }, 'punch-out limit');
      return undefined;
    }
    for (const candidate of named) {
      const credential = await repo.verify(candidate.identity, doc.sender.sharedSecret);
      if (credential && systemsForRole(credential.cust_rol_cd as Role).includes('PO')) return { doc, credential };
    }
    request.log.warn({ event: 'punchout.credentials', identity: doc.sender.identity }, 'punch-out credentials refused');
    return void cxmlRefusal(reply, ctx.now(), 401, 'MROPU0003');
  }

  async function setup(request: FastifyRequest, reply: FastifyReply) {
    const admitted = await admit(request, reply, readPunchOutSetupRequest);
    if (!admitted) return reply;
    const { doc, credential } = admitted;
    const now = ctx.now();
    const { sessionId, token } = await repo.open({
      identity: credential.identity,
      cpCd: credential.cp_cd,
      userId: credential.user_id,
      buyerCookie: doc.buyerCookie,
      formPostUrl: doc.browserFormPost,
      operation: doc.operation,
      earlierItems: doc.operation === 'create' ? [] : doc.items,
      now,
    });
    request.log.info(
      {
        event: 'punchout.setup',
        sessionId,
        operation: doc.operation,
        mode: doc.deploymentMode,
        items: doc.items.length,
      },
      'punch-out session opened',
    );
    const origin = `${request.protocol}://${request.host}`;
    return xmlAnswer(
      reply,
      200,
      punchOutSetupResponse({
        payloadId: `${now.getTime()}.${sessionId}@mro`,
        timestamp: now.toISOString(),
        startPage: `${origin}/imk/api/punchout/start?token=${encodeURIComponent(token)}`,
      }),
    );
  }

  async function order(request: FastifyRequest, reply: FastifyReply) {
    const admitted = await admit(request, reply, readOrderRequest);
    if (!admitted) return reply;
    const { doc, credential } = admitted;
    const now = ctx.now();
    try {
      const { ordNos, replayed } = await createOrderFromPunchout(
        ctx.db,
        { userId: credential.user_id, cpCd: credential.cp_cd },
        { identity: credential.identity, ...doc },
        { now, today: seoulDay(now) },
      );
      request.log.info({ event: 'punchout.order', ordNos, replayed }, 'punch-out order');
      return xmlAnswer(
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
      if (error instanceof PunchoutOrderRefusal) {
        return cxmlRefusal(reply, now, 400, error.code as MessageCode, error.params);
      }
      throw error;
    }
  }

  return { setup, order };
}
