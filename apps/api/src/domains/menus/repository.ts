// Menus' data: the menus a role may open in a system, and a menu's button authorizations.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Role = 'B' | 'V' | 'A';

export function menuRepository(db: Kysely<Database>) {
  return {
    /** The menus of `system` that `role` may open, by level and order. */
    visibleMenus(system: string, role: Role) {
      return db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .selectAll('menu')
        .where('menu.sys_gb_cd', '=', system)
        .where('menu_role.cust_rol_cd', '=', role)
        .orderBy('menu.menu_lv')
        .orderBy('menu.sort_ord')
        .execute();
    },

    async canOpen(menuId: string, system: string, role: Role): Promise<boolean> {
      const visible = await db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .select('menu.menu_id')
        .where('menu.menu_id', '=', menuId)
        .where('menu.sys_gb_cd', '=', system)
        .where('menu_role.cust_rol_cd', '=', role)
        .executeTakeFirst();
      return Boolean(visible);
    },

    events(menuId: string, role: Role) {
      return db
        .selectFrom('menu_event')
        .select(['pic_evt_nm', 'auth_yn'])
        .where('menu_id', '=', menuId)
        .where('cust_rol_cd', '=', role)
        .orderBy('pic_evt_nm')
        .execute();
    },
  };
}
