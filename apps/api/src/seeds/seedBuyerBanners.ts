// The buyer home's banners on a database seeded before they were drawn (issue 45 item 5), once
// (setting seed.buyerBanners): the two BUYER_MAIN rows pointing at PNG files that never existed are
// replaced by the drawn WebP set (seed-data BUYER_MAIN_BANNERS), which a new database gets from the
// first seed step; banners anybody else entered in that set stay. Without the demo data (no
// BUYER_MAIN rows at all) nothing is added either.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BUYER_MAIN_BANNERS } from './seed-data.ts';

const OLD_PATHS = ['/images/banner/buyer-1.png', '/images/banner/buyer-slide-1.png'];

export async function seedBuyerBanners(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.buyerBanners').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    const old = await tx.deleteFrom('banner').where('image_path', 'in', OLD_PATHS).executeTakeFirst();
    if (Number(old.numDeletedRows) > 0) await tx.insertInto('banner').values(BUYER_MAIN_BANNERS).execute();
    await tx.insertInto('setting').values({ key: 'seed.buyerBanners', value: 'Y' }).execute();
  });
}
