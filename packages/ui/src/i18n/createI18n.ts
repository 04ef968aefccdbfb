import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ko from './locales/ko.json';
import en from './locales/en.json';

export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The namespace of the design system's own strings. */
export const UI_NAMESPACE = 'ui';

export const uiResources = {
  ko: { [UI_NAMESPACE]: ko },
  en: { [UI_NAMESPACE]: en },
} satisfies Resource;

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
    ns: [UI_NAMESPACE, ...new Set(Object.values(extraResources ?? {}).flatMap((r) => Object.keys(r)))],
    defaultNS: UI_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
