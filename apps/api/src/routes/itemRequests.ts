// New-item requests of the buyer system (issue 25, decision 0021). A buyer sees and changes only
// their company's requests. The search pages (or, for the Excel export, lists every row up to
// ITEM_REQUEST_EXPORT_MAX_ROWS); the save takes the grid's created, updated and deleted rows and
// applies all of them in one transaction or none: every row is checked first with the cell rules
// of @mro/rules (the grid's own), and a refusal names its cell as `<rowKey>.<field>`. A change
// names the version it read (MROIR0002 when another save came first) and is allowed only while
// the request is still requested (MROIR0001). The data: domains/itemRequests/repository.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, rulesOf, ITEM_REQUEST_SEARCH_FIELDS, type ParsedOf } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  ITEM_REQUEST_CODE_LISTS,
  ITEM_REQUEST_EXPORT_MAX_ROWS,
  ITEM_REQUEST_NO,
  ITEM_REQUEST_SAVE_MAX_ROWS,
  ITEM_REQUEST_SEARCH_MAX_NUMBERS,
  ITEM_REQUEST_SORT_KEYS,
  checkItemRequestRow,
  itemRequestPeriodViolation,
  itemRequestRules,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { check, paging, searchNumbers, searchPeriod, searchSort, text } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
import { itemRequestRepository, type ItemRequestFilters, type SaveRow } from '../domains/itemRequests/repository.ts';

const calls = contract.itemRequests;

/** The search's conditions, checked as the search box checks them. */
function filtersOf(query: ParsedOf<typeof ITEM_REQUEST_SEARCH_FIELDS>): ItemRequestFilters {
  const period = searchPeriod(query, itemRequestPeriodViolation);
  const values = { reqUserNm: query.reqUserNm, searchText: query.searchText };
  check(rulesOf(ITEM_REQUEST_SEARCH_FIELDS, ['reqUserNm', 'searchText']), values);
  return {
    ...period,
    ...values,
    statCds: query.statCds,
    itemKindCds: query.itemKindCds,
    reqNos: searchNumbers(query, 'reqNos', ITEM_REQUEST_SEARCH_MAX_NUMBERS),
    ...searchSort(query, ITEM_REQUEST_SORT_KEYS, 'reqDt'),
  };
}

/** A list of row objects in the body, or MROCM0011. */
function rowsOf(value: unknown): Record<string, unknown>[] {
  const rows: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [null];
  const out: Record<string, unknown>[] = [];
  for (const r of rows) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    out.push({ ...r });
  }
  return out;
}

export function itemRequestRoutes(ctx: AppContext) {
  const repo = itemRequestRepository(ctx.db);

  /** Dropdown options in the caller's language, for the cell rules (a code or its label). */
  async function rulesFor(request: FastifyRequest) {
    const codes = await repo.dropdownCodes();
    const options = (id: string) =>
      codes
        .filter((c) => c.cd_lst_id === id)
        .map((c) => ({ value: c.cd, label: request.locale === 'en' ? c.cd_nm_en : c.cd_nm_ko }));
    return itemRequestRules({
      units: options(ITEM_REQUEST_CODE_LISTS.unit),
      kinds: options(ITEM_REQUEST_CODE_LISTS.kind),
    });
  }

  async function page({ request, query }: RouteInput<typeof calls.search>) {
    const user = userOf(request);
    const f = filtersOf(query);
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const count = await repo.count(user, f);
    const pages = await repo.rows(user, f, pageSize, (pageNo - 1) * pageSize);
    return ok({ pages, totalCount: count, pageNo, pageSize });
  }

  /** Every row of a search, for the Excel export (the server's rows, not the page in view). */
  async function exportRows({ request, query }: RouteInput<typeof calls.export>) {
    const user = userOf(request);
    const f = filtersOf(query);
    const count = await repo.count(user, f);
    if (count > ITEM_REQUEST_EXPORT_MAX_ROWS) {
      throw new ApiError(400, 'VALIDATION', 'MROIR0004', { max: ITEM_REQUEST_EXPORT_MAX_ROWS });
    }
    return ok({ rows: await repo.rows(user, f, ITEM_REQUEST_EXPORT_MAX_ROWS, 0), totalCount: count });
  }

  async function save({ request, body }: RouteInput<typeof calls.save>) {
    const user = userOf(request);
    const created = rowsOf(body.created);
    const updated = rowsOf(body.updated);
    const deleted = rowsOf(body.deleted);
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
      if (needsNo && (!ITEM_REQUEST_NO.test(reqNo) || typeof version !== 'number' || !Number.isInteger(version))) {
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      }
      return {
        rowKey,
        reqNo: needsNo ? reqNo : null,
        version: needsNo && typeof version === 'number' ? version : null,
      };
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

    // Attachments: a group the caller (or the caller's company) uploaded, not deleted.
    const withFiles = [...toCreate, ...toUpdate].filter((r) => r.athFileId);
    if (withFiles.length) {
      const owned = await ownedAttachmentGroups(
        ctx.db,
        attachmentCallerOf(request),
        withFiles.map((r) => r.athFileId!),
      );
      for (const r of withFiles) {
        if (!owned.has(r.athFileId!)) fields[`${r.rowKey}.athFileId`] = { rule: 'is', code: 'MROIR0006', params: {} };
      }
    }
    if (Object.keys(fields).length) throw badRequest(fields);

    const result = await repo.save(user, { toCreate, toUpdate, toDelete }, ctx.now());
    request.log.info({ event: 'item-requests.save', ...result, created: result.created.length }, 'item requests saved');
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.search, page);
    route(app, calls.export, exportRows);
    route(app, calls.save, save);
  };
}
