// First-start data. Demo users (password DEMO_PASSWORD) only outside production; reference data
// (systems, menus, codes, holidays...) always. Runs once: skipped when companies exist.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../config.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sanitizeHtml } from '../http/sanitize.ts';
import type { Database } from '../db/schema.ts';
import * as data from './seed-data.ts';
import { withUnspsc } from '../db/unspsc.ts';

export interface SeedResult {
  seeded: boolean;
  users: { loginId: string; note: string }[];
}

const ymd = (d: Date) =>
  `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** Weekends (SA, SU) and public holidays (HO) of the given years; a holiday wins over a weekend. */
export function holidaysOf(years: number[]): Database['holiday'][] {
  const byDay = new Map<string, Database['holiday']>();
  for (const year of years) {
    for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
      const day = d.getUTCDay();
      if (day === 6) byDay.set(ymd(d), { cld_ymd: ymd(d), hol_gb_cd: 'SA', hol_nm: null });
      if (day === 0) byDay.set(ymd(d), { cld_ymd: ymd(d), hol_gb_cd: 'SU', hol_nm: null });
    }
    const holidays = [
      ...data.SOLAR_HOLIDAYS.map(([mmdd, name]) => [`${year}${mmdd}`, name] as const),
      ...(data.LUNAR_HOLIDAYS[year] ?? []),
    ];
    for (const [day, name] of holidays) byDay.set(day, { cld_ymd: day, hol_gb_cd: 'HO', hol_nm: name });
  }
  return [...byDay.values()].sort((a, b) => a.cld_ymd.localeCompare(b.cld_ymd));
}

/** A menu with its roles and, for a program, its button events per role. */
export async function insertMenu(
  db: Kysely<Database>,
  system: string,
  index: number,
  [id, pid, ko, en, path, prgm, roles]: data.MenuSeed,
): Promise<void> {
  await db
    .insertInto('menu')
    .values({
      menu_id: id,
      menu_pid: pid,
      menu_lv: pid ? 2 : 1,
      menu_nm_ko: ko,
      menu_nm_en: en,
      path,
      prgm_id: prgm,
      sys_gb_cd: system,
      sort_ord: index,
    })
    .execute();
  await db
    .insertInto('menu_role')
    .values([...roles].map((r) => ({ menu_id: id, cust_rol_cd: r })))
    .execute();
  if (prgm) {
    const events = [...roles].flatMap((r) =>
      data.MENU_EVENTS.map(([event, user, admin]) => ({
        menu_id: id,
        pic_evt_nm: event,
        cust_rol_cd: r,
        auth_yn: r === 'A' ? admin : user,
      })),
    );
    await db.insertInto('menu_event').values(events).execute();
  }
}

export async function insertCodes(db: Kysely<Database>, groups: Record<string, data.CodeSeed[]>): Promise<void> {
  for (const [group, codes] of Object.entries(groups)) {
    await db
      .insertInto('common_code')
      .values(
        codes.map(([cd, ko, en, cn1 = null, cn2 = null, cn3 = null, cn4 = null, cn5 = null, useYn = 'Y'], i) => ({
          cd_lst_id: group,
          cd,
          cd_nm_ko: ko,
          cd_nm_en: en,
          sort_ord: i,
          use_yn: useYn,
          use_ps_def_cn1: cn1,
          use_ps_def_cn2: cn2,
          use_ps_def_cn3: cn3,
          use_ps_def_cn4: cn4,
          use_ps_def_cn5: cn5,
        })),
      )
      .onConflict((oc) => oc.columns(['cd_lst_id', 'cd']).doNothing())
      .execute();
  }
}

/**
 * The second step (migration 0002's data), run once per database, also on one seeded before it:
 * file rules, Excel templates, bulk downloads, registration codes, sourcing groups, demo SSO ids,
 * and the server secret that signs download and report tokens.
 */
export async function seedV2(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.v2').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, data.CODES_V2);
    await tx
      .insertInto('sourcing_group')
      .values(data.SOURCING_GROUPS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const { login_id, knox_id, ione_id } of data.SSO_IDS) {
      await tx.updateTable('app_user').set({ knox_id, ione_id }).where('login_id', '=', login_id).execute();
    }
    const admin = await tx
      .selectFrom('app_user')
      .select('user_id')
      .where('login_id', '=', 'admin01')
      .executeTakeFirst();
    if (admin) {
      await tx.updateTable('app_user').set({ sourcing_yn: 'Y' }).where('user_id', '=', admin.user_id).execute();
      await tx
        .insertInto('sourcing_group_member')
        .values(data.SOURCING_GROUPS.map((g) => ({ src_grp_cd: g.src_grp_cd, user_id: admin.user_id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await tx
      .insertInto('setting')
      .values([
        { key: 'secret', value: randomBytes(32).toString('base64url') },
        { key: 'seed.v2', value: 'Y' },
      ])
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}

/** Step 5 (setting seed.v5), also on a database seeded before it: the country code list. */
export async function seedV5(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.v5').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, data.CODES_V5);
    for (const { table, from, to } of data.VALID_DEMO_NUMBERS) {
      await tx.updateTable(table).set({ biz_reg_no: to }).where('biz_reg_no', '=', from).execute();
    }
    await tx.insertInto('setting').values({ key: 'seed.v5', value: 'Y' }).execute();
  });
}

/** The server's signing secret (created by seedV2). */
export async function serverSecret(db: Kysely<Database>): Promise<Buffer> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', 'secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export async function seed(db: Kysely<Database>, options: { demoUsers: boolean; now: Date }): Promise<SeedResult> {
  const existing = await db.selectFrom('company').select('cp_cd').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, users: [] };
  const { now } = options;
  const users = options.demoUsers ? data.USERS : [];
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('company').values(data.COMPANIES).execute();
    await tx.insertInto('department').values(data.DEPARTMENTS).execute();
    await tx.insertInto('business_place').values(data.BUSINESS_PLACES).execute();
    if (users.length) {
      await tx
        .insertInto('app_user')
        .values(
          users.map(({ note: _note, ...u }, i) => ({
            ...u,
            user_lang_cd: 'KO' as const,
            pw_hash: hashes[i]!,
            pw_changed_at: now,
            pw_change_next_yn: 'N' as const,
          })),
        )
        .execute();
    }
    await tx.insertInto('system').values(data.SYSTEM_ROWS).execute();
    for (const [system, menus] of Object.entries(data.MENUS)) {
      for (const [index, menu] of menus.entries()) await insertMenu(tx, system, index, menu);
    }
    await insertCodes(tx, data.CODES);
    await tx.insertInto('banner').values(data.BANNERS).execute();
    await tx
      .insertInto('board_post')
      .values(
        data.POSTS.map(([board, audience, beforeLogin, title, body, daysAgo]) => ({
          rpre_brd_id: board,
          sys_gb_cd: audience,
          before_login_yn: beforeLogin,
          titl_cn: title,
          cntn: sanitizeHtml(body),
          ath_file_id: null,
          reg_dt: new Date(now.getTime() - daysAgo * 86_400_000),
        })),
      )
      .execute();
    const year = now.getUTCFullYear();
    await tx
      .insertInto('holiday')
      .values(holidaysOf([year, year + 1]))
      .execute();
    await tx.insertInto('manufacturer').values(data.MANUFACTURERS).execute();
    await tx.insertInto('item_category').values(data.ITEM_CATEGORIES.map(withUnspsc)).execute();
    await tx.insertInto('setting').values({ key: 'cutover', value: 'Y' }).execute();
  });
  return { seeded: true, users: users.map((u) => ({ loginId: u.login_id, note: u.note })) };
}
