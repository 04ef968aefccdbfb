// The supplier catalogue's data (decision 0068): a supplier's items (staff: every supplier's) by
// page with a text search, the categories of the lowest level, the grid's save (all or none, each
// change at the version it read) and a bulk upload's rows (each checked row written, new items
// numbered MC + 8 digits, an own item's code changed). The search columns (`srch_txt`,
// `srch_ini`, `srch_keys`) are worked out by @mro/rules `catalogSearchKeys` on every write, and
// `catalog_search` follows through migration 0023's statement triggers, so a changed price or
// name is what the buyers' search finds in the same transaction.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { catalogSearchKeys, toMoney, type CATALOG_ITEM_SORT_KEYS, type CatalogValues } from '@mro/rules';
import type { CatalogItemTable, Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';

export interface SupplierItemFilters {
  q: string;
  itmClsfCd: string;
  sortKey: (typeof CATALOG_ITEM_SORT_KEYS)[number];
  sortDir: 'asc' | 'desc';
}

export interface ItemWrite {
  rowKey: string;
  itemCd: string | null;
  version: number | null;
  imgFileId: string | null;
  athFileId: string | null;
  values: CatalogValues;
}

const SORT_COLUMNS = {
  itemCd: 'i.item_cd',
  itemNmKo: 'i.item_nm_ko',
  listPrice: 'i.list_price',
  leadDays: 'i.lead_days',
  updDt: 'i.upd_dt',
} as const satisfies Record<(typeof CATALOG_ITEM_SORT_KEYS)[number], string>;

/** Rows per insert statement (about 25 columns each: inside PostgreSQL's 65,535 parameters). */
const INSERT_SLICE = 1000;
/** Rows a bulk upload writes between two checkpoints on PGlite (about 10 MB of WAL). */
const BULK_CHECKPOINT_ROWS = 5000;

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** The stored columns of a checked row (no code, supplier or search columns). */
function columnsOf(v: CatalogValues) {
  return {
    item_nm_ko: String(v.itemNmKo),
    item_nm_en: String(v.itemNmEn),
    spec_cn: str(v.specCn),
    model_no: str(v.modelNo),
    itm_clsf_cd: String(v.itmClsfCd),
    unit_cd: String(v.unitCd),
    pack_qty: Number(v.packQty),
    min_ord_qty: Number(v.minOrdQty),
    // A grid number of at most 13 + 2 digits (15 significant): exact as the double it arrives as.
    list_price: String(v.listPrice),
    crncy_cd: String(v.crncyCd),
    valid_from: str(v.validFrom),
    valid_to: str(v.validTo),
    lead_days: Number(v.leadDays),
  };
}

/** The search columns of an item (the seed's own set: code, names, model number, brand). */
function searchColumns(code: string, v: CatalogValues, brand: string | null) {
  const keys = catalogSearchKeys({
    code,
    nameKo: String(v.itemNmKo),
    nameEn: String(v.itemNmEn),
    modelNo: str(v.modelNo) ?? '',
    manufacturer: brand ?? '',
  });
  return { srch_txt: keys.text, srch_ini: keys.initials, srch_keys: keys.keys };
}

/** The current code, supplier, version and brand of items (locked: `forUpdate`). */
async function currentItems(tx: Kysely<Database>, codes: string[], forUpdate: boolean) {
  const found = new Map<string, { spCd: string; version: number; brand: string | null }>();
  for (let i = 0; i < codes.length; i += 5000) {
    let q = tx
      .selectFrom('catalog_item as i')
      .leftJoin('manufacturer as m', 'm.mfcp_cust_id', 'i.mfcp_cust_id')
      .select(['i.item_cd', 'i.sp_cd', 'i.version', 'm.brnd_nm', 'm.mfcp_cust_nm'])
      .where('i.item_cd', 'in', codes.slice(i, i + 5000));
    if (forUpdate) q = q.forUpdate('i');
    for (const r of await q.execute())
      found.set(r.item_cd, { spCd: r.sp_cd, version: r.version, brand: r.brnd_nm ?? r.mfcp_cust_nm ?? null });
  }
  return found;
}

/**
 * Writes checked rows for a supplier in `tx`: changed items at the version read (`checkVersion`;
 * MROMC0004 otherwise), new items numbered, inserted INSERT_SLICE rows a statement. Answers the
 * new codes by row key.
 */
async function writeItems(
  tx: Kysely<Database>,
  spCd: string,
  userId: number,
  rows: { toCreate: ItemWrite[]; toUpdate: ItemWrite[] },
  now: Date,
  checkVersion: boolean,
) {
  const codes = rows.toUpdate.map((r) => r.itemCd!);
  const current = codes.length ? await currentItems(tx, codes, true) : new Map();
  for (const r of rows.toUpdate) {
    const found = current.get(r.itemCd!);
    if (!found || found.spCd !== spCd) throw refuse.notFound('MROMC0005', { itemCd: r.itemCd! });
    if (checkVersion && found.version !== r.version) throw refuse.conflict('MROMC0004', { itemCd: r.itemCd! });
  }
  for (const r of rows.toUpdate) {
    const set: Updateable<CatalogItemTable> = {
      ...columnsOf(r.values),
      ...searchColumns(r.itemCd!, r.values, current.get(r.itemCd!)?.brand ?? null),
      upd_dt: now,
      upd_user_id: userId,
    };
    if (checkVersion) {
      set.ath_file_id = r.athFileId;
      set.img_file_ids = r.imgFileId ? [r.imgFileId] : [];
    }
    await tx
      .updateTable('catalog_item')
      .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
      .where('item_cd', '=', r.itemCd!)
      .where('sp_cd', '=', spCd)
      .execute();
  }
  const numbers = rows.toCreate.length
    ? await sql<{
        n: string;
      }>`SELECT nextval('catalog_item_no_seq') AS n FROM generate_series(1, ${rows.toCreate.length})`
        .execute(tx)
        .then((q) => q.rows.map((r) => Number(r.n)).sort((a, b) => a - b))
    : [];
  const created = rows.toCreate.map((r, i) => ({
    rowKey: r.rowKey,
    itemCd: `MC${String(numbers[i]).padStart(8, '0')}`,
  }));
  for (let start = 0; start < rows.toCreate.length; start += INSERT_SLICE) {
    const values: Insertable<CatalogItemTable>[] = rows.toCreate.slice(start, start + INSERT_SLICE).map((r, i) => {
      const itemCd = created[start + i]!.itemCd;
      return {
        ...columnsOf(r.values),
        ...searchColumns(itemCd, r.values, null),
        item_cd: itemCd,
        sp_cd: spCd,
        mfcp_cust_id: null,
        item_kind_cd: 'C0',
        discontinued_yn: 'N',
        ath_file_id: r.athFileId,
        img_file_ids: r.imgFileId ? [r.imgFileId] : [],
        upd_dt: now,
        upd_user_id: userId,
      };
    });
    await tx.insertInto('catalog_item').values(values).execute();
  }
  return { created, updatedCount: rows.toUpdate.length };
}

export function supplierCatalogRepository(db: Kysely<Database>) {
  /** The items of a supplier (null: every supplier) matching the filters. */
  function searchQuery(spCd: string | null, f: SupplierItemFilters) {
    let q = db.selectFrom('catalog_item as i');
    if (spCd !== null) q = q.where('i.sp_cd', '=', spCd);
    if (f.itmClsfCd) q = q.where('i.itm_clsf_cd', 'like', `${f.itmClsfCd.replace(/[%_\\]/g, '\\$&')}%`);
    if (f.q) {
      const like = containing(f.q);
      q = q.where((eb) =>
        eb.or([
          eb('i.item_cd', 'ilike', like),
          eb('i.item_nm_ko', 'ilike', like),
          eb('i.item_nm_en', 'ilike', like),
          eb('i.model_no', 'ilike', like),
          eb('i.spec_cn', 'ilike', like),
        ]),
      );
    }
    return q;
  }

  return {
    async count(spCd: string | null, f: SupplierItemFilters): Promise<number> {
      const { count } = await searchQuery(spCd, f)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async rows(spCd: string | null, f: SupplierItemFilters, limit: number, offset: number) {
      const rows = await searchQuery(spCd, f)
        .select([
          'i.item_cd',
          'i.item_nm_ko',
          'i.item_nm_en',
          'i.spec_cn',
          'i.model_no',
          'i.itm_clsf_cd',
          'i.unit_cd',
          'i.pack_qty',
          'i.min_ord_qty',
          'i.list_price',
          'i.crncy_cd',
          'i.valid_from',
          'i.valid_to',
          'i.lead_days',
          'i.sp_cd',
          'i.ath_file_id',
          'i.upd_dt',
          'i.version',
        ])
        .select(sql<string | null>`i.img_file_ids[1]`.as('img_group'))
        .select(
          sql<string>`(SELECT count(*) FROM attach_file a WHERE a.ath_file_id = i.ath_file_id AND a.deleted_at IS NULL)`.as(
            'file_cnt',
          ),
        )
        .select(
          sql<string>`(SELECT count(*) FROM attach_file a WHERE a.ath_file_id = i.img_file_ids[1] AND a.deleted_at IS NULL)`.as(
            'img_cnt',
          ),
        )
        .orderBy(sql.ref(SORT_COLUMNS[f.sortKey]), f.sortDir)
        .orderBy('i.item_cd', f.sortDir)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        itemCd: r.item_cd,
        itemNmKo: r.item_nm_ko,
        itemNmEn: r.item_nm_en,
        specCn: r.spec_cn,
        modelNo: r.model_no,
        itmClsfCd: r.itm_clsf_cd,
        unitCd: r.unit_cd,
        packQty: r.pack_qty,
        minOrdQty: r.min_ord_qty,
        listPrice: toMoney(r.list_price, r.crncy_cd),
        crncyCd: r.crncy_cd,
        validFrom: r.valid_from,
        validTo: r.valid_to,
        leadDays: r.lead_days,
        spCd: r.sp_cd,
        imgFileId: r.img_group,
        imgCnt: Number(r.img_cnt ?? 0),
        athFileId: r.ath_file_id,
        fileCnt: Number(r.file_cnt ?? 0),
        updDt: new Date(r.upd_dt).toISOString(),
        version: r.version,
      }));
    },

    /** Categories without children (where an item is filed). */
    leafCategories() {
      return db
        .selectFrom('item_category as c')
        .select(['c.itm_clsf_cd', 'c.itm_clsf_kor_nm', 'c.itm_clsf_eng_nm'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('item_category as d')
                .select('d.itm_clsf_cd')
                .whereRef('d.upper_itm_clsf_cd', '=', 'c.itm_clsf_cd'),
            ),
          ),
        )
        .orderBy('c.itm_clsf_cd')
        .execute();
    },

    /** Units in use (the UNIT code list). */
    units() {
      return db
        .selectFrom('common_code')
        .select(['cd', 'cd_nm_ko', 'cd_nm_en'])
        .where('cd_lst_id', '=', 'UNIT')
        .where('use_yn', '=', 'Y')
        .execute();
    },

    /** The current code, supplier, version and brand of items (to check a save or an upload against). */
    current(codes: string[], forUpdate: boolean, tx: Kysely<Database> = db) {
      return currentItems(tx, codes, forUpdate);
    },

    /**
     * Writes checked rows for a supplier in one transaction: changed items at the version read
     * (`checkVersion`; MROMC0004 otherwise, nothing written), new items numbered. Answers the new
     * codes by row key.
     */
    write(
      spCd: string,
      userId: number,
      rows: { toCreate: ItemWrite[]; toUpdate: ItemWrite[] },
      now: Date,
      checkVersion: boolean,
    ) {
      return db.transaction().execute((tx) => writeItems(tx, spCd, userId, rows, now, checkVersion));
    },

    /**
     * A bulk upload's writes in one transaction, slice by slice (decision 0078): `work` looks up
     * the items a slice names (locked) and writes the slice's checked rows; anything it throws
     * undoes every slice. Nothing else may use the database while `work` runs (PGlite has one
     * connection): the work asks only through the calls it is given. `embedded` (PGlite): a
     * CHECKPOINT after every BULK_CHECKPOINT_ROWS rows written, as PostgreSQL's checkpointer
     * would do by the WAL's size (PGlite runs single-user: nothing checkpoints by volume, and the
     * WAL of a 50,000-row upload, about 100 MB, stayed in memory with an in-memory database).
     */
    bulk<T>(
      spCd: string,
      userId: number,
      now: Date,
      embedded: boolean,
      work: (slice: {
        current: (codes: string[]) => Promise<Map<string, { spCd: string; version: number; brand: string | null }>>;
        write: (rows: { toCreate: ItemWrite[]; toUpdate: ItemWrite[] }) => Promise<{
          created: { rowKey: string; itemCd: string }[];
          updatedCount: number;
        }>;
      }) => Promise<T>,
    ) {
      return db.transaction().execute((tx) => {
        let sinceCheckpoint = 0;
        return work({
          current: (codes) => currentItems(tx, codes, true),
          write: async (rows) => {
            const written = await writeItems(tx, spCd, userId, rows, now, false);
            sinceCheckpoint += rows.toCreate.length + rows.toUpdate.length;
            if (embedded && sinceCheckpoint >= BULK_CHECKPOINT_ROWS) {
              sinceCheckpoint = 0;
              await sql`CHECKPOINT`.execute(tx);
            }
            return written;
          },
        });
      });
    },

    /** Every item of a supplier (null: all) for the export, in code order. */
    exportRows(spCd: string | null, limit: number) {
      let q = db
        .selectFrom('catalog_item')
        .select([
          'item_cd',
          'item_nm_ko',
          'item_nm_en',
          'spec_cn',
          'model_no',
          'itm_clsf_cd',
          'unit_cd',
          'pack_qty',
          'min_ord_qty',
          'list_price',
          'crncy_cd',
          'valid_from',
          'valid_to',
          'lead_days',
        ])
        .orderBy('item_cd')
        .limit(limit);
      if (spCd !== null) q = q.where('sp_cd', '=', spCd);
      return q.execute();
    },
  };
}
