// Entry-site system calls: cutover, banners and their click history, holidays, systems.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { isSystem } from '../auth/systems.ts';
import { ApiError, forbidden, ok } from '../http/envelope.ts';
import { bodyOf, check, text } from '../http/request.ts';

const BANNER_SETS = ['WELCOME', 'BUYER_MAIN'] as const;
/** Sets visible before login; the others need a signed-in user of the right role. */
const ANONYMOUS_SETS = new Set(['WELCOME']);

export function systemRoutes(ctx: AppContext) {
  const { db } = ctx;

  async function banners(set: string) {
    const rows = await db
      .selectFrom('banner')
      .selectAll()
      .where('banner_set', '=', set)
      .orderBy('position')
      .orderBy('sort_ord')
      .execute();
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
    app.get('/anonymous/system/cutover', { config: { access: 'public' } }, async () => {
      const row = await db.selectFrom('setting').select(['value']).where('key', '=', 'cutover').executeTakeFirst();
      return ok((row?.value ?? 'Y') === 'Y');
    });

    app.get<{ Params: { set: string } }>(
      '/anonymous/system/xanners/:set',
      { config: { access: 'public' } },
      async (request) => {
        if (!ANONYMOUS_SETS.has(request.params.set)) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
        return ok(await banners(request.params.set));
      },
    );

    // Not shown: signed-in banner sets (BUYER_MAIN for buyers).
    app.get<{ Params: { set: string } }>('/system/xanners/:set', async (request) => {
      const set = request.params.set;
      if (!(BANNER_SETS as readonly string[]).includes(set)) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
      if (set === 'BUYER_MAIN' && !['B', 'A'].includes(request.user!.custRolCd)) throw forbidden();
      return ok(await banners(set));
    });

    // A click on a banner that has a key; only keys that exist are recorded.
    app.post(
      '/anonymous/system/xanners/history',
      { config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } } },
      async (request) => {
        const body = bodyOf(request.body);
        const banner = body.banner && typeof body.banner === 'object' ? (body.banner as Record<string, unknown>) : {};
        const values = {
          bannerPage: text(body, 'bannerPage'),
          key: text(banner, 'key'),
          subPosition: text(banner, 'subPosition'),
        };
        check({ bannerPage: 'required|max:50', key: 'required|max:100', subPosition: 'max:20' }, values);
        const known = await db
          .selectFrom('banner')
          .select(['banner_id'])
          .where('banner_key', '=', values.key)
          .where('banner_set', '=', values.bannerPage)
          .executeTakeFirst();
        if (!known) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
        await db
          .insertInto('banner_click')
          .values({
            banner_page: values.bannerPage,
            banner_key: values.key,
            sub_position: values.subPosition || null,
            clicked_at: ctx.now(),
          })
          .execute();
        return ok(true);
      },
    );

    // Not shown: the item categories of the frames' link box (spec 000 §3: itmClsfCd,
    // itmClsfKorNm, itmClsfEngNm), top level unless `upperItmClsfCd` asks for one's children.
    app.get('/anonymous/item-categories', { config: { access: 'public' } }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const upper = text(query, 'upperItmClsfCd');
      check({ upperItmClsfCd: 'max:20' }, { upperItmClsfCd: upper });
      const all = db.selectFrom('item_category').selectAll().orderBy('itm_clsf_cd');
      const rows = await (
        upper ? all.where('upper_itm_clsf_cd', '=', upper) : all.where('upper_itm_clsf_cd', 'is', null)
      ).execute();
      return ok({
        categories: rows.map((r) => ({
          itmClsfCd: r.itm_clsf_cd,
          upperItmClsfCd: r.upper_itm_clsf_cd,
          itmClsfKorNm: r.itm_clsf_kor_nm,
          itmClsfEngNm: r.itm_clsf_eng_nm,
        })),
      });
    });

    // Not shown: the portal's page views (spec 000 §2: analytics per route with program id and
    // menu name). Anyone may send (the entry site has no session); the signed-in user is kept.
    app.post(
      '/anonymous/analytics/page-views',
      { config: { access: 'public', rateLimit: { max: 240, timeWindow: 60_000 } } },
      async (request) => {
        const body = bodyOf(request.body);
        const values = {
          system: text(body, 'system').toUpperCase(),
          path: text(body, 'path'),
          prgmId: text(body, 'prgmId'),
          menuNm: text(body, 'menuNm'),
        };
        check({ system: 'required|max:4', path: 'required|max:300', prgmId: 'max:20', menuNm: 'max:200' }, values);
        if (!isSystem(values.system) || !values.path.startsWith('/'))
          throw new ApiError(400, 'VALIDATION', 'MROCM0011');
        await db
          .insertInto('page_view')
          .values({
            sys_gb_cd: values.system,
            path: values.path,
            prgm_id: values.prgmId || null,
            menu_nm: values.menuNm || null,
            user_id: request.user?.userId ?? null,
            viewed_at: ctx.now(),
          })
          .execute();
        return ok(true);
      },
    );

    // Not shown: holidays for the date pickers (cldYmd, holGbCd) of a year or a range.
    app.get('/anonymous/holidays', { config: { access: 'public' } }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const values = { fromYmd: text(query, 'fromYmd'), toYmd: text(query, 'toYmd') };
      check({ fromYmd: 'required|date_format', toYmd: 'required|date_format|gt_eq:fromYmd' }, values);
      const rows = await db
        .selectFrom('holiday')
        .select(['cld_ymd', 'hol_gb_cd', 'hol_nm'])
        .where('cld_ymd', '>=', values.fromYmd)
        .where('cld_ymd', '<=', values.toYmd)
        .orderBy('cld_ymd')
        .execute();
      return ok(rows.map((h) => ({ cldYmd: h.cld_ymd, holGbCd: h.hol_gb_cd, holNm: h.hol_nm })));
    });
  };
}
