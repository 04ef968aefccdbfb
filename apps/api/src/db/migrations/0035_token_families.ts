import { sql, type Kysely } from 'kysely';
import { run } from './0001_init.ts';
import { ROTATE_REFRESH } from './0022_token_pairs.ts';

/**
 * One row per session family (decision 0080): a refresh rotates the family's row in place (its
 * current refresh and access hashes, their ends) instead of spending it and inserting the next
 * pair. Both tokens carry the family's id, so a call finds the row by its primary key and compares
 * the token's hash; no hash column is indexed any more, and the table keeps room on each page, so
 * a rotation is a heap-only (HOT) update: no index entry written. A refresh token of the family
 * that is not its current one is an earlier one (reuse: the family is revoked). Tokens issued
 * before this migration have no family id in them: their sessions end once (signing in again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP FUNCTION mro_rotate_refresh;
    DROP TRIGGER token_announce_update ON token;
    DELETE FROM token;
    DROP INDEX token_access;
    DROP INDEX token_family;
    ALTER TABLE token DROP CONSTRAINT token_pkey;
    ALTER TABLE token DROP COLUMN used_at;
    ALTER TABLE token ADD PRIMARY KEY (family_id);
    ALTER TABLE token SET (fillfactor = 50);
    CREATE TRIGGER token_announce_update AFTER UPDATE OF access_hash, revoked_at ON token
      FOR EACH ROW WHEN (OLD.access_hash IS DISTINCT FROM NEW.access_hash OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
      EXECUTE FUNCTION mro_announce_user();
    `,
  );
  // Its own statement: the body's semicolons are not statement ends.
  await sql
    .raw(
      `CREATE FUNCTION mro_rotate_family(
        p_family text[], p_hash text[], p_system text[], p_at timestamptz[], p_access text[], p_refresh text[],
        p_access_expires timestamptz[], p_refresh_expires timestamptz[]
      ) RETURNS TABLE (family text, user_id integer, sys_gb_cd text) LANGUAGE plpgsql AS $$
      BEGIN
        RETURN QUERY
        UPDATE token t SET token_hash = i.refresh_hash, access_hash = i.access_hash,
          access_expires_at = i.access_expires, expires_at = i.refresh_expires, created_at = i.at
        FROM unnest(p_family, p_hash, p_system, p_at, p_access, p_refresh, p_access_expires, p_refresh_expires)
          AS i (family_id, token_hash, sys_gb_cd, at, access_hash, refresh_hash, access_expires, refresh_expires)
        WHERE t.family_id = i.family_id AND t.token_hash = i.token_hash AND t.revoked_at IS NULL
          AND t.expires_at > i.at AND t.sys_gb_cd = i.sys_gb_cd
        RETURNING t.family_id, t.user_id, t.sys_gb_cd;
      END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP FUNCTION mro_rotate_family;
    DROP TRIGGER token_announce_update ON token;
    DELETE FROM token;
    ALTER TABLE token RESET (fillfactor);
    ALTER TABLE token DROP CONSTRAINT token_pkey;
    ALTER TABLE token ADD COLUMN used_at timestamptz;
    ALTER TABLE token ADD PRIMARY KEY (token_hash);
    CREATE UNIQUE INDEX token_access ON token (access_hash);
    CREATE INDEX token_family ON token (family_id);
    CREATE TRIGGER token_announce_update AFTER UPDATE OF used_at, revoked_at ON token
      FOR EACH ROW WHEN (OLD.used_at IS DISTINCT FROM NEW.used_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
      EXECUTE FUNCTION mro_announce_user();
    `,
  );
  await sql.raw(ROTATE_REFRESH).execute(db);
}
