/**
 * The supplier's own catalogue (MP "Catalogue", program MPCAT001; issue 45 item 4, decision 0068):
 * the editable columns and their cell rules, the currency rule of the price, the validity, the
 * Excel template's columns (ko|en headers) and what a bulk upload may hold, declared once. The
 * grid, the bulk upload and the server check a row with `checkCatalogRow`, so a refusal names the
 * same cell and message code everywhere. Pure; no I/O.
 */
import { parseCellInput, type CellOption, type CellRule, type CellValue } from './grid.ts';
import { currencyDecimals } from './currency.ts';
import type { MessageCode, MessageParams } from './messages/index.ts';

/** The currencies a list price may be in (KRW and JPY without a minor unit, others two decimals). */
export const CATALOG_CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY', 'CNY'] as const;

/** Rows one grid save may create and change together (MROMC0003 beyond). */
export const CATALOG_SAVE_MAX_ROWS = 500;
/** Rows one bulk upload may hold (PICMCM0040 beyond). */
export const CATALOG_UPLOAD_MAX_ROWS = 50_000;
/** Refused rows a bulk upload's answer lists (the count is always whole). */
export const CATALOG_UPLOAD_MAX_LISTED = 1000;
/** The Excel template's code (common code EXCEL_TEMPLATE) and the bulk upload's fwdReqCd. */
export const CATALOG_TEMPLATE_CODE = 'CATALOG_ITEM';
/** The bulk download's code (common code BULK_DOWNLOAD) of the whole catalogue. */
export const CATALOG_DOWNLOAD_CODE = 'CATALOG';

/** An item code as the server issues it (seeded CI + 7 digits, registered MC + 8 digits). */
export const CATALOG_ITEM_CODE = /^(CI\d{7}|MC\d{8})$/;

export const CATALOG_FIELDS = [
  'itemNmKo',
  'itemNmEn',
  'specCn',
  'modelNo',
  'itmClsfCd',
  'unitCd',
  'packQty',
  'minOrdQty',
  'listPrice',
  'crncyCd',
  'validFrom',
  'validTo',
  'leadDays',
] as const;
export type CatalogField = (typeof CATALOG_FIELDS)[number];
export type CatalogValues = Record<CatalogField, CellValue>;

/** Columns the supplier's list may sort by. */
export const CATALOG_ITEM_SORT_KEYS = ['itemCd', 'itemNmKo', 'listPrice', 'leadDays', 'updDt'] as const;

/**
 * The Excel template's columns in order: the item code first (empty: a new item; an own item's
 * code: that item changed), then the editable fields. Header text `ko|en`, as EXCEL_TEMPLATE's
 * usePsDefCn1 holds it.
 */
export const CATALOG_TEMPLATE_COLUMNS: readonly [field: 'itemCd' | CatalogField, ko: string, en: string][] = [
  ['itemCd', '품목코드', 'Item code'],
  ['itemNmKo', '품목명', 'Item name'],
  ['itemNmEn', '영문 품목명', 'English name'],
  ['specCn', '규격', 'Specification'],
  ['modelNo', '모델번호', 'Model number'],
  ['itmClsfCd', '품목분류', 'Category'],
  ['unitCd', '단위', 'Unit'],
  ['packQty', '포장단위', 'Pack size'],
  ['minOrdQty', '최소주문수량', 'Minimum order'],
  ['listPrice', '단가', 'Price'],
  ['crncyCd', '통화', 'Currency'],
  ['validFrom', '적용 시작일', 'Valid from'],
  ['validTo', '적용 종료일', 'Valid to'],
  ['leadDays', '납기(일)', 'Lead time (days)'],
];

/** EXCEL_TEMPLATE's usePsDefCn1 for the catalogue: `ko|en` pairs joined by `;`. */
export const catalogTemplateHeader = (): string =>
  CATALOG_TEMPLATE_COLUMNS.map(([, ko, en]) => `${ko}|${en}`).join(';');

/**
 * Whether a sheet's header row is the catalogue template's (in Korean or in English, cells
 * trimmed): a file of another template is refused (MROMC0006) before any row is read.
 */
