/**
 * New-item requests of the buyer system (issue 25, decision 0021): the editable columns and their
 * cell rules, the search's limits, the statuses and what a save may hold, declared once. The
 * screen's grid and search box and the API server validate with these functions, so a refusal
 * names the same cell and message code on both sides. Pure; no I/O. Cost: a row check is one
 * `parseCellInput` per field.
 */
import { parseCellInput, type CellOption, type CellRule, type CellValue } from './grid.ts';
import { dateRangeViolation } from './date.ts';
import type { MessageCode, MessageParams } from './messages/index.ts';

/** Requested → under review → registered as an item, or rejected (by the provider's staff). */
export const ITEM_REQUEST_STATUSES = ['REQ', 'REVIEW', 'DONE', 'REJECT'] as const;
export type ItemRequestStatus = (typeof ITEM_REQUEST_STATUSES)[number];

/** A buyer changes or deletes a request only while it is still requested (MROIR0001 otherwise). */
export const isItemRequestEditable = (status: string): boolean => status === 'REQ';

/** The code lists the screen and the server read (common codes). */
export const ITEM_REQUEST_CODE_LISTS = { status: 'ITEM_REQ_STAT', kind: 'ITEM_KIND', unit: 'UNIT' } as const;

/** Rows one save may create, change and delete together (MROIR0003 beyond). */
export const ITEM_REQUEST_SAVE_MAX_ROWS = 1000;
/** Rows an Excel export of a search may hold (MROIR0004 beyond: narrow the search). */
export const ITEM_REQUEST_EXPORT_MAX_ROWS = 10_000;
/** The search period: both dates, at most one year (ABYMC0019). */
export const ITEM_REQUEST_SEARCH_MAX_YEARS = 1;
/** Request numbers one search may list (the multi-text input). */
export const ITEM_REQUEST_SEARCH_MAX_NUMBERS = 100;

export const ITEM_REQUEST_FIELDS = [
  'itemNm',
  'specCn',
  'mfrNm',
  'unitCd',
  'reqQty',
  'hopePrice',
  'needDt',
  'itemKindCd',
  'urgentYn',
  'reqRsnCn',
] as const;
export type ItemRequestField = (typeof ITEM_REQUEST_FIELDS)[number];
export type ItemRequestValues = Record<ItemRequestField, CellValue>;

/** Columns the search may sort by. */
export const ITEM_REQUEST_SORT_KEYS = ['reqNo', 'reqDt', 'itemNm', 'reqQty', 'hopePrice', 'needDt', 'statCd'] as const;

export interface ItemRequestOptions {
  /** UNIT code list. */
  units: readonly CellOption[];
  /** ITEM_KIND code list. */
  kinds: readonly CellOption[];
}

/**
 * The cell rules of the editable columns. The desired price is in won (KRW has no minor unit:
 * integers, `currencyDecimals('KRW')` is 0); a quantity is a whole number of at least 1.
 */
export function itemRequestRules({ units, kinds }: ItemRequestOptions): Record<ItemRequestField, CellRule> {
  return {
    itemNm: { editor: 'text', required: true, maxLength: 200 },
    specCn: { editor: 'text', maxLength: 500 },
    mfrNm: { editor: 'text', maxLength: 100 },
    unitCd: { editor: 'dropdown', required: true, options: units },
    reqQty: { editor: 'number', required: true, positiveOnly: true, integerOnly: true, integerDigits: 9 },
    hopePrice: { editor: 'number', positiveOnly: true, integerOnly: true, integerDigits: 13 },
    needDt: { editor: 'date' },
    itemKindCd: { editor: 'dropdown', required: true, options: kinds },
    urgentYn: { editor: 'checkbox' },
    reqRsnCn: { editor: 'text', maxLength: 1000 },
  };
}

export interface RowRefusal {
  code: MessageCode;
  params: MessageParams;
}

/** A quantity below 1 after the cell rule passed it (0 is a number, not a request). */
export const ITEM_REQUEST_MIN_QTY = 1;

/**
 * A row's values as stored, and the refusal of each field that has one. Missing fields are
 * empty (a required one is refused with ACMCM0002).
 */
export function checkItemRequestRow(
  row: Readonly<Record<string, unknown>>,
  rules: Record<ItemRequestField, CellRule>,
): { values: ItemRequestValues; errors: Partial<Record<ItemRequestField, RowRefusal>> } {
  const values = {} as ItemRequestValues;
  const errors: Partial<Record<ItemRequestField, RowRefusal>> = {};
  for (const field of ITEM_REQUEST_FIELDS) {
    const raw = row[field];
    const input = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
    if (raw !== undefined && raw !== null && input === null) {
      errors[field] = { code: 'MROCM0011', params: {} };
      values[field] = null;
      continue;
    }
    const result = parseCellInput(input, rules[field]);
    if (!result.ok) {
      errors[field] = { code: result.code, params: result.params };
      values[field] = null;
      continue;
    }
    values[field] = result.value;
  }
  if (!errors.reqQty && typeof values.reqQty === 'number' && values.reqQty < ITEM_REQUEST_MIN_QTY) {
    errors.reqQty = { code: 'PICMCM0039', params: { min: ITEM_REQUEST_MIN_QTY } };
  }
  if (values.urgentYn === null) values.urgentYn = 'N';
  return { values, errors };
}

/** The search period's refusal (both dates, in order, at most a year), or null. */
export function itemRequestPeriodViolation(fromDt: string, toDt: string): string | null {
  return dateRangeViolation(fromDt, toDt, { required: true, maxYears: ITEM_REQUEST_SEARCH_MAX_YEARS });
}

/** A request number as the server issues it: NR, the day (YYYYMMDD) and six digits. */
export const ITEM_REQUEST_NO = /^NR\d{14}$/;
