// New-item requests of the buyer system (issue 25, decision 0021). A buyer sees and changes only
// their company's requests. The search pages (or, for the Excel export, lists every row up to
// ITEM_REQUEST_EXPORT_MAX_ROWS); the save takes the grid's created, updated and deleted rows and
// applies all of them in one transaction or none: every row is checked first with the cell rules
// of @mro/rules (the grid's own), and a refusal names its cell as `<rowKey>.<field>`. A change
// names the version it read (MROIR0002 when another save came first) and is allowed only while
// the request is still requested (MROIR0001). Cost: a page is two queries; a save of n rows is
// one read of the affected rows, one write per changed row, one
// call for the new numbers and one insert per 500 new rows.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  ITEM_REQUEST_CODE_LISTS,
  ITEM_REQUEST_EXPORT_MAX_ROWS,
  ITEM_REQUEST_NO,
  ITEM_REQUEST_SAVE_MAX_ROWS,
  ITEM_REQUEST_SEARCH_MAX_NUMBERS,
  ITEM_REQUEST_SORT_KEYS,
  checkItemRequestRow,
  isItemRequestEditable,
  itemRequestPeriodViolation,
  itemRequestRules,
  seoulDay,
  type ItemRequestValues,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { bodyOf, check, list, paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { userOf, type SessionUser } from '../auth/guard.ts';
import { escapeLike } from './codes.ts';

// The menu's roles (BA): buyers, and administrators within their own company.
const BUYERS = { access: { roles: ['B' as const, 'A' as const], systems: ['BY'] } };

const SORT_COLUMNS = {
  reqNo: 'r.req_no',
  reqDt: 'r.req_dt',
  itemNm: 'r.item_nm',
  reqQty: 'r.req_qty',
  hopePrice: 'r.hope_price',
  needDt: 'r.need_dt',
  statCd: 'r.stat_cd',
} as const satisfies Record<(typeof ITEM_REQUEST_SORT_KEYS)[number], string>;

type Filters = ReturnType<typeof filtersOf>;

/** Rows per insert statement (17 columns each: well inside PostgreSQL's 65,535 parameters). */
const INSERT_SLICE = 500;

/** The search's conditions, checked as the search box checks them. */
function filtersOf(query: Record<string, unknown>) {
  const period = searchPeriod(query, itemRequestPeriodViolation);
  const values = { reqUserNm: text(query, 'reqUserNm'), searchText: text(query, 'searchText') };
  check({ reqUserNm: 'max:50', searchText: 'max:100' }, values);
  return {
    ...period,
    ...values,
    statCds: list(query.statCds ?? query['statCds[]']),
    itemKindCds: list(query.itemKindCds ?? query['itemKindCds[]']),
    reqNos: searchNumbers(query, 'reqNos', ITEM_REQUEST_SEARCH_MAX_NUMBERS),
    ...searchSort(query, ITEM_REQUEST_SORT_KEYS, 'reqDt'),
  };
}

/** The day bounds of a Korean-time period as instants. */
const seoulStart = (yyyymmdd: string) =>
  new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00+09:00`);

function searchQuery(db: Kysely<Database>, user: SessionUser, f: Filters) {
  let q = db
    .selectFrom('item_request as r')
    .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
    .where('r.cp_cd', '=', user.cpCd)
    .where('r.req_dt', '>=', seoulStart(f.fromDt))
    .where('r.req_dt', '<', new Date(seoulStart(f.toDt).getTime() + 86_400_000));
  if (f.statCds.length) q = q.where('r.stat_cd', 'in', f.statCds);
  if (f.itemKindCds.length) q = q.where('r.item_kind_cd', 'in', f.itemKindCds);
  if (f.reqNos.length) q = q.where('r.req_no', 'in', f.reqNos);
  if (f.reqUserNm) q = q.where('u.user_nm', 'ilike', `%${escapeLike(f.reqUserNm)}%`);
  if (f.searchText) {
    const like = `%${escapeLike(f.searchText)}%`;
    q = q.where((eb) =>
      eb.or([eb('r.item_nm', 'ilike', like), eb('r.spec_cn', 'ilike', like), eb('r.mfr_nm', 'ilike', like)]),
    );
  }
  return q;
}

async function rowsOf(db: Kysely<Database>, user: SessionUser, f: Filters, limit: number, offset: number) {
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
    hopePrice: r.hope_price === null ? null : Number(r.hope_price),
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
}

interface SaveRow {
  rowKey: string;
  reqNo: string | null;
  version: number | null;
  athFileId: string | null;
  values: ItemRequestValues;
}

export function itemRequestRoutes(ctx: AppContext) {
  const { db } = ctx;

  /** Dropdown options in the caller's language, for the cell rules (a code or its label). */
  async function rulesFor(request: FastifyRequest) {
    const codes = await db
      .selectFrom('common_code')
      .select(['cd_lst_id', 'cd', 'cd_nm_ko', 'cd_nm_en'])
      .where('cd_lst_id', 'in', [ITEM_REQUEST_CODE_LISTS.unit, ITEM_REQUEST_CODE_LISTS.kind])
      .where('use_yn', '=', 'Y')
      .execute();
    const options = (id: string) =>
      codes
        .filter((c) => c.cd_lst_id === id)
        .map((c) => ({ value: c.cd, label: request.locale === 'en' ? c.cd_nm_en : c.cd_nm_ko }));
    return itemRequestRules({
      units: options(ITEM_REQUEST_CODE_LISTS.unit),
      kinds: options(ITEM_REQUEST_CODE_LISTS.kind),
    });
  }

  async function page(request: FastifyRequest) {
    const user = userOf(request);
    const query = request.query as Record<string, unknown>;
    const f = filtersOf(query);
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const { count } = await searchQuery(db, user, f)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const pages = await rowsOf(db, user, f, pageSize, (pageNo - 1) * pageSize);
    return ok({ pages, totalCount: Number(count), pageNo, pageSize });
  }

  /** Every row of a search, for the Excel export (the server's rows, not the page in view). */
  async function exportRows(request: FastifyRequest) {
    const user = userOf(request);
    const f = filtersOf(request.query as Record<string, unknown>);
    const { count } = await searchQuery(db, user, f)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > ITEM_REQUEST_EXPORT_MAX_ROWS) {
      throw new ApiError(400, 'VALIDATION', 'MROIR0004', { max: ITEM_REQUEST_EXPORT_MAX_ROWS });
    }
    return ok({ rows: await rowsOf(db, user, f, ITEM_REQUEST_EXPORT_MAX_ROWS, 0), totalCount: Number(count) });
  }

  async function save(request: FastifyRequest) {
    const user = userOf(request);
    const body = bodyOf(request.body);
    const part = (name: string): Record<string, unknown>[] => {
      const value = body[name] ?? [];
      if (!Array.isArray(value) || value.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      }
      return value as Record<string, unknown>[];
    };
    const created = part('created');
    const updated = part('updated');
    const deleted = part('deleted');
    const total = created.length + updated.length + deleted.length;
    if (total === 0) throw new ApiError(400, 'VALIDATION', 'MROIR0005');
    if (total > ITEM_REQUEST_SAVE_MAX_ROWS) {
      throw new ApiError(400, 'VALIDATION', 'MROIR0003', { max: ITEM_REQUEST_SAVE_MAX_ROWS });
    }

    // Every row checked before anything is written; all refusals answered together.
    const rules = await rulesFor(request);
    const fields: Record<string, ValidationError> = {};
    const keys = new Set<string>();
    const identity = (row: Record<string, unknown>, index: number, kind: string, needsNo: boolean) => {
      const rowKey = text(row, 'rowKey') || `${kind}.${index}`;
      if (rowKey.length > 60 || keys.has(rowKey)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      keys.add(rowKey);
      const reqNo = text(row, 'reqNo');
      const version = row.version;
      if (needsNo && (!ITEM_REQUEST_NO.test(reqNo) || !Number.isInteger(version))) {
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      }
      return { rowKey, reqNo: needsNo ? reqNo : null, version: needsNo ? (version as number) : null };
    };
    const checked = (row: Record<string, unknown>, index: number, kind: 'created' | 'updated'): SaveRow => {
      const id = identity(row, index, kind, kind === 'updated');
      const { values, errors } = checkItemRequestRow(row, rules);
      for (const [field, e] of Object.entries(errors)) {
        fields[`${id.rowKey}.${field}`] = { rule: 'is', code: e.code, params: e.params };
      }
      const athFileId = text(row, 'athFileId') || null;
      if (athFileId && athFileId.length > 40)
        fields[`${id.rowKey}.athFileId`] = { rule: 'is', code: 'MROIR0006', params: {} };
      return { ...id, athFileId, values };
    };
    const toCreate = created.map((r, i) => checked(r, i, 'created'));
    const toUpdate = updated.map((r, i) => checked(r, i, 'updated'));
    const toDelete = deleted.map((r, i) => identity(r, i, 'deleted', true));
    const numbers = [...toUpdate, ...toDelete].map((r) => r.reqNo!);
    if (new Set(numbers).size !== numbers.length) throw new ApiError(400, 'VALIDATION', 'MROCM0011');

    // Attachments: a group the caller's company uploaded.
    const groups = [...new Set([...toCreate, ...toUpdate].map((r) => r.athFileId).filter((g): g is string => !!g))];
    if (groups.length) {
      const found = await db
        .selectFrom('attach_file')
        .select('ath_file_id')
        .distinct()
        .where('ath_file_id', 'in', groups)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('cp_cd', '=', user.cpCd), eb('owner_key', '=', `u:${user.userId}`)]))
        .execute();
      const ok = new Set(found.map((g) => g.ath_file_id));
      for (const r of [...toCreate, ...toUpdate]) {
        if (r.athFileId && !ok.has(r.athFileId))
          fields[`${r.rowKey}.athFileId`] = { rule: 'is', code: 'MROIR0006', params: {} };
      }
    }
    if (Object.keys(fields).length) throw badRequest(fields);

    const now = ctx.now();
    const result = await db.transaction().execute(async (tx) => {
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
          if (!row) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
          if (!isItemRequestEditable(row.stat_cd))
            throw new ApiError(409, 'CONFLICT', 'MROIR0001', { reqNo: r.reqNo! });
          if (row.version !== r.version) throw new ApiError(409, 'CONFLICT', 'MROIR0002', { reqNo: r.reqNo! });
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
    request.log.info({ event: 'item-requests.save', ...result, created: result.created.length }, 'item requests saved');
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    app.get('/by/item-requests/page', { config: BUYERS }, page);
    app.get('/by/item-requests/export', { config: BUYERS }, exportRows);
    app.post('/by/item-requests/save', { config: BUYERS }, save);
  };
}
