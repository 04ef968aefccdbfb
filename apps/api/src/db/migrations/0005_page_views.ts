import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/** Page views of the portal (spec 000 §2: analytics per route with program id and menu name). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE page_view (
      view_id bigserial PRIMARY KEY,
      sys_gb_cd text NOT NULL,
      path text NOT NULL,
      prgm_id text,
      menu_nm text,
      user_id integer REFERENCES app_user ON DELETE SET NULL,
      viewed_at timestamptz NOT NULL
    );
    CREATE INDEX page_view_viewed ON page_view (viewed_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `DROP TABLE page_view;`);
}
