// Development only: the SMS a local tester (or an end-to-end test) would have received, since
// the outbox is never printed. Never registered in production; loopback callers only.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { notFound, ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { latestMails, latestSms } from '../domains/outbox/repository.ts';

export function registerDevOutbox(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production) return;
  route(app, contract.server.devOutbox, async ({ request, query }) => {
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip)) throw notFound();
    // `?kind=mail`: the mail outbox instead (an approval's id and temporary password).
    if (query.kind === 'mail') return ok(await latestMails(ctx.db));
    return ok(await latestSms(ctx.db));
  });
}
