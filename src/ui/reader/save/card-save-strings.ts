import { withOwnStrings, type ReaderLanguage, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import en from '../../../infrastructure/i18n/locales/en/reader-card-save.json';
import th from '../../../infrastructure/i18n/locales/th/reader-card-save.json';

/**
 * A card's save star's strings (readerCardSave.*), in the star's own chunk: a reading page without cards pays
 * nothing for them. Any other key (errors.*) falls through to the reader's translator.
 */
export const CARD_SAVE_STRINGS = { en, th } as const;

export const withCardSaveStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, CARD_SAVE_STRINGS[lang]);
