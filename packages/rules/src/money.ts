// Money exact end to end (decision 0106): amounts travel as decimal text ("12345", "12.50"), are
// computed here on BigInt and formatted here once. No amount goes through a JavaScript number.
import { AMOUNT_INTEGER_DIGITS, currencyDecimals } from './currency.ts';
import { groupDigits } from './format.ts';
import type { MessageCode } from './messages/ko.ts';

/** An amount as the contract carries it: plain decimal text in the currency's scale ("12345", "12.50"). */
export type MoneyText = string;

/** A decimal: `units` × 10^-`scale` ("12.50" is 1250n at scale 2). */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** ASCII digits only (`\d` without the u flag), an optional leading minus, an optional fraction. */
const DECIMAL_TEXT = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Plain decimal text as a decimal, or null: no exponent (`1e5`), grouping (`1,000`), full-width
 * digit (`１２`), space, `+`, `NaN` or `Infinity`. A bigint is a whole amount.
 */
export function parseDecimal(value: string | bigint): Decimal | null {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value !== 'string') return null;
  const m = DECIMAL_TEXT.exec(value);
  if (!m) return null;
  const fraction = m[3] ?? '';
  const units = BigInt(m[2]! + fraction);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** `d` at `scale` decimals, rounded half away from zero when it had more (decision 0106). */
export function rescale(d: Decimal, scale: number): Decimal {
  if (scale >= d.scale) return { units: d.units * 10n ** BigInt(scale - d.scale), scale };
  const divisor = 10n ** BigInt(d.scale - scale);
  const quotient = abs(d.units) / divisor;
  const rest = abs(d.units) % divisor;
  const rounded = rest * 2n >= divisor ? quotient + 1n : quotient;
  return { units: d.units < 0n ? -rounded : rounded, scale };
}

