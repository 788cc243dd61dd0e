import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-profile.json';
import th from '../../../infrastructure/i18n/locales/th/reader-profile.json';

/**
 * A creator's page's own strings (readerProfile.*), in the chunks of the profile page and of its islands (Follow,
 * "load more"): a profile does not download the trip's and the place's words, nor they the profile's. Any other
 * key falls through to the reader's translator.
 */
export const PROFILE_STRINGS = { en, th } as const;

export const withProfileStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, PROFILE_STRINGS[lang]);
