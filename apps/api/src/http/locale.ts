import type { MessageLocale } from '@mro/rules';

export type Locale = MessageLocale;

/** The `locale` header (KO / EN as the spec's locale codes, or ko, en-US...) → ko | en; default ko. */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value.startsWith('en') ? 'en' : 'ko';
}

/** The spec's language code for a locale (common codes cache, userLangCd). */
export const langCd = (locale: Locale): 'KO' | 'EN' => (locale === 'en' ? 'EN' : 'KO');
