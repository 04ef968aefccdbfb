import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Edit and inspect punch-out sessions (decision 0100): the earlier cart's lines an edit or inspect
 * PunchOutSetupRequest carried (its ItemOut, as JSON, kept as sent), read when the session starts
 * (edit: the cart is filled with them) and shown with what changed since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE punchout_session ADD COLUMN earlier_items text;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `ALTER TABLE punchout_session DROP COLUMN earlier_items;`);
}
