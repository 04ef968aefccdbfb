import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The supplier's own catalogue (issue 45 item 4, decision 0068): the list price's validity (both
 * ends YYYYMMDD, empty: open), who changed an item last, and the numbers of items a supplier
 * registers (MC + 8 digits; the seeded ones are CI + 7). The supplier's list reads its items by
 * supplier and code (the index). `catalog_search` follows every change through migration 0023's
 * statement triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE catalog_item
      ADD COLUMN valid_from char(8),
      ADD COLUMN valid_to char(8),
      ADD COLUMN upd_user_id integer;
    CREATE SEQUENCE catalog_item_no_seq;
    CREATE INDEX catalog_item_supplier_code ON catalog_item (sp_cd, item_cd);
    DROP INDEX catalog_item_supplier;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `CREATE INDEX catalog_item_supplier ON catalog_item (sp_cd);
     DROP INDEX catalog_item_supplier_code;
     DROP SEQUENCE catalog_item_no_seq;
     ALTER TABLE catalog_item DROP COLUMN valid_from, DROP COLUMN valid_to, DROP COLUMN upd_user_id;`,
  );
}
