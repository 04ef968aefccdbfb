// Rate-limit counters in the database every instance shares (RATE_LIMIT_STORE=postgres, decision
// 0053): a call's limit is counted once for all instances, so three instances do not allow three
// times the limit. One upsert per limited call (sign-in, OTP, refresh, anonymous uploads…); the
// window starts at the first hit, as @fastify/rate-limit's own store does.
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are deleted once in this many hits. */
const SWEEP_EVERY = 1000;

/** The store class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export function postgresRateStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let hits = 0;
  return class PostgresRateStore {
    readonly #prefix: string;

    constructor(params: object = {}) {
      // At run time a route's child gets the merged options with `routeInfo` (the route).
      const info = (params as RouteParams).routeInfo;
      this.#prefix = info?.url ? `${[info.method].flat().join(',')} ${info.url}|` : '';
    }

    incr(key: string, done: Done, timeWindow: number): void {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) {
        void sql`DELETE FROM rate_limit_hit WHERE reset_at < now() - interval '1 hour'`.execute(db).catch(() => {});
      }
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hit (key, hits, reset_at)
        VALUES (${this.#prefix + key}, 1, clock_timestamp() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hit.reset_at <= clock_timestamp() THEN 1 ELSE rate_limit_hit.hits + 1 END,
          reset_at = CASE WHEN rate_limit_hit.reset_at <= clock_timestamp() THEN excluded.reset_at
                          ELSE rate_limit_hit.reset_at END
        RETURNING hits, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000)::integer AS ttl`
        .execute(db)
        .then(
          ({ rows }) => done(null, { current: Number(rows[0]!.hits), ttl: Math.max(0, Number(rows[0]!.ttl)) }),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(params: object) {
      return new PostgresRateStore(params);
    }

    /** A snapshot without counting (`{ increment: false }`), as the plugin's stores offer. */
    read(key: string, done: Done): void {
      sql<{ hits: number; ttl: number }>`
        SELECT hits, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000)::integer AS ttl
        FROM rate_limit_hit WHERE key = ${this.#prefix + key} AND reset_at > clock_timestamp()`
        .execute(db)
        .then(
          ({ rows }) =>
            done(null, { current: Number(rows[0]?.hits ?? 0), ttl: Math.max(0, Number(rows[0]?.ttl ?? 0)) }),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
    }
  };
}
