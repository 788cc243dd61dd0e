/**
 * Search tokens for Thai and Latin text. Thai is written without spaces between
 * words, so text is cut into words with the platform's word segmenter (`Intl.Segmenter`, dictionary based,
 * the same in Node and browsers): pure and deterministic for one runtime, no I/O. The index and the query go
 * through the same functions; because the segmenter may cut a compound differently alone and in context
 * (ตลาด|น้ำ|อัมพวา in a title, ตลาดน้ำ typed alone), the index also keeps the joins of 2 and 3 adjacent
 * Thai words, and a query's Thai run matches either as one word (prefix) or as an AND of its words.
 */

export type SearchLanguage = 'th' | 'en';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const THAI = /[\u0E00-\u0E7F]/u;
const THAI_RUN = /[\u0E00-\u0E7F]+/gu;
/** What a token may hold: letters, combining marks, digits. Anything else (quotes, %, _, \, <, &, :) never reaches SQL. */
const NOT_TOKEN_CHAR = /[^\p{L}\p{M}\p{N}]+/gu;
const MAX_TOKEN_LENGTH = 60;
/** Thai words joined in the index (2 and 3 adjacent words), so a compound typed alone still matches. */
const MAX_JOIN = 3;

export const isThai = (token: string): boolean => THAI.test(token);
/** A Latin word the English stemmer and the typo rule apply to. */
export const isLatinWord = (token: string): boolean => /^[a-z]+$/.test(token);

const normalize = (text: string): string => text.normalize('NFC').toLowerCase();

/** The words of `text`, normalised (NFC, lower case), in order; punctuation and spaces dropped. */
export function searchTokens(text: string, _lang: SearchLanguage = 'th'): string[] {
  const out: string[] = [];
  for (const part of segmenter.segment(normalize(text))) {
    if (!part.isWordLike) continue;
    for (const piece of part.segment.split(NOT_TOKEN_CHAR)) {
      if (piece) out.push(piece.slice(0, MAX_TOKEN_LENGTH));
    }
  }
  return out;
}

/** Tokens of a text for the index: every word, plus the joins of adjacent Thai words of one Thai run. */
export function indexTokens(text: string, lang: SearchLanguage = 'th'): string[] {
  const out = searchTokens(text, lang);
  for (const run of normalize(text).match(THAI_RUN) ?? []) {
    const words = searchTokens(run, 'th');
    for (let size = 2; size <= MAX_JOIN; size++) {
      for (let i = 0; i + size <= words.length; i++)
        out.push(
          words
            .slice(i, i + size)
            .join('')
            .slice(0, MAX_TOKEN_LENGTH),
        );
    }
  }
  return out;
}

/** One AND-ed part of a query: a Thai run (matched whole or as its words) or one other word. */
export type QueryGroup =
  | { readonly kind: 'thai'; readonly run: string; readonly words: readonly string[] }
  | { readonly kind: 'word'; readonly word: string };

/** The parts of a query, in order, duplicates dropped. An empty list means nothing searchable was typed. */
export function queryGroups(keyword: string): QueryGroup[] {
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  const text = normalize(keyword);
  let last = 0;
  const pushWords = (part: string) => {
    for (const word of searchTokens(part, 'en')) {
      if (seen.has(word)) continue;
      groups.push({ kind: 'word', word });
      seen.add(word);
    }
  };
  for (const match of text.matchAll(THAI_RUN)) {
    pushWords(text.slice(last, match.index));
    const words = searchTokens(match[0], 'th');
    const run = words.join('').slice(0, MAX_TOKEN_LENGTH);
    if (words.length > 0 && !seen.has(run)) {
      groups.push({ kind: 'thai', run, words });
      seen.add(run);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  pushWords(text.slice(last));
  return groups;
}

/** More of a query for `toTsQueryText`: alternatives matched by prefix (lenient keys), weight labels. */
export interface TsQueryOptions {
  /** Alternatives of a word matched by prefix, beside its typo alternatives (src/domain/search/place-names.ts). */
  readonly prefixAlternatives?: ReadonlyMap<string, readonly string[]>;
  /** Weight labels every term is restricted to (e.g. 'ABC': title, summary, body); none: any weight. */
  readonly weights?: string;
  /** For a Thai run, its romanised words, all of which may stand for it (วัดโพธิ์ finds "Wat Pho"). */
  readonly romanised?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The text search query of the groups (PostgreSQL to_tsquery syntax; every term holds only letters, marks
 * and digits, so nothing typed can become an operator). A Thai run: `run:* | (w1 & … & wn:*)`; another
 * word: `word:*`, or with typo alternatives `(word:* | alt1 | alt2)` and prefix alternatives `key:*`; a Thai
 * run with romanised words also `| (r1 & … & rn)`. Groups are AND-ed. With `weights`, each term carries the labels (`word:*ABC`, `alt:ABC`).
 */
export function toTsQueryText(
  groups: readonly QueryGroup[],
  alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
  options: TsQueryOptions = {},
): string {
  const w = options.weights ?? '';
  const prefix = (term: string) => `${term}:*${w}`;
  const exact = (term: string) => (w ? `${term}:${w}` : term);
  return groups
    .map((group) => {
      if (group.kind === 'thai') {
        const latin = options.romanised?.get(group.run) ?? [];
        const alts = latin.length ? [`(${latin.map(exact).join(' & ')})`] : [];
        const last = group.words.length - 1;
        if (group.words.length > 1)
          alts.unshift(`(${group.words.map((word, i) => (i === last ? prefix(word) : exact(word))).join(' & ')})`);
        return alts.length ? `(${[prefix(group.run), ...alts].join(' | ')})` : prefix(group.run);
      }
      const alts = [
        ...(alternatives.get(group.word) ?? []).map(exact),
        ...(options.prefixAlternatives?.get(group.word) ?? []).map(prefix),
      ];
      return alts.length ? `(${[prefix(group.word), ...alts].join(' | ')})` : prefix(group.word);
    })
    .join(' & ');
}

/** What to highlight for the groups: Thai runs and their words (2+ letters), the words and their alternatives. */
export function highlightTerms(
  groups: readonly QueryGroup[],
  alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): string[] {
  const terms = new Set<string>();
  for (const group of groups) {
    if (group.kind === 'thai') {
      terms.add(group.run);
      for (const word of group.words) if ([...word].length >= 2) terms.add(word);
    } else {
      terms.add(group.word);
      for (const alt of alternatives.get(group.word) ?? []) terms.add(alt);
    }
  }
  return [...terms];
}

/**
 * One AND-ed part of a "contains" search over short texts (names, addresses): its alternatives, one of which must
 * have all of its terms in the text. A Thai run is found whole or as all its words (the segmenter may cut the text
 * differently, and the text may hold spaces the query does not); another word is found as it is.
 */
export type ContainsPart = readonly (readonly string[])[];

/** The contains-search parts of the groups (lower case, NFC, as the groups are). */
export function containsParts(groups: readonly QueryGroup[]): ContainsPart[] {
  return groups.map((group) =>
    group.kind === 'word' ? [[group.word]] : group.words.length > 1 ? [[group.run], group.words] : [[group.run]],
  );
}

/** True when `text` (already normalised: NFC, lower case) holds every part. */
export function containsAllParts(text: string, parts: readonly ContainsPart[]): boolean {
  return parts.every((part) => part.some((terms) => terms.every((term) => text.includes(term))));
}
