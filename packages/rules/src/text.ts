/**
 * Text rules: byte length, multi-text parsing, e-mail, employee number, number text.
 * Every function is linear in the input length and never throws on a string.
 */

/** C0 controls other than tab, line feed and carriage return, and DEL: never typed into a text field. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text holds a control character (NUL among them) that no text field takes. */
export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** Bytes as the spec counts them: a character above code 127 counts 3, others 1 (per code point). */
export function byteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 127) bytes += 1;
    else {
      bytes += 3;
      // A surrogate pair is one character (an emoji counts 3, not 6).
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      }
    }
  }
  return bytes;
}

/** The longest prefix of `text` whose byteLength is at most `maxBytes` (never splits a character). */
export function truncateToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = byteLength(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

const SEPARATORS = /[\s,]+/;

/** Splits on whitespace (any, including U+3000), newline, tab and comma; empty parts dropped. */
export function splitMultiText(text: string): string[] {
  return text.split(SEPARATORS).filter((part) => part !== '');
}

/** Edge separators removed, inner runs of separators become one comma. Idempotent. */
export function normalizeMultiText(text: string): string {
  return splitMultiText(text).join(',');
}

const EMAIL_LOCAL = /^[A-Za-z0-9._%+-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9-]+$/;
const TLD = /^[A-Za-z]{2,4}$/;

/** local@domain with a 2 to 4 letter ending (spec). Labels: letters, digits, inner hyphens. */
export function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  if (!EMAIL_LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  if (!TLD.test(tld)) return false;
  return labels.every((l) => DOMAIN_LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-'));
}

/** Letters, digits and underscore only (PICMCM0052). */
export function isEmployeeNumber(text: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(text);
}

export interface NumberTextOptions {
  /** Most digits before the decimal point (default 20). */
  integerDigits?: number;
  /** Most digits after the decimal point (default 20; 0 means integers only). */
  decimalDigits?: number;
}

/** Optional minus, digits, optional decimals; commas ignored (PICMCM0048). */
export function isNumberText(
  text: string,
  { integerDigits = 20, decimalDigits = 20 }: NumberTextOptions = {},
): boolean {
  const plain = text.replace(/,/g, '');
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return false;
  const [, intPart = '', decPart = ''] = match;
  return intPart.length <= integerDigits && decPart.length <= decimalDigits;
}

/** Unicode letters only (PICMCM0041). */
export const isAlpha = (text: string) => /^\p{L}+$/u.test(text);
/** Letters, digits, dash and underscore (PICMCM0042). */
export const isAlphaDash = (text: string) => /^[\p{L}\p{Nd}_-]+$/u.test(text);
/** Letters and digits (PICMCM0043). */
export const isAlphaNum = (text: string) => /^[\p{L}\p{Nd}]+$/u.test(text);
/** Letters and spaces (PICMCM0044). */
export const isAlphaSpaces = (text: string) => /^[\p{L}\s]+$/u.test(text);
/** Letters, digits, / ! ? _ @ . # & + - and whitespace (PICMCM0050, spec). */
export const isAlphaDashSpaces = (text: string) => /^[\p{L}\p{Nd}/!?_@.#&+\-\s]+$/u.test(text);
/** ASCII digits only. */
export const isDigits = (text: string) => /^[0-9]+$/.test(text);

/**
 * Full-width digits and number signs (a Korean IME in full-width mode types １２,３４５．６) as
 * their ASCII forms, one character for one, so a caret position stays where it was.
 */
export function halfWidthNumber(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0C\uFF0E\uFF0B\uFF0D]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}
