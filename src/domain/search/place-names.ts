import { romanise } from './romanise';
import { indexTokens, isThai, searchTokens, type QueryGroup } from './segment';

/**
 * A content is found through the names of its places, in Thai, in English and in the RTGS romanisation of
 * the Thai name (romanise.ts), so "Wat Pho", "wat pho", "Wat-Pho", "watpho", "Wat Po" and "วัดโพธิ์" find the
 * same article. The index keeps, for each place, its Thai words (and their joins, segment.ts), its English
 * words, the romanised words, the joins of 2 and 3 adjacent Latin words ("watpho", "chiangmai"), and a lenient
 * key of each Latin word and join (`LENIENT_PREFIX` + `lenientKey`); a query's Latin word also looks for its own
 * key, so spellings that differ only in what `lenientKey` forgets meet. Pure.
 */

export interface PlaceNames {
  readonly th: string;
  readonly en: string;
}

/**
 * Marks an index token as a lenient key, so a key never meets an ordinary word of a title ("po" the key of
 * "pho" is not the word "po"). Letters only: the full-text parser keeps the token whole.
 */
export const LENIENT_PREFIX = 'xq';

/** Keys shorter than this are not looked up (too many places share them). */
const MIN_KEY_LENGTH = 2;
const JOIN_SIZES = [2, 3] as const;

/**
 * The lenient key of a Latin word: the letters travellers' spellings of Thai names disagree on are forgotten.
 * In order:
 * - accents and everything but a–z and 0–9 dropped (spaces and hyphens too: "Wat-Pho" is "watpho");
 * - "tch" and "j" are "ch", "v" is "w" (Ratchaburi/Rajaburi, Sukhumvit/Sukhumwit);
 * - the aspirated pairs lose their h: ch→c, ph→p, th→t, kh→k (Pho/Po, Phuket/Puket, Khao/Kao), and "sr" is "s" (Sri/Si);
 * - an h after a vowel and before no vowel is dropped (Koh/Ko, Leh/Le);
 * - vowel spellings: ue and eu are "u" (Mueang/Muang/Meuang), oo is "u", ee is "i" (Pee Pee/Phi Phi);
 * - "rn" is "n" (Nakorn/Nakhon, Udorn/Udon);
 * - w and y before no vowel are the vowels o and i (Kaew/Kaeo, Doy/Doi);
 * - doubled letters are one (Pattaya/Phatthaya, Ayuthaya/Ayutthaya).
 * So "Chiangmai", "Chiang Mai" and "chiang-mai" share "ciangmai"; "Wat Po" and "Wat Pho" share "watpo".
 */
export function lenientKey(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/tch/g, 'ch')
    .replace(/j/g, 'ch')
    .replace(/v/g, 'w')
    .replace(/ch/g, 'c')
    .replace(/([ptk])h/g, '$1')
    .replace(/sr/g, 's')
    .replace(/([aeiou])h(?![aeiou])/g, '$1')
    .replace(/ue|eu|oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/rn/g, 'n')
    .replace(/w(?![aeiou])/g, 'o')
    .replace(/y(?![aeiou])/g, 'i')
    .replace(/([a-z0-9])\1+/g, '$1');
}

/** The index token of a Latin word's key, or null when the key is too short to look up. */
export function lenientToken(word: string): string | null {
  const key = lenientKey(word);
  return key.length >= MIN_KEY_LENGTH ? LENIENT_PREFIX + key : null;
}

/**
 * The romanised words a Thai run of a query may also be found by (วัดโพธิ์ → wat, pho), so a Thai query finds
 * an English title or place that spells the name in Latin letters. Empty when nothing of 2+ letters comes out.
 */
export function romanisedQueryWords(thaiRun: string): string[] {
  const words = latinWords(romanise(thaiRun));
  return words.join('').length >= MIN_KEY_LENGTH ? words : [];
}

/** Latin words of a text (lower case, letters and digits). */
const latinWords = (text: string): string[] => searchTokens(text, 'en').filter((token) => !isThai(token));

/** The words of each Latin phrase of a name (split where the name has punctuation: "Wat Pho (Temple of Dawn)"). */
function latinPhrases(text: string): string[][] {
  return text
    .split(/[(),;/|]+/u)
    .map(latinWords)
    .filter((words) => words.length > 0);
}

/** Tokens of a Latin phrase: its words, the joins of adjacent words, and the lenient key of each. */
function latinPhraseTokens(words: readonly string[]): string[] {
  const out = [...words];
  for (const size of JOIN_SIZES)
    for (let i = 0; i + size <= words.length; i++) out.push(words.slice(i, i + size).join(''));
  const keys = out.map(lenientToken).filter((key): key is string => key !== null);
  return [...out, ...keys];
}

/** The index tokens of places' names: Thai words (segmented), English and romanised words, joins and keys. */
export function placeIndexTokens(places: readonly PlaceNames[]): string[] {
  const tokens = new Set<string>();
  for (const place of places) {
    for (const token of indexTokens(place.th, 'th')) tokens.add(token);
    for (const name of [place.en, romanise(place.th)])
      for (const phrase of latinPhrases(name)) for (const token of latinPhraseTokens(phrase)) tokens.add(token);
  }
  return [...tokens];
}

/**
 * Whether a place answers the query: every group matches one of its tokens as the full-text query does
 * (a word or its lenient key by prefix; a Thai run whole by prefix, or all of its words). Used to highlight
 * the names of the places a content was found through.
 */
export function placeMatchesQuery(place: PlaceNames, groups: readonly QueryGroup[]): boolean {
  if (groups.length === 0) return false;
  const tokens = placeIndexTokens([place]);
  const prefixed = (term: string) => tokens.some((token) => token.startsWith(term));
  return groups.every((group) => {
    if (group.kind === 'thai')
      return (
        prefixed(group.run) ||
        group.words.every((word, i, all) => (i === all.length - 1 ? prefixed(word) : tokens.includes(word)))
      );
    const key = lenientToken(group.word);
    return prefixed(group.word) || (key !== null && prefixed(key));
  });
}

/**
 * The phrases of a place's names to highlight in a title or summary (lower case): each Latin phrase of the
 * English name ("wat pho", "temple of the reclining buddha") and each Thai run of the Thai name.
 */
export function placeHighlightTerms(place: PlaceNames): string[] {
  const thai = place.th.normalize('NFC').match(/[\u0E00-\u0E7F]+/gu) ?? [];
  return [...latinPhrases(place.en).map((words) => words.join(' ')), ...thai];
}
