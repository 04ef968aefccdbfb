// An amount with its currency's own decimals and the locale's grouping ("1,234,500 KRW",
// "12.50 USD"): the catalogue's, the cart's, the orders' and the home cards' one formatter.
import { currencyDecimals } from '@mro/rules';

/** An amount in its currency's decimals with the locale's grouping: 12,300 KRW, 1.10 USD. */
export function money(amount: number, currency: string, locale: string): string {
  const digits = currencyDecimals(currency);
  const text = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ko-KR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${text} ${currency}`;
}
