import i18next, { type i18n as I18n, type Resource } from 'i18next';
import {
  formatDateValue,
  formatFileSize,
  formatNumber,
  messages,
  particle,
  type MessageParams,
  type ParticlePair,
} from '@mro/rules';
import { initReactI18next } from 'react-i18next';
import ko from './locales/ko.json';
import en from './locales/en.json';

export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The namespace of the design system's own strings. */
export const UI_NAMESPACE = 'ui';
/** The namespace of the @mro/rules message catalogue (codes such as ACMCM0002 are its keys). */
export const MESSAGES_NAMESPACE = 'messages';

/** The catalogue's `{param}` and `{param|을/를}` placeholders in i18next's `{{param}}` form. */
function toI18next(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([k, v]) => [
      k,
      v.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (_, name: string, pair?: string) =>
        pair ? `{{${name}, particle(${pair})}}` : `{{${name}}}`,
      ),
    ]),
  );
}

/** Parameters that hold a date: `payDt`, `dueDt`, `date`, `regDate` (the spec's YYYYMMDD). */
const DATE_KEY = /(?:Dt|Date|^date)$/;

type FormatFn = (value: unknown, format: string | undefined, lng: string | undefined, options: object) => unknown;

/**
 * One format for every interpolated value (issue 57 item 3, decision 0093): a number is grouped
 * (`{{count}}` → 12,000, as `formatNumber` writes it; plurals still see the number), a date
 * parameter (`payDt`, `date`: the spec's 20261202) reads 2026-12-02, and
 * `{{word, particle(을/를)}}` adds the Korean particle the word's last sound takes (`particle` of
 * @mro/rules; also after a grouped number), `{{title, quoted(이/가)}}` the same after 'title'. Other formats go to i18next's own formatter.
 */
function formatValue(base: FormatFn): FormatFn {
  return (value, format, lng, options) => {
    const key = (options as { interpolationkey?: string }).interpolationkey ?? '';
    const text =
      typeof value === 'number'
        ? formatNumber(value)
        : typeof value === 'string' && DATE_KEY.test(key) && /^\d{8}$/.test(value)
          ? formatDateValue(value)
          : value;
    const [, kind, pair] = /^(particle|quoted)\((.+)\)$/.exec(format?.trim() ?? '') ?? [];
    if (pair && text != null)
      return particle(kind === 'quoted' ? `'${String(text)}'` : String(text), pair.trim() as ParticlePair);
    if (!format) return text;
    return base(value, format, lng, options);
  };
}

export const uiResources = {
  ko: { [UI_NAMESPACE]: ko, [MESSAGES_NAMESPACE]: toI18next(messages.ko) },
  en: { [UI_NAMESPACE]: en, [MESSAGES_NAMESPACE]: toI18next(messages.en) },
} satisfies Resource;

/**
 * Text of a message code through i18next (params filled, sizes shown in the locale); text that is
 * not a code is returned as it is, so a server's own message still shows.
 */
export function translateMessage(i18n: I18n, message: string, params: MessageParams = {}): string {
  const options = { ns: MESSAGES_NAMESPACE, keySeparator: false as const, nsSeparator: false as const };
  if (!i18n.exists(message, options)) return message;
  const locale = (i18n.language === 'en' ? 'en' : 'ko') as Locale;
  const values = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? formatFileSize(v.bytes, locale) : v]),
  );
  return i18n.t(message, { ...options, ...values });
}

/** The spec's locale codes (KO, EN: `lo=EN`, `userLangCd`) to ours. */
export function localeFromCode(code: string | null | undefined): Locale | undefined {
  const lower = code?.trim().toLowerCase();
  return LOCALES.find((l) => l === lower);
}

function mergeResources(extra: Resource | undefined): Resource {
  const merged: Resource = { ko: { ...uiResources.ko }, en: { ...uiResources.en } };
  for (const [lng, namespaces] of Object.entries(extra ?? {})) {
    merged[lng] = { ...merged[lng], ...namespaces };
  }
  return merged;
}

/**
 * A new i18next instance with the UI's ko and en resources plus any the app adds
 * (the portal's pages, the message catalogue). Initialised synchronously: resources are bundled.
 */
export function createI18n(locale: Locale, extraResources?: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ko',
    supportedLngs: [...LOCALES],
    resources: mergeResources(extraResources),
    ns: [
      UI_NAMESPACE,
      MESSAGES_NAMESPACE,
      ...new Set(Object.values(extraResources ?? {}).flatMap((r) => Object.keys(r))),
    ],
    defaultNS: UI_NAMESPACE,
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
  });
  // i18next binds its formatter into the interpolation options at init; the interpolator reads
  // them again when a call brings its own interpolation options, so both get the wrapped one.
  const formatter = instance.services.formatter;
  if (formatter) {
    const format = formatValue(formatter.format.bind(formatter) as FormatFn) as typeof formatter.format;
    const settable = (target: object) => target as { format?: unknown };
    if (instance.options.interpolation) settable(instance.options.interpolation).format = format;
    settable(instance.services.interpolator).format = format;
  }
  return instance;
}
