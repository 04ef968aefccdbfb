// The user's menu list per system (for breadcrumbs and route guards) and a menu's button
// authorizations (menu auth events).
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import { route } from '../http/route.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { userOf } from '../auth/guard.ts';

export function menuRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async function routes(app: FastifyInstance) {
    // Not shown: the menus of the session's system that the user's role may open.
    route(app, contract.menus.list, async ({ request }) => {
      const user = userOf(request);
      const rows = await db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .selectAll('menu')
        .where('menu.sys_gb_cd', '=', user.system)
        .where('menu_role.cust_rol_cd', '=', user.custRolCd)
        .orderBy('menu.menu_lv')
        .orderBy('menu.sort_ord')
        .execute();
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
    });

    // A menu's events for the user's role; a menu the user cannot open gives no events (all hidden).
    route(app, contract.menus.events, async ({ request, params }) => {
      const user = userOf(request);
      const visible = await db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .select('menu.menu_id')
        .where('menu.menu_id', '=', params.menuId)
        .where('menu.sys_gb_cd', '=', user.system)
        .where('menu_role.cust_rol_cd', '=', user.custRolCd)
        .executeTakeFirst();
      if (!visible) return ok({ menuEvents: [] });
      const rows = await db
        .selectFrom('menu_event')
        .select(['pic_evt_nm', 'auth_yn'])
        .where('menu_id', '=', params.menuId)
        .where('cust_rol_cd', '=', user.custRolCd)
        .orderBy('pic_evt_nm')
        .execute();
      return ok({ menuEvents: rows.map((e) => ({ picEvtNm: e.pic_evt_nm, authYn: e.auth_yn })) });
    });
  };
}
