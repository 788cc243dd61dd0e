import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-content-language.json';
import th from '../../../infrastructure/i18n/locales/th/reader-content-language.json';

/**
 * The words of a content's languages on its page (contentLanguage.*: the switch and the notice;
 * contentTranslation.*: the "not translated" mark of a section), in the page's chunk rather than in the reader's
 * first download: the page is drawn by the server, and an anonymous reader's islands never show these words.
 */
const STRINGS = { en, th } as const;

export const withContentLanguageStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, STRINGS[lang]);