export function isCatalogTemplateHeader(header: readonly string[]): boolean {
  const cells = header.map((h) => String(h ?? '').trim());
  const matches = (i: 1 | 2) => CATALOG_TEMPLATE_COLUMNS.every((c, j) => cells[j] === c[i]);
  return (matches(1) || matches(2)) && cells.slice(CATALOG_TEMPLATE_COLUMNS.length).every((c) => c === '');
}

export interface CatalogOptions {
  /** UNIT code list. */
  units: readonly CellOption[];
  /** The item categories an item may be filed under. */
  categories: readonly CellOption[];
}

/** The cell rules of the editable columns (the price's decimals follow the row's currency). */
export function catalogRules({ units, categories }: CatalogOptions): Record<CatalogField, CellRule> {
  return {
    itemNmKo: { editor: 'text', required: true, maxLength: 200 },
    itemNmEn: { editor: 'text', required: true, maxLength: 200 },
    specCn: { editor: 'text', maxLength: 500 },
    modelNo: { editor: 'text', maxLength: 100 },
    itmClsfCd: { editor: 'dropdown', required: true, options: categories },
    unitCd: { editor: 'dropdown', required: true, options: units },
    packQty: { editor: 'number', required: true, positiveOnly: true, integerOnly: true, integerDigits: 7 },
    minOrdQty: { editor: 'number', required: true, positiveOnly: true, integerOnly: true, integerDigits: 7 },
    listPrice: { editor: 'number', required: true, positiveOnly: true, integerDigits: 13, decimalDigits: 2 },
    crncyCd: {
      editor: 'dropdown',
      required: true,
      options: CATALOG_CURRENCIES.map((c) => ({ value: c, label: c })),
    },
    validFrom: { editor: 'date' },
    validTo: { editor: 'date' },
    leadDays: { editor: 'number', required: true, positiveOnly: true, integerOnly: true, integerDigits: 3 },
  };
}

export interface CatalogRefusal {
  code: MessageCode;
  params: MessageParams;
}

const decimalsOf = (value: number): number => {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

/**
 * A row's values as stored and the refusal of each field that has one: the cell rules, then the
 * row's own rules: a pack size and minimum order of at least 1 (PICMCM0039), the price's decimals
 * within its currency's (MROMC0001: KRW and JPY whole, others two), a validity that ends on or
 * after it starts (MROMC0002). Missing fields are empty (a required one: ACMCM0002).
 */
export function checkCatalogRow(
  row: Readonly<Record<string, unknown>>,
  rules: Record<CatalogField, CellRule>,
): { values: CatalogValues; errors: Partial<Record<CatalogField, CatalogRefusal>> } {
  const values = {} as CatalogValues;
  const errors: Partial<Record<CatalogField, CatalogRefusal>> = {};
  for (const field of CATALOG_FIELDS) {
    const raw = row[field];
    const input = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
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
  for (const field of ['packQty', 'minOrdQty'] as const) {
    if (!errors[field] && typeof values[field] === 'number' && values[field] < 1)
      errors[field] = { code: 'PICMCM0039', params: { min: 1 } };
  }
  const currency = typeof values.crncyCd === 'string' ? values.crncyCd : null;
  if (!errors.listPrice && currency && typeof values.listPrice === 'number') {
    const allowed = currencyDecimals(currency);
    if (decimalsOf(values.listPrice) > allowed)
      errors.listPrice = { code: 'MROMC0001', params: { currency, decimals: allowed } };
  }
  if (
    !errors.validFrom &&
    !errors.validTo &&
    typeof values.validFrom === 'string' &&
    typeof values.validTo === 'string' &&
    values.validTo < values.validFrom
  )
    errors.validTo = { code: 'MROMC0002', params: {} };
  return { values, errors };
}

/** A template row (cells in CATALOG_TEMPLATE_COLUMNS' order) as the fields it names. */
export function catalogTemplateRow(cells: readonly string[]): { itemCd: string } & Record<CatalogField, string> {
  return Object.fromEntries(CATALOG_TEMPLATE_COLUMNS.map(([field], i) => [field, (cells[i] ?? '').trim()])) as {
    itemCd: string;
  } & Record<CatalogField, string>;
}
