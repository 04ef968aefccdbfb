// The catalogue's and the cart's data (issue 43, decision 0045). The search asks the GIN index
// over `srch_keys` for items holding every key of the query (@mro/rules `catalogQuery`), then
// checks each word with LIKE on the folded text or the initials; the screen's search asks it
// once (a materialized CTE) and counts the facets over it in one GROUPING SETS pass, beside the
// page and its total.
// Unit prices: the buyer company's contract price valid today, else the list price.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { PRICE_BANDS, catalogQuery, type CatalogSort } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../shared/like.ts';

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
  if (query.keys.length) conditions.push(sql<SqlBool>`i.srch_keys @> ${query.keys}::text[]`);
  for (const word of query.words) conditions.push(sql<SqlBool>`i.srch_txt LIKE ${`%${escapeLike(word)}%`}`);
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

function orderBy(f: CatalogFilters, en: boolean) {
  const name = en ? sql`i.item_nm_en` : sql`i.item_nm_ko`;
  switch (f.sort) {
    case 'priceAsc':
      return sql`i.list_price ASC, i.item_cd`;
    case 'priceDesc':
      return sql`i.list_price DESC, i.item_cd`;
    case 'name':
      return sql`${name}, i.item_cd`;
    case 'leadTime':
      return sql`i.lead_days, i.item_cd`;
    default: {
      // Relevance: the item code or model number typed exactly first, then names that begin
      // with the first word, then the shorter name.
      const query = catalogQuery(f.q);
      const first = query.words[0];
      const initials = query.initialWords[0];
      if (first)
        // The lower-cased columns are stored (migration 0017): no lower() per match.
        return sql`CASE WHEN i.rank_cd = ${first} OR i.rank_model = ${first} THEN 0
          WHEN strpos(i.item_nm_ko, ${first}) = 1 OR strpos(i.rank_nm_en, ${first}) = 1 THEN 1 ELSE 2 END,
          length(i.item_nm_ko), i.item_cd`;
      if (initials) return sql`position(${initials} in i.srch_ini), length(i.item_nm_ko), i.item_cd`;
      return sql`i.item_cd`;
    }
  }
}

const ITEM_COLUMNS = sql`i.item_cd, i.item_nm_ko, i.item_nm_en, i.spec_cn, i.model_no, i.mfcp_cust_id,
  m.mfcp_cust_nm AS mfr_nm, m.mfcp_cust_eng_nm AS mfr_eng_nm, i.sp_cd, s.cp_nm AS sp_nm, s.cp_eng_nm AS sp_eng_nm,
  i.unit_cd, i.pack_qty, i.min_ord_qty, i.list_price, i.crncy_cd, i.lead_days, i.item_kind_cd, i.itm_clsf_cd,
  i.discontinued_yn, i.ath_file_id, i.img_file_ids`;
const ITEM_JOINS = sql`LEFT JOIN manufacturer m ON m.mfcp_cust_id = i.mfcp_cust_id JOIN company s ON s.cp_cd = i.sp_cd`;

export function catalogRepository(db: Kysely<Database>) {
  return {
    async search(f: CatalogFilters, en: boolean, limit: number, offset: number) {
      const all = [...baseConditions(f), ...facetConditions(f)];
      // The page's codes and the total from the items alone; the names of the 100 joined after.
      const { rows: page } = await sql<{ item_cd: string; total: string }>`
        SELECT i.item_cd, count(*) OVER () AS total
        FROM catalog_item i
        ${where(all)}
        ORDER BY ${orderBy(f, en)}
        LIMIT ${limit} OFFSET ${offset}`.execute(db);
      let total = page.length ? Number(page[0]!.total) : 0;
      if (!page.length && offset > 0) {
        const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM catalog_item i ${where(all)}`.execute(db);
        total = Number(counted.rows[0]!.n);
      }
      const byCode = new Map((await this.items(page.map((r) => r.item_cd))).map((r) => [r.item_cd, r]));
      const rows = page.map((r) => byCode.get(r.item_cd)).filter((r): r is ItemRow => r !== undefined);
      return { rows, total };
    },

    /**
     * The screen's question in one statement: the matches of the query and category once
     * (a materialized CTE: the index and the LIKE check run once), the facets counted over them,
     * the chosen facets' filter, the page's codes in order and its total.
     */
    async searchWithFacets(f: CatalogFilters, en: boolean, limit: number, offset: number) {
      const facets = facetConditions(f);
      const { rows } = await sql<{ total: string; codes: string[] | null; facets: FacetRow[] | null }>`
        WITH m AS MATERIALIZED (
          SELECT i.item_cd, i.item_nm_ko, i.item_nm_en, i.rank_cd, i.rank_model, i.rank_nm_en, i.list_price, i.lead_days, i.itm_clsf_cd,
            i.mfcp_cust_id, i.sp_cd, i.srch_ini, ${BAND_SQL} AS band
          FROM catalog_item i ${where(baseConditions(f))}
        ),
        f AS (SELECT * FROM m i ${where(facets)})
        SELECT
          (SELECT count(*) FROM f) AS total,
          (SELECT json_agg(p.item_cd ORDER BY p.rn) FROM (
            SELECT i.item_cd, row_number() OVER (ORDER BY ${orderBy(f, en)}) AS rn FROM f i
            ORDER BY rn LIMIT ${limit} OFFSET ${offset}) p) AS codes,
          (SELECT json_agg(g) FROM (
            SELECT itm_clsf_cd, mfcp_cust_id, sp_cd, band, count(*) AS n FROM m
            GROUP BY GROUPING SETS ((itm_clsf_cd), (mfcp_cust_id), (sp_cd), (band))) g) AS facets`.execute(db);
      const row = rows[0]!;
      const codes = row.codes ?? [];
      const byCode = new Map((await this.items(codes)).map((r) => [r.item_cd, r]));
      return {
        rows: codes.map((c) => byCode.get(c)).filter((r): r is ItemRow => r !== undefined),
        total: Number(row.total),
        facets: row.facets ?? [],
      };
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
      if (!itemCds.length) return new Map<string, { price: number; validTo: string }>();
      const rows = await db
        .selectFrom('contract_price')
        .select(['item_cd', 'price', 'valid_to', 'valid_from'])
        .where('cp_cd', '=', cpCd)
        .where('item_cd', 'in', itemCds)
        .where('valid_from', '<=', day)
        .where('valid_to', '>=', day)
        .orderBy('valid_from')
        .execute();
      return new Map(rows.map((r) => [r.item_cd, { price: Number(r.price), validTo: r.valid_to }]));
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
    async putLine(userId: number, itemCd: string, qty: number, price: number, at: Date) {
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
