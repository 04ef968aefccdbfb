// Login restriction after 5 consecutive errors (spec), kept per login id, known or not, so the
// lock reveals nothing about which ids exist. The lock is time-limited (LOCK_MS) so nobody can
// lock someone else out for good, and SMS verification lifts it early.
import type { Kysely } from 'kysely';
import { LOGIN_MAX_ERRORS } from '@mro/rules';
import type { Database } from '../db/schema.ts';

export const LOCK_MS = 30 * 60_000;

export const loginKey = (loginId: string) => loginId.trim().toLowerCase();

/** Minutes left on the lock, or 0. */
export async function lockedMinutes(db: Kysely<Database>, loginId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select(['locked_until'])
    .where('login_key', '=', loginKey(loginId))
    .executeTakeFirst();
  if (!row?.locked_until) return 0;
  const left = new Date(row.locked_until).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts a failure; returns the lock minutes when this failure locked the id. */
export async function recordFailure(db: Kysely<Database>, loginId: string, now: Date): Promise<number> {
  const key = loginKey(loginId);
  const row = await db
    .insertInto('login_attempt')
    .values({ login_key: key, fail_count: 1, locked_until: null, last_fail_at: now })
    .onConflict((oc) =>
      oc.column('login_key').doUpdateSet((eb) => ({
        fail_count: eb('login_attempt.fail_count', '+', 1),
        last_fail_at: now,
      })),
    )
    .returning(['fail_count'])
    .executeTakeFirstOrThrow();
  if (row.fail_count < LOGIN_MAX_ERRORS) return 0;
  await db
    .updateTable('login_attempt')
    .set({ locked_until: new Date(now.getTime() + LOCK_MS), fail_count: 0 })
    .where('login_key', '=', key)
    .execute();
  return LOCK_MS / 60_000;
}

export async function clearFailures(db: Kysely<Database>, loginId: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('login_key', '=', loginKey(loginId)).execute();
}
