// The API's language rule (the `locale` header) is @mro/contract's, shared with the portal.
import { localeOfHeader, type Locale } from '@mro/contract';

export type { Locale };

/** The `locale` header (KO / EN as the spec's locale codes, or ko, en-US...) → ko | en; default ko. */
export const localeOf = (header: string | string[] | undefined): Locale => localeOfHeader(header);

export { langCd } from '@mro/contract';
