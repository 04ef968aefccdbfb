// Notifications (issue 43 item 7, decision 0049): the signed-in user's events, in any system: the
// unread count (the header's bell polls it), the list newest first, marking read (the listed ones,
// or all). Only the owner's rows are read or changed. Data: domains/notifications/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { paging } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { notificationRepository } from '../domains/notifications/repository.ts';

const calls = contract.notifications;

export function notificationRoutes(ctx: AppContext) {
  const repo = notificationRepository(ctx.db);
  return async function routes(app: FastifyInstance) {
    route(app, calls.unreadCount, async ({ request }) =>
      ok({ unread: await repo.unreadCount(userOf(request).userId) }),
    );

    route(app, calls.page, async ({ request, query }) => {
      const user = userOf(request);
      const { pageNo, pageSize } = paging(query);
      const { total, rows } = await repo.page(user.userId, query.unreadOnly === 'Y', pageSize, (pageNo - 1) * pageSize);
      return ok({
        pages: rows.map((r) => ({
          ntfId: String(r.ntf_id),
          kindCd: r.kind_cd,
          params: r.params,
          linkPath: r.link_path,
          read: r.read_at !== null,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        totalCount: total,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.markRead, async ({ request, body }) => {
      const user = userOf(request);
      await repo.markRead(user.userId, body.ntfIds ?? [], ctx.now());
      return ok({ unread: await repo.unreadCount(user.userId) });
    });
  };
}
