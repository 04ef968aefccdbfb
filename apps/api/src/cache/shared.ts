// What one instance keeps in memory of the shared data (issue 46, decision 0051): the answers of
// reference-data calls (common codes, menus, item categories, banners, holidays, board pages),
// serialized once with their ETag, and the signed-in request's session and user for a few
// seconds. Every change is announced by PostgreSQL's own triggers (migration 0014) on
// `mro_invalidate`, to every instance: `table:<name>` drops the answers read from that table,
// `user:<id>` the sessions of that user (logout, password change, lock, any change of the user).
// While the listening connection is down, nothing is served from or kept in memory.
import { createHash, randomUUID } from 'node:crypto';
import {
  AliasNode,
  DeleteQueryNode,
  sql,
  TableNode,
  UpdateQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle, Listening } from '../db/database.ts';
import { INVALIDATION_CHANNEL } from './announced.ts';

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

  #current: Promise<void> | null = null;
  #next: Promise<void> | null = null;

  /**
   * Resolves once this instance has heard every announcement committed before the call, so a
   * value still kept afterwards is current (a logout or a change committed on another instance
   * is seen "at once"). One round trip on the listening connection serves every request that
   * asks while it is under way (a request arriving during one waits for the next); free with
   * PGlite. Rejects while the announcements are not heard (then memory is not used).
   */
  heardAll(): Promise<void> {
    const listening = this.#listening;
    if (!listening) return Promise.reject(new Error('not listening'));
    const start = () => {
      const run: Promise<void> = listening.barrier().finally(() => {
        if (this.#current === run) this.#current = null;
      });
      this.#current = run;
      return run;
    };
    if (!this.#current) return start();
    this.#next ??= this.#current
      .catch(() => undefined)
      .then(() => {
        this.#next = null;
        return start();
      });
    return this.#next;
  }

  /** A kept answer that is current (every announcement before the call heard), or undefined. */
  currentAnswer(key: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined> {
    const kept = this.answer(key);
    if (!kept || this.#listening?.immediate) return kept;
    return this.heardAll().then(
      () => this.answer(key),
      () => undefined,
    );
  }

  /** A kept session that is current, or undefined. */
  currentSession(tokenHash: string, now: number): S | undefined | Promise<S | undefined> {
    const kept = this.session(tokenHash, now);
    if (!kept || this.#listening?.immediate) return kept;
    return this.heardAll().then(
      () => this.session(tokenHash, now),
      () => undefined,
    );
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

  /** Every kept session (this instance changed a session or a user). */
  forgetSessions(): void {
    this.#generation += 1;
    this.#sessions.clear();
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

/** The table a statement writes, when it is an UPDATE or a DELETE of one table. */
function writtenTable(node: RootOperationNode): string | null {
  const nameOf = (table: OperationNode | undefined): string | null => {
    if (!table) return null;
    if (TableNode.is(table)) return table.table.identifier.name;
    if (AliasNode.is(table)) return nameOf(table.node);
    return null;
  };
  if (UpdateQueryNode.is(node)) return nameOf(node.table);
  if (DeleteQueryNode.is(node)) return nameOf(node.from.froms[0]);
  return null;
}

/**
 * This instance's own writes of sessions or users (logout, system choice, language, status…):
 * its kept sessions are dropped as soon as the statement returns, before the call answers, so
 * the caller's next request here never meets the old session. Other instances learn it from the
 * database's announcement (the triggers of migration 0014).
 */
export function sessionWrites(cache: SharedCache): KyselyPlugin {
  const marked = new WeakSet<QueryId>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const table = writtenTable(args.node);
      if (table === 'token' || table === 'app_user') marked.add(args.queryId);
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (marked.has(args.queryId)) cache.forgetSessions();
      return args.result;
    },
  };
}
