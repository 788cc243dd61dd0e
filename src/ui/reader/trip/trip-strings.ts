import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-trip.json';
import th from '../../../infrastructure/i18n/locales/th/reader-trip.json';

/**
 * The trip and place pages' own strings (readerTrip.*, readerLocation.*), in their lazy chunks rather than
 * in the reader's first download: /contents/[id] does not pay for words it never shows. Any other key
 * (contentView.*, reader.*, errors.*) falls through to the reader's translator.
 */
export const TRIP_STRINGS = { en, th } as const;

export const withTripStrings = (t: Translate, lang: ReaderLanguage): Translate => withOwnStrings(t, TRIP_STRINGS[lang]);
