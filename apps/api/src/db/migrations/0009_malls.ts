import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/** Malls and the companies that may use them (decision 0037); their rows come from seedMalls. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE mall (
      mall_id text PRIMARY KEY,
      mall_nm_ko text NOT NULL,
      mall_nm_en text NOT NULL,
      sort_ord integer NOT NULL DEFAULT 0
    );
    CREATE TABLE company_mall (
      cp_cd text NOT NULL REFERENCES company ON DELETE CASCADE,
      mall_id text NOT NULL REFERENCES mall ON DELETE CASCADE,
      PRIMARY KEY (cp_cd, mall_id)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `DROP TABLE company_mall; DROP TABLE mall;`);
}
