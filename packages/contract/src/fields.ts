// The input fields of a call (query or JSON body), declared once: how the server reads each one
// (its kind), the @mro/rules rule the server checks it with (message codes included), and a JSON
// Schema for the OpenAPI document. A small field spec of our own instead of a schema library
// (decision 0039): the server's readings are the spec's own (trimmed text, lists from repeated or
// comma-separated keys, `page` as JSON or `page[pageNo]`), which no library reads that way.
import type { CustomMessages, Rules } from '@mro/rules';

/** A JSON Schema fragment (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type JsonSchema = { readonly [key: string]: unknown };

/**
 * How the server reads a field:
 * - `text`: a string, trimmed ('' when absent; a number becomes its text; anything else MROCM0011);
 * - `optText`: the same, but `undefined` when absent (a filter that only applies when sent);
 * - `list`: repeated keys, `key[]`, or one comma-separated value; trimmed, empty entries dropped;
 * - `int`: a whole number (a JSON integer or ASCII digits), checked against its bounds by its rule
 *   at the door and handed over as a number (`undefined` when absent);
 * - `flag`: `Y` or `N` (anything else refused at the door), `undefined` when absent;
 * - `day`: a day as YYYYMMDD, YYYY-MM-DD, YYYY.MM.DD or YYYY/MM/DD, handed over (and compared by
 *   its rules) as YYYYMMDD; a day that does not exist is refused (PICMCM0058), '' when absent;
 * - `array`: a JSON array of items of one declared field (`listOf(object({...}), { max })`), each
 *   item read and checked as its field says; a refusal names the entry (`lines[2].qty`);
 * - `object`: a JSON object of declared fields (`object({...})`), read and checked as a body is;
 *   a refusal names the member (`params.ordNo`); undeclared members are kept as sent;
 * - `raw`: as received; the handler checks it (passwords, JSON values read by their own parser).
 *
 * The server (apps/api `route()`) checks every declared rule of every field before the handler
 * runs (decision 0086): a refusal is a 400 naming the field with the rule's code.
 */
export type FieldKind = 'text' | 'optText' | 'list' | 'raw' | 'int' | 'flag' | 'day' | 'array' | 'object';

export interface Field<T = unknown, K extends FieldKind = FieldKind, I = T> {
  readonly kind: K;
  /** `array`: the field each item is read and checked as. */
  readonly of?: Field;
  /** `object`: its declared members. */
  readonly fields?: Fields;
  /** The @mro/rules rule the server checks the (read) value with, when it checks one. */
  readonly rule?: Rules;
  /** The codes a form gives its rules instead of theirs (a consent's MROJN0001). */
  readonly messages?: CustomMessages;
  readonly schema: JsonSchema;
  readonly description?: string;
  /** Type only: the value the handler receives. */
  readonly __type?: T;
  /** Type only: what a client sends (`array` and `object` fields). */
  readonly __input?: I;
}

export type Fields = { readonly [name: string]: Field };

interface FieldOptions {
  description?: string;
  schema?: JsonSchema;
  /** The codes the field gives its rules instead of theirs (a condition's own MRODL0007). */
  messages?: CustomMessages;
}

const withOptions = <F extends Field>(field: F, options: FieldOptions = {}): F => ({
  ...field,
  ...(options.description ? { description: options.description } : {}),
  ...(options.schema ? { schema: { ...field.schema, ...options.schema } } : {}),
  ...(options.messages ? { messages: { ...field.messages, ...options.messages } } : {}),
});

/** Trimmed text ('' when absent), checked with `rule` when given. */
export const text = (rule?: Rules, options?: FieldOptions): Field<string, 'text'> =>
  withOptions({ kind: 'text', ...(rule !== undefined ? { rule } : {}), schema: { type: 'string' } }, options);

/** Trimmed text, `undefined` when absent. */
export const optText = (rule?: Rules, options?: FieldOptions): Field<string | undefined, 'optText'> =>
  withOptions({ kind: 'optText', ...(rule !== undefined ? { rule } : {}), schema: { type: 'string' } }, options);

/**
 * One of the listed values (read as text; anything else refused at the door with MROCM0009),
 * typed as the union of the values ('' too when not required: absent).
 */
export const oneOf = <const V extends readonly string[], R extends boolean = false>(
  values: V,
  options?: FieldOptions & { required?: R },
): Field<R extends true ? V[number] : V[number] | '', 'text'> =>
  withOptions(
    {
      kind: 'text',
      rule: { ...(options?.required ? { required: true } : {}), in: [...values] },
      schema: { type: 'string', enum: [...values] },
    },
    options,
  );

