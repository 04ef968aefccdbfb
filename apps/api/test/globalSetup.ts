// Once per `api` run: a migrated, seeded embedded database (the demo data as of START, before the
// file store's demo files), dumped to a file that every test server starts from (helpers.ts).
// PGlite's initdb costs 4-6 s per server on this machine; loading the dump about 1.4 s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, migrate } from '../src/db/database.ts';
import { seedDatabase } from '../src/seeds/index.ts';
import { START, TEST_CATALOG_ITEMS } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump's path; empty when the run uses PostgreSQL (MRO_TEST_DATABASE_URL). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.MRO_TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'mro-api-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, { demoUsers: true, now: START, catalogItems: TEST_CATALOG_ITEMS });
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
