/**
 * Highlights of search matches as segments: the text cut into `{ text, match }` pieces that join
 * back to it. Never HTML: the screen renders each piece as text, so a title or query full of `<script>` is
 * harmless by construction.
 */
export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LATIN = /^[a-z0-9]+$/;

/**
 * Marks every occurrence of a term (case-insensitively). A Latin term matches only at the start of a word and
 * marks the rest of that word too (`trip` marks `Trips`); a Thai term matches anywhere (Thai has no spaces).
 */
export function highlight(text: string, terms: readonly string[]): HighlightSegment[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    const latin = LATIN.test(term);
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      if (latin && at > 0 && WORD_CHAR.test(lower[at - 1])) continue;
      let end = at + term.length;
      if (latin) while (end < text.length && WORD_CHAR.test(lower[end])) end++;
      marked.fill(true, at, end);
    }
  }
  const segments: HighlightSegment[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), match: marked[start] });
      start = i;
    }
  }
  return segments;
}
