// Every seed step in order, each run once (start.ts calls seedDatabase on every start): the seed
// layer sits above the domains (it writes demo rows through their repositories) and below start.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seed, seedV2, seedV5, type SeedResult } from './seed.ts';
import { seedItemRequests } from './seedItemRequests.ts';
import { seedReturnRequests } from './seedReturnRequests.ts';
import { seedMalls } from './seedMalls.ts';
import { seedLaunchCodes } from './seedLaunchCodes.ts';
import { seedLogisticsCentres } from './seedLogisticsCentres.ts';
import { seedCatalog } from './seedCatalog.ts';
import { seedApprovals } from './seedApprovals.ts';
import { seedReceipts } from './seedReceipts.ts';
import { seedQuotes } from './seedQuotes.ts';
import { seedFulfilmentCodes } from './seedFulfilment.ts';
import { seedBuyerBanners } from './seedBuyerBanners.ts';
import { seedReturnWithdrawn } from './seedReturnWithdrawn.ts';
import { seedGlossary } from './seedGlossary.ts';
import { seedSupplierOrders } from './seedSupplierOrders.ts';
import { seedSupplierCatalog } from './seedSupplierCatalog.ts';
import { seedPunchout } from './seedPunchout.ts';
import { seedTaxInvoices } from './seedTaxInvoices.ts';

export { serverSecret, type SeedResult } from './seed.ts';
export { seedBoardFiles, seedReturnFiles } from './seedFiles.ts';

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
  await seedLogisticsCentres(db);
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
