// A bulk upload of the catalogue's Excel template (decision 0068): the header must be the
// template's (MROMC0006 otherwise: a file of another template), every row is checked with the
// grid's own rules (@mro/rules `checkCatalogRow`), an item code must be one of the supplier's
// items and appear once; refused rows are listed with their cells and codes, every other row is
// written in one transaction (new items numbered, own items changed). No SQL here: the
// repository's.
import {
  CATALOG_ITEM_CODE,
  CATALOG_TEMPLATE_COLUMNS,
  CATALOG_UPLOAD_MAX_LISTED,
  CATALOG_UPLOAD_MAX_ROWS,
  catalogRules,
  catalogTemplateRow,
  checkCatalogRow,
  formatMessage,
  isCatalogTemplateHeader,
  type MessageCode,
  type MessageParams,
} from '@mro/rules';
import type { Locale } from '@mro/contract';
import { ApiError } from '../../http/envelope.ts';
import type { ItemWrite, supplierCatalogRepository } from './repository.ts';

type Repo = ReturnType<typeof supplierCatalogRepository>;

export interface RefusedRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  itemCd: string;
  itemNmKo: string;
  errors: { field: string; column: string; code: string; reason: string }[];
}

const fail = (code: MessageCode, params: MessageParams = {}) => new ApiError(400, 'VALIDATION', code, params);

/** The cell rules with the unit and category lists in the caller's language. */
export async function catalogRulesFor(repo: Repo, locale: Locale) {
  const en = locale === 'en';
  const [units, categories] = await Promise.all([repo.units(), repo.leafCategories()]);
  return catalogRules({
    units: units.map((u) => ({ value: u.cd, label: en ? u.cd_nm_en : u.cd_nm_ko })),
    categories: categories.map((c) => ({ value: c.itm_clsf_cd, label: en ? c.itm_clsf_eng_nm : c.itm_clsf_kor_nm })),
  });
}

/**
 * Checks and writes a template's rows (`sheet`: every row as text, the header first) for a
 * supplier. Answers the counts and the refused rows (the first CATALOG_UPLOAD_MAX_LISTED).
 */
export async function importCatalogSheet(
  repo: Repo,
  who: { spCd: string; userId: number; locale: Locale },
  sheet: string[][],
  now: Date,
) {
  const [header, ...body] = sheet;
  if (!header || !isCatalogTemplateHeader(header)) throw fail('MROMC0006');
  if (!body.length) throw fail('PICMCM0024');
  if (body.length > CATALOG_UPLOAD_MAX_ROWS) throw fail('PICMCM0040', { max: CATALOG_UPLOAD_MAX_ROWS });
  const rules = await catalogRulesFor(repo, who.locale);
  const en = who.locale === 'en';
  const columnName = new Map(CATALOG_TEMPLATE_COLUMNS.map(([field, ko, english]) => [field, en ? english : ko]));
  const parsed = body.map((cells) => catalogTemplateRow(cells));
  const codes = [...new Set(parsed.map((r) => r.itemCd).filter((c) => CATALOG_ITEM_CODE.test(c)))];
  const current = codes.length ? await repo.current(codes, false) : new Map<string, { spCd: string }>();
  const seen = new Set<string>();
  const refused: RefusedRow[] = [];
  const toCreate: ItemWrite[] = [];
  const toUpdate: ItemWrite[] = [];
  parsed.forEach((row, i) => {
    const { values, errors } = checkCatalogRow(row, rules);
    const cells: [string, MessageCode, MessageParams][] = Object.entries(errors).map(([f, e]) => [f, e.code, e.params]);
    if (row.itemCd) {
      const own = CATALOG_ITEM_CODE.test(row.itemCd) && current.get(row.itemCd)?.spCd === who.spCd;
      if (!own) cells.unshift(['itemCd', 'MROMC0005', { itemCd: row.itemCd }]);
      else if (seen.has(row.itemCd)) cells.unshift(['itemCd', 'MROMC0010', { itemCd: row.itemCd }]);
      seen.add(row.itemCd);
    }
    const rowNo = i + 2;
    if (cells.length) {
      refused.push({
        row: rowNo,
        itemCd: row.itemCd,
        itemNmKo: row.itemNmKo,
        errors: cells.map(([field, code, params]) => ({
          field,
          column: columnName.get(field as 'itemCd') ?? field,
          code,
          reason: formatMessage(code, who.locale, params),
        })),
      });
      return;
    }
    const write: ItemWrite = {
      rowKey: `row.${rowNo}`,
      itemCd: row.itemCd || null,
      version: null,
      imgFileId: null,
      athFileId: null,
      values,
    };
    (write.itemCd ? toUpdate : toCreate).push(write);
  });
  const written =
    toCreate.length || toUpdate.length
      ? await repo.write(who.spCd, who.userId, { toCreate, toUpdate }, now, false)
      : { created: [], updatedCount: 0 };
  return {
    totalCount: body.length,
    successCount: toCreate.length + toUpdate.length,
    failCount: refused.length,
    createdCount: written.created.length,
    updatedCount: written.updatedCount,
    refused: refused.slice(0, CATALOG_UPLOAD_MAX_LISTED),
  };
}

/** The whole catalogue of a supplier (null: every supplier) as the template's columns. */
export async function catalogExport(repo: Repo, spCd: string | null, locale: Locale, max: number) {
  const en = locale === 'en';
  const rows = await repo.exportRows(spCd, max);
  return {
    header: CATALOG_TEMPLATE_COLUMNS.map(([, ko, english]) => (en ? english : ko)),
    rows: rows.map((r) => [
      r.item_cd,
      r.item_nm_ko,
      r.item_nm_en,
      r.spec_cn,
      r.model_no,
      r.itm_clsf_cd,
      r.unit_cd,
      r.pack_qty,
      r.min_ord_qty,
      Number(r.list_price),
      r.crncy_cd,
      r.valid_from,
      r.valid_to,
      r.lead_days,
    ]),
  };
}