/** A list: repeated keys, `key[]`, or one comma-separated value. */
export const list = (options?: FieldOptions): Field<string[], 'list'> =>
  withOptions({ kind: 'list', schema: { type: 'array', items: { type: 'string' } } }, options);

/** A value the handler reads itself (typed as `unknown` on the server; `T` is what a client sends). */
export const raw = <T = unknown>(schema: JsonSchema = {}, options?: FieldOptions): Field<T | undefined, 'raw'> =>
  withOptions({ kind: 'raw', schema }, options);

/** What the handler receives for one field (a `raw` one: `unknown`). */
export type ParsedField<F> = F extends Field<infer T, infer K, infer _I> ? (K extends 'raw' ? unknown : T) : never;

/** What a client sends for one field. */
export type InputField<F> =
  F extends Field<infer T, infer Kind, infer I>
    ? Kind extends 'list'
      ? readonly string[] | string
      : Kind extends 'text' | 'optText' | 'day'
        ? string | number
        : Kind extends 'int'
          ? number | string
          : Kind extends 'array' | 'object'
            ? I
            : Exclude<T, undefined>
    : never;

const requiredToo = (rule: Rules | undefined): Rules => {
  if (rule === undefined) return 'required';
  if (typeof rule === 'string') return rule.split('|').includes('required') ? rule : `required|${rule}`;
  return { required: true, ...rule };
};

/**
 * A list of entries, each read and checked as `of` says (a row `object({...})`, or a `text()`,
 * `int()`… value): at most `max` entries (MROCM0022), a JSON array or MROCM0021; a failing entry
 * is named with its index (`lines[2].qty`). Empty or absent: `undefined` unless `required`.
 */
export const listOf = <F extends Field>(
  of: F,
  options: FieldOptions & { max: number; required?: boolean; messages?: CustomMessages },
): Field<
  Exclude<ParsedField<F>, undefined | ''>[] | undefined,
  'array',
  readonly Exclude<InputField<F>, undefined>[]
> =>
  withOptions(
    {
      kind: 'array',
      // Every entry is required: an empty entry (null, '') is refused, never handed over.
      of: { ...of, rule: requiredToo(of.rule) },
      rule: `${options.required ? 'required|' : ''}array|max_items:${options.max}`,
      schema: { type: 'array', maxItems: options.max, items: of.schema },
    },
    options,
  );

/**
 * A set of named values, each read and checked as its field says (a JSON object or MROCM0023);
 * a failing member is named with the object's name (`params.ordNo`). Undeclared members are kept
 * as sent; a client may send others only when the object is `open` (a report's own parameters).
 */
export const object = <const F extends Fields, O extends boolean = false>(
  fields: F,
  options: FieldOptions & { required?: boolean; open?: O } = {},
): Field<
  ParsedOf<F> & Record<string, unknown>,
  'object',
  O extends true ? InputOf<F> & Record<string, unknown> : InputOf<F>
> =>
  withOptions(
    {
      kind: 'object',
      fields,
      rule: `${options.required ? 'required|' : ''}object`,
      schema: {
        type: 'object',
        properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema])),
      },
    },
    options,
  );

/** A Y/N flag: `Y` or `N`, anything else refused (MROCM0009); `undefined` when absent. */
export const flag = <R extends boolean = false>(
  options?: FieldOptions & { required?: R },
): Field<R extends true ? 'Y' | 'N' : 'Y' | 'N' | undefined, 'flag'> =>
  withOptions(
    {
      kind: 'flag',
      rule: `${options?.required ? 'required|' : ''}in:Y,N`,
      schema: { type: 'string', enum: ['Y', 'N'] },
    },
    options,
  );

/**
 * A day in any of the forms `date_format` reads (YYYYMMDD, YYYY-MM-DD, YYYY.MM.DD, YYYY/MM/DD),
 * handed over as YYYYMMDD (`rule` before the format check: `required`, `gt_eq:fromYmd`…).
 */
export const day = (rule?: string, options?: FieldOptions): Field<string, 'day'> => {
  const rules = (rule ?? '').split('|').filter(Boolean);
  const [first, rest] = rules[0] === 'required' ? [['required'], rules.slice(1)] : [[], rules];
  return withOptions(
    {
      kind: 'day',
      rule: [...first, 'date_format', ...rest].join('|'),
      schema: { type: 'string', pattern: '^[0-9]{4}[-./]?[0-9]{2}[-./]?[0-9]{2}$' },
      description: 'a day: YYYYMMDD, YYYY-MM-DD, YYYY.MM.DD or YYYY/MM/DD',
    },
    options,
  );
};

