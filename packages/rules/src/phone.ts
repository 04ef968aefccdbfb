import { PHONE_MAX_LENGTH } from './constants.ts';

/**
 * Phone number codes. The spec names these checks without codes; ours are recorded in
 * docs/decisions/0006-message-codes-of-our-own.md.
 */
export const PHONE_CODES = {
  /** Only digits and + - ( ) are allowed. */
  characters: 'MROCM0001',
  /** May not start or end with '-'. */
  hyphenEdge: 'MROCM0002',
  /** '+' only once, at the start. */
  plus: 'MROCM0003',
  /** At most 20 characters. */
  tooLong: 'MROCM0004',
  /** A mobile field: not a full mobile number of PHONE_SHAPES (010-1234-5678, 011-123-4567). */
  mobile: 'MROCM0019',
  /** A domestic number (0…, 15XX…) shorter or longer than every full length of its shape. */
  incomplete: 'MROCM0020',
} as const;

/** The first violated phone rule's code, or null when valid (empty is valid: use `required`). */
export function phoneViolation(text: string): string | null {
  if (text === '') return null;
  if (!/^[0-9+\-()]+$/.test(text)) return PHONE_CODES.characters;
  if (text.startsWith('-') || text.endsWith('-')) return PHONE_CODES.hyphenEdge;
  const plus = text.indexOf('+');
  if (plus !== -1 && (plus !== 0 || text.indexOf('+', 1) !== -1)) return PHONE_CODES.plus;
  if (text.length > PHONE_MAX_LENGTH) return PHONE_CODES.tooLong;
  return null;
}

/**
 * A phone field's rule against PHONE_SHAPES: a number written the domestic way (digits and
 * hyphens, starting with 0 or a service prefix) must have a full length of its shape; a number
 * with '+' or '( )', or one no shape names, is left to `phoneViolation` alone.
 */
