// The catalogue's seed step (issue 43, setting seed.catalog): the category tree's third level,
// more manufacturers and suppliers, the BY and PO catalogue menus always; with the demo data,
// `count` items (100,000 for the demo, CATALOG_SEED_ITEMS; the tests fewer) drawn
// deterministically from the product families of catalogData.ts, buyer companies' contract
// prices (some expired), a few discontinued items. Bulk inserts of 1,000 rows; the GIN index is
// built once after the rows (cheaper than growing it row by row) and the table analysed.
import { sql, type Insertable, type Kysely } from 'kysely';
import { addDays, catalogSearchKeys, percentOfMoney, seoulDay } from '@mro/rules';
import type { CatalogItemTable, ContractPriceTable, Database } from '../db/schema.ts';
import { insertMenu } from './seed.ts';
import type { MenuSeed } from './seed-data.ts';
import { CATALOG_CATEGORIES, CATALOG_MANUFACTURERS, CATALOG_SUPPLIERS, FAMILIES, type Family } from './catalogData.ts';
import { withUnspsc } from '../db/unspsc.ts';

export const CATALOG_MENU_BY: MenuSeed = [
  'BY-CAT',
  'BY-ORD',
  '카탈로그 검색',
  'Catalogue',
  '/by/catalog',
  'BYCAT001',
  'BA',
];
export const CATALOG_MENU_PO: MenuSeed = [
  'PO-CAT',
  null,
  '카탈로그 검색',
  'Catalogue',
  '/po/catalog',
  'POCAT001',
  'BA',
];

const SERIES: [ko: string, en: string, factor: number][] = [
  ['', '', 1],
  ['프로', 'Pro', 1.18],
  ['이코', 'Eco', 0.9],
  ['헤비듀티', 'Heavy duty', 1.35],
  ['플러스', 'Plus', 1.08],
  ['라이트', 'Lite', 0.85],
  ['프리미엄', 'Premium', 1.5],
  ['스탠다드', 'Standard', 1],
];

const nameKeys = new Map<string, ReturnType<typeof catalogSearchKeys>>();
const combos = (f: Family) => f.axes.reduce((n, a) => n * a.length, 1);

/** Item n of the catalogue: the same inputs give the same item on every start. */
export function catalogItem(n: number, now: Date, brands: Map<string, string>): Insertable<CatalogItemTable> {
  const family = FAMILIES[n % FAMILIES.length]!;
  const k = Math.floor(n / FAMILIES.length);
  const total = combos(family);
  const combo = k % total;
  const rep = Math.floor(k / total);
  let rest = combo;
  const options = family.axes.map((axis) => {
    const option = axis[rest % axis.length]!;
    rest = Math.floor(rest / axis.length);
    return option;
  });
  const series = SERIES[rep % SERIES.length]!;
  const mfr = family.manufacturers[rep % family.manufacturers.length]!;
  const supplier = family.suppliers[(rep + combo) % family.suppliers.length]!;
  const brand = brands.get(mfr) ?? mfr;
  const nameKo = [family.ko, ...options.map((o) => o[0]), series[0]].filter(Boolean).join(' ');
  const nameEn = [[series[1], family.en].filter(Boolean).join(' '), ...options.map((o) => o[1])].join(', ');
  const factor = options.reduce((p, o) => p * o[2], 1) * series[2] * (1 + (rep % 7) * 0.03);
  const usd = family.key === 'BB' && rep % 5 === 4;
  const price = usd
    ? Math.round((family.price * factor * 100) / 1350) / 100
    : Math.round((family.price * factor) / 10) * 10;
  const code = `CI${String(n + 1).padStart(7, '0')}`;
  const modelNo = `${brand}-${family.key}${String(combo).padStart(3, '0')}${rep ? `-${rep}` : ''}`;
  const spec = options.map((o) => o[0]).join(' / ');
  // A name's keys are the same for every supplier's copy of it: worked out once per name.
  const nameKey = `${nameKo}|${nameEn}`;
  let names = nameKeys.get(nameKey);
  if (!names) nameKeys.set(nameKey, (names = catalogSearchKeys({ code: '', nameKo, nameEn })));
  const ids = catalogSearchKeys({ code, nameKo: '', nameEn: '', modelNo, manufacturer: brand });
  const keys = {
    text: `${ids.text} ${names.text}`,
    initials: names.initials,
    keys: [...new Set([...ids.keys, ...names.keys])],
  };
  return {
    item_cd: code,
    item_nm_ko: nameKo,
    item_nm_en: nameEn,
    spec_cn: spec,
    mfcp_cust_id: mfr,
    model_no: modelNo,
    unit_cd: family.unit,
    pack_qty: family.pack,
    min_ord_qty: family.minQty,
    list_price: price,
    crncy_cd: usd ? 'USD' : 'KRW',
    sp_cd: supplier,
    lead_days: family.lead + (rep % 3),
    item_kind_cd: n % 40 === 7 ? 'D0' : n % 40 === 19 ? 'B0' : 'C0',
    itm_clsf_cd: family.category,
    discontinued_yn: n % 500 === 499 ? 'Y' : 'N',
    srch_txt: keys.text,
    srch_ini: keys.initials,
    srch_keys: keys.keys,
    upd_dt: now,
  };
}

