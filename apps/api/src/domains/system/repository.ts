// The entry site's system data: settings, banners and their clicks, item categories, page views,
// holidays.
import type { Insertable, Kysely } from 'kysely';
import type { Database, PageViewTable } from '../../db/schema.ts';

export function systemRepository(db: Kysely<Database>) {
  return {
    async setting(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('setting').select(['value']).where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    banners(set: string) {
      return db
        .selectFrom('banner')
        .selectAll()
        .where('banner_set', '=', set)
        .orderBy('position')
        .orderBy('sort_ord')
        .execute();
    },

    async bannerExists(set: string, key: string): Promise<boolean> {
      const known = await db
        .selectFrom('banner')
        .select(['banner_id'])
        .where('banner_key', '=', key)
        .where('banner_set', '=', set)
        .executeTakeFirst();
      return Boolean(known);
    },

    async recordBannerClick(page: string, key: string, subPosition: string | null, at: Date) {
      await db
        .insertInto('banner_click')
        .values({ banner_page: page, banner_key: key, sub_position: subPosition, clicked_at: at })
        .execute();
    },

    /** The top-level item categories, or the children of `upper`. */
    itemCategories(upper: string) {
      const all = db.selectFrom('item_category').selectAll().orderBy('itm_clsf_cd');
      return (
        upper ? all.where('upper_itm_clsf_cd', '=', upper) : all.where('upper_itm_clsf_cd', 'is', null)
      ).execute();
    },

    async recordPageView(row: Insertable<PageViewTable>) {
      await db.insertInto('page_view').values(row).execute();
    },

    holidays(fromYmd: string, toYmd: string) {
      return db
        .selectFrom('holiday')
        .select(['cld_ymd', 'hol_gb_cd', 'hol_nm'])
        .where('cld_ymd', '>=', fromYmd)
        .where('cld_ymd', '<=', toYmd)
        .orderBy('cld_ymd')
        .execute();
    },

    /** The browser-upgrade link of the legacy-browser page (CM057 UPGRADE_URL), if set. */
    async upgradeUrl(): Promise<string | null> {
      const row = await db
        .selectFrom('common_code')
        .select('use_ps_def_cn1')
        .where('cd_lst_id', '=', 'CM057')
        .where('cd', '=', 'UPGRADE_URL')
        .executeTakeFirst();
      return row?.use_ps_def_cn1 ?? null;
    },
  };
}
