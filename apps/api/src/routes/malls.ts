// The signed-in user's mall list (spec 000 §6: mall routes are allowed by "a mall id list"; the call
// is not shown: decision 0037): the malls the user's company may use, in their order. The data:
// domains/malls/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { mallRepository } from '../domains/malls/repository.ts';

export function mallRoutes(ctx: AppContext) {
  const repo = mallRepository(ctx.db);
  return async function routes(app: FastifyInstance) {
    route(app, contract.malls.list, async ({ request }) => {
      const rows = await repo.companyMalls(userOf(request).cpCd);
      return ok({
        malls: rows.map((m) => ({ mallId: m.mall_id, mallNm: request.locale === 'en' ? m.mall_nm_en : m.mall_nm_ko })),
      });
    });
  };
}
