/**
 * The public reader's translator: i18next alone weighs more than a third of the
 * reader's 100 KB gzip budget, so the reader looks strings up in plain JSON with the same `{{name}}`
 * interpolation, and downloads the strings of the current language only (dynamic import).
 *
 * Strings come from three files: common.json (the errors.* messages of spec §8 and the time.* labels the
 * main app shares), pages-content-view.json (the shared content renderer, also merged into the main app's
 * `common` namespace so the editor preview shows the same words) and reader.json (the reader pages).
 */
export type ReaderLanguage = 'th' | 'en';
export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

/** Must equal LANGUAGE_STORAGE_KEY of i18n.ts (a test checks); imported from there it would pull i18next in. */
export const READER_LANGUAGE_STORAGE_KEY = 'travelogue.lang';

type Bundle = Record<string, unknown>;
type Loader = () => Promise<Bundle>;
// common.json is one chunk shared with the main SPA (about 2 KB gzip): the reader uses its errors.* and time.*.
const common = import.meta.glob<Bundle>('./locales/*/common.json', { import: 'default' });
const contentView = import.meta.glob<Bundle>('./locales/*/pages-content-view.json', { import: 'default' });
const reader = import.meta.glob<Bundle>('./locales/*/reader.json', { import: 'default' });

const isLanguage = (value: string | null | undefined): value is ReaderLanguage => value === 'th' || value === 'en';

/** Spec §2 `?lang=` first, then the language the main app remembered, then the browser's, then English (§9). */
export function readerLanguage(
  search: string,
  stored: string | null,
  browserLanguages: readonly string[],
): ReaderLanguage {
  const query = new URLSearchParams(search).get('lang');
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function lookup(bundle: Bundle, key: string): string | null {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Bundle)[part];
  }
  return typeof node === 'string' ? node : null;
}

/** A translator over bundles, later ones winning; a missing key reads as the key (the parity test prevents it). */
export function createTranslator(...bundles: readonly Bundle[]): Translate {
  const find = (key: string): string | null => {
    for (let i = bundles.length - 1; i >= 0; i--) {
      const text = lookup(bundles[i], key);
      if (text !== null) return text;
    }
    return null;
  };
  return (key, vars) => {
    // i18next's plural suffix for one: `key_one` when count is 1 and the bundle has it.
    const text = (vars?.count === 1 ? find(`${key}_one`) : null) ?? find(key);
    if (text === null) return key;
    return vars
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
      : text;
  };
}

/**
 * A lazy page's own strings over the reader's translator: its keys from `own`, any other key (reader.*, errors.*,
 * contentView.*) from `t`. The page's words travel in its chunk, not in the reader's first download.
 */
export function withOwnStrings(t: Translate, own: Bundle): Translate {
  const mine = createTranslator(own);
  return (key, vars) => {
    const text = mine(key, vars);
    return text === key ? t(key, vars) : text;
  };
}

const pick = (files: Record<string, Loader>, language: ReaderLanguage): Promise<Bundle> => {
  const loader = Object.entries(files).find(([file]) => file.startsWith(`./locales/${language}/`))?.[1];
  return loader ? loader() : Promise.resolve({});
};

/** Downloads the strings of one language and answers its translator. */
export async function loadReaderTranslator(language: ReaderLanguage): Promise<Translate> {
  const bundles = await Promise.all([pick(common, language), pick(contentView, language), pick(reader, language)]);
  return createTranslator(...bundles);
}

/** `<html lang dir>` of the page: both languages are written left to right. */
export function applyDocumentLanguage(doc: Document, language: ReaderLanguage): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = 'ltr';
}
