import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../application/ports/locale.port';
import { i18nextOptions } from './i18n-core';
import en from './locales/en/common.json';
import th from './locales/th/common.json';

// The app itself uses i18n-core.ts (one language downloaded at a time); this module bundles both
// languages at once for tests and tools.
export {
  createLazyI18n,
  detectLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type LazyI18n,
} from './i18n-core';

/**
 * Screens keep their strings in their own files (locales/<lng>/pages-*.json) so that people working on
 * different screens never edit one file; all of them join the one `common` namespace of spec §9.
 */
const pageFiles = import.meta.glob<Record<string, unknown>>('./locales/*/pages-*.json', {
  eager: true,
  import: 'default',
});
const pagesOf = (language: string) =>
  Object.entries(pageFiles)
    .filter(([file]) => file.startsWith(`./locales/${language}/`))
    .reduce<Record<string, unknown>>((all, [, strings]) => ({ ...all, ...strings }), {});

export const resources = {
  en: { common: { ...en, ...pagesOf('en') } },
  th: { common: { ...th, ...pagesOf('th') } },
} as const;

/**
 * A fresh i18next instance with Thai and English bundled (namespace `common`, spec §9), wired to
 * react-i18next. Resources are inline, so it is ready when this returns (no async backend).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(i18nextOptions(language, resources));
  return instance;
}
