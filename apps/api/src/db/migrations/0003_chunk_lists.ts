import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The chunks of an open upload are listed next to its part file (files/chunks.ts), so storing a
 * chunk writes no database row. Uploads open during the upgrade send their chunks again (the
 * client's resume finds none held); nothing committed is affected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `DROP TABLE upload_chunk;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE upload_chunk (
      uuid text NOT NULL REFERENCES upload ON DELETE CASCADE,
      chunk_index integer NOT NULL,
      chunk_size integer NOT NULL,
      sha256 text NOT NULL,
      PRIMARY KEY (uuid, chunk_index)
    );
  `,
  );
}
