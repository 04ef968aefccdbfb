import { sql, type Kysely } from 'kysely';

/**
 * The reference tables whose every change is announced (read caches, issue 46), as this migration
 * made their triggers: history, kept here; the cache's live list is cache/announced.ts.
 */
const ANNOUNCED_TABLES = [
  'common_code',
  'menu',
  'menu_role',
  'menu_event',
  'banner',
  'item_category',
  'holiday',
  'board_post',
  'system',
  'setting',
] as const;

/** The channel every change is announced on (decision 0051; cache/announced.ts names it for the listeners). */
const INVALIDATION_CHANNEL = 'mro_invalidate';

/**
 * What several instances share beyond the data (decision 0051): every change of a reference table
 * and every session-ending change (a token revoked or deleted, a user row changed: logout,
 * password change, lock) announced by PostgreSQL itself on `mro_invalidate`, whatever code path
 * made it; the shared file store's tables (stored files and the chunks of open uploads, decision
 * 0052) and the shared rate-limit counters (decision 0053). The embedded default uses the triggers
 * only (its files stay in the local folder, its counters in memory).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION mro_announce_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${INVALIDATION_CHANNEL}', 'table:' || TG_TABLE_NAME);
  RETURN NULL;
END $$`,
    )
    .execute(db);
  // A user row changed, or a token revoked or deleted: that user's sessions are read again.
  await sql
    .raw(
      `CREATE FUNCTION mro_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${INVALIDATION_CHANNEL}', 'user:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('${INVALIDATION_CHANNEL}', 'user:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$`,
    )
    .execute(db);
  for (const table of ANNOUNCED_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION mro_announce_table()`,
      )
      .execute(db);
  }
  // Tokens change in batches (a refresh rotates many at once): one call per statement, each user
  // whose token was revoked or deleted announced once.
  await sql
    .raw(
      `CREATE FUNCTION mro_announce_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${INVALIDATION_CHANNEL}', 'user:' || u.user_id) FROM (SELECT DISTINCT user_id FROM gone) u;
  ELSE
    PERFORM pg_notify('${INVALIDATION_CHANNEL}', 'user:' || u.user_id)
    FROM (SELECT DISTINCT n.user_id FROM fresh n JOIN stale o USING (token_hash)
          WHERE n.revoked_at IS DISTINCT FROM o.revoked_at) u;
  END IF;
  RETURN NULL;
END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER token_announce_update AFTER UPDATE ON token
       REFERENCING OLD TABLE AS stale NEW TABLE AS fresh
       FOR EACH STATEMENT EXECUTE FUNCTION mro_announce_revoked()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER token_announce_delete AFTER DELETE ON token
       REFERENCING OLD TABLE AS gone
       FOR EACH STATEMENT EXECUTE FUNCTION mro_announce_revoked()`,
    )
    .execute(db);
  // A refresh ends its family's live access tokens: found through the live ones only, not every
  // token the family ever had (a session refreshed all day has hundreds).
  await sql
    .raw(`CREATE INDEX token_live_access ON token (family_id) WHERE kind = 'access' AND revoked_at IS NULL`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER app_user_announce AFTER UPDATE OR DELETE ON app_user
       FOR EACH ROW EXECUTE FUNCTION mro_announce_user()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE file_blob (
        store_nm text PRIMARY KEY,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE upload_part (
        uuid text NOT NULL,
        chunk_index integer NOT NULL,
        sha256 text NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (uuid, chunk_index)
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE rate_limit_hit (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ANNOUNCED_TABLES) await sql.raw(`DROP TRIGGER ${table}_announce ON ${table}`).execute(db);
  await sql.raw(`DROP INDEX token_live_access`).execute(db);
  await sql.raw(`DROP TRIGGER token_announce_update ON token`).execute(db);
  await sql.raw(`DROP TRIGGER token_announce_delete ON token`).execute(db);
  await sql.raw(`ALTER TABLE token SET LOGGED`).execute(db);
  await sql.raw(`DROP TRIGGER app_user_announce ON app_user`).execute(db);
  await sql
    .raw(`DROP FUNCTION mro_announce_table(); DROP FUNCTION mro_announce_user(); DROP FUNCTION mro_announce_revoked()`)
    .execute(db);
  await sql.raw(`DROP TABLE file_blob; DROP TABLE upload_part; DROP TABLE rate_limit_hit`).execute(db);
}
