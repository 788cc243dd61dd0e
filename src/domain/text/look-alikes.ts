/**
 * Text that looks the same must count as the same where uniqueness matters (display names): the idea of
 * Unicode TR39's skeleton, kept small enough to ship in the SPA and to read. Three parts:
 *
 * - `hasInvisibleCharacters`: format characters and default-ignorable code points (zero-width space, joiner and
 *   non-joiner, word joiner, BOM, bidi embeddings / overrides / isolates and marks, soft hyphen, Hangul fillers,
 *   variation selectors, tag characters …). They change nothing a reader sees, so a name carrying one is refused
 *   rather than silently cleaned: the person learns why the name they pasted is not the name they see.
 * - `normalizeText`: NFKC (fullwidth letters become ASCII, ligatures split, compatibility forms fold) with every
 *   Unicode space made a plain space, runs collapsed, ends trimmed. Thai SARA AM (and Lao AM) is kept whole:
 *   NFKC would split it into NIKHAHIT + SARA AA, which looks the same but breaks typing and search in Thai.
 * - `lookAlikeSkeleton`: the normalized text decomposed (NFD), each Cyrillic, Greek or Latin letter that looks
 *   like a basic Latin one replaced by it (case by case: Greek capital ETA is H, small eta is n), case-folded,
 *   dashes and apostrophes unified. Two texts with one skeleton look alike. Out of scope on purpose: look-alikes
 *   inside one script (I / l, rn / m, 0 / O) — the case-insensitive rule already makes I and i one, and making l
 *   one with them would merge names people tell apart — and scripts other than Latin, Greek and Cyrillic.
 *
 * No package: the domain imports none, and the full TR39 table (~6,000 rows) would cost the SPA more than the
 * few dozen letters attackers actually use between these scripts.
 */

/** Format characters (Cf) and default-ignorable code points: nothing a reader can see. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_ALL = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** Thai SARA AM and Lao AM: NFKC would split them; everything between them is normalized. */
const KEPT_WHOLE = /([\u0E33\u0EB3])/u;

/**
 * NFKC, every Unicode space (no-break, ideographic, thin, …) a plain space, runs of spaces one, ends trimmed.
 * Invisible characters are left for `hasInvisibleCharacters` to report.
 */
export function normalizeText(text: string): string {
  return text
    .split(KEPT_WHOLE)
    .map((part, i) => (i % 2 === 1 ? part : part.normalize('NFKC')))
    .join('')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

/**
 * Letters of Cyrillic, Greek and Latin extensions that render like a basic Latin letter, case by case (an
 * upper-case letter maps to the upper-case Latin one it looks like, so Greek Η is H and η is n). Accented forms
 * are covered through NFD: ё is е + diaeresis, so it becomes ë.
 */
const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ү: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'I',
  // Cyrillic small letters
  а: 'a',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ү: 'y',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek capitals
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  Ϳ: 'J',
  // Greek small letters
  α: 'a',
  γ: 'y',
  η: 'n',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters that look like basic ones (dotless i and j, script a and g)
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
};

/** Dashes and apostrophes people cannot tell apart in a name. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032\uFF07]/gu;

/**
 * The key two look-alike texts share: normalized (`normalizeText`, then NFKC throughout, so SARA AM and its
 * split form are one), invisible characters dropped, decomposed, look-alike letters mapped to Latin, case-folded.
 */
export function lookAlikeSkeleton(text: string): string {
  const decomposed = normalizeText(text.replace(INVISIBLE_ALL, '')).normalize('NFKD');
  let mapped = '';
  for (const char of decomposed) mapped += LATIN_LOOK_ALIKES[char] ?? char;
  // Upper then lower approximates full case folding (ß and SS, final and medial sigma end alike).
  return mapped.replace(DASHES, '-').replace(APOSTROPHES, "'").toUpperCase().toLowerCase().normalize('NFD');
}