/** A decimal as plain text with exactly its scale's decimals ("-12.50", "0"). */
export function decimalText(d: Decimal): string {
  const digits = abs(d.units)
    .toString()
    .padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = d.scale > 0 ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${d.units < 0n ? '-' : ''}${whole}${fraction}`;
}

function decimalOf(value: string | bigint | number, what = 'amount'): Decimal {
  // A bigint column may come back as a JavaScript number: exact only as a safe integer.
  const d =
    typeof value === 'number'
      ? Number.isSafeInteger(value)
        ? parseDecimal(BigInt(value))
        : null
      : parseDecimal(value);
  if (!d) throw new TypeError(`Not a decimal ${what}: ${JSON.stringify(String(value))}`);
  return d;
}

/** The scale of a currency (`currencyDecimals`: KRW and JPY 0, others 2). */
const scaleOf = (currency: string) => currencyDecimals(currency);

/**
 * A stored `numeric` (text from both engines) or a computed decimal as the contract carries it: the
 * currency's decimals, half away from zero ("12345.00" KRW → "12345"; "1.005" USD → "1.01").
 * Throws on text that is not a decimal: a stored amount always is one.
 */
export function toMoney(value: string | bigint | number, currency: string): MoneyText {
  return decimalText(rescale(decimalOf(value), scaleOf(currency)));
}

/**
 * A unit price as stored (tax invoice lines and an ERP's price keep four decimals): at least the
 * currency's decimals, more only where the stored digits are not zero ("12.3400" USD → "12.34",
 * "12.3456" → "12.3456", "500.0000" KRW → "500").
 */
export function toPrice(value: string | bigint | number, currency: string): MoneyText {
  return trimmed(decimalOf(value), scaleOf(currency));
}

/** `d` without fraction zeros beyond `min` decimals. */
function trimmed(d: Decimal, min: number): string {
  let scale = d.scale;
  while (scale > min && d.units % 10n ** BigInt(d.scale - scale + 1) === 0n) scale -= 1;
  return decimalText(rescale(d, Math.max(scale, min)));
}

/**
 * ISO 4217's "no currency" code, for an amount whose currency is not at hand (a return's amount):
 * `currencyDecimals` gives it 2, the scale of the `numeric(20, 2)` columns.
 */
export const NO_CURRENCY = 'XXX';

/** A stored numeric without its fraction's trailing zeros ("12345.00" → "12345", "12.50" → "12.5"). */
export const toDecimalText = (value: string | bigint | number): MoneyText => trimmed(decimalOf(value), 0);

/** A nullable stored amount: null stays null. */
export const toMoneyOrNull = (value: string | null | undefined, currency: string): MoneyText | null =>
  value === null || value === undefined ? null : toMoney(value, currency);

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [rescale(a, scale).units, rescale(b, scale).units, scale];
}

/** The exact sum of amounts in the currency's decimals (each summed as written, then rounded once). */
export function sumMoney(values: readonly (string | bigint)[], currency: string): MoneyText {
  let total: Decimal = { units: 0n, scale: 0 };
  for (const v of values) {
    const [x, y, scale] = aligned(total, decimalOf(v));
    total = { units: x + y, scale };
  }
  return decimalText(rescale(total, scaleOf(currency)));
}

/** a + b in the currency's decimals. */
export const addMoney = (a: string, b: string, currency: string): MoneyText => sumMoney([a, b], currency);

/** a − b in the currency's decimals. */
export function subtractMoney(a: string, b: string, currency: string): MoneyText {
  const [x, y, scale] = aligned(decimalOf(a), decimalOf(b));
  return decimalText(rescale({ units: x - y, scale }, scaleOf(currency)));
}

/**
 * A line's amount: unit price × quantity, rounded half away from zero to the currency's decimals
 * (a quantity is a whole number or decimal text; a JavaScript number only when it is a safe integer).
 */
export function multiplyMoney(price: string, quantity: number | string | bigint, currency: string): MoneyText {
  const q =
    typeof quantity === 'number'
      ? Number.isSafeInteger(quantity)
        ? { units: BigInt(quantity), scale: 0 }
        : null
      : parseDecimal(quantity);
  if (!q) throw new TypeError(`Not a quantity: ${String(quantity)}`);
  const p = decimalOf(price);
  return decimalText(rescale({ units: p.units * q.units, scale: p.scale + q.scale }, scaleOf(currency)));
}

/** `percent` % of an amount (VAT: 10), half away from zero to the currency's decimals (decision 0106). */
export function percentOfMoney(amount: string, percent: number | string, currency: string): MoneyText {
  const p = typeof percent === 'number' ? parseDecimal(String(percent)) : parseDecimal(percent);
  if (!p) throw new TypeError(`Not a percentage: ${String(percent)}`);
  const a = decimalOf(amount);
  return decimalText(rescale({ units: a.units * p.units, scale: a.scale + p.scale + 2 }, scaleOf(currency)));
}

/** -1, 0 or 1 as a is less than, equal to or more than b (exactly, whatever their scales). */
export function compareMoney(a: string | bigint, b: string | bigint): -1 | 0 | 1 {
  const [x, y] = aligned(decimalOf(a), decimalOf(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether `text` is plain decimal text (see `parseDecimal`). */
export const isDecimalText = (text: unknown): text is string => typeof text === 'string' && parseDecimal(text) !== null;

/** A refusal of an amount typed or sent: its message code and parameters. */
export interface MoneyRefusal {
  code: MessageCode;
  params: Record<string, string | number>;
}

/**
 * Why `input` is not an amount in `currency`, or null: MROCT0012 for anything but plain decimal
 * text within `integerDigits` (18: `numeric(20, 2)`) — `1e5`, `１２`, `1,000`, `NaN`, a negative
 * amount unless `allowNegative` — and MROCT0013 for more decimals than the currency has (KRW 0,
 * USD 2). Spaces around are the caller's to trim (the door trims text fields).
 */
export function moneyRefusal(
  input: unknown,
  currency: string,
  {
    integerDigits = AMOUNT_INTEGER_DIGITS,
    allowNegative = false,
  }: { integerDigits?: number; allowNegative?: boolean } = {},
): MoneyRefusal | null {
  const decimals = scaleOf(currency);
  const malformed: MoneyRefusal = { code: 'MROCT0012', params: { digits: integerDigits } };
  const m = typeof input === 'string' ? DECIMAL_TEXT.exec(input) : null;
  if (!m || (m[1] && !allowNegative)) return malformed;
  if (m[2]!.replace(/^0+(?=\d)/, '').length > integerDigits) return malformed;
  const significant = (m[3] ?? '').replace(/0+$/, '');
  if (significant.length > decimals) return { code: 'MROCT0013', params: { currency, decimals } };
  return null;
}

/** The locales the formatter writes: English for `en…`, Korean otherwise. */
const isEnglish = (locale: string) => locale.toLowerCase().startsWith('en');

/**
 * THE money formatter (decision 0093's glossary, decision 0106): grouped by thousands, the
 * currency's decimals (more only when the amount has significant ones, as a four-decimal unit
 * price), Korean `12,345원` for KRW and `12.50 USD` for others, English `KRW 12,345`. Reads the
 * digits of the string, never a double. Text that is not an amount is shown as it is.
 */
export function formatMoney(amount: string | bigint, currency: string, locale: string): string {
  const d = parseDecimal(amount);
  const code = currency.trim().toUpperCase();
  if (!d) return String(amount);
  const number = groupDigits(toPrice(decimalText(d), code));
  if (isEnglish(locale)) return `${code} ${number}`;
  return code === 'KRW' ? `${number}원` : `${number} ${code}`;
}

/**
 * An amount as a spreadsheet cell (decision 0106): a number when it has at most 15 significant
 * digits (Excel's precision; such a decimal survives the double exactly as written), else its text.
 */
export function moneyCell(amount: string): number | string {
  const d = parseDecimal(amount);
  if (!d) return amount;
  const digits = abs(d.units).toString().replace(/0+$/, '').length;
  // The one place an amount becomes a double: within 15 significant digits, exactly as written.
  return digits <= 15 ? Number(decimalText(d)) : decimalText(d);
}
