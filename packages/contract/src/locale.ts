// The language rules, one place for the portal and the server.
export type Locale = 'ko' | 'en';

/** An API call's language: the `locale` header (KO / EN, or ko, en-US...) → ko | en; default ko. */
export function localeOfHeader(header: string | readonly string[] | undefined): Locale {
  const value = (typeof header === 'string' ? header : header?.[0])?.trim().toLowerCase() ?? '';
  return value.startsWith('en') ? 'en' : 'ko';
}

/** The spec's language code of a locale (the `locale` header, common codes' cache, userLangCd). */
export const langCd = (locale: Locale): 'KO' | 'EN' => (locale === 'en' ? 'EN' : 'KO');

/**
 * A page's language: `lo=EN|KO` in the address, else the remembered choice (the page's storage,
 * or the LOCALE_COOKIE the server reads), else the browser's first language (Korean → ko,
 * anything else → en). The page and the server's render of the login home choose the same way.
 */
export function pageLocale(input: { search: string; stored: string | null | undefined; browser: string }): Locale {
  const lo = searchParam(input.search, 'lo')?.toUpperCase();
  if (lo === 'EN') return 'en';
  if (lo === 'KO') return 'ko';
  if (input.stored === 'en' || input.stored === 'ko') return input.stored;
  return input.browser.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/** The first language of an Accept-Language header ('' when none). */
export const firstLanguage = (acceptLanguage: string | undefined): string =>
  (acceptLanguage ?? '').split(',')[0]?.trim() ?? '';

/** The first value of a query parameter in `?a=1&b=2` (or a whole URL), decoded; null when absent. */
export function searchParam(search: string, name: string): string | null {
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  for (const pair of query.split('#')[0]!.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (safeDecode(key) !== name) continue;
    return safeDecode(eq < 0 ? '' : pair.slice(eq + 1));
  }
  return null;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};
