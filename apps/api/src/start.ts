// Opens the database, migrates, seeds on first start and builds the app: shared by server.ts and
// the tests (which pass dataDir 'memory://' and their own clock).
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, migrate, type DatabaseHandle } from './db/database.ts';
import { seedDatabase, serverSecret, seedBoardFiles, seedReturnFiles, type SeedResult } from './seeds/index.ts';
import { buildApp, type BuildOptions } from './app.ts';
import { outboxMail, smsFor, type SmsProvider } from './auth/sms.ts';
import type { AppContext } from './context.ts';
import { SharedCache, sessionWrites } from './cache/shared.ts';

export interface Started {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  seeded: SeedResult;
  /** Where SMS go: the gateway, the development outbox, nowhere (production without a gateway). */
  smsKind: 'webhook' | 'outbox' | 'disabled' | 'custom';
}

export interface StartOptions extends BuildOptions {
  now?: () => Date;
  sms?: SmsProvider;
  /**
   * An embedded database to start from (PGlite's `dumpDataDir()` of a migrated and seeded one,
   * before the file store's demo files: the tests' shared template). Its file store is new, so
   * the demo files are stored as after a first seed.
   */
  template?: Blob;
}

export async function startApp(overrides: Partial<Config> = {}, options: StartOptions = {}): Promise<Started> {
  const config = { ...loadConfig(), ...overrides };
  const database = await openDatabase({ ...config, template: options.template });
  await migrate(database.db);
  const now = options.now ?? (() => new Date());
  const seeded = await seedDatabase(database.db, {
    demoUsers: config.seedDemo,
    now: now(),
    catalogItems: config.catalogSeedItems,
  });
  let app: FastifyInstance | null = null;
  const sms = smsFor(config, database.db, () => app!.log, now);
  const cache = new SharedCache(database.db);
  const ctx: AppContext = {
    // Writes of sessions and users drop this instance's kept sessions at once (cache/shared.ts).
    db: database.db.withPlugin(sessionWrites(cache)),
    config,
    now,
    sms: options.sms ?? sms.sms,
    mail: outboxMail(database.db, () => app!.log, now),
    secret: await serverSecret(database.db),
    cache,
  };
  await ctx.cache.start(database);
  // The demo files (reference room, return requests) need the file store: once, after the first seed.
  if (seeded.seeded || options.template) {
    await seedBoardFiles(ctx);
    await seedReturnFiles(ctx);
  }
  app = await buildApp(ctx, options);
  app.addHook('onClose', async () => {
    await ctx.cache.close();
    await database.close();
  });
  return { app, ctx, database, seeded, smsKind: options.sms ? 'custom' : sms.kind };
}
