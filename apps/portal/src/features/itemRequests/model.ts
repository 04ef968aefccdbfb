/**
 * The new-item request screen's pure side (issue 25, decision 0021): the search conditions and the
 * query they become, the rows as the grid holds them, the save's body from the grid's changes, the
 * refusals a save meets (the rules of @mro/rules before sending, the server's `fieldErros` after)
 * as grid cell errors. No React, no I/O; tested in model.test.ts.
 */
import {
  ITEM_REQUEST_FIELDS,
  checkItemRequestRow,
  isItemRequestEditable,
  moneyCell,
  seoulDay,
  type CellRule,
  type ItemRequestField,
} from '@mro/rules';
import type { CellError, GridChanges, SortState } from '@mro/ui';
import { listOf, monthEndingOn } from '../../shared/period';

/** Rows one search call brings (the spec's scroll paging: 100 more near the end). */
export const ITEM_REQUEST_PAGE_SIZE = 100;

export interface ItemRequestConditions {
  /** The request date range, YYYYMMDD (required, at most a year: ABYMC0019). */
  period: { start: string; end: string };
  statCd: string;
  itemKindCd: string;
  reqUserNm: string;
  /** Request numbers, the multi-text input's comma string. */
  reqNos: string;
  searchText: string;
}

/** A request as the grid holds it: the server's row, or a new one (`reqNo` empty). */
export interface ItemRequestRow {
  /** The grid's key: the request number, or `new-<n>` for a row not saved yet. */
  key: string;
  reqNo: string;
  /** The request day, YYYYMMDD in Korean time. */
  reqDt: string | null;
  reqUserNm: string | null;
  itemNm: string | null;
  specCn: string | null;
  mfrNm: string | null;
  unitCd: string | null;
  reqQty: number | null;
  hopePrice: number | null;
  needDt: string | null;
  itemKindCd: string | null;
  urgentYn: string | null;
  reqRsnCn: string | null;
  statCd: string | null;
  rjctRsnCn: string | null;
  athFileId: string | null;
  fileCnt: number;
  version: number | null;
}

/** A row of the server's search answer. */
export type ItemRequestAnswerRow = Omit<ItemRequestRow, 'key' | 'reqDt' | 'hopePrice'> & {
  reqDt: string;
  hopePrice: string | null;
};

/** The last month ending today, every status and kind (the search as the screen opens). */
export function defaultConditions(today: string): ItemRequestConditions {
  return { period: monthEndingOn(today), statCd: '', itemKindCd: '', reqUserNm: '', reqNos: '', searchText: '' };
}

/** The search query (empty values are left out by the HTTP layer). */
export function searchParams(c: ItemRequestConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    statCds: c.statCd ? [c.statCd] : [],
    itemKindCds: c.itemKindCd ? [c.itemKindCd] : [],
    reqNos: listOf(c.reqNos),
    reqUserNm: c.reqUserNm.trim(),
    searchText: c.searchText.trim(),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = (r: ItemRequestAnswerRow): ItemRequestRow => ({
  ...r,
  key: r.reqNo,
  reqDt: seoulDay(new Date(r.reqDt)),
  // The grid's number editor: at most 13 digits (15 significant), exact as a double (decision 0106).
  hopePrice: r.hopePrice === null ? null : (moneyCell(r.hopePrice) as number),
});

let created = 0;
/** A new request row: a unit and kind to choose, quantity 1, not urgent. */
export const newRequestRow = (): ItemRequestRow => ({
  key: `new-${++created}`,
  reqNo: '',
  reqDt: null,
  reqUserNm: null,
  itemNm: null,
  specCn: null,
  mfrNm: null,
  unitCd: null,
  reqQty: 1,
  hopePrice: null,
  needDt: null,
  itemKindCd: null,
  urgentYn: 'N',
  reqRsnCn: null,
  statCd: null,
  rjctRsnCn: null,
  athFileId: null,
  fileCnt: 0,
  version: null,
});

export { requestedName } from '../../shared/asked';

const valuesOf = (row: ItemRequestRow) =>
  Object.fromEntries(ITEM_REQUEST_FIELDS.map((f) => [f, row[f]])) as Record<ItemRequestField, unknown>;

/** `POST /by/item-requests/save`'s body: only what changed, each row named by its grid key. */
export function saveBody(changes: GridChanges<ItemRequestRow>) {
  return {
    created: changes.created.map((r) => ({ rowKey: r.key, ...valuesOf(r), athFileId: r.athFileId ?? '' })),
    updated: changes.updated.map((r) => ({
      rowKey: r.key,
      reqNo: r.reqNo,
      // A row that exists (updated, deleted) has the version the server gave it.
      ...(r.version !== null ? { version: r.version } : {}),
      ...valuesOf(r),
      athFileId: r.athFileId ?? '',
    })),
    deleted: changes.deleted.map((r) => ({ reqNo: r.reqNo, version: r.version as number })),
  };
}

/** A request may be changed while it is requested; a new row always. */
export const editableRequest = (row: ItemRequestRow) => !row.reqNo || isItemRequestEditable(row.statCd ?? '');

export const changeCount = (c: GridChanges<ItemRequestRow>) => c.created.length + c.updated.length + c.deleted.length;

/**
 * The cells the rules refuse in the rows about to be sent (the server's own check, asked first so
 * a missing unit is shown on its cell without a round trip).
 */
export function localRefusals(
  changes: GridChanges<ItemRequestRow>,
  rules: Record<ItemRequestField, CellRule>,
): CellError[] {
  const refusals: CellError[] = [];
  for (const row of [...changes.created, ...changes.updated]) {
    const { errors } = checkItemRequestRow(valuesOf(row), rules);
    for (const field of ITEM_REQUEST_FIELDS) {
      const e = errors[field];
      if (e) refusals.push({ key: row.key, column: field, code: e.code, params: e.params });
    }
  }
  return refusals;
}
