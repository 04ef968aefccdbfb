// New-item requests' data (decision 0021): the search (count, rows), the dropdown codes of the
// cell rules, and the save of created, updated and deleted rows in one transaction. Cost: a page
// is two queries; a save of n rows is one read of the affected rows, one write per changed row,
// one call for the new numbers and one insert per 500 new rows.
import { sql, type Kysely } from 'kysely';
import {
  toMoneyOrNull,
  ITEM_REQUEST_CODE_LISTS,
  type ITEM_REQUEST_SORT_KEYS,
  isItemRequestEditable,
  seoulDay,
  type ItemRequestValues,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../auth/guard.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { seoulEnd, seoulStart } from '../../shared/dates.ts';

export interface ItemRequestFilters {
  fromDt: string;
  toDt: string;
  reqUserNm: string;
  searchText: string;
  statCds: string[];
  itemKindCds: string[];
  reqNos: string[];
  sortKey: (typeof ITEM_REQUEST_SORT_KEYS)[number];
  sortDir: 'asc' | 'desc';
}

export interface SaveRow {
  rowKey: string;
  reqNo: string | null;
  version: number | null;
  athFileId: string | null;
  values: ItemRequestValues;
}

export interface SavePlan {
  toCreate: SaveRow[];
  toUpdate: SaveRow[];
  toDelete: { rowKey: string; reqNo: string | null; version: number | null }[];
}

const SORT_COLUMNS = {
  reqNo: 'r.req_no',
  reqDt: 'r.req_dt',
  itemNm: 'r.item_nm',
  reqQty: 'r.req_qty',
  hopePrice: 'r.hope_price',
  needDt: 'r.need_dt',
  statCd: 'r.stat_cd',
} as const satisfies Record<(typeof ITEM_REQUEST_SORT_KEYS)[number], string>;

/** Rows per insert statement (17 columns each: well inside PostgreSQL's 65,535 parameters). */
const INSERT_SLICE = 500;

function searchQuery(db: Kysely<Database>, user: SessionUser, f: ItemRequestFilters) {
  let q = db
    .selectFrom('item_request as r')
    .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
    .where('r.cp_cd', '=', user.cpCd)
    .where('r.req_dt', '>=', seoulStart(f.fromDt))
    .where('r.req_dt', '<', seoulEnd(f.toDt));
  if (f.statCds.length) q = q.where('r.stat_cd', 'in', f.statCds);
  if (f.itemKindCds.length) q = q.where('r.item_kind_cd', 'in', f.itemKindCds);
  if (f.reqNos.length) q = q.where('r.req_no', 'in', f.reqNos);
  if (f.reqUserNm) q = q.where('u.user_nm', 'ilike', containing(f.reqUserNm));
  if (f.searchText) {
    const like = containing(f.searchText);
    q = q.where((eb) =>
      eb.or([eb('r.item_nm', 'ilike', like), eb('r.spec_cn', 'ilike', like), eb('r.mfr_nm', 'ilike', like)]),
    );
  }
  return q;
}

const columns = (v: ItemRequestValues) => ({
  item_nm: v.itemNm as string,
  spec_cn: v.specCn as string | null,
  mfr_nm: v.mfrNm as string | null,
  unit_cd: v.unitCd as string,
  req_qty: v.reqQty as number,
  hope_price: v.hopePrice as number | null,
  need_dt: v.needDt as string | null,
  item_kind_cd: v.itemKindCd as string,
  urgent_yn: v.urgentYn === 'Y' ? ('Y' as const) : ('N' as const),
  req_rsn_cn: v.reqRsnCn as string | null,
});

export function itemRequestRepository(db: Kysely<Database>) {
  return {
    async count(user: SessionUser, f: ItemRequestFilters): Promise<number> {
      const { count } = await searchQuery(db, user, f)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async rows(user: SessionUser, f: ItemRequestFilters, limit: number, offset: number) {
      const rows = await searchQuery(db, user, f)
        .selectAll('r')
        .select('u.user_nm')
        .select((eb) =>
          eb
            .selectFrom('attach_file as a')
            .whereRef('a.ath_file_id', '=', 'r.ath_file_id')
            .where('a.deleted_at', 'is', null)
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('file_cnt'),
        )
        .orderBy(sql.ref(SORT_COLUMNS[f.sortKey]), f.sortDir)
        .orderBy('r.req_no', f.sortDir)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        reqNo: r.req_no,
        reqDt: new Date(r.req_dt).toISOString(),
        reqUserNm: r.user_nm,
        itemNm: r.item_nm,
        specCn: r.spec_cn,
        mfrNm: r.mfr_nm,
        unitCd: r.unit_cd,
        reqQty: r.req_qty,
        hopePrice: toMoneyOrNull(r.hope_price, r.crncy_cd),
        crncyCd: r.crncy_cd,
        needDt: r.need_dt,
        itemKindCd: r.item_kind_cd,
        urgentYn: r.urgent_yn,
        reqRsnCn: r.req_rsn_cn,
        statCd: r.stat_cd,
        rjctRsnCn: r.rjct_rsn_cn,
        athFileId: r.ath_file_id,
        fileCnt: Number(r.file_cnt ?? 0),
        version: r.version,
      }));
    },

    /** The unit and kind codes in use (the cell rules' dropdowns). */
    dropdownCodes() {
      return db
        .selectFrom('common_code')
        .select(['cd_lst_id', 'cd', 'cd_nm_ko', 'cd_nm_en'])
        .where('cd_lst_id', 'in', [ITEM_REQUEST_CODE_LISTS.unit, ITEM_REQUEST_CODE_LISTS.kind])
        .where('use_yn', '=', 'Y')
        .execute();
    },

    /**
     * Applies a checked save, all or none: the changed rows are locked and must still be
     * editable (MROIR0001) at the version the client read (MROIR0002).
     */
    save(user: SessionUser, plan: SavePlan, now: Date) {
      const { toCreate, toUpdate, toDelete } = plan;
      const numbers = [...toUpdate, ...toDelete].map((r) => r.reqNo!);
      return db.transaction().execute(async (tx) => {
        if (numbers.length) {
          const current = await tx
            .selectFrom('item_request')
            .select(['req_no', 'stat_cd', 'version'])
            .where('cp_cd', '=', user.cpCd)
            .where('req_no', 'in', numbers)
            .forUpdate()
            .execute();
          const byNo = new Map(current.map((r) => [r.req_no, r]));
          for (const r of [...toUpdate, ...toDelete]) {
            const row = byNo.get(r.reqNo!);
            if (!row) throw refuse.notFound();
            if (!isItemRequestEditable(row.stat_cd)) throw refuse.conflict('MROIR0001', { reqNo: r.reqNo! });
            if (row.version !== r.version) throw refuse.conflict('MROIR0002', { reqNo: r.reqNo! });
          }
        }
        if (toDelete.length) {
          await tx
            .deleteFrom('item_request')
            .where('cp_cd', '=', user.cpCd)
            .where(
              'req_no',
              'in',
              toDelete.map((r) => r.reqNo!),
            )
            .execute();
        }
        for (const r of toUpdate) {
          await tx
            .updateTable('item_request')
            .set((eb) => ({
              ...columns(r.values),
              ath_file_id: r.athFileId,
              version: eb('version', '+', 1),
              upd_user_id: user.userId,
              upd_dt: now,
            }))
            .where('req_no', '=', r.reqNo!)
            .where('cp_cd', '=', user.cpCd)
            .execute();
        }
        // New numbers in one call, then the rows in slices of one multi-row insert each.
        const issuedNumbers = toCreate.length
          ? await sql<{
              n: string;
            }>`SELECT nextval('item_request_no_seq') AS n FROM generate_series(1, ${toCreate.length})`
              .execute(tx)
              .then((q) => q.rows.map((r) => Number(r.n)).sort((a, b) => a - b))
          : [];
        const day = seoulDay(now);
        const issued = toCreate.map((r, i) => ({
          rowKey: r.rowKey,
          reqNo: `NR${day}${String(issuedNumbers[i]).padStart(6, '0')}`,
        }));
        for (let start = 0; start < toCreate.length; start += INSERT_SLICE) {
          await tx
            .insertInto('item_request')
            .values(
              toCreate.slice(start, start + INSERT_SLICE).map((r, i) => ({
                ...columns(r.values),
                req_no: issued[start + i]!.reqNo,
                cp_cd: user.cpCd,
                req_user_id: user.userId,
                req_dt: now,
                stat_cd: 'REQ',
                rjct_rsn_cn: null,
                ath_file_id: r.athFileId,
                upd_user_id: user.userId,
                upd_dt: now,
              })),
            )
            .execute();
        }
        return { created: issued, updatedCount: toUpdate.length, deletedCount: toDelete.length };
      });
    },
  };
}
