import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-follow.json';
import th from '../../../infrastructure/i18n/locales/th/reader-follow.json';

/**
 * The Follow toggle's strings (readerFollow.*), in the toggle's own chunk: a page where nobody signed in has it
 * pays nothing for them. Any other key (errors.*) falls through to the reader's translator.
 */
export const FOLLOW_STRINGS = { en, th } as const;

export const withFollowStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, FOLLOW_STRINGS[lang]);
