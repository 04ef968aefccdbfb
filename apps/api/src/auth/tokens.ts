// Opaque random tokens, stored only as SHA-256 hashes. Access tokens live one hour, refresh tokens
// one day. A refresh token is used once: refreshing issues a new pair in the same family; using a
// spent refresh token again revokes the whole family (reuse detection, RFC 9700 §4.14.2).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
