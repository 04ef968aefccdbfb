// The end-to-end run's server: the built portal on the real API server (npm run portal), on a
// throw-away data folder made anew for each run (PGlite, seeded with the demo accounts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const data = mkdtempSync(join(tmpdir(), 'mro-e2e-'));
process.env.DATA_DIR = join(data, 'db');
process.env.FILE_DIR = join(data, 'files');
process.env.LOG_LEVEL ??= 'warn';
process.env.AUTH_RATE_PER_MINUTE ??= '1000';
// The catalogue: 5,000 items (every product family and option) start the server in seconds; the
// demo's 100,000 are the benchmark's (npm run bench:portal).
process.env.CATALOG_SEED_ITEMS ??= '5000';
// The DEV system's component catalogue: a small fixture of Storybook's output (an index of two
// components and a page), the same whether or not storybook-static/ was built before the run.
process.env.STORYBOOK_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'catalogue');
for (const signal of ['SIGINT', 'SIGTERM', 'exit']) {
  process.on(signal, () => {
    rmSync(data, { recursive: true, force: true });
    if (signal !== 'exit') process.exit(0);
  });
}
await import('../../apps/portal/serve.mjs');
