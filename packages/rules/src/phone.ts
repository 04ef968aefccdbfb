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

/** A three-part phone (PICMCM0006): every part required, digits only. */
export function isThreePartPhone(parts: readonly unknown[] | string): boolean {
  const list = typeof parts === 'string' ? parts.split('-') : parts;
  return list.length === 3 && list.every((p) => typeof p === 'string' && /^[0-9]+$/.test(p.trim()));
}
