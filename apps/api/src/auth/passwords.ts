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
