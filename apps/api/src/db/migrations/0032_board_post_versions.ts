import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * A post's version (decision 0076): staff change a post naming the version they read; the server
 * refuses a stale one (409 MROBO0021) and says who changed it and when (`upd_dt`, `upd_login_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `ALTER TABLE board_post ADD COLUMN version integer NOT NULL DEFAULT 1;
     ALTER TABLE board_post ADD COLUMN upd_dt timestamptz;
     ALTER TABLE board_post ADD COLUMN upd_login_id text;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `ALTER TABLE board_post DROP COLUMN upd_login_id;
     ALTER TABLE board_post DROP COLUMN upd_dt;
     ALTER TABLE board_post DROP COLUMN version;`,
  );
}
