import {
  hasControlCharacter,
  toDateValue,
  validate,
  validateAll,
  type RuleSchema,
  type ValidationContext,
} from '@mro/rules';
import { MAX_PAGE_NO, MAX_PAGE_SIZE, intRule } from '@mro/contract';
import { ApiError, badRequest } from './envelope.ts';

/** The JSON body as an object, or MROCM0011. */
export function bodyOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  return body as Record<string, unknown>;
}

/** Validates with the same @mro/rules schema the form uses; a violation is a 400 with field errors. */
export function check(
  schema: RuleSchema,
  values: Record<string, unknown>,
  context: Omit<ValidationContext, 'values' | 'messages'> = {},
): void {
  const errors = validateAll(schema, values, context);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A string field (trimmed), or '' when absent; any other type is MROCM0011. */
export function text(values: Record<string, unknown>, key: string): string {
  const value = values[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  // Multipart fields do not pass the request hook (http/controls.ts): the same check here.
  if (hasControlCharacter(value)) throw badRequest({ [key]: { rule: 'printable', code: 'MROCM0017', params: {} } });
  return value.trim();
}

/** A list parameter: repeated keys, or one comma-separated value; trimmed, empty entries dropped. */
export const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** A Y/N flag the door has checked (a declared `flag()`): absent is N. */
export const yn = (value: unknown): 'Y' | 'N' => (value === 'Y' ? 'Y' : 'N');

const PAGE_RULES = { pageNo: intRule({ max: MAX_PAGE_NO }), pageSize: intRule({ max: MAX_PAGE_SIZE }) } as const;

/**
 * pageNo / pageSize from a query (`page[pageNo]`, `pageNo`, or a JSON `page` object). Out of
 * bounds is refused with the field's code (a pageSize of 501 is PICMCM0040, never clamped to 500).
 */
export function paging(query: Record<string, unknown>, defaultSize = 50): { pageNo: number; pageSize: number } {
  let page: Record<string, unknown> = {};
  if (typeof query.page === 'string') {
    try {
      const parsed: unknown = JSON.parse(query.page);
      if (parsed && typeof parsed === 'object') page = parsed as Record<string, unknown>;
    } catch {
      throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    }
  }
  const pick = (name: string) => page[name] ?? query[`page[${name}]`] ?? query[name];
  const int = (name: keyof typeof PAGE_RULES, fallback: number) => {
    const value = pick(name);
    if (value === undefined || value === null || value === '') return fallback;
    const error = validate(value, PAGE_RULES[name]);
    if (error) throw badRequest({ [name]: error });
    return Number(value);
  };
  return { pageNo: int('pageNo', 1), pageSize: int('pageSize', defaultSize) };
}

/** A list search's period (`fromDt`, `toDt`, YYYYMMDD or YYYY-MM-DD), refused as its rule says. */
export function searchPeriod(
  query: Record<string, unknown>,
  violation: (fromDt: string, toDt: string) => string | null,
): { fromDt: string; toDt: string } {
  const fromDt = toDateValue(text(query, 'fromDt')) ?? text(query, 'fromDt');
  const toDt = toDateValue(text(query, 'toDt')) ?? text(query, 'toDt');
  const code = violation(fromDt, toDt);
  if (code) throw badRequest({ fromDt: { rule: 'date_format', code, params: { format: 'YYYY-MM-DD' } } });
  return { fromDt, toDt };
}

/** A list search's order: one of the listed keys (default `fallback`), ascending or descending. */
export function searchSort<Key extends string>(
  query: Record<string, unknown>,
  keys: readonly Key[],
  fallback: Key,
): { sortKey: Key; sortDir: 'asc' | 'desc' } {
  const sortKey = text(query, 'sortKey') || fallback;
  const sortDir = text(query, 'sortDir') || 'desc';
  if (!(keys as readonly string[]).includes(sortKey) || (sortDir !== 'asc' && sortDir !== 'desc')) {
    throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  }
  return { sortKey: sortKey as Key, sortDir };
}

/** Numbers a search lists (a multi-text input's values): at most `max`, each at most 20 characters. */
export function searchNumbers(query: Record<string, unknown>, name: string, max: number): string[] {
  const numbers = [...new Set(list(query[name] ?? query[`${name}[]`]))];
  if (numbers.length > max || numbers.some((n) => n.length > 20)) {
    throw badRequest({ [name]: { rule: 'max', code: 'PICMCM0038', params: { max: 20 } } });
  }
  return numbers;
}
