// Entry-site system calls: cutover, banners and their click history, item categories, page views,
// holidays. The data: domains/system/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf, isSystem } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ApiError, forbidden, ok } from '../http/envelope.ts';
import { check } from '../http/request.ts';
import { route } from '../http/route.ts';
import { systemRepository } from '../domains/system/repository.ts';

const calls = contract.system;
const BANNER_SETS = ['WELCOME', 'BUYER_MAIN'] as const;
/** Sets visible before login; the others need a signed-in user of the right role. */
const ANONYMOUS_SETS = new Set(['WELCOME']);

export function systemRoutes(ctx: AppContext) {
  const repo = systemRepository(ctx.db);

  async function banners(set: string) {
    const rows = await repo.banners(set);
    return rows.map((b) => ({
      position: b.position,
      subPosition: b.sub_position,
      linkUrl: b.link_url,
      imagePath: b.image_path,
      viewTime: b.view_time,
      ...(b.banner_key ? { key: b.banner_key } : {}),
    }));
  }

  return async function routes(app: FastifyInstance) {
    // Falsy means "redirect to the renewal notice"; the switch is the `cutover` setting.
    route(app, calls.cutover, async () => ok(((await repo.setting('cutover')) ?? 'Y') === 'Y'));

    route(
      app,
      calls.anonymousBanners,
      async ({ params }) => {
        if (!ANONYMOUS_SETS.has(params.set)) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
        return ok(await banners(params.set));
      },
      { cache: ['banner'] },
    );

    // Not shown: signed-in banner sets (BUYER_MAIN for buyers).
    route(
      app,
      calls.banners,
      async ({ request, params }) => {
        const set = params.set;
        if (!(BANNER_SETS as readonly string[]).includes(set)) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
        if (set === 'BUYER_MAIN' && !['B', 'A'].includes(request.user!.custRolCd)) throw forbidden();
        return ok(await banners(set));
      },
      { cache: ['banner'] },
    );

    // A click on a banner that has a key; only keys that exist are recorded.
    route(
      app,
      calls.bannerClick,
      async ({ body }) => {
        // The door has checked the banner's key and position (their declared rules).
        const values = { bannerPage: body.bannerPage, key: body.banner.key, subPosition: body.banner.subPosition };
        if (!(await repo.bannerExists(values.bannerPage, values.key)))
          throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
        await repo.recordBannerClick(values.bannerPage, values.key, values.subPosition || null, ctx.now());
        return ok(true);
      },
      { rateLimit: { max: 120, timeWindow: 60_000 } },
    );

    // Not shown: the item categories of the frames' link box (spec 000 §3: itmClsfCd,
    // itmClsfKorNm, itmClsfEngNm), top level unless `upperItmClsfCd` asks for one's children.
    route(
      app,
      calls.itemCategories,
      async ({ query }) => {
        const upper = query.upperItmClsfCd;
        check(rulesOf(calls.itemCategories.query), { upperItmClsfCd: upper });
        const rows = await repo.itemCategories(upper);
        return ok({
          categories: rows.map((r) => ({
            itmClsfCd: r.itm_clsf_cd,
            upperItmClsfCd: r.upper_itm_clsf_cd,
            itmClsfKorNm: r.itm_clsf_kor_nm,
            itmClsfEngNm: r.itm_clsf_eng_nm,
          })),
        });
      },
      { cache: ['item_category'] },
    );

    // Not shown: the portal's page views (spec 000 §2: analytics per route with program id and
    // menu name). Anyone may send (the entry site has no session); the signed-in user is kept.
    route(
      app,
      calls.pageView,
      async ({ request, body }) => {
        const values = { system: body.system.toUpperCase(), path: body.path, prgmId: body.prgmId, menuNm: body.menuNm };
        check(rulesOf(calls.pageView.body), values);
        if (!isSystem(values.system) || !values.path.startsWith('/'))
          throw new ApiError(400, 'VALIDATION', 'MROCM0011');
        await repo.recordPageView({
          sys_gb_cd: values.system,
          path: values.path,
          prgm_id: values.prgmId || null,
          menu_nm: values.menuNm || null,
          user_id: request.user?.userId ?? null,
          viewed_at: ctx.now(),
        });
        return ok(true);
      },
      { rateLimit: { max: 240, timeWindow: 60_000 } },
    );

    // Not shown: holidays for the date pickers (cldYmd, holGbCd) of a year or a range.
    route(
      app,
      calls.holidays,
      // The door read both days in any declared form as YYYYMMDD and checked them (decision 0086).
      async ({ query }) => {
        const rows = await repo.holidays(query.fromYmd, query.toYmd);
        return ok(rows.map((h) => ({ cldYmd: h.cld_ymd, holGbCd: h.hol_gb_cd, holNm: h.hol_nm })));
      },
      { cache: ['holiday'] },
    );
  };
}
