// The one money formatter is @mro/rules `formatMoney` (decision 0106): "12,345원", "KRW 12,345",
// from the amount's exact decimal text. `money` keeps the name the screens import.
import { formatMoney } from '@mro/rules';

/** An amount (decimal text) in its currency's decimals with the glossary's unit: 12,300원, USD 1.10. */
export const money = (amount: string, currency: string, locale: string): string =>
  formatMoney(amount, currency, locale);
