import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';
import { DEMO_UNSPSC } from '../unspsc.ts';

/**
 * A category's UNSPSC code (decision 0084): eight digits, or null (the nearest ancestor's is used).
 * The demo categories a database already holds get their codes here; a new database's seed writes
 * them with the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const values = Object.entries(DEMO_UNSPSC)
    .map(([cd, code]) => `('${cd.replace(/'/g, "''")}', '${code}')`)
    .join(', ');
  await run(
    db,
    `ALTER TABLE item_category ADD COLUMN unspsc_cd text CHECK (unspsc_cd ~ '^[0-9]{8}$');
     UPDATE item_category c SET unspsc_cd = m.code FROM (VALUES ${values}) AS m(cd, code) WHERE c.itm_clsf_cd = m.cd;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE item_category DROP COLUMN unspsc_cd;`);
}
