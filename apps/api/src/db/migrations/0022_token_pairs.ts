import { sql, type Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * A sign-in's or refresh's token pair in one row (decision 0063): `token_hash` is the refresh
 * token's hash, `access_hash` the access token's issued with it. The access token lives while its
 * row is neither spent (`used_at`, the refresh that replaced the pair) nor revoked and
 * `access_expires_at` is ahead, so a refresh ends the earlier access token by spending its row:
 * one update and one insert instead of two updates and two inserts. The usual refresh runs as a
 * PL/pgSQL function, whose plan each connection keeps (the statement was planned on every call).
 * A spent or revoked row is announced per row (the access token it carries ended).
 */
/** The batched rotation of this migration's schema (migration 0035's `down` restores it). */
export const ROTATE_REFRESH = `CREATE FUNCTION mro_rotate_refresh(
        p_hash text[], p_system text[], p_at timestamptz[], p_access text[], p_refresh text[],
        p_access_expires timestamptz[], p_refresh_expires timestamptz[]
      ) RETURNS TABLE (spent_hash text, spent_user integer, spent_system text) LANGUAGE plpgsql AS $$
      BEGIN
        RETURN QUERY
        WITH input AS (
          SELECT * FROM unnest(p_hash, p_system, p_at, p_access, p_refresh, p_access_expires, p_refresh_expires)
            AS i (token_hash, sys_gb_cd, at, access_hash, refresh_hash, access_expires, refresh_expires)
        ), spent AS (
          UPDATE token t SET used_at = i.at
          FROM input i
          WHERE t.token_hash = i.token_hash AND t.used_at IS NULL AND t.revoked_at IS NULL
            AND t.expires_at > i.at AND t.sys_gb_cd = i.sys_gb_cd
          RETURNING t.token_hash, t.user_id, t.sys_gb_cd, t.family_id, i.at, i.access_hash, i.refresh_hash,
            i.access_expires, i.refresh_expires
        ), issued AS (
          INSERT INTO token (token_hash, access_hash, user_id, sys_gb_cd, family_id, access_expires_at, expires_at, created_at)
          SELECT s.refresh_hash, s.access_hash, s.user_id, s.sys_gb_cd, s.family_id, s.access_expires,
            s.refresh_expires, s.at
          FROM spent s
        )
        SELECT s.token_hash, s.user_id, s.sys_gb_cd FROM spent s;
      END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE token ADD COLUMN access_hash text, ADD COLUMN access_expires_at timestamptz;
    UPDATE token r SET access_hash = a.token_hash, access_expires_at = a.expires_at
      FROM token a
      WHERE r.kind = 'refresh' AND a.kind = 'access' AND a.family_id = r.family_id AND a.created_at = r.created_at;
    UPDATE token SET access_hash = 'none:' || token_hash, access_expires_at = created_at
      WHERE kind = 'refresh' AND access_hash IS NULL;
    DELETE FROM token WHERE kind = 'access';
    DROP INDEX token_live_access;
    ALTER TABLE token DROP COLUMN kind,
      ALTER COLUMN access_hash SET NOT NULL, ALTER COLUMN access_expires_at SET NOT NULL;
    CREATE UNIQUE INDEX token_access ON token (access_hash);
    DROP TRIGGER token_announce_update ON token;
    CREATE TRIGGER token_announce_update AFTER UPDATE OF used_at, revoked_at ON token
      FOR EACH ROW WHEN (OLD.used_at IS DISTINCT FROM NEW.used_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
      EXECUTE FUNCTION mro_announce_user();
    `,
  );
  // Its own statement: the body's semicolons are not statement ends.
  await sql.raw(ROTATE_REFRESH).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP FUNCTION mro_rotate_refresh;
    DROP TRIGGER token_announce_update ON token;
    CREATE TRIGGER token_announce_update AFTER UPDATE ON token
      REFERENCING OLD TABLE AS stale NEW TABLE AS fresh
      FOR EACH STATEMENT EXECUTE FUNCTION mro_announce_revoked();
    DROP INDEX token_access;
    ALTER TABLE token ADD COLUMN kind text NOT NULL DEFAULT 'refresh' CHECK (kind IN ('access', 'refresh'));
    ALTER TABLE token ALTER COLUMN kind DROP DEFAULT,
      ALTER COLUMN access_hash DROP NOT NULL, ALTER COLUMN access_expires_at DROP NOT NULL;
    INSERT INTO token (token_hash, kind, user_id, sys_gb_cd, family_id, expires_at, used_at, revoked_at, created_at)
      SELECT access_hash, 'access', user_id, sys_gb_cd, family_id, access_expires_at, NULL,
        CASE WHEN used_at IS NOT NULL THEN used_at ELSE revoked_at END, created_at
      FROM token WHERE access_hash NOT LIKE 'none:%';
    ALTER TABLE token DROP COLUMN access_hash, DROP COLUMN access_expires_at;
    CREATE INDEX token_live_access ON token (family_id) WHERE kind = 'access' AND revoked_at IS NULL;
    `,
  );
}
