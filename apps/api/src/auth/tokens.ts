// Random tokens, stored only as SHA-256 hashes. Access tokens live one hour, refresh tokens one
// day. A refresh token is used once: refreshing issues a new pair in the same family; using a
// spent refresh token again revokes the whole family (reuse detection, RFC 9700 §4.14.2).
// Each token carries its family's id (decision 0080): a family is one row, found by its primary
// key, holding the hashes of its current pair; a refresh rewrites that row in place.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { COOKIE_LIFETIME_MS, SESSION_EXPIRY_MS } from '@mro/rules';
import type { Database } from '../db/schema.ts';

export const ACCESS_TTL_MS = SESSION_EXPIRY_MS;
export const REFRESH_TTL_MS = COOKIE_LIFETIME_MS;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type TokenKind = 'access' | 'refresh';
const KIND_BYTE: Record<TokenKind, number> = { access: 0x61, refresh: 0x72 };

/**
 * A token: its family's id (16 bytes), its kind (one byte) and 31 random bytes, base64url (64
 * characters). Only its SHA-256 hash is stored.
 */
const newToken = (familyId: string, kind: TokenKind) =>
  Buffer.concat([
    Buffer.from(familyId.replaceAll('-', ''), 'hex'),
    Buffer.of(KIND_BYTE[kind]),
    randomBytes(31),
  ]).toString('base64url');

/**
 * The family id a token of this kind names, or null when it is not one (no database read then):
 * an access token never stands for a refresh token or the other way round.
 */
export function familyOf(token: string, kind: TokenKind): string | null {
  if (token.length !== 64 || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes[16] !== KIND_BYTE[kind]) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessExpires: Date;
  refreshExpires: Date;
}

/** A new family (a sign-in): its first pair. */
export async function issueTokens(db: Kysely<Database>, userId: number, system: string, now: Date): Promise<TokenPair> {
  const familyId = randomUUID();
  const { accessToken, refreshToken, accessExpires, refreshExpires } = pairOf(familyId, now);
  // One row per family (decision 0080): its current pair's hashes.
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
      revoked_at: null,
    })
    .execute();
  return { accessToken, refreshToken, accessExpires, refreshExpires };
}

function pairOf(familyId: string, now: Date): TokenPair {
  return {
    accessToken: newToken(familyId, 'access'),
    refreshToken: newToken(familyId, 'refresh'),
    accessExpires: new Date(now.getTime() + ACCESS_TTL_MS),
    refreshExpires: new Date(now.getTime() + REFRESH_TTL_MS),
  };
}

export interface AccessSession {
  userId: number;
  system: string;
  familyId: string;
  /** When the access token runs out (the portal's `sessionExpires`). */
  expiresAt: Date;
}

/** The session of a live access token, or null (unknown, expired, revoked or replaced). */
export async function findAccess(db: Kysely<Database>, token: string, now: Date): Promise<AccessSession | null> {
  const familyId = familyOf(token, 'access');
  if (!familyId) return null;
  const row = await db
    .selectFrom('token')
    .select(['user_id', 'sys_gb_cd', 'family_id', 'access_expires_at', 'revoked_at'])
    .where('family_id', '=', familyId)
    .where('access_hash', '=', sha256(token))
    .executeTakeFirst();
  // Not the family's current access token: a refresh replaced the pair, and it ended with it.
  if (!row || row.revoked_at || new Date(row.access_expires_at) <= now) return null;
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
  const familyId = familyOf(token, 'refresh');
  if (!familyId) return { kind: 'invalid' };
  const rotated = await rotateAtOnce(db, familyId, token, system, now);
  if (rotated) return rotated;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('token')
      .selectAll()
      .where('family_id', '=', familyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at || new Date(row.expires_at) <= now) return { kind: 'invalid' } as const;
    // A refresh token of this live family that is not its current one: an earlier one, spent by
    // a refresh (reuse).
    if (row.token_hash !== sha256(token)) {
      await revokeFamily(tx, row.family_id, now);
      return { kind: 'reused' } as const;
    }
    if (row.sys_gb_cd !== system) return { kind: 'system' } as const;
    // The family's row takes the new pair: the earlier access token ends with it (decision 0080).
    const pair = pairOf(row.family_id, now);
    await tx
      .updateTable('token')
      .set({
        token_hash: sha256(pair.refreshToken),
        access_hash: sha256(pair.accessToken),
        access_expires_at: pair.accessExpires,
        expires_at: pair.refreshExpires,
        created_at: now,
      })
      .where('family_id', '=', row.family_id)
      .execute();
    return { kind: 'ok', pair, userId: row.user_id, system: row.sys_gb_cd } as const;
  });
}

interface Rotation {
  familyId: string;
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
function rotateAtOnce(
  db: Kysely<Database>,
  familyId: string,
  token: string,
  system: string,
  now: Date,
): Promise<RefreshOutcome | null> {
  let lane = waiting.get(db);
  if (!lane) waiting.set(db, (lane = { queue: [], busy: false }));
  const l = lane;
  const done = new Promise<RefreshOutcome | null>((resolve, reject) =>
    l.queue.push({ familyId, tokenHash: sha256(token), system, now, resolve, reject }),
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
        // The same family twice in one batch: the later one goes the slow way once this batch
        // has rotated the family (the same token again is reuse).
        if (seen.has(r.familyId)) {
          again.push(r);
        } else {
          seen.add(r.familyId);
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
  const pairs = batch.map((r) => pairOf(r.familyId, r.now));
  const column = (f: (r: Rotation, i: number) => string) => batch.map(f);
  // Migration 0035's function: each live family of its system whose current refresh token this
  // is takes the new pair (which ends the earlier access token), in one statement of in-place
  // updates whose plan the connection keeps.
  const { rows } = await sql<{ family: string; user_id: number; sys_gb_cd: string }>`
    SELECT * FROM mro_rotate_family(
      ${column((r) => r.familyId)}::text[], ${column((r) => r.tokenHash)}::text[], ${column((r) => r.system)}::text[],
      ${column((r) => r.now.toISOString())}::timestamptz[],
      ${column((_, i) => sha256(pairs[i]!.accessToken))}::text[],
      ${column((_, i) => sha256(pairs[i]!.refreshToken))}::text[],
      ${column((_, i) => pairs[i]!.accessExpires.toISOString())}::timestamptz[],
      ${column((_, i) => pairs[i]!.refreshExpires.toISOString())}::timestamptz[]
    )`.execute(db);
  const rotated = new Map(rows.map((r) => [r.family, r]));
  batch.forEach((r, i) => {
    const row = rotated.get(r.familyId);
    r.resolve(row ? { kind: 'ok', pair: pairs[i]!, userId: row.user_id, system: row.sys_gb_cd } : null);
  });
}

/** Ends a family: its current pair revoked (an earlier one ended with its refresh). */
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
