// What one instance keeps in memory of the shared data (issue 46, decision 0051): the answers of
// reference-data calls (common codes, menus, item categories, banners, holidays, board pages),
// serialized once with their ETag, and the signed-in request's session and user for a few
// seconds. Every change is announced by PostgreSQL's own triggers (migration 0014) on
// `mro_invalidate`, to every instance: `table:<name>` drops the answers read from that table,
// `user:<id>` the sessions of that user (logout, password change, lock, any change of the user).
// While the listening connection is down, nothing is served from or kept in memory.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle, Listening } from '../db/database.ts';
import { INVALIDATION_CHANNEL } from '../db/migrations/0014_shared_state.ts';

/** A signed-in request's session and user are read again after this long at most. */
export const SESSION_CACHE_MS = 10_000;
/** How long `settle` waits for its own announcement to come back. */
const SETTLE_TIMEOUT_MS = 2_000;
const MAX_ANSWERS = 5_000;
const MAX_SESSIONS = 50_000;

export interface CachedAnswer {
  body: string;
  etag: string;
  tables: readonly string[];
}

interface CachedSession<T> {
  userId: number;
  row: T;
  until: number;
}

export class SharedCache<S = unknown> {
  readonly #answers = new Map<string, CachedAnswer>();
  readonly #sessions = new Map<string, CachedSession<S>>();
  readonly #pings = new Map<string, () => void>();
  #generation = 0;
  #up = false;
  #listening: Listening | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Starts listening on the database's announcements. */
  async start(handle: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.#listening = await handle.listen(
      INVALIDATION_CHANNEL,
      (payload) => this.receive(payload),
      (up) => this.#state(up),
    );
  }

  async close(): Promise<void> {
    this.#up = false;
    await this.#listening?.close();
    this.#listening = null;
  }

  /** Whether memory may be used: the announcements are being heard. */
  get usable(): boolean {
    return this.#up;
  }

  /** Changes with every announcement: a value read before one must not be kept after it. */
  get generation(): number {
    return this.#generation;
  }

  receive(payload: string): void {
    const ping = this.#pings.get(payload);
    if (ping) return ping();
    if (payload.startsWith('ping:')) return;
    this.#generation += 1;
    if (payload.startsWith('table:')) {
      const table = payload.slice('table:'.length);
      for (const [key, answer] of this.#answers) if (answer.tables.includes(table)) this.#answers.delete(key);
    } else if (payload.startsWith('user:')) {
      this.forgetUser(Number(payload.slice('user:'.length)));
    } else {
      this.flush();
    }
  }

  flush(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#sessions.clear();
  }

  #state(up: boolean) {
    // Announcements may have been missed while the connection was down: start from nothing.
    this.flush();
    this.#up = up;
  }

  answer(key: string): CachedAnswer | undefined {
    return this.#up ? this.#answers.get(key) : undefined;
  }

  /** Keeps an answer computed at `generation` unless an announcement came in between. */
  keepAnswer(key: string, body: string, tables: readonly string[], generation: number): CachedAnswer {
    const answer = { body, tables, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
    if (this.#up && generation === this.#generation) {
      if (this.#answers.size >= MAX_ANSWERS) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }

  session(tokenHash: string, now: number): S | undefined {
    if (!this.#up) return undefined;
    const hit = this.#sessions.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > now) return hit.row;
    this.#sessions.delete(tokenHash);
    return undefined;
  }

  keepSession(tokenHash: string, userId: number, row: S, generation: number, now: number): void {
    if (!this.#up || generation !== this.#generation) return;
    if (this.#sessions.size >= MAX_SESSIONS) this.#sessions.clear();
    this.#sessions.set(tokenHash, { userId, row, until: now + SESSION_CACHE_MS });
  }

  forgetUser(userId: number): void {
    this.#generation += 1;
    for (const [key, hit] of this.#sessions) if (hit.userId === userId) this.#sessions.delete(key);
  }

  /**
   * After a session-ending change has committed: this instance forgets the user at once, then
   * waits until its own announcement comes back, by when every listening instance has been sent
   * the change's announcement (PostgreSQL delivers them in commit order), so the caller's next
   * request reaches no instance that still trusts the ended session.
   */
  async settle(userId?: number): Promise<void> {
    if (userId !== undefined) this.forgetUser(userId);
    if (!this.#up) return;
    const payload = `ping:${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      timer.unref();
      this.#pings.set(payload, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${payload})`.execute(this.db);
      await heard;
    } finally {
      this.#pings.delete(payload);
    }
  }
}
