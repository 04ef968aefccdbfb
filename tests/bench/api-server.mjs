// The API server as the benchmarks run it: PGlite in memory (or BENCH_DATABASE_URL's PostgreSQL),
// files in a temporary folder (or BENCH_FILE_STORE=postgres: in the database), demo users, no rate limit, no log. Needs `apps/api` built.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../../apps/api/dist/start.js';

export async function startBenchApi(overrides = {}) {
  const fileDir = mkdtempSync(join(tmpdir(), 'mro-bench-'));
  const started = performance.now();
  const { app, ctx } = await startApp(
    {
      dataDir: 'memory://',
      databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
      // BENCH_FILE_STORE=postgres: files and chunks in the database (the cluster's shared store).
      fileStore: process.env.BENCH_FILE_STORE === 'postgres' ? 'postgres' : 'disk',
      fileDir,
      seedDemo: true,
      authRatePerMinute: 1e9,
      production: false,
      ...overrides,
    },
    { logger: false },
  );
  return {
    app,
    ctx,
    /** Milliseconds from the empty database to the seeded, listening-ready app (the first start). */
    startMs: performance.now() - started,
    fileDir,
    close: async () => {
      await app.close();
      rmSync(fileDir, { recursive: true, force: true });
    },
  };
}
