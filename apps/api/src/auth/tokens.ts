// Opaque random tokens, stored only as SHA-256 hashes. Access tokens live one hour, refresh tokens
// one day. A refresh token is used once: refreshing issues a new pair in the same family; using a
// spent refresh token again revokes the whole family (reuse detection, RFC 9700 §4.14.2).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { COOKIE_LIFETIME_MS, SESSION_EXPIRY_MS } from '@mro/rules';
import type { Database } from '../db/schema.ts';

export const ACCESS_TTL_MS = SESSION_EXPIRY_MS;
export const REFRESH_TTL_MS = COOKIE_LIFETIME_MS;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessExpires: Date;
  refreshExpires: Date;
}

export async function issueTokens(
  db: Kysely<Database>,
  userId: number,
  system: string,
  now: Date,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpires = new Date(now.getTime() + ACCESS_TTL_MS);
  const refreshExpires = new Date(now.getTime() + REFRESH_TTL_MS);
  const row = {
    user_id: userId,
    sys_gb_cd: system,
    family_id: familyId,
    created_at: now,
    used_at: null,
    revoked_at: null,
  };
  await db
    .insertInto('token')
    .values([
      { ...row, token_hash: sha256(accessToken), kind: 'access', expires_at: accessExpires },
      { ...row, token_hash: sha256(refreshToken), kind: 'refresh', expires_at: refreshExpires },
    ])
    .execute();
  return { accessToken, refreshToken, accessExpires, refreshExpires };
}

export interface AccessSession {
  userId: number;
  system: string;
  familyId: string;
  /** When the access token runs out (the portal's `sessionExpires`). */
  expiresAt: Date;
}

/** The session of a live access token, or null (unknown, expired or revoked). */
export async function findAccess(db: Kysely<Database>, token: string, now: Date): Promise<AccessSession | null> {
  const row = await db
    .selectFrom('token')
    .select(['user_id', 'sys_gb_cd', 'family_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'access')
    .executeTakeFirst();
  if (!row || row.revoked_at || new Date(row.expires_at) <= now) return null;
  return { userId: row.user_id, system: row.sys_gb_cd, familyId: row.family_id, expiresAt: new Date(row.expires_at) };
}

export type RefreshOutcome =
  | { kind: 'ok'; pair: TokenPair; userId: number; system: string }
  | { kind: 'invalid' }
  | { kind: 'reused' }
  /** The token is valid but for another system: left as it was (still usable there). */
  | { kind: 'system' };

/**
 * Rotates a refresh token; a second use of the same token revokes its family. A token of another
 * system than `system` is refused before anything changes, so a call with the wrong x-system does
 * not end the session.
 */
export async function rotateRefresh(
  db: Kysely<Database>,
  token: string,
  system: string,
  now: Date,
): Promise<RefreshOutcome> {
  const rotated = await rotateAtOnce(db, token, system, now);
  if (rotated) return rotated;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('token')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .where('kind', '=', 'refresh')
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || new Date(row.expires_at) <= now) return { kind: 'invalid' } as const;
    if (row.used_at) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: 'reused' } as const;
    }
    if (row.sys_gb_cd !== system) return { kind: 'system' } as const;
    await tx.updateTable('token').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
    // The access tokens issued before this refresh end with it.
    await tx
      .updateTable('token')
      .set({ revoked_at: now })
      .where('family_id', '=', row.family_id)
      .where('kind', '=', 'access')
      .where('revoked_at', 'is', null)
      .execute();
    const pair = await issueTokens(tx, row.user_id, row.sys_gb_cd, now, row.family_id);
    return { kind: 'ok', pair, userId: row.user_id, system: row.sys_gb_cd } as const;
  });
}

interface Rotation {
  tokenHash: string;
  system: string;
  now: Date;
  resolve: (outcome: RefreshOutcome | null) => void;
  reject: (error: unknown) => void;
}

/** Refreshes waiting for the statement in flight to end: they go together in the next one. */
const waiting = new WeakMap<Kysely<Database>, { queue: Rotation[]; busy: boolean }>();
const MAX_BATCH = 200;

/**
 * The usual case, batched (group commit): a live, unused refresh token of this system is spent,
 * its family's access tokens end and the new pair is written, for every refresh that arrived
 * while the previous statement ran, in one statement (one write instead of six round trips each).
 * Anything else (unknown, spent, expired, another system's) changes nothing and gets null: the
 * transaction above then tells which case it is. Two uses of one token at once: one spends it
 * (the other is left out of the batch, or finds the row spent under its lock), the other is reuse.
 */
