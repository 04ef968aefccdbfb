// Kysely's PostgreSQL dialect on top of PGlite (embedded PostgreSQL in WebAssembly). PGlite has one
// connection, so connections are handed out one at a time: a transaction keeps it until it ends
// and other queries wait, exactly like a pool of size one.
import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';

const COMMAND = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i;

export function pgliteDialect(pglite: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();
  const pool: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return {
        async query(sql: string, parameters: readonly unknown[]) {
          const result = await pglite.query(sql, parameters as unknown[]);
          const command = (COMMAND.exec(sql)?.[1] ?? 'SELECT').toUpperCase();
          return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
        },
        release: () => release(),
      } as unknown as PostgresPoolClient;
    },
    async end() {
      await pglite.close();
    },
  };
  return new PostgresDialect({ pool });
}
