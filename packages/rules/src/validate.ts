/**
 * Form rules by the spec's names, declared once and applied by the UI forms and the API server.
 * `validate(value, 'required|max:200|email')` or `validate(value, { required: true, max: 200 })`
 * returns null or the first failing rule's `{ rule, code, params }`, in the order given.
 */
import { isBusinessNumber, isCorporateNumber } from './business.ts';
import { isDateText, type DateFormat } from './date.ts';
import type { MessageParams } from './messages/index.ts';
import { passwordViolations, type PasswordContext } from './password.ts';
import { isThreePartPhone, mobileViolation, phoneShapeViolation, phoneViolation, threePhoneParts } from './phone.ts';
import {
  byteLength,
  hasControlCharacter,
  isAlpha,
  isAlphaDash,
  isAlphaDashSpaces,
  isAlphaNum,
  isAlphaSpaces,
  isDigits,
  isEmail,
  isEmployeeNumber,
  isNumberText,
} from './text.ts';

/**
 * A UNSPSC code (decision 0102): eight ASCII digits, segment (the first two) 10 to 99, as
 * segment, family, class and commodity pairs (`27111701`; a class ends in 00, a family in 0000).
 */
export const isUnspscCode = (value: string): boolean => /^[1-9]\d{7}$/.test(value);

export const RULE_CODES = {
  required: 'ACMCM0002',
  is: 'ACMCM0014',
  email: 'ACMCM0058',
  length: 'ACMCM0020',
  min: 'PICMCM0037',
  max: 'PICMCM0038',
  numeric: 'ACMCM0009',
  digits: 'ACMCM0016',
  between: 'ACMCM0015',
  min_value: 'PICMCM0039',
  max_value: 'PICMCM0040',
  alpha: 'PICMCM0041',
  alpha_dash: 'PICMCM0042',
  alpha_num: 'PICMCM0043',
  alpha_spaces: 'PICMCM0044',
  alpha_dash_spaces: 'PICMCM0050',
  gt: 'PICMCM0001',
  gt_eq: 'PICMCM0002',
  lt: 'PICMCM0003',
  lt_eq: 'PICMCM0004',
  max_byte: 'ASRTR0022',
  number: 'PICMCM0048',
  date_format: 'PICMCM0058',
  emp_no: 'PICMCM0052',
  phone3: 'PICMCM0006',
  business_no: 'AHUCU0005',
  corp_no: 'MROCM0015',
  /** A UNSPSC code: eight digits, segment 10 to 99 (decision 0102); empty passes (no code). */
  unspsc: 'MROPU0012',
  english: 'MROCM0006',
  no_korean: 'MROCM0007',
  printable: 'MROCM0017',
  confirmed: 'MROPW0002',
  /** Codes come from phoneViolation and phoneShapeViolation. */
  phone: 'MROCM0001',
  /** A mobile number of PHONE_SHAPES, full length; codes come from mobileViolation. */
  mobile: 'MROCM0019',
  /** Codes come from passwordViolations. */
  password: 'AMSCU0026',
  /** One of the listed values (`in:Y,N`): a flag, a choice the client cannot widen. */
  in: 'MROCM0009',
  /**
   * Required when another field holds one of the listed values (`required_if:action,reject`): a
   * condition the contract declares and the OpenAPI document publishes (decision 0086).
   */
  required_if: 'ACMCM0002',
  /**
   * Required unless another field holds one of the listed values (`required_unless:rejQty,,0`: a
   * reason unless nothing is rejected; an empty value listed means "when absent too"), decision 0104.
   */
  required_unless: 'ACMCM0002',
  /** A list of entries (a JSON array) where one is declared (decision 0103). */
  array: 'MROCM0021',
  /** At most `n` entries in a list (`max_items:200`). */
  max_items: 'MROCM0022',
  /** A set of named values (a JSON object) where one is declared (decision 0103). */
  object: 'MROCM0023',
} as const;

export type RuleName = keyof typeof RULE_CODES;
export type RuleArg = string | number | boolean;
/** `{ required: true, max: 200, between: [1, 10], gt: 'startDate' }`; false or undefined skips a rule. */
export type RuleObject = Partial<Record<RuleName, RuleArg | readonly RuleArg[] | undefined>>;
export type Rules = string | RuleObject;

export interface ValidationContext {
  /** The other fields' values, for gt/gt_eq/lt/lt_eq and confirmed. */
  values?: Record<string, unknown>;
  /** Display names of the other fields, shown in comparison messages. */
  labels?: Record<string, string>;
  /** Login id, employee number, phones and old password for the password rule. */
  password?: PasswordContext;
  /** The caller's own message code (or text) per rule, instead of the rule's default code. */
  messages?: CustomMessages;
}

