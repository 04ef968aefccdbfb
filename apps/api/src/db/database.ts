// One schema and one set of migrations for both engines: PGlite (embedded, default) and a real
// PostgreSQL server when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import * as init from './migrations/0001_init.ts';
import * as accountsFiles from './migrations/0002_accounts_files.ts';
import * as chunkLists from './migrations/0003_chunk_lists.ts';
import * as loginReservations from './migrations/0004_login_reservations.ts';
import * as pageViews from './migrations/0005_page_views.ts';
import * as itemRequests from './migrations/0006_item_requests.ts';
import * as returnRequests from './migrations/0007_return_requests.ts';
import * as bannerImagesWebp from './migrations/0008_banner_images_webp.ts';
import * as malls from './migrations/0009_malls.ts';
import * as catalogOrders from './migrations/0010_catalog_orders.ts';
import * as approvals from './migrations/0012_approvals_notifications.ts';
import * as punchout from './migrations/0013_punchout.ts';
import * as sharedState from './migrations/0014_shared_state.ts';
import * as punchoutReturn from './migrations/0016_punchout_return_orders.ts';
import * as catalogRank from './migrations/0017_catalog_rank.ts';
import * as goodsReceipts from './migrations/0018_goods_receipts.ts';
import * as tokenPairs from './migrations/0022_token_pairs.ts';
import * as catalogSearch from './migrations/0023_catalog_search.ts';
import * as fulfilment from './migrations/0024_fulfilment.ts';
import * as returnsFromReceipts from './migrations/0025_returns_from_receipts.ts';
import * as backoffice from './migrations/0027_backoffice.ts';
import * as supplierCatalog from './migrations/0028_supplier_catalog.ts';
import * as quotesContracts from './migrations/0029_quotes_contracts.ts';
import * as taxInvoices from './migrations/0030_tax_invoices.ts';
import * as boardPostVersions from './migrations/0032_board_post_versions.ts';
import * as backofficeContent from './migrations/0033_backoffice_content.ts';
import * as tokenFamilies from './migrations/0035_token_families.ts';
import * as categoryUnspsc from './migrations/0036_category_unspsc.ts';
import * as punchoutPrices from './migrations/0037_punchout_prices.ts';
import * as punchoutEarlierCart from './migrations/0038_punchout_earlier_cart.ts';
import * as punchoutCartPrices from './migrations/0039_punchout_cart_prices.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001_init': init,
  '0002_accounts_files': accountsFiles,
  '0003_chunk_lists': chunkLists,
  '0004_login_reservations': loginReservations,
  '0005_page_views': pageViews,
  '0006_item_requests': itemRequests,
  '0007_return_requests': returnRequests,
  '0008_banner_images_webp': bannerImagesWebp,
  '0009_malls': malls,
  '0010_catalog_orders': catalogOrders,
  '0012_approvals_notifications': approvals,
  '0013_punchout': punchout,
  '0014_shared_state': sharedState,
  '0016_punchout_return_orders': punchoutReturn,
  '0017_catalog_rank': catalogRank,
  '0018_goods_receipts': goodsReceipts,
  '0022_token_pairs': tokenPairs,
  '0023_catalog_search': catalogSearch,
  '0024_fulfilment': fulfilment,
  '0025_returns_from_receipts': returnsFromReceipts,
  '0027_backoffice': backoffice,
  '0028_supplier_catalog': supplierCatalog,
  '0029_quotes_contracts': quotesContracts,
  '0030_tax_invoices': taxInvoices,
  '0032_board_post_versions': boardPostVersions,
  '0033_backoffice_content': backofficeContent,
  '0035_token_families': tokenFamilies,
  '0036_category_unspsc': categoryUnspsc,
  '0037_punchout_prices': punchoutPrices,
  '0038_punchout_earlier_cart': punchoutEarlierCart,
  '0039_punchout_cart_prices': punchoutCartPrices,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data folder as a tarball (a template for `openDatabase`). */
  dump?: () => Promise<Blob>;
  /**
   * Listens on a notification channel: `onMessage` gets each payload; `onState(false)` when the
   * listening connection is lost (notifications may be missed until `onState(true)`, after the
   * reconnection). PGlite's listener never drops.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onState: (up: boolean) => void) => Promise<Listening>;
}

export interface Listening {
  close: () => Promise<void>;
  /**
   * Resolves once every announcement committed before the call has been handed to `onMessage`
   * (a round trip on the listening connection: the server sends pending notifications before a
   * query's answer). Rejects while that connection is down.
   */
  barrier: () => Promise<void>;
  /** Notifications arrive before the statement that caused them returns (PGlite): no barrier needed. */
  immediate: boolean;
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 250;

/** A dedicated PostgreSQL connection that LISTENs, connecting again while the server is away. */
async function pgListen(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (up: boolean) => void,
): Promise<Listening> {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(retry);
    }, RELISTEN_MS);
    timer.unref();
  };
  const lost = (c: InstanceType<typeof pg.Client>) => {
    if (client !== c) return;
    client = null;
    onState(false);
    c.end().catch(() => undefined);
    retry();
  };
  async function connect() {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      c.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
    onState(true);
  }
  await connect();
  return {
    immediate: false,
    barrier: async () => {
      if (!client) throw new Error('not listening');
      await client.query('SELECT 1');
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PGlite only: start from this data folder (a `dumpDataDir()` tarball) instead of an empty
   * cluster. The tests open a migrated, seeded database this way: about 1.4 s instead of 4-6 s
   * for PGlite's initdb on this machine.
   */
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection cut by the server (a restart): dropped from the pool, which connects
    // again on demand; without a listener the error would end the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = options.databaseUrl;
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      listen: (channel, onMessage, onState) => pgListen(url, channel, onMessage, onState),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, options.template ? { loadDataDir: options.template } : {});
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    close: () => db.destroy(),
    dump: () => pglite.dumpDataDir('none'),
    listen: async (channel, onMessage, onState) => {
      const stop = await pglite.listen(channel, onMessage);
      onState(true);
      // PGlite hands a statement's notifications over before the statement's promise resolves.
      return { close: () => stop().catch(() => undefined), barrier: async () => undefined, immediate: true };
    },
  };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
