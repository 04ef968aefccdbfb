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
