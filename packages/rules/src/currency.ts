/** 0 decimals for KRW and JPY, 2 for others (spec). */
export function currencyDecimals(currency: string): number {
  const code = currency.trim().toUpperCase();
  return code === 'KRW' || code === 'JPY' ? 0 : 2;
}

/**
 * Rounds half away from zero to the currency's decimals, on the decimal value the number was
 * written as: 1.005 USD → 1.01 (binary floating point alone would give 1.00).
 * Non-finite amounts are returned unchanged.
 */
export function roundCurrency(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) return amount;
  const decimals = currencyDecimals(currency);
  // Beyond 2^53 (after shifting) a double has no fraction left to round: keep the value as it is.
  if (Math.abs(amount) * 10 ** decimals >= Number.MAX_SAFE_INTEGER) return amount;
  const [mantissa, exponent] = Math.abs(amount).toExponential().split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const rounded = shifted / 10 ** decimals;
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Integer digits of a stored amount: the database keeps money as `numeric(20, 2)` (18 integer
 * digits); a larger amount would overflow the column (a 500), so it is refused as input.
 */
export const AMOUNT_INTEGER_DIGITS = 18;

/**
 * Whether `text` is a non-negative amount written as a plain decimal: ASCII digits, at most
 * `integerDigits` of them, and at most `decimalDigits` after a `.` (no sign, exponent, grouping,
 * full-width digit or space). `1e309`, `Infinity`, `NaN`, `-1` and `１２` are not amounts.
 */
export function isAmountText(
  text: string,
  { integerDigits = AMOUNT_INTEGER_DIGITS, decimalDigits = 2 }: { integerDigits?: number; decimalDigits?: number } = {},
): boolean {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return false;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return whole.length <= integerDigits && (match[2] ?? '').length <= decimalDigits;
}

/** A price as cXML writes it (`1234`, `1234.5`, `-0.25`, white space around): at most 16 integer and 4 fraction digits. */
const DECIMAL = /^\s*(-?)(\d{1,16})(?:\.(\d{0,4}))?\s*$/;

/** A decimal price in ten-thousandths as a BigInt (exact, no float), or null when it is not a price. */
export function decimalTenThousandths(value: string): bigint | null {
  const m = DECIMAL.exec(value);
  if (!m) return null;
  const units = BigInt(m[2]!) * 10_000n + BigInt((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/**
 * Whether a price sent by a buyer's system is within `toleranceBp` basis points (1/100 of a
 * percent) of the price the buyer was given, compared exactly (decision 0084). Both are decimal
 * strings; a price that is not one is not within.
 */
export function priceWithinTolerance(sent: string, given: string, toleranceBp: number): boolean {
  const a = decimalTenThousandths(sent);
  const b = decimalTenThousandths(given);
  if (a === null || b === null || !Number.isSafeInteger(toleranceBp) || toleranceBp < 0) return false;
  const diff = a > b ? a - b : b - a;
  return diff * 10_000n <= (b < 0n ? -b : b) * BigInt(toleranceBp);
}
