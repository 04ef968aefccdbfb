// Opens the database, migrates, seeds on first start and builds the app: shared by server.ts and
// the tests (which pass dataDir 'memory://' and their own clock).
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, migrate, type DatabaseHandle } from './db/database.ts';
import { seed, seedV2, seedV5, serverSecret, type SeedResult } from './db/seed.ts';
import { buildApp, type BuildOptions } from './app.ts';
import { outboxMail, smsFor, type SmsProvider } from './auth/sms.ts';
import type { AppContext } from './context.ts';
import { SharedCache, sessionWrites } from './cache/shared.ts';
import { seedBoardFiles, seedReturnFiles } from './db/seedFiles.ts';
import { seedItemRequests } from './db/seedItemRequests.ts';
import { seedReturnRequests } from './db/seedReturnRequests.ts';
import { seedMalls } from './db/seedMalls.ts';
import { seedLaunchCodes } from './db/seedLaunchCodes.ts';
import { seedCatalog } from './db/seedCatalog.ts';
import { seedApprovals } from './db/seedApprovals.ts';
import { seedReceipts } from './db/seedReceipts.ts';
import { seedQuotes } from './db/seedQuotes.ts';
import { seedFulfilmentCodes } from './db/seedFulfilment.ts';
import { seedBuyerBanners } from './db/seedBuyerBanners.ts';
import { seedReturnWithdrawn } from './db/seedReturnWithdrawn.ts';
import { seedGlossary } from './db/seedGlossary.ts';
import { seedSupplierOrders } from './db/seedSupplierOrders.ts';
import { seedSupplierCatalog } from './db/seedSupplierCatalog.ts';
import { seedPunchout } from './db/seedPunchout.ts';
import { seedTaxInvoices } from './db/seedTaxInvoices.ts';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

/** Every seed step in order (each runs once): reference data and demo users, then later additions. */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoUsers: boolean; now: Date; catalogItems?: number },
): Promise<SeedResult> {
  const seeded = await seed(db, options);
  await seedV2(db);
  await seedItemRequests(db, { now: options.now, demoRows: options.demoUsers });
  await seedReturnRequests(db, { now: options.now, demoRows: options.demoUsers });
  await seedV5(db);
  await seedMalls(db);
  await seedLaunchCodes(db);
  await seedCatalog(db, { now: options.now, demoRows: options.demoUsers, count: options.catalogItems ?? 100_000 });
  await seedApprovals(db, { now: options.now, demoRows: options.demoUsers });
  await seedPunchout(db, { demoRows: options.demoUsers });
  await seedFulfilmentCodes(db);
  await seedBuyerBanners(db);
  await seedReturnWithdrawn(db);
  await seedGlossary(db);
  await seedSupplierOrders(db);
  await seedReceipts(db, { now: options.now, demoRows: options.demoUsers });
  await seedSupplierCatalog(db);
  await seedQuotes(db, { now: options.now, demoRows: options.demoUsers });
  await seedTaxInvoices(db, { now: options.now, demoRows: options.demoUsers });
  return seeded;
}

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
