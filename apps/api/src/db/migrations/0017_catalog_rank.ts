import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The catalogue's relevance order without per-row functions (decision 0058): the lower-cased
 * item code, model number and English name the relevance order compares with the query's first
 * word, stored by the engine (generated columns: every insert and update keeps them), so a broad
 * word's thousands of matches are ranked without `lower()` on each of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE catalog_item
      ADD COLUMN rank_cd text GENERATED ALWAYS AS (lower(item_cd)) STORED,
      ADD COLUMN rank_model text GENERATED ALWAYS AS (lower(model_no)) STORED,
      ADD COLUMN rank_nm_en text GENERATED ALWAYS AS (lower(item_nm_en)) STORED;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE catalog_item DROP COLUMN rank_cd, DROP COLUMN rank_model, DROP COLUMN rank_nm_en;`);
}
