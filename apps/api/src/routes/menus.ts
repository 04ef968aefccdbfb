// The user's menu list per system (for breadcrumbs and route guards) and a menu's button
// authorizations (menu auth events). The data: domains/menus/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { menuRepository } from '../domains/menus/repository.ts';

export function menuRoutes(ctx: AppContext) {
  const repo = menuRepository(ctx.db);
  return async function routes(app: FastifyInstance) {
    // Not shown: the menus of the session's system that the user's role may open.
    route(
      app,
      contract.menus.list,
      async ({ request }) => {
        const user = userOf(request);
        const rows = await repo.visibleMenus(user.system, user.custRolCd);
        return ok({
          menus: rows.map((m) => ({
            menuId: m.menu_id,
            menuPid: m.menu_pid,
            menuLv: m.menu_lv,
            menuNm: request.locale === 'en' ? m.menu_nm_en : m.menu_nm_ko,
            path: m.path,
            prgmId: m.prgm_id,
          })),
        });
      },
      { cache: ['menu', 'menu_role'] },
    );

    // A menu's events for the user's role; a menu the user cannot open gives no events (all hidden).
    route(
      app,
      contract.menus.events,
      async ({ request, params }) => {
        const user = userOf(request);
        if (!(await repo.canOpen(params.menuId, user.system, user.custRolCd))) return ok({ menuEvents: [] });
        const rows = await repo.events(params.menuId, user.custRolCd);
        return ok({ menuEvents: rows.map((e) => ({ picEvtNm: e.pic_evt_nm, authYn: e.auth_yn })) });
      },
      { cache: ['menu', 'menu_role', 'menu_event'] },
    );
  };
}
