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
