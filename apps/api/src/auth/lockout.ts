// Login restriction after 5 consecutive errors (spec), kept per login id, known or not, so the
// lock reveals nothing about which ids exist. The lock is time-limited (LOCK_MS) so nobody can
// lock someone else out for good, and SMS verification lifts it early.
//
// Contract: however many requests for one id arrive at once, on however many server processes
// sharing the database, at most LOGIN_MAX_ERRORS passwords are evaluated before the lock and none
// while it holds. An attempt is reserved (one conditional upsert, atomic on PostgreSQL and PGlite)
// before the password is hashed: the reservation is refused while the id is locked, or while its
// failures plus the attempts in flight already reach the limit (those could still lock it). Each
// reserved attempt is then settled as a failure (which may lock) or a success (which clears the
// row). A reservation left by a crashed process lapses after RESERVATION_LAPSE_MS. Cost: two
// statements per login, each touching one row by primary key.
import { sql, type Kysely } from 'kysely';
import { LOGIN_MAX_ERRORS } from '@mro/rules';
import type { Database } from '../db/schema.ts';

export const LOCK_MS = 30 * 60_000;
/** A reservation older than this no longer counts (an Argon2 check takes well under a second). */
export const RESERVATION_LAPSE_MS = 60_000;
/** A row of an id nobody tried for this long (and not locked) is removed; so is its count. */
export const IDLE_ATTEMPT_MS = 24 * 3_600_000;

export const loginKey = (loginId: string) => loginId.trim().toLowerCase();

export type Reservation =
  | { kind: 'reserved' }
  /** The id is locked: `minutes` left. */
  | { kind: 'locked'; minutes: number }
  /** As many attempts are being checked as may still fail before the lock: try again shortly. */
  | { kind: 'busy' };

/** Minutes left on the lock, or 0. */
export async function lockedMinutes(db: Kysely<Database>, loginId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select(['locked_until'])
    .where('login_key', '=', loginKey(loginId))
    .executeTakeFirst();
  return minutesLeft(row?.locked_until ?? null, now);
}

function minutesLeft(lockedUntil: Date | string | null, now: Date): number {
  if (!lockedUntil) return 0;
  const left = new Date(lockedUntil).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Reserves one password check for the id, or says why not (nothing is evaluated then). */
export async function reserveAttempt(db: Kysely<Database>, loginId: string, now: Date): Promise<Reservation> {
  const key = loginKey(loginId);
  const lapse = new Date(now.getTime() - RESERVATION_LAPSE_MS);
  // An expired lock starts a fresh count; lapsed reservations count as none.
  const fails = sql`CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= ${now} THEN 0 ELSE a.fail_count END`;
  const pending = sql`CASE WHEN a.reserved_at IS NULL OR a.reserved_at < ${lapse} THEN 0 ELSE a.pending END`;
  const { rows } = await sql<{ pending: number }>`
    INSERT INTO login_attempt AS a (login_key, fail_count, pending, reserved_at, updated_at)
    VALUES (${key}, 0, 1, ${now}, ${now})
    ON CONFLICT (login_key) DO UPDATE SET
      fail_count = ${fails},
      locked_until = CASE WHEN a.locked_until <= ${now} THEN NULL ELSE a.locked_until END,
      pending = ${pending} + 1,
      reserved_at = ${now},
      updated_at = ${now}
    WHERE (a.locked_until IS NULL OR a.locked_until <= ${now})
      AND ${fails} + ${pending} < ${LOGIN_MAX_ERRORS}
    RETURNING a.pending`.execute(db);
  if (rows.length > 0) return { kind: 'reserved' };
  const minutes = await lockedMinutes(db, loginId, now);
  return minutes > 0 ? { kind: 'locked', minutes } : { kind: 'busy' };
}

/** Settles a reserved attempt as a failure; returns the lock minutes when it locked the id. */
export async function recordFailure(
  db: Kysely<Database>,
  loginId: string,
  now: Date,
): Promise<{ lockedMinutes: number; attemptsLeft: number }> {
  const key = loginKey(loginId);
  const until = new Date(now.getTime() + LOCK_MS);
  // The row may be gone (a success or an SMS unlock cleared it meanwhile): the count starts anew.
  const { rows } = await sql<{ locked_until: Date | string | null; fail_count: number }>`
    INSERT INTO login_attempt AS a (login_key, fail_count, pending, last_fail_at, updated_at)
    VALUES (${key}, 1, 0, ${now}, ${now})
    ON CONFLICT (login_key) DO UPDATE SET
      pending = GREATEST(a.pending - 1, 0),
      fail_count = a.fail_count + 1,
      locked_until = CASE WHEN a.fail_count + 1 >= ${LOGIN_MAX_ERRORS} THEN ${until} ELSE a.locked_until END,
      last_fail_at = ${now},
      updated_at = ${now}
    RETURNING a.locked_until, a.fail_count`.execute(db);
  const failures = Number(rows[0]?.fail_count ?? LOGIN_MAX_ERRORS);
  return {
    lockedMinutes: minutesLeft(rows[0]?.locked_until ?? null, now),
    attemptsLeft: Math.max(0, LOGIN_MAX_ERRORS - failures),
  };
}

/** A success (or an SMS unlock): the count, the lock and the id's reservations end. */
export async function clearFailures(db: Kysely<Database>, loginId: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('login_key', '=', loginKey(loginId)).execute();
}

/**
 * Removes the rows of ids nobody tried for IDLE_ATTEMPT_MS and that are not locked, so guesses at
 * unknown ids do not grow the table without bound. The login route calls it at most once a minute.
 */
export async function pruneAttempts(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('login_attempt')
    .where('updated_at', '<', new Date(now.getTime() - IDLE_ATTEMPT_MS))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
