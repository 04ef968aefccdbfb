// Amounts in answers (decision 0106): decimal text in the currency's scale ("12345", "12.50"),
// computed and formatted by `@mro/rules` `money.ts`; never a JSON number, never an exponent.
/** An amount as plain decimal text ("12345" KRW, "12.50" USD); see `@mro/rules` `formatMoney`. */
export type Money = string;

/** The published schema of an amount sent as input: decimal text, no exponent (MROCT0012 otherwise). */
export const AMOUNT_SCHEMA = { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' } as const;
