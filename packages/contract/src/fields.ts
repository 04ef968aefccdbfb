// The input fields of a call (query or JSON body), declared once: how the server reads each one
// (its kind), the @mro/rules rule the server checks it with (message codes included), and a JSON
// Schema for the OpenAPI document. A small field spec of our own instead of a schema library
// (decision 0039): the server's readings are the spec's own (trimmed text, lists from repeated or
// comma-separated keys, `page` as JSON or `page[pageNo]`), which no library reads that way.
import type { Rules } from '@mro/rules';

/** A JSON Schema fragment (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type JsonSchema = { readonly [key: string]: unknown };

/**
 * How the server reads a field:
 * - `text`: a string, trimmed ('' when absent; a number becomes its text; anything else MROCM0011);
 * - `optText`: the same, but `undefined` when absent (a filter that only applies when sent);
 * - `list`: repeated keys, `key[]`, or one comma-separated value; trimmed, empty entries dropped;
 * - `raw`: as received; the handler checks it (passwords, numbers, nested rows, JSON values).
 */
export type FieldKind = 'text' | 'optText' | 'list' | 'raw';

export interface Field<T = unknown, K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** The @mro/rules rule the server checks the (read) value with, when it checks one. */
  readonly rule?: Rules;
  readonly schema: JsonSchema;
  readonly description?: string;
  /** Type only: the value the handler receives. */
  readonly __type?: T;
}

export type Fields = { readonly [name: string]: Field };

interface FieldOptions {
  description?: string;
  schema?: JsonSchema;
}

const withOptions = <F extends Field>(field: F, options: FieldOptions = {}): F => ({
  ...field,
  ...(options.description ? { description: options.description } : {}),
  ...(options.schema ? { schema: { ...field.schema, ...options.schema } } : {}),
});

/** Trimmed text ('' when absent), checked with `rule` when given. */
export const text = (rule?: Rules, options?: FieldOptions): Field<string, 'text'> =>
  withOptions({ kind: 'text', ...(rule !== undefined ? { rule } : {}), schema: { type: 'string' } }, options);

/** Trimmed text, `undefined` when absent. */
export const optText = (rule?: Rules, options?: FieldOptions): Field<string | undefined, 'optText'> =>
  withOptions({ kind: 'optText', ...(rule !== undefined ? { rule } : {}), schema: { type: 'string' } }, options);

/** One of the listed values (read as text; the handler refuses others with MROCM0011). */
export const oneOf = <const V extends readonly string[]>(values: V, options?: FieldOptions): Field<string, 'text'> =>
  withOptions({ kind: 'text', schema: { type: 'string', enum: [...values] } }, options);

/** A list: repeated keys, `key[]`, or one comma-separated value. */
export const list = (options?: FieldOptions): Field<string[], 'list'> =>
  withOptions({ kind: 'list', schema: { type: 'array', items: { type: 'string' } } }, options);

/** A value the handler reads itself (typed as `unknown` on the server; `T` is what a client sends). */
export const raw = <T = unknown>(schema: JsonSchema = {}, options?: FieldOptions): Field<T | undefined, 'raw'> =>
  withOptions({ kind: 'raw', schema }, options);

/** A Y/N flag (anything else is N where the server reads one). */
export const flag = (options?: FieldOptions) => raw<'Y' | 'N'>({ type: 'string', enum: ['Y', 'N'] }, options);

/** The paging parameters every paged search takes: `page` as JSON, `page[pageNo]`, or `pageNo`. */
export const PAGE_FIELDS = {
  pageNo: raw<number | string>({ type: 'integer', minimum: 1 }),
  pageSize: raw<number | string>({ type: 'integer', minimum: 1, maximum: 500 }),
  page: raw<string | { pageNo?: number; pageSize?: number }>(
    { type: 'string', description: 'JSON {"pageNo":1,"pageSize":50}' },
    { description: 'paging as JSON' },
  ),
  'page[pageNo]': raw<number | string>({ type: 'integer', minimum: 1 }),
  'page[pageSize]': raw<number | string>({ type: 'integer', minimum: 1, maximum: 500 }),
} as const satisfies Fields;

/** What the server's handler receives for declared fields. */
export type ParsedOf<F extends Fields | undefined> = F extends Fields
  ? { [K in keyof F]: F[K] extends Field<infer T> ? (F[K]['kind'] extends 'raw' ? unknown : T) : never }
  : Record<string, never>;

/** What a client sends for declared fields (every field optional: the server answers what is missing). */
export type InputOf<F extends Fields | undefined> = F extends Fields
  ? {
      [K in keyof F]?: F[K] extends Field<infer T, infer Kind>
        ? Kind extends 'list'
          ? readonly string[] | string
          : Kind extends 'text' | 'optText'
            ? string | number
            : Exclude<T, undefined>
        : never;
    }
  : never;

/** The @mro/rules schema of the fields that carry a rule (the server's `check`, a form's resolver). */
export function rulesOf<F extends Fields>(fields: F, only?: readonly (keyof F & string)[]): Record<string, Rules> {
  const out: Record<string, Rules> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.rule === undefined) continue;
    if (only && !only.includes(name)) continue;
    out[name] = field.rule;
  }
  return out;
}

/**
 * The fields of a form's @mro/rules schema, read as `kind` (text by default; `rawKeys` as
 * received: passwords are not trimmed). The rules are the form's own, message codes included.
 */
export function fieldsOfSchema<const S extends Record<string, Rules>>(
  schema: S,
  options: { kind?: 'text' | 'raw'; rawKeys?: readonly string[] } = {},
): { [K in keyof S]: Field<unknown, 'text' | 'raw'> } {
  const out: Record<string, Field<unknown, 'text' | 'raw'>> = {};
  for (const [name, rule] of Object.entries(schema)) {
    const kind = options.rawKeys?.includes(name) ? 'raw' : (options.kind ?? 'text');
    out[name] = { kind, rule, schema: { type: 'string' } };
  }
  return out as { [K in keyof S]: Field<unknown, 'text' | 'raw'> };
}

/** Two field sets as one (keeps a form schema's open key set, which a spread would drop). */
export const mergeFields = <A extends Fields, B extends Fields>(a: A, b: B): A & B => ({ ...a, ...b });
