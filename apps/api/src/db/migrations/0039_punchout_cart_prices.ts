import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The prices a returned punch-out cart showed (decision 0101): each item's unit price at the
 * return (JSON, item code to a decimal string), read when an OrderRequest's line names the cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE punchout_session ADD COLUMN returned_prices text;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE punchout_session DROP COLUMN returned_prices;`);
}
