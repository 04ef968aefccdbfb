/**
 * Password policy (spec: login and registration). `passwordViolations` lists every violated
 * rule's code in the stable order of PASSWORD_CODES. Linear in the password length.
 */
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const PASSWORD_CODES = {
  minLength: 'AMSCU0026',
  mix: 'AMSCU0025',
  repeat: 'AMSCU0036',
  loginId: 'AMSCU0027',
  employeeNo: 'AMSCU0028',
  mobile: 'AMSCU0029',
  officePhone: 'AMSCU0030',
  alphabetLower: 'AMSCU0032',
  alphabetUpper: 'AMSCU0031',
  digits: 'AMSCU0033',
  keyboardLower: 'AMSCU0035',
  keyboardUpper: 'AMSCU0034',
  diagonalForward: 'PICMCM0062',
  diagonalBackward: 'PICMCM0063',
  sameAsOld: 'MROPW0001',
} as const;

export interface PasswordContext {
  loginId?: string | undefined;
  employeeNo?: string | undefined;
  mobile?: string | undefined;
  officePhone?: string | undefined;
  oldPassword?: string | undefined;
}

const RUN = 4;
/** Letter rows of a QWERTY keyboard. The digit row is covered by the digit rule. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** The digit row, so 7890 and 0987 count as consecutive digits. */
const DIGIT_ROW = '1234567890';
/**
 * Keyboard diagonals: each column of keys slanting down-left on a QWERTY keyboard, top to bottom.
 * Typed top-down (1qaz) is PICMCM0062, bottom-up (zaq1) is PICMCM0063. Shifted keys count as
 * their key (!QAZ is 1qaz) and letters are compared without case.
 */
export const KEYBOARD_DIAGONALS = ['1qaz', '2wsx', '3edc', '4rfv', '5tgb', '6yhn', '7ujm', '8ik,', '9ol.', '0p;/'];
const SHIFTED: Record<string, string> = {
  '!': '1',
  '@': '2',
  '#': '3',
  $: '4',
  '%': '5',
  '^': '6',
  '&': '7',
  '*': '8',
  '(': '9',
  ')': '0',
  '<': ',',
  '>': '.',
  ':': ';',
  '?': '/',
};

function positions(lines: string[]): Map<string, [number, number]> {
  const map = new Map<string, [number, number]>();
  lines.forEach((line, row) => [...line].forEach((key, index) => map.set(key, [row, index])));
  return map;
}
const ROW_POS = positions(KEYBOARD_ROWS);
const DIAGONAL_POS = positions(KEYBOARD_DIAGONALS);
const DIGIT_POS = positions([DIGIT_ROW]);

