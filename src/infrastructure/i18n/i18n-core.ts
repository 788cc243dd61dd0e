import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../application/ports/locale.port';
import { DEFAULT_I18N_NAMESPACE, SUPPORTED_LANGUAGES } from '../../domain/constants/business-constants';

/** Where the user's explicit language choice is remembered (the `lang` query of spec §2 or a picker). */
export const LANGUAGE_STORAGE_KEY = 'travelogue.lang';
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: string | null | undefined): value is Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * A stored choice wins; otherwise the first browser language we support ('th-TH' → 'th');
 * otherwise English, the fallback of spec §9.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

// The app downloads the strings of the language it shows, not
// both languages' (the eager `resources` above stay for tests and tools that want everything at once).
const lazyCommon = import.meta.glob<Record<string, unknown>>('./locales/*/common.json', { import: 'default' });
const lazyPages = import.meta.glob<Record<string, unknown>>('./locales/*/pages-*.json', { import: 'default' });

/**
 * Which of a language's files to download: `all`, or only those of the sign-in screens (`/login`, `/signup`,
 * `/forgot-password`) and the shell around them, with which an anonymous visit starts on them (the rest, every
 * signed-in screen's, follow at the first tap or key).
 */
export type StringsScope = 'sign-in' | 'all';
const SIGN_IN_FILES = ['common.json', 'pages-shell.json', 'pages-auth.json'];

async function loadStrings(language: Language, scope: StringsScope): Promise<Record<string, unknown>> {
  const folder = `./locales/${language}/`;
  const files = [...Object.entries(lazyCommon), ...Object.entries(lazyPages)].filter(
    ([file]) => file.startsWith(folder) && (scope === 'all' || SIGN_IN_FILES.includes(file.slice(folder.length))),
  );
  const bundles = await Promise.all(files.map(([, load]) => load()));
  return bundles.reduce<Record<string, unknown>>((all, strings) => ({ ...all, ...strings }), {});
}

export interface LazyI18n {
  readonly i18n: I18n;
  /**
   * Resolves once the language's strings (all of them, or the sign-in screens') are in; each file downloads once,
   * and a failed load is tried again on the next call.
   */
  load(language: Language, scope?: StringsScope): Promise<void>;
}

/**
 * The options both app i18next instances share (spec §1 §9: th and en, English as fallback, one `common`
 * namespace). React escapes what it renders; escaping here too would show entities.
 */
export function i18nextOptions(language: Language, resources: Resource): InitOptions {
  return {
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    ns: [DEFAULT_I18N_NAMESPACE],
    defaultNS: DEFAULT_I18N_NAMESPACE,
    interpolation: { escapeValue: false },
    // Strings added after a render (the rest of a language, after the sign-in screens') render again where used.
    react: { bindI18nStore: 'added' },
    initAsync: false,
    returnNull: false,
  };
}

/**
 * The app's i18next: created empty in `language`; `load` fetches a language's strings and adds them. The app
 * renders after `load(language)`; another language downloads when someone switches to it.
 */
export function createLazyI18n(language: Language): LazyI18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(i18nextOptions(language, {}));
  const loading = new Map<string, Promise<void>>();
  const load = (wanted: Language, scope: StringsScope = 'all'): Promise<void> => {
    const key = `${wanted}:${scope}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = loadStrings(wanted, scope).then((strings) => {
        instance.addResourceBundle(wanted, DEFAULT_I18N_NAMESPACE, strings, true, true);
      });
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
  return { i18n: instance, load };
}
