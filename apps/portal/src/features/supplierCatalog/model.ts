/**
 * The supplier catalogue screen's pure side (decision 0068): the search conditions and the query
 * they become, the items as the grid holds them, the save's body from the grid's changes, the
 * refusals a save meets (the rules of @mro/rules before sending, the server's field errors after)
 * as grid cell errors, and a bulk upload's refused rows as lines to list. No React, no I/O.
 */
import { CATALOG_FIELDS, checkCatalogRow, type CatalogField, type CellRule } from '@mro/rules';
import type { CellError, GridChanges, SortState } from '@mro/ui';
import type { BulkRefusedRow, SupplierItemRow } from '@mro/contract';

/** Rows one search call brings (scroll paging: 100 more near the end). */
export const CATALOG_PAGE_SIZE = 100;

export interface CatalogConditions {
  /** Part of the code, a name, the model number or the specification. */
  q: string;
  itmClsfCd: string;
}

/** An item as the grid holds it: the server's row, or a new one (`itemCd` empty). */
export type CatalogRow = Omit<SupplierItemRow, 'itemCd' | 'version' | 'updDt' | 'spCd' | CatalogField> & {
  /** The grid's key: the item code, or `new-<n>` for a row not saved yet. */
  key: string;
  itemCd: string;
  spCd: string | null;
  updDt: string | null;
  version: number | null;
} & Record<CatalogField, string | number | null>;

export const defaultConditions = (): CatalogConditions => ({ q: '', itmClsfCd: '' });

export function searchParams(c: CatalogConditions, sort: SortState) {
  return {
    q: c.q.trim(),
    itmClsfCd: c.itmClsfCd,
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = (r: SupplierItemRow): CatalogRow => ({ ...r, key: r.itemCd });

let created = 0;
/** A new item: KRW, a pack of 1, a minimum order of 1, three days' lead time. */
export const newItemRow = (): CatalogRow => ({
  key: `new-${++created}`,
  itemCd: '',
  itemNmKo: null,
  itemNmEn: null,
  specCn: null,
  modelNo: null,
  itmClsfCd: null,
  unitCd: 'EA',
  packQty: 1,
  minOrdQty: 1,
  listPrice: null,
  crncyCd: 'KRW',
  validFrom: null,
  validTo: null,
  leadDays: 3,
  spCd: null,
  imgFileId: null,
  imgCnt: 0,
  athFileId: null,
  fileCnt: 0,
  updDt: null,
  version: null,
});

const valuesOf = (row: CatalogRow) =>
  Object.fromEntries(CATALOG_FIELDS.map((f) => [f, row[f]])) as Record<CatalogField, unknown>;

/** `POST /mp/catalog/save`'s body: only what changed, each row named by its grid key. */
export function saveBody(changes: GridChanges<CatalogRow>) {
  const files = (r: CatalogRow) => ({ imgFileId: r.imgFileId ?? '', athFileId: r.athFileId ?? '' });
  return {
    created: changes.created.map((r) => ({ rowKey: r.key, ...valuesOf(r), ...files(r) })),
    updated: changes.updated.map((r) => ({
      rowKey: r.key,
      itemCd: r.itemCd,
      ...(r.version !== null ? { version: r.version } : {}),
      ...valuesOf(r),
      ...files(r),
    })),
  };
}

export const changeCount = (c: GridChanges<CatalogRow>) => c.created.length + c.updated.length;

/** The cells the rules refuse in the rows about to be sent (the server's own check, asked first). */
export function localRefusals(changes: GridChanges<CatalogRow>, rules: Record<CatalogField, CellRule>): CellError[] {
  const refusals: CellError[] = [];
  for (const row of [...changes.created, ...changes.updated]) {
    const { errors } = checkCatalogRow(valuesOf(row), rules);
    for (const field of CATALOG_FIELDS) {
      const e = errors[field];
      if (e) refusals.push({ key: row.key, column: field, code: e.code, params: e.params });
    }
  }
  return refusals;
}

/** A refused upload row as one line per cell: the sheet row, the column, the value's item and why. */
export interface RefusedLine {
  key: string;
  row: number;
  itemCd: string;
  itemNmKo: string;
  column: string;
  reason: string;
}

export const refusedLines = (rows: readonly BulkRefusedRow[]): RefusedLine[] =>
  rows.flatMap((r) =>
    r.errors.map((e) => ({
      key: `${r.row}.${e.field}`,
      row: r.row,
      itemCd: r.itemCd,
      itemNmKo: r.itemNmKo,
      column: e.column,
      reason: e.reason,
    })),
  );
