import { withOwnStrings, type ReaderLanguage, type Translate } from '../../infrastructure/i18n/reader-i18n';
import en from '../../infrastructure/i18n/locales/en/reader-polls.json';
import th from '../../infrastructure/i18n/locales/th/reader-polls.json';

/**
 * The poll, campaign and report strings (readerPoll.*, readerCampaign.*, readerReport.*), in the
 * lazy chunks that show them rather than in the reader's first download. Any other key (reader.*,
 * errors.*, contentView.*) falls through to the reader's translator.
 */
export const POLLS_STRINGS = { en, th } as const;

export const withPollsStrings = (t: Translate, lang: ReaderLanguage): Translate =>
  withOwnStrings(t, POLLS_STRINGS[lang]);
