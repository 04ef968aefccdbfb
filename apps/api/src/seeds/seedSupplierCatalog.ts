// The supplier catalogue's seed step (decision 0068), run once per database (setting seed.mpcat),
// also on one seeded before it: the catalogue's Excel template (EXCEL_TEMPLATE CATALOG_ITEM, its
// header from @mro/rules) and the bulk download of the whole catalogue (BULK_DOWNLOAD CATALOG:
// mail and file allowed, the mail answer PICMCM0065).
import type { Kysely } from 'kysely';
import { CATALOG_DOWNLOAD_CODE, CATALOG_TEMPLATE_CODE, catalogTemplateHeader } from '@mro/rules';
import type { Database } from '../db/schema.ts';
import { insertCodes } from './seed.ts';
import type { CodeSeed } from './seed-data.ts';

export const SUPPLIER_CATALOG_CODES: Record<string, CodeSeed[]> = {
  EXCEL_TEMPLATE: [[CATALOG_TEMPLATE_CODE, '카탈로그 품목', 'Catalogue items', catalogTemplateHeader(), 'N']],
  BULK_DOWNLOAD: [[CATALOG_DOWNLOAD_CODE, '카탈로그 품목', 'Catalogue items', 'catalog', null, 'Y', 'Y', 'N']],
};

export async function seedSupplierCatalog(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.mpcat').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, SUPPLIER_CATALOG_CODES);
    await tx.insertInto('setting').values({ key: 'seed.mpcat', value: 'Y' }).execute();
  });
}
