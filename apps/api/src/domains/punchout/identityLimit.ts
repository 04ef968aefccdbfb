// Punch-out's limit per procurement-system credential (decision 0085): a network's gateway sends
// many customers' documents from a few addresses, so the per-address limit is only a coarse outer
// bound and the real one counts the credential the document names (its From/Sender identity, or
// OCI's username), before the shared secret is checked (a secret cannot be guessed faster by
// spreading the guesses over addresses). Counted where the other limits are (decision 0053): in
// the shared database with RATE_LIMIT_STORE=postgres, else in this process's memory.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { postgresRateStore } from '../../http/sharedRateLimit.ts';

export const PUNCHOUT_WINDOW_MS = 60_000;
/** How many times the per-credential limit one address may send (the outer bound). */
export const ADDRESS_BOUND_FACTOR = 20;

export interface IdentityLimiter {
  /** Counts one call of this credential: whether it is within the limit, and the seconds until the window resets. */
  hit(identity: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** The key of a claimed credential: its domain and identity as sent, case-folded (one customer, one count). */
export const identityKey = (domain: string, identity: string) =>
  `punchout-identity|${domain.trim().toLowerCase()}|${identity.trim().toLowerCase()}`;

export function identityLimiter(
  store: 'memory' | 'postgres',
  db: Kysely<Database>,
  max: number,
  now: () => number = Date.now,
): IdentityLimiter {
  if (store === 'postgres') {
    const shared = new (postgresRateStore(db))({});
    return {
      hit: (key) =>
        new Promise((resolve, reject) =>
          shared.incr(
            key,
            (error, result) =>
              error || !result
                ? reject(error ?? new Error('no count'))
                : resolve({ allowed: result.current <= max, retryAfterSeconds: Math.ceil(result.ttl / 1000) }),
            PUNCHOUT_WINDOW_MS,
            max,
          ),
        ),
    };
  }
  const counts = new Map<string, { hits: number; resetAt: number }>();
  return {
    async hit(key) {
      const t = now();
      if (counts.size > 10_000) for (const [k, v] of counts) if (v.resetAt <= t) counts.delete(k);
      const current = counts.get(key);
      const entry = current && current.resetAt > t ? current : { hits: 0, resetAt: t + PUNCHOUT_WINDOW_MS };
      entry.hits += 1;
      counts.set(key, entry);
      return { allowed: entry.hits <= max, retryAfterSeconds: Math.ceil((entry.resetAt - t) / 1000) };
    },
  };
}