/** Contract prices of item n: BY001 every 20th item (10 % off, valid a year; every 140th expired), BY002 every 30th. */
export function contractPricesOf(
  item: Insertable<CatalogItemTable>,
  n: number,
  today: string,
): Insertable<ContractPriceTable>[] {
  const rows: Insertable<ContractPriceTable>[] = [];
  // A percentage of the list price, exact and rounded by the currency rule (decision 0106).
  const off = (percent: number) => percentOfMoney(String(item.list_price), percent, item.crncy_cd);
  if (n % 20 === 0) {
    const expired = n % 140 === 0;
    rows.push({
      cp_cd: 'BY001',
      item_cd: item.item_cd,
      valid_from: addDays(today, expired ? -400 : -30),
      valid_to: addDays(today, expired ? -35 : 335),
      price: off(90),
    });
  }
  if (n % 30 === 0) {
    rows.push({
      cp_cd: 'BY002',
      item_cd: item.item_cd,
      valid_from: addDays(today, -10),
      valid_to: addDays(today, 355),
      price: off(85),
    });
  }
  return rows;
}

const ITEM_COLUMNS = [
  ['item_cd', 'text'],
  ['item_nm_ko', 'text'],
  ['item_nm_en', 'text'],
  ['spec_cn', 'text'],
  ['mfcp_cust_id', 'text'],
  ['model_no', 'text'],
  ['unit_cd', 'text'],
  ['pack_qty', 'int'],
  ['min_ord_qty', 'int'],
  ['list_price', 'numeric'],
  ['crncy_cd', 'text'],
  ['sp_cd', 'text'],
  ['lead_days', 'int'],
  ['item_kind_cd', 'text'],
  ['itm_clsf_cd', 'text'],
  ['discontinued_yn', 'text'],
  ['srch_txt', 'text'],
  ['srch_ini', 'text'],
  ['srch_keys', 'text'],
  ['upd_dt', 'timestamptz'],
] as const;

/**
 * One statement per batch with one array parameter per column (unnest): a thousand rows' 20,000
 * parameters cost PGlite several times more to bind than 20 arrays. The keys travel joined by
 * spaces (a key never holds one) and are split back into the array.
 */