/** `{ required: 'ABYPR0001' }`: a rule's failure reported with the caller's code or text. */
export type CustomMessages = Partial<Record<RuleName, string>>;

export interface ValidationError {
  rule: RuleName;
  code: string;
  params: MessageParams;
}

type Check = (value: unknown, args: string[], context: ValidationContext) => ValidationError | null | boolean;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmptyValue);
  return false;
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));
const chars = (value: unknown) => [...text(value)].length;
const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const s = text(value).replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
};
const int = (arg: string | undefined) => Number(arg ?? 0);

/** Compares numerically when both sides are numbers, else as text (YYYYMMDD dates compare right). */
function compare(a: unknown, b: unknown): number {
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x - y;
  const s = text(a);
  const t = text(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

function comparison(rule: 'gt' | 'gt_eq' | 'lt' | 'lt_eq', ok: (c: number) => boolean): Check {
  return (value, [field = ''], context) => {
    const hasField = context.values !== undefined && field in context.values;
    const other = hasField ? context.values![field] : field;
    if (isEmptyValue(other)) return true;
    if (ok(compare(value, other))) return true;
    return { rule, code: RULE_CODES[rule], params: { target: context.labels?.[field] ?? text(other) } };
  };
}

const CHECKS: Record<RuleName, Check> = {
  required: (v) => !isEmptyValue(v),
  is: (v, [expected = '']) => text(v) === expected,
  email: (v) => isEmail(text(v)),
  length: (v, [n]) => chars(v) === int(n) || { rule: 'length', code: RULE_CODES.length, params: { length: int(n) } },
  min: (v, [n]) => chars(v) >= int(n) || { rule: 'min', code: RULE_CODES.min, params: { min: int(n) } },
  max: (v, [n]) => chars(v) <= int(n) || { rule: 'max', code: RULE_CODES.max, params: { max: int(n) } },
  numeric: (v) => isDigits(text(v)),
  digits: (v, [n]) =>
    (isDigits(text(v)) && text(v).length === int(n)) || {
      rule: 'digits',
      code: RULE_CODES.digits,
      params: { length: int(n) },
    },
  between: (v, [lo, hi]) => {
    const n = num(v);
    return (
      (n !== null && n >= Number(lo) && n <= Number(hi)) || {
        rule: 'between',
        code: RULE_CODES.between,
        params: { min: Number(lo), max: Number(hi) },
      }
    );
  },
  min_value: (v, [lo]) => {
    const n = num(v);
    return (
      (n !== null && n >= Number(lo)) || { rule: 'min_value', code: RULE_CODES.min_value, params: { min: Number(lo) } }
    );
  },
  max_value: (v, [hi]) => {
    const n = num(v);
    return (
      (n !== null && n <= Number(hi)) || { rule: 'max_value', code: RULE_CODES.max_value, params: { max: Number(hi) } }
    );
  },
  alpha: (v) => isAlpha(text(v)),
  alpha_dash: (v) => isAlphaDash(text(v)),
  alpha_num: (v) => isAlphaNum(text(v)),
  alpha_spaces: (v) => isAlphaSpaces(text(v)),
  alpha_dash_spaces: (v) => isAlphaDashSpaces(text(v)),
  gt: comparison('gt', (c) => c > 0),
  gt_eq: comparison('gt_eq', (c) => c >= 0),
  lt: comparison('lt', (c) => c < 0),
  lt_eq: comparison('lt_eq', (c) => c <= 0),
  max_byte: (v, [n]) =>
    byteLength(text(v)) <= int(n) || {
      rule: 'max_byte',
      code: RULE_CODES.max_byte,
      params: { max: { bytes: int(n) } },
    },
  number: (v, [i, d]) => {
    const integerDigits = i === undefined || i === '' ? 20 : int(i);
    const decimalDigits = d === undefined || d === '' ? 20 : int(d);
    return (
      isNumberText(text(v), { integerDigits, decimalDigits }) || {
        rule: 'number',
        code: RULE_CODES.number,
        params: { integerDigits, decimalDigits },
      }
    );
  },
  date_format: (v, [format = 'year-month-day']) =>
    isDateText(text(v), format as DateFormat) || {
      rule: 'date_format',
      code: RULE_CODES.date_format,
      params: { format },
    },
  emp_no: (v) => isEmployeeNumber(text(v)),
  // A string is read as a three-part input writes it (a-b-c) or as digits a client sends whole
  // (01012345678 splits by PHONE_SHAPES); anything but digits, hyphens and spaces fails.
  phone3: (v) =>
    Array.isArray(v) ? isThreePartPhone(v) : /^[\d\s-]*$/.test(text(v)) && isThreePartPhone(threePhoneParts(text(v))),
  business_no: (v) => isBusinessNumber(text(v)),
  corp_no: (v) => isCorporateNumber(text(v)),
  unspsc: (v) => isUnspscCode(text(v)),
  english: (v) => /^[\x20-\x7e\s]*$/.test(text(v)),
  no_korean: (v) => !HANGUL.test(text(v)),
  printable: (v) => !hasControlCharacter(text(v)),
  confirmed: (v, [field = ''], context) => text(v) === text(context.values?.[field] ?? ''),
  phone: (v) => {
    const code = phoneViolation(text(v)) ?? phoneShapeViolation(text(v));
    return code === null || { rule: 'phone', code, params: {} };
  },
  mobile: (v) => {
    const code = mobileViolation(text(v));
    return code === null || { rule: 'mobile', code, params: {} };
  },
  password: (v, _args, context) => {
    const [code] = passwordViolations(text(v), context.password);
    return code === undefined || { rule: 'password', code, params: {} };
  },
  in: (v, values) => (typeof v === 'string' || typeof v === 'number') && values.includes(text(v)),
  required_if: (v, [field = '', ...values], context) =>
    !values.includes(text(context.values?.[field] ?? '')) || !isEmptyValue(v),
  required_unless: (v, [field = '', ...values], context) =>
    values.includes(text(context.values?.[field] ?? '').trim()) || !isEmptyValue(v),
  array: (v) => Array.isArray(v),
  max_items: (v, [n]) =>
    (Array.isArray(v) && v.length <= int(n)) || {
      rule: 'max_items',
      code: RULE_CODES.max_items,
      params: { max: int(n) },
    },
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

/** Rule names of the spec's pipe syntax and of rule objects. */
export const RULE_NAMES = Object.keys(CHECKS) as RuleName[];

function isRuleName(name: string): name is RuleName {
  return Object.prototype.hasOwnProperty.call(CHECKS, name);
}

/** Parses `'required|max:200|between:1,10'` or a rule object into [name, args] pairs, in order. */
export function parseRules(rules: Rules): [RuleName, string[]][] {
  const list: [string, string[]][] =
    typeof rules === 'string'
      ? rules
          .split('|')
          .map((r) => r.trim())
          .filter(Boolean)
          .map((r) => {
            const colon = r.indexOf(':');
            return colon === -1 ? [r, []] : [r.slice(0, colon), r.slice(colon + 1).split(',')];
          })
      : Object.entries(rules)
          .filter(([, arg]) => arg !== false && arg !== undefined)
          .map(([name, arg]) => [name, arg === true ? [] : (Array.isArray(arg) ? arg : [arg]).map(String)]);
  return list.map(([name, args]) => {
    if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}". Known rules: ${RULE_NAMES.join(', ')}`);
    return [name, args];
  });
}

/**
 * The first failing rule, or null. Empty values fail only `required` (and `required_if` when its
 * condition holds); every other rule passes them (a field that may be empty is simply not required).
 */
export function validate(value: unknown, rules: Rules, context: ValidationContext = {}): ValidationError | null {
  const parsed = parseRules(rules);
  const empty = isEmptyValue(value);
  for (const [name, args] of parsed) {
    if (empty && name !== 'required' && name !== 'required_if' && name !== 'required_unless') continue;
    const result = CHECKS[name](value, args, context);
    if (result === true) continue;
    const error = result === false || result === null ? { rule: name, code: RULE_CODES[name], params: {} } : result;
    const custom = context.messages?.[name];
    return custom === undefined ? error : { ...error, code: custom };
  }
  return null;
}

export type RuleSchema = Record<string, Rules>;

export function getPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), values);
}

/** Validates every field of a schema against an object; only failing fields appear in the result. */
export function validateAll(
  schema: RuleSchema,
  values: Record<string, unknown>,
  context: Omit<ValidationContext, 'values' | 'messages'> & { messages?: Record<string, CustomMessages> } = {},
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const { messages, ...shared } = context;
  for (const [field, rules] of Object.entries(schema)) {
    const own = messages?.[field];
    const error = validate(getPath(values, field), rules, { ...shared, values, ...(own && { messages: own }) });
    if (error) errors[field] = error;
  }
  return errors;
}
