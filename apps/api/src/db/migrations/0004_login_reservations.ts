import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Login attempts are reserved before the password is hashed (auth/lockout.ts): `pending` counts
 * the attempts in flight, `reserved_at` lets a reservation left by a crashed process lapse, and
 * `updated_at` lets idle rows of unknown ids be removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE login_attempt ADD COLUMN pending integer NOT NULL DEFAULT 0;
    ALTER TABLE login_attempt ADD COLUMN reserved_at timestamptz;
    ALTER TABLE login_attempt ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX login_attempt_updated ON login_attempt (updated_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP INDEX login_attempt_updated;
    ALTER TABLE login_attempt DROP COLUMN updated_at;
    ALTER TABLE login_attempt DROP COLUMN reserved_at;
    ALTER TABLE login_attempt DROP COLUMN pending;
  `,
  );
}
