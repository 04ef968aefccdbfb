// The supplier's own catalogue (MP "Catalogue", decision 0068). A supplier (role V) reads and
// changes only its company's items; staff (role A) read and change every supplier's, but only a
// supplier registers new ones (MROMC0008). The save takes the grid's created and changed rows and
// writes all of them or none: every row is checked first with the rules of @mro/rules (the
// grid's own; a refusal names its cell as `<rowKey>.<field>`), a change names the version it read
// (409 MROMC0004 when another save came first: the client keeps what was typed). Images and
// attachments are FileLoader groups the caller uploaded. The bulk upload and the export are
// the Excel routes' (domains/supplierCatalog/bulk.ts).
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import {
  CATALOG_FIELDS,
  CATALOG_ITEM_CODE,
  CATALOG_ITEM_SORT_KEYS,
  CATALOG_SAVE_MAX_ROWS,
  DEFAULT_PAGE_SIZE,
  checkCatalogRow,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { paging, searchSort, text } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { userOf, type SessionUser } from '../auth/guard.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
import { supplierCatalogRepository, type ItemWrite } from '../domains/supplierCatalog/repository.ts';
import { catalogRulesFor } from '../domains/supplierCatalog/bulk.ts';

const calls = contract.supplierCatalog;

/** Whose items the caller reads: a supplier its company's, staff every supplier's (null). */
export const catalogScope = (user: SessionUser): string | null => (user.custRolCd === 'A' ? null : user.cpCd);

/** A list of row objects in the body, or MROCM0011. */
function rowsOf(value: unknown): Record<string, unknown>[] {
  const rows: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [null];
  return rows.map((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    return { ...r } as Record<string, unknown>;
  });
}

export function supplierCatalogRoutes(ctx: AppContext) {
  const repo = supplierCatalogRepository(ctx.db);

  async function items({ request, query }: RouteInput<typeof calls.items>) {
    const user = userOf(request);
    const sort = searchSort(query, CATALOG_ITEM_SORT_KEYS, 'itemCd');
    // Unsorted, the list runs in code order (seeded CI items, then registered MC ones).
    if (!text(query, 'sortDir')) sort.sortDir = 'asc';
    const filters = { q: text(query, 'q'), itmClsfCd: text(query, 'itmClsfCd'), ...sort };
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const scope = catalogScope(user);
    const [count, pages] = await Promise.all([
      repo.count(scope, filters),
      repo.rows(scope, filters, pageSize, (pageNo - 1) * pageSize),
    ]);
    return ok({ pages, totalCount: count, pageNo, pageSize });
  }

  async function save({ request, body }: RouteInput<typeof calls.save>) {
    const user = userOf(request);
    const created = rowsOf(body.created);
    const updated = rowsOf(body.updated);
    const total = created.length + updated.length;
    if (total === 0) throw new ApiError(400, 'VALIDATION', 'MROMC0007');
    if (total > CATALOG_SAVE_MAX_ROWS)
      throw new ApiError(400, 'VALIDATION', 'MROMC0003', { max: CATALOG_SAVE_MAX_ROWS });
    if (created.length && user.custRolCd !== 'V') throw new ApiError(400, 'VALIDATION', 'MROMC0008');
    const rules = await catalogRulesFor(repo, request.locale);
    const fields: Record<string, ValidationError> = {};
    const keys = new Set<string>();
    const checked = (row: Record<string, unknown>, index: number, kind: 'created' | 'updated'): ItemWrite => {
      const rowKey = text(row, 'rowKey') || `${kind}.${index}`;
      if (rowKey.length > 60 || keys.has(rowKey)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      keys.add(rowKey);
      const itemCd = kind === 'updated' ? text(row, 'itemCd') : null;
      const version = row.version;
      if (kind === 'updated' && (!CATALOG_ITEM_CODE.test(itemCd ?? '') || typeof version !== 'number'))
        throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const { values, errors } = checkCatalogRow(row, rules);
      for (const field of CATALOG_FIELDS) {
        const e = errors[field];
        if (e) fields[`${rowKey}.${field}`] = { rule: 'is', code: e.code, params: e.params };
      }
      const group = (name: string) => {
        const id = text(row, name) || null;
        if (id && id.length > 40) fields[`${rowKey}.${name}`] = { rule: 'is', code: 'MROIR0006', params: {} };
        return id;
      };
      return {
        rowKey,
        itemCd,
        version: typeof version === 'number' ? version : null,
        imgFileId: group('imgFileId'),
        athFileId: group('athFileId'),
        values,
      };
    };
    const toCreate = created.map((r, i) => checked(r, i, 'created'));
    const toUpdate = updated.map((r, i) => checked(r, i, 'updated'));
    const codes = toUpdate.map((r) => r.itemCd!);
    if (new Set(codes).size !== codes.length) throw new ApiError(400, 'VALIDATION', 'MROCM0011');

    // Images and attachments: groups the caller (or the caller's company) uploaded.
    const groups = [...toCreate, ...toUpdate].flatMap((r) => [r.imgFileId, r.athFileId].filter((g) => g !== null));
    if (groups.length) {
      const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), groups);
      for (const r of [...toCreate, ...toUpdate]) {
        for (const name of ['imgFileId', 'athFileId'] as const) {
          const id = r[name];
          if (id && !owned.has(id)) fields[`${r.rowKey}.${name}`] = { rule: 'is', code: 'MROIR0006', params: {} };
        }
      }
    }
    if (Object.keys(fields).length) throw badRequest(fields);

    // Staff change an item in its own supplier's name; the repository checks the supplier.
    let spCd = user.cpCd;
    if (user.custRolCd === 'A' && codes.length) {
      const current = await repo.current(codes, false);
      const suppliers = new Set([...current.values()].map((c) => c.spCd));
      if (current.size !== codes.length || suppliers.size !== 1)
        throw new ApiError(404, 'NOT_FOUND', 'MROMC0005', { itemCd: codes.find((c) => !current.has(c)) ?? codes[0]! });
      spCd = [...suppliers][0]!;
    }
    const result = await repo.write(spCd, user.userId, { toCreate, toUpdate }, ctx.now(), true);
    request.log.info(
      { event: 'supplier-catalog.save', created: result.created.length, updated: result.updatedCount },
      'catalogue items saved',
    );
    return ok(result);
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.items, items);
    route(app, calls.categories, async ({ request }) => {
      const en = request.locale === 'en';
      const rows = await repo.leafCategories();
      return ok({
        categories: rows.map((c) => ({ value: c.itm_clsf_cd, label: en ? c.itm_clsf_eng_nm : c.itm_clsf_kor_nm })),
      });
    });
    route(app, calls.save, save);
  };
}
