// The back office's reference content (decision 0077): banners and their uploaded images, code
// values and menus with their roles and events. Each change names the version it read: the row
// is changed only when its version is still that one (one statement, so two staff cannot both
// win), the version goes up, and the audit row is written in the same transaction. A stale
// version is 409 MROBO0010, a missing row 404; nothing is written then.
import type { Kysely, Transaction } from 'kysely';
import type { MenuRole } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { recordAudit, type Actor } from '../backoffice/repository.ts';

/** A change of a record someone changed first. */
export const CHANGED_FIRST = 'MROBO0010';
/** A code that exists in its list already. */
export const CODE_EXISTS = 'MROBO0013';

export interface BannerValues {
  banner_set: string;
  position: string;
  sub_position: string | null;
  link_url: string | null;
  image_path: string;
  view_time: number;
  sort_ord: number;
  banner_key: string | null;
}

export interface CodeValues {
  cd_nm_ko: string;
  cd_nm_en: string;
  use_ps_def_cn1: string | null;
  use_ps_def_cn2: string | null;
  use_ps_def_cn3: string | null;
  use_ps_def_cn4: string | null;
  use_ps_def_cn5: string | null;
  sort_ord: number;
  use_yn: 'Y' | 'N';
}

export interface MenuValues {
  menu_nm_ko: string;
  menu_nm_en: string;
  path: string | null;
  prgm_id: string | null;
  sort_ord: number;
  use_yn: 'Y' | 'N';
  roles: MenuRole[];
  events: { picEvtNm: string; custRolCd: MenuRole; authYn: 'Y' | 'N' }[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** A refused change: 409 when the row is there (changed first), 404 when it is gone. */
async function refusal(found: Promise<unknown>): Promise<never> {
  throw (await found) ? refuse.conflict(CHANGED_FIRST) : refuse.notFound();
}

export function backofficeContentRepository(db: Kysely<Database>) {
  return {
    banners(set: string) {
      return db
        .selectFrom('banner')
        .selectAll()
        .where('banner_set', '=', set)
        .orderBy('position')
        .orderBy('sort_ord')
        .orderBy('sub_position')
        .orderBy('banner_id')
        .execute();
    },

    /** Whether an uploaded banner image exists (its id). */
    async imageExists(id: number) {
      return Boolean(
        await db.selectFrom('banner_image').select('image_id').where('image_id', '=', id).executeTakeFirst(),
      );
    },

    image(id: number) {
      return db
        .selectFrom('banner_image')
        .select(['content_type', 'bytes'])
        .where('image_id', '=', id)
        .executeTakeFirst();
    },

    async saveImage(contentType: string, bytes: Uint8Array, fileName: string, actor: Actor, now: Date) {
      const row = await db
        .insertInto('banner_image')
        .values({ content_type: contentType, bytes, file_name: fileName, created_by: actor.userId, created_at: now })
        .returning('image_id')
        .executeTakeFirstOrThrow();
      return row.image_id;
    },

    createBanner(values: BannerValues, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx.insertInto('banner').values(values).returningAll().executeTakeFirstOrThrow();
        await recordAudit(tx, actor, now, {
          action: 'BANNER_CREATE',
          targetId: String(row.banner_id),
          cpCd: null,
          detail: `${values.banner_set} ${values.position}: ${values.image_path}`,
        });
        return row;
      });
    },

    updateBanner(id: number, version: number, values: BannerValues, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('banner')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('banner_id', '=', id)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (!row)
          return refusal(tx.selectFrom('banner').select('banner_id').where('banner_id', '=', id).executeTakeFirst());
        await recordAudit(tx, actor, now, {
          action: 'BANNER_UPDATE',
          targetId: String(id),
          cpCd: null,
          detail: `${values.banner_set} ${values.position}: ${values.image_path}`,
        });
        return row;
      });
    },

    deleteBanner(id: number, version: number, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .deleteFrom('banner')
          .where('banner_id', '=', id)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (!row)
          return refusal(tx.selectFrom('banner').select('banner_id').where('banner_id', '=', id).executeTakeFirst());
        await recordAudit(tx, actor, now, {
          action: 'BANNER_DELETE',
          targetId: String(id),
          cpCd: null,
          detail: `${row.banner_set} ${row.position}: ${row.image_path}`,
        });
      });
    },

    async codeGroups() {
      const rows = await db.selectFrom('common_code').select(['cd_lst_id', 'use_yn']).orderBy('cd_lst_id').execute();
      const groups = new Map<string, { cdLstId: string; count: number; inUse: number }>();
      for (const r of rows) {
        const g = groups.get(r.cd_lst_id) ?? { cdLstId: r.cd_lst_id, count: 0, inUse: 0 };
        g.count += 1;
        if (r.use_yn === 'Y') g.inUse += 1;
        groups.set(r.cd_lst_id, g);
      }
      return [...groups.values()];
    },

    codes(list: string) {
      return db
        .selectFrom('common_code')
        .selectAll()
        .where('cd_lst_id', '=', list)
        .orderBy('sort_ord')
        .orderBy('cd')
        .execute();
    },

    createCode(list: string, cd: string, values: CodeValues, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('common_code')
          .values({ cd_lst_id: list, cd, ...values })
          .onConflict((oc) => oc.columns(['cd_lst_id', 'cd']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) throw refuse.conflict(CODE_EXISTS, { cd });
        await recordAudit(tx, actor, now, {
          action: 'CODE_CREATE',
          targetId: `${list}.${cd}`,
          cpCd: null,
          detail: `${values.cd_nm_ko} / ${values.cd_nm_en}`,
        });
        return row;
      });
    },

    updateCode(list: string, cd: string, version: number, values: CodeValues, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('common_code')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('cd_lst_id', '=', list)
          .where('cd', '=', cd)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (!row)
          return refusal(
            tx
              .selectFrom('common_code')
              .select('cd')
              .where('cd_lst_id', '=', list)
              .where('cd', '=', cd)
              .executeTakeFirst(),
          );
        await recordAudit(tx, actor, now, {
          action: 'CODE_UPDATE',
          targetId: `${list}.${cd}`,
          cpCd: null,
          detail: `${values.cd_nm_ko} / ${values.cd_nm_en} (${values.use_yn})`,
        });
        return row;
      });
    },

    /** A system's menus by level and order, each with its roles and events. */
    async menus(system: string) {
      const menus = await db
        .selectFrom('menu')
        .selectAll()
        .where('sys_gb_cd', '=', system)
        .orderBy('menu_lv')
        .orderBy('sort_ord')
        .orderBy('menu_id')
        .execute();
      return withAccess(db, menus);
    },

    menu(menuId: string) {
      return db.selectFrom('menu').selectAll().where('menu_id', '=', menuId).executeTakeFirst();
    },

    /** Changes a menu and replaces its roles and events, when its version is still `version`. */
    updateMenu(menuId: string, version: number, values: MenuValues, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const { roles, events, ...row } = values;
        const menu = await tx
          .updateTable('menu')
          .set((eb) => ({ ...row, version: eb('version', '+', 1) }))
          .where('menu_id', '=', menuId)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (!menu)
          return refusal(tx.selectFrom('menu').select('menu_id').where('menu_id', '=', menuId).executeTakeFirst());
        await tx.deleteFrom('menu_role').where('menu_id', '=', menuId).execute();
        if (roles.length)
          await tx
            .insertInto('menu_role')
            .values(roles.map((r) => ({ menu_id: menuId, cust_rol_cd: r })))
            .execute();
        await tx.deleteFrom('menu_event').where('menu_id', '=', menuId).execute();
        if (events.length)
          await tx
            .insertInto('menu_event')
            .values(
              events.map((e) => ({
                menu_id: menuId,
                pic_evt_nm: e.picEvtNm,
                cust_rol_cd: e.custRolCd,
                auth_yn: e.authYn,
              })),
            )
            .execute();
        await recordAudit(tx, actor, now, {
          action: 'MENU_UPDATE',
          targetId: menuId,
          cpCd: null,
          detail: `${row.menu_nm_ko} / ${row.menu_nm_en} ${row.path ?? ''} [${roles.join('')}] (${row.use_yn})`,
        });
        const [one] = await withAccess(tx, [menu]);
        return one!;
      });
    },
  };
}

/** Menus with the roles that open each and its events per role. */
async function withAccess<M extends { menu_id: string }>(db: Db, menus: M[]) {
  if (!menus.length) return [];
  const ids = menus.map((m) => m.menu_id);
  const roles = await db.selectFrom('menu_role').selectAll().where('menu_id', 'in', ids).execute();
  const events = await db
    .selectFrom('menu_event')
    .selectAll()
    .where('menu_id', 'in', ids)
    .orderBy('pic_evt_nm')
    .orderBy('cust_rol_cd')
    .execute();
  return menus.map((m) => ({
    ...m,
    roles: roles
      .filter((r) => r.menu_id === m.menu_id)
      .map((r) => r.cust_rol_cd as MenuRole)
      .sort(),
    events: events
      .filter((e) => e.menu_id === m.menu_id)
      .map((e) => ({ picEvtNm: e.pic_evt_nm, custRolCd: e.cust_rol_cd as MenuRole, authYn: e.auth_yn })),
  }));
}
