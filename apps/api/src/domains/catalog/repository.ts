// The catalogue's and the cart's data (issue 43, decision 0045). The search reads the narrow
// `catalog_search` table (migration 0023, decision 0062): its GIN index over the search keys
// (`catalog_keys` of the folded text and the initials) finds the items holding every key of the
// query (@mro/rules `catalogQuery`), then each word its keys do not settle is checked with LIKE
// on the folded text or the initials; the screen's search asks it once (a materialized CTE) and
// counts the facets over it in one GROUPING SETS pass, beside the page and its total; the page's
// rows are read from `catalog_item` and answered as one JSON array (decision 0082).
// Unit prices: the buyer company's contract price valid today, else the list price.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { PRICE_BANDS, catalogQuery, type CatalogSort } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../shared/like.ts';

/**
 * The facets are counted over the first this many matches of the query and category, all of
 * them when fewer (decision 0062): a word in 12 % of 100,000 items would otherwise group 12,000
 * rows four ways on every search. The page and its total stay exact.
 */
export const CATALOG_FACET_CAP = 1000;

export interface CatalogFilters {
  q: string;
  category: string;
  manufacturers: string[];
  suppliers: string[];
  priceBands: string[];
  sort: CatalogSort;
}

/** One count of the facets: the dimension's value set, the others null. */
export interface FacetRow {
  itm_clsf_cd: string | null;
  mfcp_cust_id: string | null;
  sp_cd: string | null;
  band: string | null;
  n: string | number;
}

export interface ItemRow {
  item_cd: string;
  item_nm_ko: string;
  item_nm_en: string;
  spec_cn: string | null;
  model_no: string | null;
  mfcp_cust_id: string | null;
  mfr_nm: string | null;
  mfr_eng_nm: string | null;
  sp_cd: string;
  sp_nm: string;
  sp_eng_nm: string;
  unit_cd: string;
  pack_qty: number;
  min_ord_qty: number;
  list_price: string;
  crncy_cd: string;
  lead_days: number;
  item_kind_cd: string;
  itm_clsf_cd: string;
  discontinued_yn: 'Y' | 'N';
  ath_file_id: string | null;
  img_file_ids: string[];
}

const BAND_SQL = sql.raw(
  `CASE ${PRICE_BANDS.map(([code, from, to]) => `WHEN i.list_price >= ${from}${to === null ? '' : ` AND i.list_price < ${to}`} THEN '${code}'`).join(' ')} END`,
);

/** The query's and category's conditions (the facets' base). */
function baseConditions(f: Pick<CatalogFilters, 'q' | 'category'>): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  const query = catalogQuery(f.q);
  if (query.keys.length) conditions.push(sql<SqlBool>`catalog_keys(i.srch_txt, i.srch_ini) @> ${query.keys}::text[]`);
  for (const word of query.checkedWords) conditions.push(sql<SqlBool>`i.srch_txt LIKE ${`%${escapeLike(word)}%`}`);
  for (const word of query.initialWords) conditions.push(sql<SqlBool>`i.srch_ini LIKE ${`%${escapeLike(word)}%`}`);
  if (f.category) conditions.push(sql<SqlBool>`i.itm_clsf_cd LIKE ${`${escapeLike(f.category)}%`}`);
  return conditions;
}

function facetConditions(f: CatalogFilters): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (f.manufacturers.length) conditions.push(sql<SqlBool>`i.mfcp_cust_id IN (${sql.join(f.manufacturers)})`);
  if (f.suppliers.length) conditions.push(sql<SqlBool>`i.sp_cd IN (${sql.join(f.suppliers)})`);
  if (f.priceBands.length) conditions.push(sql<SqlBool>`${BAND_SQL} IN (${sql.join(f.priceBands)})`);
  return conditions;
}

