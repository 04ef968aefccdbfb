// The signed-in user's mall list (spec 000 §6: mall routes are allowed by "a mall id list"; the call
// is not shown: decision 0037): the malls the user's company may use, in their order.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { userOf } from '../auth/guard.ts';

export function mallRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async function routes(app: FastifyInstance) {
    app.get('/customer/malls', async (request) => {
      const user = userOf(request);
      const rows = await db
        .selectFrom('company_mall')
        .innerJoin('mall', 'mall.mall_id', 'company_mall.mall_id')
        .select(['mall.mall_id', 'mall.mall_nm_ko', 'mall.mall_nm_en'])
        .where('company_mall.cp_cd', '=', user.cpCd)
        .orderBy('mall.sort_ord')
        .execute();
      return ok({
        malls: rows.map((m) => ({ mallId: m.mall_id, mallNm: request.locale === 'en' ? m.mall_nm_en : m.mall_nm_ko })),
      });
    });
  };
}
