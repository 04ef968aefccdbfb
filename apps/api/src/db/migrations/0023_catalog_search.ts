import { sql, type Kysely } from 'kysely';

/** The columns the search reads, as `catalog_search` holds them (from a `catalog_item` row `r`). */
const COLUMNS =
  'item_cd, nm_len, lead_days, list_price, rank_cd, rank_model, itm_clsf_cd, mfcp_cust_id, sp_cd, item_nm_ko, item_nm_en, rank_nm_en, srch_txt, srch_ini';
const VALUES =
  'r.item_cd, length(r.item_nm_ko), r.lead_days, r.list_price, r.rank_cd, r.rank_model, r.itm_clsf_cd, r.mfcp_cust_id, r.sp_cd, r.item_nm_ko, r.item_nm_en, r.rank_nm_en, r.srch_txt, r.srch_ini';

/**
 * The catalogue search's own narrow table (decision 0062): per item only what finding, ranking
 * and counting the facets read (about 380 bytes a row against 1,180 for the item, whose search
 * keys alone are 700), its rows written in the order of the Korean name within each statement so
 * that the matches of a word sit on few pages. The GIN index is over the search keys computed
 * from the folded text and the initials by `catalog_keys` (the same set as @mro/rules
 * `catalogSearchKeys`: every pair of neighbouring characters of each word, a one-character word
 * itself, each Hangul syllable and consonant alone), so the row does not carry them. Triggers
 * keep it in step with `catalog_item` in the same statement: inserts, updates and deletes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE FUNCTION catalog_keys(txt text, ini text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(array_agg(DISTINCT k), '{}') FROM unnest(string_to_array(txt || ' ' || ini, ' ')) w,
  LATERAL (SELECT substr(w, i, 2) AS k FROM generate_series(1, length(w) - 1) i
    UNION ALL SELECT w WHERE length(w) = 1
    UNION ALL SELECT c FROM (SELECT substr(w, i, 1) COLLATE "C" AS c FROM generate_series(1, length(w)) i) s
      WHERE c BETWEEN '가' AND '힣' OR c = ANY ('{ㄱ,ㄲ,ㄴ,ㄷ,ㄸ,ㄹ,ㅁ,ㅂ,ㅃ,ㅅ,ㅆ,ㅇ,ㅈ,ㅉ,ㅊ,ㅋ,ㅌ,ㅍ,ㅎ}')) keys
  WHERE w <> '' $f$`,
    `CREATE TABLE catalog_search (
      item_cd text PRIMARY KEY,
      nm_len integer NOT NULL,
      lead_days integer NOT NULL,
      list_price numeric(18, 2) NOT NULL,
      rank_cd text NOT NULL,
      rank_model text,
      itm_clsf_cd text NOT NULL,
      mfcp_cust_id text,
      sp_cd text NOT NULL,
      item_nm_ko text NOT NULL,
      item_nm_en text NOT NULL,
      rank_nm_en text NOT NULL,
      srch_txt text NOT NULL,
      srch_ini text NOT NULL
    )`,
    `CREATE FUNCTION catalog_search_put() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM catalog_search WHERE item_cd IN (SELECT item_cd FROM stale EXCEPT SELECT item_cd FROM fresh);
  END IF;
  INSERT INTO catalog_search (${COLUMNS}) SELECT ${VALUES} FROM fresh r ORDER BY r.item_nm_ko, r.item_cd
  ON CONFLICT (item_cd) DO UPDATE SET (${COLUMNS}) = (${COLUMNS.split(', ')
    .map((c) => `EXCLUDED.${c}`)
    .join(', ')});
  RETURN NULL;
END $$`,
    `CREATE FUNCTION catalog_search_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_search WHERE item_cd IN (SELECT item_cd FROM gone);
  RETURN NULL;
END $$`,
    `CREATE TRIGGER catalog_search_insert AFTER INSERT ON catalog_item REFERENCING NEW TABLE AS fresh
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_put()`,
    `CREATE TRIGGER catalog_search_update AFTER UPDATE ON catalog_item REFERENCING OLD TABLE AS stale NEW TABLE AS fresh
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_put()`,
    `CREATE TRIGGER catalog_search_delete AFTER DELETE ON catalog_item REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_drop()`,
    `INSERT INTO catalog_search (${COLUMNS}) SELECT ${VALUES} FROM catalog_item r ORDER BY r.item_nm_ko, r.item_cd`,
    `CREATE INDEX catalog_search_keys ON catalog_search USING gin (catalog_keys(srch_txt, srch_ini))`,
    // The item's own keys index is no longer asked (the search reads catalog_search).
    `DROP INDEX catalog_item_keys`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE INDEX catalog_item_keys ON catalog_item USING gin (srch_keys)`,
    `DROP TRIGGER catalog_search_insert ON catalog_item`,
    `DROP TRIGGER catalog_search_update ON catalog_item`,
    `DROP TRIGGER catalog_search_delete ON catalog_item`,
    `DROP TABLE catalog_search`,
    `DROP FUNCTION catalog_search_put()`,
    `DROP FUNCTION catalog_search_drop()`,
    `DROP FUNCTION catalog_keys(text, text)`,
  ])
    await sql.raw(statement).execute(db);
}
