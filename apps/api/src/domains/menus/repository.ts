// Menus' data: the menus a role may open in a system, and a menu's button authorizations.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Role = 'B' | 'V' | 'A';

export function menuRepository(db: Kysely<Database>) {
  return {
    /**
     * The menus of `system` that `role` may open, by level and order; a menu out of use is left
     * out, and so is everything under it (decision 0077).
     */
    async visibleMenus(system: string, role: Role) {
      const rows = await db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .selectAll('menu')
        .where('menu.sys_gb_cd', '=', system)
        .where('menu_role.cust_rol_cd', '=', role)
        .orderBy('menu.menu_lv')
        .orderBy('menu.sort_ord')
        .execute();
      const off = new Set(
        (
          await db
            .selectFrom('menu')
            .select('menu_id')
            .where('sys_gb_cd', '=', system)
            .where('use_yn', '=', 'N')
            .execute()
        ).map((m) => m.menu_id),
      );
      if (!off.size) return rows;
      // By level, so a parent is decided before its children.
      return rows.filter((m) => {
        if (off.has(m.menu_id) || (m.menu_pid && off.has(m.menu_pid))) {
          off.add(m.menu_id);
          return false;
        }
        return true;
      });
    },

    async canOpen(menuId: string, system: string, role: Role): Promise<boolean> {
      const visible = await db
        .selectFrom('menu')
        .innerJoin('menu_role', 'menu_role.menu_id', 'menu.menu_id')
        .select('menu.menu_id')
        .where('menu.menu_id', '=', menuId)
        .where('menu.use_yn', '=', 'Y')
        // Under a menu out of use: closed too.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('menu as parent')
                .select('parent.menu_id')
                .whereRef('parent.menu_id', '=', 'menu.menu_pid')
                .where('parent.use_yn', '=', 'N'),
            ),
          ),
        )
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
