// A bulk upload of the catalogue's Excel template (decision 0068): the header must be the
// template's (MROMC0006 otherwise: a file of another template), every row is checked with the
// grid's own rules (@mro/rules `checkCatalogRow`), an item code must be one of the supplier's
// items and appear once; refused rows are listed with their cells and codes, every other row is
// written in one transaction (new items numbered, own items changed). The rows come as the sheet
// is read and are checked and written a slice at a time (decision 0078: a 50,000-row file never
// whole in memory). No SQL here: the repository's.
import {
  moneyCell,
  toMoney,
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
import { refuse } from '../../shared/refusal.ts';
import type { ItemWrite, supplierCatalogRepository } from './repository.ts';

type Repo = ReturnType<typeof supplierCatalogRepository>;

export interface RefusedRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  itemCd: string;
  itemNmKo: string;
  errors: { field: string; column: string; code: string; reason: string }[];
}

const fail = (code: MessageCode, params: MessageParams = {}) => refuse.invalid(code, params);

/** The cell rules with the unit and category lists in the caller's language. */
export async function catalogRulesFor(repo: Repo, locale: Locale) {
  const en = locale === 'en';
  const [units, categories] = await Promise.all([repo.units(), repo.leafCategories()]);
  return catalogRules({
    units: units.map((u) => ({ value: u.cd, label: en ? u.cd_nm_en : u.cd_nm_ko })),
    categories: categories.map((c) => ({ value: c.itm_clsf_cd, label: en ? c.itm_clsf_eng_nm : c.itm_clsf_kor_nm })),
  });
}

/** Rows checked and written at a time (each slice's lookups and inserts are one statement or two). */
export const CATALOG_UPLOAD_SLICE = 1000;

/** A row of the sheet: its number there (the header is row 1) and its cells as text. */
export interface CatalogSheetRow {
  row: number;
  cells: string[];
}

/**
 * Checks and writes a template's rows (`rows`: the sheet's rows as text, the header first, read
 * as they come) for a supplier, CATALOG_UPLOAD_SLICE rows at a time inside one transaction (a
 * refusal of the whole file — more than CATALOG_UPLOAD_MAX_ROWS rows, no rows — undoes every
 * slice). Only the refused rows are kept (the first CATALOG_UPLOAD_MAX_LISTED with their cells'
 * reasons; the count is whole). `embedded`: the database is PGlite (see the repository's `bulk`).
 * Answers the counts and those refused rows.
 */
export async function importCatalogRows(
  repo: Repo,
  who: { spCd: string; userId: number; locale: Locale },
  rows: AsyncIterable<CatalogSheetRow>,
  now: Date,
  embedded: boolean,
) {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || !isCatalogTemplateHeader(first.value.cells)) throw fail('MROMC0006');
  const rules = await catalogRulesFor(repo, who.locale);
  const en = who.locale === 'en';
  const columnName = new Map(CATALOG_TEMPLATE_COLUMNS.map(([field, ko, english]) => [field, en ? english : ko]));
  // Own item codes already named by an earlier row, and the codes this upload gave new items (not
  // the supplier's items before the upload: a row naming one is refused, as if read before any write).
  const seen = new Set<string>();
  const createdHere = new Set<string>();
  const refused: RefusedRow[] = [];
  let totalCount = 0;
  let failCount = 0;
  let successCount = 0;
  let createdCount = 0;
  let updatedCount = 0;
  await repo.bulk(who.spCd, who.userId, now, embedded, async (slice) => {
    const check = async (batch: CatalogSheetRow[]) => {
      const parsed = batch.map(({ cells }) => catalogTemplateRow(cells));
      const codes = [...new Set(parsed.map((r) => r.itemCd).filter((c) => CATALOG_ITEM_CODE.test(c)))];
      const current = codes.length ? await slice.current(codes) : new Map<string, { spCd: string }>();
      const toCreate: ItemWrite[] = [];
      const toUpdate: ItemWrite[] = [];
      parsed.forEach((row, i) => {
        const { values, errors } = checkCatalogRow(row, rules);
        const cells: [string, MessageCode, MessageParams][] = Object.entries(errors).map(([f, e]) => [
          f,
          e.code,
          e.params,
        ]);
        if (row.itemCd) {
          const own =
            CATALOG_ITEM_CODE.test(row.itemCd) &&
            !createdHere.has(row.itemCd) &&
            current.get(row.itemCd)?.spCd === who.spCd;
          if (!own) cells.unshift(['itemCd', 'MROMC0005', { itemCd: row.itemCd }]);
          else if (seen.has(row.itemCd)) cells.unshift(['itemCd', 'MROMC0010', { itemCd: row.itemCd }]);
          seen.add(row.itemCd);
        }
        const rowNo = batch[i]!.row;
        if (cells.length) {
          failCount += 1;
          if (refused.length < CATALOG_UPLOAD_MAX_LISTED)
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
      if (!toCreate.length && !toUpdate.length) return;
      const written = await slice.write({ toCreate, toUpdate });
      successCount += toCreate.length + toUpdate.length;
      createdCount += written.created.length;
      updatedCount += written.updatedCount;
      for (const c of written.created) createdHere.add(c.itemCd);
    };
    let batch: CatalogSheetRow[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      totalCount += 1;
      if (totalCount > CATALOG_UPLOAD_MAX_ROWS) throw fail('PICMCM0040', { max: CATALOG_UPLOAD_MAX_ROWS });
      batch.push(next.value);
      if (batch.length === CATALOG_UPLOAD_SLICE) {
        await check(batch);
        batch = [];
      }
    }
    if (!totalCount) throw fail('PICMCM0024');
    await check(batch);
  });
  return { totalCount, successCount, failCount, createdCount, updatedCount, refused };
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
      moneyCell(toMoney(r.list_price, r.crncy_cd)),
      r.crncy_cd,
      r.valid_from,
      r.valid_to,
      r.lead_days,
    ]),
  };
}