/**
 * The largest whole number a field takes by default: PostgreSQL's `integer`, the column type of
 * every version, line number and order (a larger one would be a 500 "out of range" otherwise).
 */
export const MAX_INT_FIELD = 2_147_483_647;

interface IntOptions extends FieldOptions {
  /** Smallest value (default 1). */
  min?: number;
  /** Largest value (default MAX_INT_FIELD). */
  max?: number;
  required?: boolean;
}

/**
 * The rule of a whole-number field: ASCII digits only (no sign, exponent, fraction, full-width
 * digit or space), within the bounds. The same rule the portal's inputs can run.
 */
export const intRule = ({ min = 1, max = MAX_INT_FIELD, required = false }: IntOptions = {}): string =>
  `${required ? 'required|' : ''}numeric|min_value:${min}|max_value:${max}`;

/**
 * A whole number within bounds (default 1 to 2^31-1): a JSON integer or its ASCII digits;
 * anything else (-1, 0 below the minimum, 1.5, "1e309", "１２", 10^16) is refused at the door.
 */
export const int = <R extends boolean = false>(
  options: Omit<IntOptions, 'required'> & { required?: R } = {},
): Field<R extends true ? number : number | undefined, 'int'> => {
  const { min = 1, max = MAX_INT_FIELD } = options;
  return withOptions(
    {
      kind: 'int',
      rule: intRule(options),
      schema: { type: ['integer', 'string'], pattern: '^[0-9]+$', minimum: min, maximum: max },
    },
    options,
  );
};

/**
 * A record's version for the optimistic lock: required, a whole number from `min` (1 unless the
 * record's versions start at 0); a missing or malformed one is refused, never skipped.
 */
export const version = (options: FieldOptions & { min?: number } = {}): Field<number, 'int'> =>
  int({
    required: true,
    ...options,
    description:
      options.description ??
      'the version the caller read (a positive integer, required); 409 when someone changed the record since',
  });

/** The largest page a paged search answers (a larger one is refused, not clamped). */
export const MAX_PAGE_SIZE = 500;
/** The largest page number a paged search takes. */
export const MAX_PAGE_NO = 1_000_000;

/** The paging parameters every paged search takes: `page` as JSON, `page[pageNo]`, or `pageNo`. */
export const PAGE_FIELDS = {
  pageNo: int({ max: MAX_PAGE_NO }),
  pageSize: int({ max: MAX_PAGE_SIZE }),
  page: raw<string | { pageNo?: number; pageSize?: number }>(
    { type: 'string', description: 'JSON {"pageNo":1,"pageSize":50}' },
    { description: 'paging as JSON (the same bounds: pageNo 1 to 1,000,000, pageSize 1 to 500)' },
  ),
  'page[pageNo]': int({ max: MAX_PAGE_NO }),
  'page[pageSize]': int({ max: MAX_PAGE_SIZE }),
} as const satisfies Fields;

/** What the server's handler receives for declared fields. */
export type ParsedOf<F extends Fields | undefined> = F extends Fields
  ? { [K in keyof F]: ParsedField<F[K]> }
  : Record<string, never>;

/** What a client sends for declared fields (every field optional: the server answers what is missing). */
export type InputOf<F extends Fields | undefined> = F extends Fields ? { [K in keyof F]?: InputField<F[K]> } : never;

/** The @mro/rules schema of the fields that carry a rule (the server's `check`, a form's resolver). */
/** The codes each field's form gives its rules (`fieldsOfSchema`'s `messages`). */
export function messagesOf(fields: Fields): Record<string, CustomMessages> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => (field.messages ? [[name, field.messages]] : [])),
  );
}

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
  options: {
    kind?: 'text' | 'raw';
    rawKeys?: readonly string[];
    messages?: Readonly<Record<string, CustomMessages>>;
  } = {},
): { [K in keyof S]: Field<unknown, 'text' | 'raw'> } {
  const out: Record<string, Field<unknown, 'text' | 'raw'>> = {};
  for (const [name, rule] of Object.entries(schema)) {
    const kind = options.rawKeys?.includes(name) ? 'raw' : (options.kind ?? 'text');
    const messages = options.messages?.[name];
    out[name] = { kind, rule, schema: { type: 'string' }, ...(messages && { messages }) };
  }
  return out as { [K in keyof S]: Field<unknown, 'text' | 'raw'> };
}

/** Two field sets as one (keeps a form schema's open key set, which a spread would drop). */
export const mergeFields = <A extends Fields, B extends Fields>(a: A, b: B): A & B => ({ ...a, ...b });