const keyOf = (char: string) => SHIFTED[char] ?? char.toLowerCase();
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isLower = (c: string) => c >= 'a' && c <= 'z';
const isLetter = (c: string) => isUpper(c) || isLower(c);
const isDigit = (c: string) => c >= '0' && c <= '9';
const SPECIAL = /[!-/:-@[-`{-~]/;

/** Direction of a run of keys in one line of a layout: +1, -1 or 0 (not a run). */
function runDirection(keys: string[], layout: Map<string, [number, number]>): number {
  const pos = keys.map((k) => layout.get(k));
  if (pos.some((p) => !p)) return 0;
  const [row0, first] = pos[0]!;
  const step = pos[1]![1] - first;
  if (step !== 1 && step !== -1) return 0;
  return pos.every((p, i) => p![0] === row0 && p![1] === first + i * step) ? step : 0;
}

function alphabetStep(chars: string[]): number {
  if (!chars.every(isLetter)) return 0;
  const codes = chars.map((c) => c.toLowerCase().charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  if (step !== 1 && step !== -1) return 0;
  return codes.every((c, i) => c === codes[0]! + i * step) ? step : 0;
}

function digitRun(chars: string[]): boolean {
  if (!chars.every(isDigit)) return false;
  const n = chars.map(Number);
  const step = n[1]! - n[0]!;
  if ((step === 1 || step === -1) && n.every((d, i) => d === n[0]! + i * step)) return true;
  return runDirection(chars, DIGIT_POS) !== 0;
}

/** Every 4-character window of `text`, lower-cased. */
function windows(text: string): Set<string> {
  const set = new Set<string>();
  const lower = text.toLowerCase();
  for (let i = 0; i + RUN <= lower.length; i += 1) set.add(lower.slice(i, i + RUN));
  return set;
}

export function passwordViolations(password: string, context: PasswordContext = {}): string[] {
  const found = new Set<string>();
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) found.add(PASSWORD_CODES.minLength);
  if (!(chars.some(isLetter) && chars.some(isDigit) && chars.some((c) => SPECIAL.test(c))))
    found.add(PASSWORD_CODES.mix);

  for (let i = 0; i + 2 < chars.length; i += 1) {
    if (chars[i] === chars[i + 1] && chars[i] === chars[i + 2]) {
      found.add(PASSWORD_CODES.repeat);
      break;
    }
  }

  const grams = windows(password);
  const sources: [keyof PasswordContext, string, (s: string) => string][] = [
    ['loginId', PASSWORD_CODES.loginId, (s) => s],
    ['employeeNo', PASSWORD_CODES.employeeNo, (s) => s],
    ['mobile', PASSWORD_CODES.mobile, (s) => s.replace(/\D/g, '')],
    ['officePhone', PASSWORD_CODES.officePhone, (s) => s.replace(/\D/g, '')],
  ];
  for (const [field, code, clean] of sources) {
    const value = context[field];
    if (!value) continue;
    for (const gram of windows(clean(value))) {
      if (grams.has(gram)) {
        found.add(code);
        break;
      }
    }
  }

  for (let i = 0; i + RUN <= chars.length; i += 1) {
    const run = chars.slice(i, i + RUN);
    const allUpper = run.every((c) => !isLetter(c) || isUpper(c));
    if (alphabetStep(run) !== 0) found.add(allUpper ? PASSWORD_CODES.alphabetUpper : PASSWORD_CODES.alphabetLower);
    if (digitRun(run)) found.add(PASSWORD_CODES.digits);
    const keys = run.map(keyOf);
    if (run.every(isLetter) && runDirection(keys, ROW_POS) !== 0)
      found.add(allUpper ? PASSWORD_CODES.keyboardUpper : PASSWORD_CODES.keyboardLower);
    const diagonal = runDirection(keys, DIAGONAL_POS);
    if (diagonal === 1) found.add(PASSWORD_CODES.diagonalForward);
    if (diagonal === -1) found.add(PASSWORD_CODES.diagonalBackward);
  }

  if (context.oldPassword && password === context.oldPassword) found.add(PASSWORD_CODES.sameAsOld);
  return Object.values(PASSWORD_CODES).filter((code) => found.has(code));
}

/**
 * The password rules a person should see while choosing one (a live checklist, spec 000 §5), as
 * their message codes in reading order: length and mix first, then runs and patterns, then the
 * rules about the person's own data, each only when that data is known (`context`), and "not the
 * same as now" only when the current password is given. `passwordViolations` reports the same codes.
 */
export function passwordRuleCodes(context: PasswordContext = {}): string[] {
  const c = PASSWORD_CODES;
  return [
    c.minLength,
    c.mix,
    c.repeat,
    c.alphabetUpper,
    c.alphabetLower,
    c.digits,
    c.keyboardUpper,
    c.keyboardLower,
    c.diagonalForward,
    c.diagonalBackward,
    ...(context.loginId ? [c.loginId] : []),
    ...(context.employeeNo ? [c.employeeNo] : []),
    ...(context.mobile ? [c.mobile] : []),
    ...(context.officePhone ? [c.officePhone] : []),
    ...(context.oldPassword !== undefined ? [c.sameAsOld] : []),
  ];
}
