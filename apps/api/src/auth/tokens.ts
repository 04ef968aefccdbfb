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
  // One row per pair (decision 0063): the access token lives while its row is unspent.
  await db
    .insertInto('token')
    .values({
      token_hash: sha256(refreshToken),
      access_hash: sha256(accessToken),
      user_id: userId,
      sys_gb_cd: system,
      family_id: familyId,
      access_expires_at: accessExpires,
      expires_at: refreshExpires,
      created_at: now,
      used_at: null,
      revoked_at: null,
    })
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
    .select(['user_id', 'sys_gb_cd', 'family_id', 'access_expires_at', 'used_at', 'revoked_at'])
    .where('access_hash', '=', sha256(token))
    .executeTakeFirst();
  // Spent: a refresh replaced the pair, and the access token ended with it.
  if (!row || row.revoked_at || row.used_at || new Date(row.access_expires_at) <= now) return null;
  return {
    userId: row.user_id,
    system: row.sys_gb_cd,
    familyId: row.family_id,
    expiresAt: new Date(row.access_expires_at),
  };
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
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || new Date(row.expires_at) <= now) return { kind: 'invalid' } as const;
    if (row.used_at) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: 'reused' } as const;
    }
    if (row.sys_gb_cd !== system) return { kind: 'system' } as const;
    // Spent: the access token issued with it ends too (decision 0063).
    await tx.updateTable('token').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
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
  // Migration 0022's function: spends each live, unused refresh token of its system (which ends
  // the access token of its pair) and writes the new pair, in one statement whose plan the
  // connection keeps.
  const { rows } = await sql<{ spent_hash: string; spent_user: number; spent_system: string }>`
    SELECT * FROM mro_rotate_refresh(
      ${column((r) => r.tokenHash)}::text[], ${column((r) => r.system)}::text[],
      ${column((r) => r.now.toISOString())}::timestamptz[],
      ${column((_, i) => sha256(pairs[i]!.accessToken))}::text[],
      ${column((_, i) => sha256(pairs[i]!.refreshToken))}::text[],
      ${column((_, i) => pairs[i]!.accessExpires.toISOString())}::timestamptz[],
      ${column((_, i) => pairs[i]!.refreshExpires.toISOString())}::timestamptz[]
    )`.execute(db);
  const spent = new Map(rows.map((r) => [r.spent_hash, { user_id: r.spent_user, sys_gb_cd: r.spent_system }]));
  batch.forEach((r, i) => {
    const row = spent.get(r.tokenHash);
    r.resolve(row ? { kind: 'ok', pair: pairs[i]!, userId: row.user_id, system: row.sys_gb_cd } : null);
  });
}

/**
 * Ends a family: its live pair revoked (a spent pair's tokens ended already; presented again, a
 * spent refresh token is reuse and changes nothing more).
 */
export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('token')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .execute();
}

/** Logout everywhere (password change): every token of the user. */
export async function revokeUser(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('token')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The spec's file-list key `k` ("hash key derived from access token"). Page scripts never see the
 * token (HttpOnly cookie), so the server hands this key out with the session instead.
 */
export const fileKeyOf = (accessToken: string) => sha256(`file-key:${accessToken}`).slice(0, 32);
