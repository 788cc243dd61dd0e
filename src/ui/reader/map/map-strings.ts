import { createTranslator, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-map.json';
import th from '../../../infrastructure/i18n/locales/th/reader-map.json';

/**
 * The map page's own strings (readerMap.*), in its lazy chunk rather than in the reader's first download.
 * Any other key (contentView.hours.*, reader.*, errors.*) falls through to the reader's translator.
 */
export const MAP_STRINGS = { en, th } as const;

export function withMapStrings(t: Translate, lang: ReaderLanguage): Translate {
  const own = createTranslator(MAP_STRINGS[lang]);
  return (key, vars) => {
    const text = own(key, vars);
    return text === key ? t(key, vars) : text;
  };
}