export function phoneShapeViolation(text: string): string | null {
  if (text === '' || !/^[0-9-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const shape = phoneShape(digits);
  if (!digits.startsWith('0') && shape.name !== 'service') return null;
  return shape.lengths.includes(digits.length) ? null : PHONE_CODES.incomplete;
}

/**
 * A mobile field's rule: the phone rule, then a full number of a mobile shape of PHONE_SHAPES
 * (010 with 11 digits; 011, 016 to 019 with 10 or 11), hyphens optional.
 */
export function mobileViolation(text: string): string | null {
  if (text === '') return null;
  const code = phoneViolation(text);
  if (code !== null) return code;
  if (!/^[0-9-]+$/.test(text)) return PHONE_CODES.mobile;
  const digits = text.replace(/\D/g, '');
  const shape = phoneShape(digits);
  return shape.name === 'mobile' && shape.lengths.includes(digits.length) ? null : PHONE_CODES.mobile;
}

/** The carrier prefixes a mobile number starts with (PHONE_SHAPES' mobile shapes). */
export const MOBILE_PREFIXES = ['010', '011', '016', '017', '018', '019'] as const;

/**
 * A phone's three parts (area or carrier, exchange, number) as a three-part input shows them:
 * `02-1234-5678` and `0212345678` both give ['02', '1234', '5678']; a number PHONE_SHAPES groups
 * in two (1588-0000) or one gives '' for the missing parts; hyphens a person typed are kept as the
 * split when the text has three parts already ('031-12-3456' stays as typed, checked elsewhere).
 */
export function threePhoneParts(text: string): [string, string, string] {
  const typed = text.trim().split('-');
  const digitsOf = (part: string | undefined) => (part ?? '').replace(/\D/g, '');
  if (typed.length === 3) return [digitsOf(typed[0]), digitsOf(typed[1]), digitsOf(typed[2])];
  const parts = formatPhoneDigits(text).split('-');
  if (parts.length === 2) return ['', parts[0]!, parts[1]!];
  return [parts[0] ?? '', parts[1] ?? '', parts[2] ?? ''];
}

/**
 * The three parts joined as the form's value: '' when every part is empty, else `a-b-c` with the
 * empty ones kept empty (`010--5678`), so PICMCM0006 (`phone3`) names a missing part.
 */
export function joinPhoneParts(parts: readonly string[]): string {
  return parts.every((p) => p === '') ? '' : parts.join('-');
}

/**
 * How many digits the first part of a three-part phone holds before the cursor moves on: 2 for
 * Seoul's 02, 4 for a personal 050X number, 3 for every other area and the mobile prefixes.
 */
export function areaPartLength(digits: string): number {
  if (digits.startsWith('02')) return 2;
  if (digits.startsWith('050')) return 4;
  return 3;
}

/** A three-part phone (PICMCM0006): every part required, digits only. */
export function isThreePartPhone(parts: readonly unknown[] | string): boolean {
  const list = typeof parts === 'string' ? parts.split('-') : parts;
  return list.length === 3 && list.every((p) => typeof p === 'string' && /^[0-9]+$/.test(p.trim()));
}

/**
 * The shapes of Korean phone numbers (issue: "02-1234-5678, not 021-2345-678"): for the digits
 * typed so far, the group sizes to show, and the full lengths. Seoul 02 (9 or 10 digits),
 * personal 050X (11 or 12), service 15XX/16XX/18XX (8), mobile 010 (11) and 011, 016 to 019
 * (10 or 11), and every other 0XX area code (10 or 11: 031, 070). Shared by the phone mask of
 * @mro/ui, the phone and mobile rules and their tests.
 */
export interface PhoneShape {
  name: 'service' | 'seoul' | 'personal' | 'mobile' | 'area';
  prefix: RegExp;
  /** Group sizes for a number of `length` digits. */
  groups: (length: number) => readonly number[];
  /** The longest number of this shape. */
  maxDigits: number;
  /** The numbers of digits of a full number of this shape. */
  lengths: readonly number[];
}

export const PHONE_SHAPES: readonly PhoneShape[] = [
  { name: 'service', prefix: /^1[568]\d/, groups: () => [4, 4], maxDigits: 8, lengths: [8] },
  { name: 'seoul', prefix: /^02/, groups: (n) => (n <= 9 ? [2, 3, 4] : [2, 4, 4]), maxDigits: 10, lengths: [9, 10] },
  {
    name: 'personal',
    prefix: /^050/,
    groups: (n) => (n <= 11 ? [4, 3, 4] : [4, 4, 4]),
    maxDigits: 12,
    lengths: [11, 12],
  },
  { name: 'mobile', prefix: /^010/, groups: (n) => (n <= 10 ? [3, 3, 4] : [3, 4, 4]), maxDigits: 11, lengths: [11] },
  {
    name: 'mobile',
    prefix: /^01[16-9]/,
    groups: (n) => (n <= 10 ? [3, 3, 4] : [3, 4, 4]),
    maxDigits: 11,
    lengths: [10, 11],
  },
  { name: 'area', prefix: /^0/, groups: (n) => (n <= 10 ? [3, 3, 4] : [3, 4, 4]), maxDigits: 11, lengths: [10, 11] },
];

/** The shape the digits belong to (the area shape until the prefix says otherwise). */
export function phoneShape(digits: string): PhoneShape {
  return PHONE_SHAPES.find((shape) => shape.prefix.test(digits)) ?? PHONE_SHAPES[PHONE_SHAPES.length - 1]!;
}

/** The digits typed so far with their hyphens: 0212345678 → 02-1234-5678, 15880000 → 1588-0000. */
export function formatPhoneDigits(input: string): string {
  const shape = phoneShape(input.replace(/\D/g, ''));
  const digits = input.replace(/\D/g, '').slice(0, shape.maxDigits);
  const parts: string[] = [];
  let at = 0;
  for (const size of shape.groups(digits.length)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** The mask pattern (0 = a digit) that holds the digits typed so far and the next one. */
export function phoneMaskPattern(input: string): string {
  const digits = input.replace(/\D/g, '');
  const shape = phoneShape(digits);
  const length = Math.min(Math.max(digits.length, 1), shape.maxDigits);
  return shape
    .groups(length)
    .map((size) => '0'.repeat(size))
    .join('-');
}
