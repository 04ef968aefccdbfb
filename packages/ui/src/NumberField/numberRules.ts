import { currencyDecimals } from '@mro/rules';

export interface NumberRules {
  /** No negative numbers. */
  positiveOnly?: boolean | undefined;
  /** No decimals. */
  integerOnly?: boolean | undefined;
  /** Most digits before the point (default 20). */
  integerDigits?: number | undefined;
  /** Most digits after the point (default 20). */
  decimalDigits?: number | undefined;
  /** Decimals follow the currency: KRW and JPY 0, others 2. */
  currency?: string | undefined;
}

/** Decimal places a number field allows. */
export function allowedDecimals({ integerOnly, decimalDigits = 20, currency }: NumberRules): number {
  if (integerOnly) return 0;
  if (currency) return Math.min(currencyDecimals(currency), decimalDigits);
  return decimalDigits;
}

/** Whether typed text (digits, optional minus and point, no separators) keeps the integer-digit limit. */
export function withinIntegerDigits(plain: string, integerDigits = 20): boolean {
  const integer = plain.replace(/^-/, '').split('.')[0] ?? '';
  return integer.replace(/^0+(?=\d)/, '').length <= integerDigits;
}