async function insertItems(db: Kysely<Database>, items: Insertable<CatalogItemTable>[]): Promise<void> {
  const arrays = ITEM_COLUMNS.map(([column]) =>
    items.map((item) => {
      const value = item[column];
      if (column === 'srch_keys') return (value as string[]).join(' ');
      if (value instanceof Date) return value.toISOString();
      return value ?? null;
    }),
  );
  const columns = sql.join(ITEM_COLUMNS.map(([c]) => sql.ref(c)));
  const selects = sql.join(
    ITEM_COLUMNS.map(([c], i) =>
      c === 'srch_keys' ? sql`string_to_array(${sql.ref(`u.c${i}`)}, ' ')` : sql.ref(`u.c${i}`),
    ),
  );
  const unnests = sql.join(ITEM_COLUMNS.map(([, type], i) => sql`${arrays[i]}::${sql.raw(type)}[]`));
  const aliases = sql.join(ITEM_COLUMNS.map((_, i) => sql.raw(`c${i}`)));
  await sql`INSERT INTO catalog_item (${columns}) SELECT ${selects} FROM unnest(${unnests}) AS u(${aliases})`.execute(
    db,
  );
}

export async function seedCatalog(
  db: Kysely<Database>,
  { now, demoRows, count }: { now: Date; demoRows: boolean; count: number },
): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.catalog').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    const categories = new Set(
      (await tx.selectFrom('item_category').select('itm_clsf_cd').execute()).map((c) => c.itm_clsf_cd),
    );
    const rows = CATALOG_CATEGORIES.filter(([cd]) => !categories.has(cd)).map(([cd, parent, ko, en]) =>
      withUnspsc({ itm_clsf_cd: cd, upper_itm_clsf_cd: parent || null, itm_clsf_kor_nm: ko, itm_clsf_eng_nm: en }),
    );
    // Parents first: the tree's rows reference their parent.
    for (const row of rows) await tx.insertInto('item_category').values(row).execute();
    await tx
      .insertInto('manufacturer')
      .values(CATALOG_MANUFACTURERS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const hasBuyer = await tx.selectFrom('system').select('sys_gb_cd').where('sys_gb_cd', '=', 'BY').executeTakeFirst();
    if (hasBuyer) {
      await insertMenu(tx, 'BY', 0, CATALOG_MENU_BY);
      await insertMenu(tx, 'PO', 0, CATALOG_MENU_PO);
    }
    const companies = new Set((await tx.selectFrom('company').select('cp_cd').execute()).map((c) => c.cp_cd));
    if (demoRows && companies.has('SP001') && companies.has('BY001') && count > 0) {
      await tx
        .insertInto('company')
        .values(CATALOG_SUPPLIERS)
        .onConflict((oc) => oc.doNothing())
        .execute();
      const brands = new Map(
        (await tx.selectFrom('manufacturer').select(['mfcp_cust_id', 'brnd_nm']).execute()).map((m) => [
          m.mfcp_cust_id,
          m.brnd_nm ?? m.mfcp_cust_id,
        ]),
      );
      const today = seoulDay(now);
      // The search table's keys index is built once after the rows (decision 0062).
      await sql`DROP INDEX catalog_search_keys`.execute(tx);
      const BATCH = 2000;
      for (let from = 0; from < count; from += BATCH) {
        const items: Insertable<CatalogItemTable>[] = [];
        const prices: Insertable<ContractPriceTable>[] = [];
        for (let n = from; n < Math.min(count, from + BATCH); n += 1) {
          const item = catalogItem(n, now, brands);
          items.push(item);
          prices.push(...contractPricesOf(item, n, today));
        }
        await insertItems(tx, items);
        if (prices.length) await tx.insertInto('contract_price').values(prices).execute();
      }
      await sql`CREATE INDEX catalog_search_keys ON catalog_search USING gin (catalog_keys(srch_txt, srch_ini))`.execute(
        tx,
      );
    }
    await tx.insertInto('setting').values({ key: 'seed.catalog', value: 'Y' }).execute();
  });
  await sql`ANALYZE catalog_item`.execute(db);
  await sql`ANALYZE catalog_search`.execute(db);
  await sql`ANALYZE contract_price`.execute(db);
}
