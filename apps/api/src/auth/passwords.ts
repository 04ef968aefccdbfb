// Argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane). The spec's password rules
// (passwordViolations from @mro/rules) are checked before any hash is stored.
import { hash, verify } from '@node-rs/argon2';

/** algorithm 2 = Argon2id (a const enum in the typings, which isolated modules cannot read). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown id cannot be told apart by timing. */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummy, password);
}

/** A password older than this is due for a change (the popup offers "change next time"). */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;
/** "Change next time" quiets the reminder for this long. */
export const PASSWORD_REMIND_LATER_MS = 30 * 86_400_000;

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * pwChangeYn Y asks the portal for the password-change popup; pwChangeForcedYn Y hides its
 * "change next time" (a temporary password; the server refuses other calls until it is changed).
 */
export function passwordReminder(
  user: { pw_change_next_yn: 'Y' | 'N'; pw_changed_at: Date | string; pw_remind_after: Date | string | null },
  now: Date,
): { pwChangeYn: 'Y' | 'N'; pwChangeForcedYn: 'Y' | 'N' } {
  if (user.pw_change_next_yn === 'Y') return { pwChangeYn: 'Y', pwChangeForcedYn: 'Y' };
  const old = now.getTime() - time(user.pw_changed_at)! >= PASSWORD_MAX_AGE_MS;
  const quiet = (time(user.pw_remind_after) ?? 0) > now.getTime();
  return { pwChangeYn: old && !quiet ? 'Y' : 'N', pwChangeForcedYn: 'N' };
}
