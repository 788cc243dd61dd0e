import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-lists.json';
import th from '../../../infrastructure/i18n/locales/th/reader-lists.json';

/** The public list page's strings (readerList.*), in its own chunk; any other key falls through to the reader's. */
export const LIST_STRINGS = { en, th } as const;

export const withListStrings = (t: Translate, lang: ReaderLanguage): Translate => withOwnStrings(t, LIST_STRINGS[lang]);