const where = (conditions: RawBuilder<SqlBool>[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

type OrderKey = [RawBuilder<unknown>, 'ASC' | 'DESC'];

/** The chosen order's keys before the item code (the last key of every order). */
function orderKeys(f: CatalogFilters, en: boolean): OrderKey[] {
  switch (f.sort) {
    case 'priceAsc':
      return [[sql`i.list_price`, 'ASC']];
    case 'priceDesc':
      return [[sql`i.list_price`, 'DESC']];
    case 'name':
      return [[en ? sql`i.item_nm_en` : sql`i.item_nm_ko`, 'ASC']];
    case 'leadTime':
      return [[sql`i.lead_days`, 'ASC']];
    default: {
      // Relevance: the item code or model number typed exactly first, then names that begin
      // with the first word, then the shorter name.
      const query = catalogQuery(f.q);
      const first = query.words[0];
      const initials = query.initialWords[0];
      if (first)
        // The lower-cased columns and the name's length are stored (migrations 0017, 0023).
        return [
          [
            // "Begins with" as a LIKE prefix: it stops at the first character that differs, where
            // strpos looked through the whole name of every match that does not begin with it.
            sql`CASE WHEN i.rank_cd = ${first} OR i.rank_model = ${first} THEN 0
              WHEN i.item_nm_ko LIKE ${`${escapeLike(first)}%`} OR i.rank_nm_en LIKE ${`${escapeLike(first)}%`} THEN 1 ELSE 2 END`,
            'ASC',
          ],
          [sql`i.nm_len`, 'ASC'],
        ];
      if (initials)
        return [
          [sql`position(${initials} in i.srch_ini)`, 'ASC'],
          [sql`i.nm_len`, 'ASC'],
        ];
      return [];
    }
  }
}

const itemColumns = (
  price: RawBuilder<unknown>,
) => sql`i.item_cd, i.item_nm_ko, i.item_nm_en, i.spec_cn, i.model_no, i.mfcp_cust_id,
  m.mfcp_cust_nm AS mfr_nm, m.mfcp_cust_eng_nm AS mfr_eng_nm, i.sp_cd, s.cp_nm AS sp_nm, s.cp_eng_nm AS sp_eng_nm,
  i.unit_cd, i.pack_qty, i.min_ord_qty, ${price}, i.crncy_cd, i.lead_days, i.item_kind_cd, i.itm_clsf_cd,
  i.discontinued_yn, i.ath_file_id, i.img_file_ids`;
const ITEM_COLUMNS = itemColumns(sql`i.list_price`);
/** In a JSON page (`pageOf`) the price is the text the driver answers for a numeric too. */
const ITEM_JSON_COLUMNS = itemColumns(sql`i.list_price::text AS list_price`);
const ITEM_JOINS = sql`LEFT JOIN manufacturer m ON m.mfcp_cust_id = i.mfcp_cust_id JOIN company s ON s.cp_cd = i.sp_cd`;

/** The facets' counts (GROUPING SETS, one pass) over `from`, as a JSON array. */
const facetsOf = (from: RawBuilder<unknown>) => sql`SELECT json_agg(g) FROM (
  SELECT itm_clsf_cd, mfcp_cust_id, sp_cd, band, count(*) AS n FROM ${from} s
  GROUP BY GROUPING SETS ((itm_clsf_cd), (mfcp_cust_id), (sp_cd), (band))) g`;

/**
 * A page, its total and (`withFacets`) the facets over the first matches of the same conditions,
 * in one statement answering one row: the page's items as one JSON array in their order (a
 * hundred rows of twenty-two columns cost the embedded database's driver about 2–3 ms to hand
 * over and parse one by one, a JSON text one parse: decision 0082), the exact total, the facets.
 */
async function pageOf(
  db: Kysely<Database>,
  f: CatalogFilters,
  en: boolean,
  limit: number,
  offset: number,
  withFacets: boolean,
) {
  const all = where([...baseConditions(f), ...facetConditions(f)]);
  const keys = orderKeys(f, en);
  const keyColumns = keys.map(([e], n) => sql`, ${e} AS ${sql.ref(`k${n}`)}`);
  const keyOrder = sql.join([...keys.map(([, dir], n) => sql.raw(`m.k${n} ${dir}`)), sql.raw('m.item_cd')]);
  const facetColumns = withFacets ? sql`, i.itm_clsf_cd, i.mfcp_cust_id, i.sp_cd, ${BAND_SQL} AS band` : sql``;
  const { rows } = await sql<{ total: string; page: (ItemRow & { rn: number })[] | null; facets: FacetRow[] | null }>`
    WITH m AS MATERIALIZED (SELECT i.item_cd ${sql.join(keyColumns, sql``)} ${facetColumns} FROM catalog_search i ${all}),
    p AS (SELECT x.item_cd, row_number() OVER () AS rn FROM (
      SELECT m.item_cd FROM m ORDER BY ${keyOrder} LIMIT ${limit} OFFSET ${offset}) x)
    SELECT (SELECT count(*) FROM m) AS total,
      (SELECT json_agg(r ORDER BY r.rn) FROM (
        SELECT p.rn, ${ITEM_JSON_COLUMNS} FROM p JOIN catalog_item i ON i.item_cd = p.item_cd ${ITEM_JOINS}) r) AS page,
      ${withFacets ? sql`(${facetsOf(sql`(SELECT * FROM m LIMIT ${CATALOG_FACET_CAP}::int)`)})` : sql`NULL`} AS facets`.execute(
    db,
  );
  const row = rows[0]!;
  const total = Number(row.total);
  const page = (row.page ?? []).map(({ rn: _rn, ...item }) => item as ItemRow);
  // No match at all: no facets either (a facet chosen is not "alone"; its facets are asked apart);
  // a page past the last: none asked.
  const facets = !withFacets || (!page.length && offset > 0) ? null : total ? (row.facets ?? []) : [];
  return {
    rows: page,
    total,
    facets,
    facetsOver: withFacets && total > CATALOG_FACET_CAP ? CATALOG_FACET_CAP : null,
  };
}

export function catalogRepository(db: Kysely<Database>) {
  return {
    /**
     * One page in the chosen order and its exact total, in one statement (decision 0062): every
     * match once, with its order's keys only (a materialized CTE: the index and the LIKE check
     * run once, narrow rows), counted and ranked there; the page's rows joined to their columns
     * and names after the limit.
     */
    async search(f: CatalogFilters, en: boolean, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, f, en, limit, offset, false);
      return { rows, total };
    },

    /**
     * The screen's question: the page and its total as `search` answers them, and the facets
     * counted over the first `CATALOG_FACET_CAP` matches of the query and category (all of them
     * when fewer; `facetsOver` says how many when not all, decision 0062). Without a facet chosen
     * the page's matches are the facets' too: one statement; with one, the facets' own.
     */
    async searchWithFacets(f: CatalogFilters, en: boolean, limit: number, offset: number) {
      const alone = facetConditions(f).length === 0;
      const page = await pageOf(db, f, en, limit, offset, alone);
      if (page.facets) return page as typeof page & { facets: FacetRow[]; facetsOver: number | null };
      const { rows } = await sql<{ n: string; facets: FacetRow[] | null }>`
        WITH m AS MATERIALIZED (
          SELECT i.itm_clsf_cd, i.mfcp_cust_id, i.sp_cd, ${BAND_SQL} AS band
          FROM catalog_search i ${where(baseConditions(f))} LIMIT ${CATALOG_FACET_CAP + 1}::int
        )
        SELECT (SELECT count(*) FROM m) AS n, (${facetsOf(sql`(SELECT * FROM m LIMIT ${CATALOG_FACET_CAP}::int)`)}) AS facets`.execute(
        db,
      );
      const n = Number(rows[0]!.n);
      return { ...page, facets: rows[0]!.facets ?? [], facetsOver: n > CATALOG_FACET_CAP ? CATALOG_FACET_CAP : null };
    },

    /** Names of categories, manufacturers and suppliers for the facets' labels. */
    async labels() {
      const [categories, manufacturers, suppliers] = await Promise.all([
        db.selectFrom('item_category').selectAll().execute(),
        db.selectFrom('manufacturer').select(['mfcp_cust_id', 'mfcp_cust_nm', 'mfcp_cust_eng_nm']).execute(),
        db.selectFrom('company').select(['cp_cd', 'cp_nm', 'cp_eng_nm']).where('cust_rol_cd', '=', 'V').execute(),
      ]);
      return { categories, manufacturers, suppliers };
    },

    async items(itemCds: string[]): Promise<ItemRow[]> {
      if (!itemCds.length) return [];
      const { rows } = await sql<ItemRow>`
        SELECT ${ITEM_COLUMNS} FROM catalog_item i ${ITEM_JOINS} WHERE i.item_cd IN (${sql.join(itemCds)})`.execute(db);
      return rows;
    },

    /** The company's contract prices valid on `day` (the latest period's when several are). */
    async contractPrices(cpCd: string, itemCds: string[], day: string) {
      if (!itemCds.length) return new Map<string, { price: string; validTo: string }>();
      const rows = await db
        .selectFrom('contract_price')
        .select(['item_cd', 'price', 'valid_to', 'valid_from'])
        .where('cp_cd', '=', cpCd)
        .where('item_cd', 'in', itemCds)
        .where('valid_from', '<=', day)
        .where('valid_to', '>=', day)
        .orderBy('valid_from')
        .execute();
      return new Map(rows.map((r) => [r.item_cd, { price: r.price, validTo: r.valid_to }]));
    },

    cartLines(userId: number) {
      return db
        .selectFrom('cart_line')
        .select(['item_cd', 'list_cd', 'qty', 'added_price', 'added_dt'])
        .where('user_id', '=', userId)
        .orderBy('added_dt')
        .orderBy('item_cd')
        .execute();
    },

    cartLine(userId: number, itemCd: string) {
      return db
        .selectFrom('cart_line')
        .select(['item_cd', 'list_cd', 'qty', 'added_price'])
        .where('user_id', '=', userId)
        .where('item_cd', '=', itemCd)
        .executeTakeFirst();
    },

    async countCart(userId: number) {
      const row = await db
        .selectFrom('cart_line')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Puts the line in the cart with this quantity (and this price as the one seen when added). */
    async putLine(userId: number, itemCd: string, qty: number, price: string, at: Date) {
      await db
        .insertInto('cart_line')
        .values({ user_id: userId, item_cd: itemCd, list_cd: 'CART', qty, added_price: price, added_dt: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'item_cd']).doUpdateSet({ qty, list_cd: 'CART', added_price: price }),
        )
        .execute();
    },

    async setQuantity(userId: number, itemCd: string, qty: number) {
      const r = await db
        .updateTable('cart_line')
        .set({ qty })
        .where('user_id', '=', userId)
        .where('item_cd', '=', itemCd)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async removeLine(userId: number, itemCd: string) {
      const r = await db
        .deleteFrom('cart_line')
        .where('user_id', '=', userId)
        .where('item_cd', '=', itemCd)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async moveLine(userId: number, itemCd: string, list: 'CART' | 'SAVED') {
      const r = await db
        .updateTable('cart_line')
        .set({ list_cd: list })
        .where('user_id', '=', userId)
        .where('item_cd', '=', itemCd)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** The prices seen become today's (the user was shown the changes and accepted them). */
    async acceptPrices(userId: number, prices: Map<string, number>) {
      for (const [itemCd, price] of prices) {
        await db
          .updateTable('cart_line')
          .set({ added_price: price })
          .where('user_id', '=', userId)
          .where('item_cd', '=', itemCd)
          .execute();
      }
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
