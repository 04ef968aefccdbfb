import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The back office's reference content (issue 45 item 3, decision 0077): banners, code values and
 * menus carry a version (an edit names the version it read; a stale one is refused), a menu can
 * be taken out of use, and the banner images staff upload are kept in the database (every
 * instance serves them; the id never changes its bytes). The tables keep migration 0014's
 * announcing triggers, so the kept answers drop on every instance at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE banner ADD COLUMN version integer NOT NULL DEFAULT 1;
    ALTER TABLE common_code ADD COLUMN version integer NOT NULL DEFAULT 1;
    ALTER TABLE menu ADD COLUMN version integer NOT NULL DEFAULT 1;
    ALTER TABLE menu ADD COLUMN use_yn char(1) NOT NULL DEFAULT 'Y';
    CREATE TABLE banner_image (
      image_id serial PRIMARY KEY,
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      file_name text NOT NULL,
      created_by integer NOT NULL REFERENCES app_user,
      created_at timestamptz NOT NULL
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE banner_image;
     ALTER TABLE menu DROP COLUMN use_yn;
     ALTER TABLE menu DROP COLUMN version;
     ALTER TABLE common_code DROP COLUMN version;
     ALTER TABLE banner DROP COLUMN version;`,
  );
}
