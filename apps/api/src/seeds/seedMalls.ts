// The malls and who may use them (decision 0037), run once per database (setting seed.malls), also
// on one seeded before: three malls, the demo buyer companies' access where those companies exist.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const MALLS = [
  { mall_id: 'MRO', mall_nm_ko: 'MRO 종합몰', mall_nm_en: 'MRO general mall', sort_ord: 1 },
  { mall_id: 'SAFETY', mall_nm_ko: '안전용품몰', mall_nm_en: 'Safety mall', sort_ord: 2 },
  { mall_id: 'TOOLS', mall_nm_ko: '공구몰', mall_nm_en: 'Tools mall', sort_ord: 3 },
];

/** BY001 (buyer01) may use the general and the safety mall; BY002 (buyer02) the general one only. */
export const COMPANY_MALLS = [
  { cp_cd: 'BY001', mall_id: 'MRO' },
  { cp_cd: 'BY001', mall_id: 'SAFETY' },
  { cp_cd: 'BY002', mall_id: 'MRO' },
];

export async function seedMalls(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.malls').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('mall')
      .values(MALLS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const companies = new Set((await tx.selectFrom('company').select('cp_cd').execute()).map((c) => c.cp_cd));
    const rows = COMPANY_MALLS.filter((r) => companies.has(r.cp_cd));
    if (rows.length) {
      await tx
        .insertInto('company_mall')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await tx.insertInto('setting').values({ key: 'seed.malls', value: 'Y' }).execute();
  });
}