function rotateAtOnce(db: Kysely<Database>, token: string, system: string, now: Date): Promise<RefreshOutcome | null> {
  let lane = waiting.get(db);
  if (!lane) waiting.set(db, (lane = { queue: [], busy: false }));
  const l = lane;
  const done = new Promise<RefreshOutcome | null>((resolve, reject) =>
    l.queue.push({ tokenHash: sha256(token), system, now, resolve, reject }),
  );
  // Started after the current I/O phase: PGlite runs a statement without yielding, so the
  // requests read in the same phase would otherwise each find the lane free and go alone.
  if (!l.busy) {
    l.busy = true;
    setImmediate(() => void drain(db, l));
  }
  return done;
}

async function drain(db: Kysely<Database>, lane: { queue: Rotation[]; busy: boolean }) {
  try {
    while (lane.queue.length) {
      const batch = lane.queue.splice(0, MAX_BATCH);
      const seen = new Set<string>();
      const unique: Rotation[] = [];
      const again: Rotation[] = [];
      for (const r of batch) {
        // The same token twice in one batch: the later one goes the slow way once this batch
        // has spent the token (it is reuse).
        if (seen.has(r.tokenHash)) {
          again.push(r);
        } else {
          seen.add(r.tokenHash);
          unique.push(r);
        }
      }
      await rotateBatch(db, unique).catch((error: unknown) => unique.forEach((r) => r.reject(error)));
      for (const r of again) r.resolve(null);
    }
  } finally {
    lane.busy = false;
  }
}

async function rotateBatch(db: Kysely<Database>, batch: Rotation[]): Promise<void> {
  const pairs = batch.map((r) => ({
    accessToken: newToken(),
    refreshToken: newToken(),
    accessExpires: new Date(r.now.getTime() + ACCESS_TTL_MS),
    refreshExpires: new Date(r.now.getTime() + REFRESH_TTL_MS),
  }));
  const column = (f: (r: Rotation, i: number) => string) => batch.map(f);
  const { rows } = await sql<{ token_hash: string; user_id: number; sys_gb_cd: string }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((r) => r.tokenHash)}::text[], ${column((r) => r.system)}::text[],
        ${column((r) => r.now.toISOString())}::timestamptz[],
        ${column((_, i) => sha256(pairs[i]!.accessToken))}::text[],
        ${column((_, i) => sha256(pairs[i]!.refreshToken))}::text[],
        ${column((_, i) => pairs[i]!.accessExpires.toISOString())}::timestamptz[],
        ${column((_, i) => pairs[i]!.refreshExpires.toISOString())}::timestamptz[]
      ) AS i (token_hash, sys_gb_cd, at, access_hash, refresh_hash, access_expires, refresh_expires)
    ), spent AS (
      UPDATE token t SET used_at = i.at
      FROM input i
      WHERE t.token_hash = i.token_hash AND t.kind = 'refresh' AND t.used_at IS NULL
        AND t.revoked_at IS NULL AND t.expires_at > i.at AND t.sys_gb_cd = i.sys_gb_cd
      RETURNING t.token_hash, t.user_id, t.sys_gb_cd, t.family_id, i.at, i.access_hash, i.refresh_hash,
        i.access_expires, i.refresh_expires
    ), ended AS (
      UPDATE token t SET revoked_at = s.at
      FROM spent s
      WHERE t.family_id = s.family_id AND t.kind = 'access' AND t.revoked_at IS NULL
    ), issued AS (
      INSERT INTO token (token_hash, kind, user_id, sys_gb_cd, family_id, expires_at, created_at)
      SELECT access_hash, 'access', user_id, sys_gb_cd, family_id, access_expires, at FROM spent
      UNION ALL
      SELECT refresh_hash, 'refresh', user_id, sys_gb_cd, family_id, refresh_expires, at FROM spent
    )
    SELECT token_hash, user_id, sys_gb_cd FROM spent`.execute(db);
  const spent = new Map(rows.map((r) => [r.token_hash, r]));
  batch.forEach((r, i) => {
    const row = spent.get(r.tokenHash);
    r.resolve(row ? { kind: 'ok', pair: pairs[i]!, userId: row.user_id, system: row.sys_gb_cd } : null);
  });
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('token')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout everywhere (password change): every token of the user. */
export async function revokeUser(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('token')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The spec's file-list key `k` ("hash key derived from access token"). Page scripts never see the
 * token (HttpOnly cookie), so the server hands this key out with the session instead.
 */
export const fileKeyOf = (accessToken: string) => sha256(`file-key:${accessToken}`).slice(0, 32);
