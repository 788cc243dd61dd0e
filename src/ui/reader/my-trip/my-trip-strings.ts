import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-my-trip.json';
import th from '../../../infrastructure/i18n/locales/th/reader-my-trip.json';

/**
 * The "add to my trip" dialog's strings (readerMyTrip.*), in the dialog's lazy chunk: a page pays for them only when
 * a reader opens it. Any other key (reader.*, errors.*) falls through to the reader's translator.
 */
export const MY_TRIP_STRINGS = { en, th } as const;

export const withMyTripStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, MY_TRIP_STRINGS[lang]);
