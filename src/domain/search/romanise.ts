import {
  CLUSTERS,
  CONSONANTS,
  FOLLOWING_VOWELS,
  IRREGULAR,
  KARAN,
  LEADING,
  LEADING_VOWELS,
  SEPARATE_WORDS,
  SONORANTS,
  THAI_RUN,
  TONES,
  VOWEL_SIGNS,
  type VowelRule,
} from './rtgs-tables';

/**
 * Thai → Latin by the Royal Thai General System of Transcription (RTGS, Royal Institute 1999/2000), so a
 * place written วัดโพธิ์ is found by "wat pho". Pure and deterministic; no I/O.
 *
 * How it reads Thai (the rules RTGS romanises by, not a dictionary):
 * - Thai text is cut into syllables: an optional leading vowel (เ แ โ ใ ไ), an initial consonant or cluster
 *   (กร กล กว ขร ขล ขว คร คล คว ปร ปล พร พล ผล ตร บร บล ดร ฟร ฟล; ทร ศร สร ซร read "s", จร "ch"), or a silent ห/อ
 *   before a sonorant (ใหม่ → mai, อยู่ → yu), then the vowel signs, then a final consonant.
 * - Consonants have an initial and a final value (ก k/k, ข kh/k, จ ch/t, ด d/t, ต t/t, ร r/n, ล l/n, ...): the
 *   tables are in rtgs-tables.ts.
 * - Vowels by RTGS: ะ า a, ิ ี i, ึ ื ue, ุ ู u, เ e, แ ae, โ o, ใ ไ ai, ำ am, เ-ีย ia, เ-ือ uea, -ัว ua,
 *   เ-า ao, เ-าะ o, เ-อ oe, -อ o; with final ย/ว: ai, ao, io, oi, ui, uai, iao, aeo, eo, oei.
 * - A consonant with no vowel sign is read with the inherent vowel: "a" before another syllable (สมุย
 *   samui, ตลาด talat), "o" closing a syllable (คน khon, ชล chon); a run of n such consonants is read
 *   Ca-CoC-Ca-CoC… (ถนน thanon, นคร nakhon, นครปฐม nakhon pathom). A consonant after a vowel closes its syllable
 *   unless exactly one vowel-less consonant follows it before the next syllable: then the two are read CoC (สีลม si lom).
 * - Silent letters: the karan (์) silences its consonant and a vowel ิ/ุ on it (โพธิ์ pho, เลย์ le), and ทร์/ตร์ both
 *   letters (จันทร์ chan); a ร with no vowel after a final consonant is silent (สมุทร samut, จักร chak).
 * - Tone marks are dropped (RTGS writes no tones, no vowel length). ฤ is rue (ri after ก ต ท ป ศ ส), ฦ lue.
 * - IRREGULAR lists the few morphemes of place names whose reading the spelling does not show (Pali and
 *   Sanskrit compounds read with a linking vowel: ราช → rat, but ราชบุรี → ratchaburi; อยุธยา → ayutthaya).
 * Words are separated where the text has spaces and where the platform's word segmenter cuts at a syllable
 * boundary. Output is lower case; non-Thai text passes through lower-cased.
 */

const isConsonant = (ch: string | undefined): boolean => ch !== undefined && ch in CONSONANTS;
/** Whether `ch` is one of the letters of `set` (never true for a missing letter). */
const oneOf = (set: string, ch: string | undefined): boolean => ch !== undefined && ch.length > 0 && set.includes(ch);

/** A letter of the run as the parser sees it: tone marks removed (remembered), silent letters removed. */
interface Letter {
  readonly ch: string;
  /** Offset in the run. */
  readonly at: number;
  /** A tone mark follows it in the text (marks the initial of ห + sonorant: แห่ง is h-aeng, ใหม่ is mai). */
  readonly toned: boolean;
}

function lettersOf(run: string): Letter[] {
  const chars = [...run];
  const silent = new Array<boolean>(chars.length).fill(false);
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== KARAN) continue;
    silent[i] = true;
    let j = i - 1;
    while (j >= 0 && TONES.test(chars[j])) j--;
    if (j >= 0 && 'ิุ'.includes(chars[j])) silent[j--] = true;
    if (j >= 0) silent[j] = true;
    if (j >= 1 && chars[j] === 'ร' && 'ทต'.includes(chars[j - 1])) silent[j - 1] = true;
  }
  const letters: Letter[] = [];
  let at = 0;
  for (let i = 0; i < chars.length; at += chars[i].length, i++) {
    if (silent[i] || chars[i] === 'ฯ') continue;
    if (TONES.test(chars[i])) continue;
    letters.push({ ch: chars[i], at, toned: TONES.test(chars[i + 1] ?? '') });
  }
  return letters;
}

interface Syllable {
  readonly at: number;
  readonly latin: string;
}

/** Romanises one run of Thai letters (no spaces) into syllables with their offsets in the run. */
function syllablesOf(run: string): Syllable[] {
  const L = lettersOf(run);
  const ch = (i: number) => L[i]?.ch;
  const out: Syllable[] = [];

  /** The onset starting at i: its length in letters and its sound, or null when i holds no consonant. */
  /** The onset at i; `lead` is the leading vowel before it, if any. */
  const onsetAt = (i: number, lead: string | null): { size: number; sound: string } | null => {
    const c1 = ch(i);
    if (!isConsonant(c1) || c1 === undefined) return null;
    const c2 = ch(i + 1);
    // Only เ has vowels written after the initial too (เ-ีย, เ-ือ, เ-า); after แ โ ใ ไ a second consonant carrying
    // a vowel of its own starts the next syllable (แฟร้อน is fae-ron, not frae-on).
    const leading = lead !== null;
    const split = leading && lead !== 'เ' && startsSyllable(i + 1);
    const vowelAfter = (k: number) => oneOf(VOWEL_SIGNS, ch(k)) || (ch(k) === 'อ' && !oneOf(VOWEL_SIGNS, ch(k + 1)));
    if (c2 && !L[i].toned && !split) {
      const pair = c1 + c2;
      if (pair in CLUSTERS && (leading || vowelAfter(i + 2)) && !(c2 === 'ว' && leading))
        return { size: 2, sound: CLUSTERS[pair] };
      if (c1 === 'ห' && SONORANTS.includes(c2) && (c2 !== 'ว' || vowelAfter(i + 2))) {
        if (leading || vowelAfter(i + 2) || (isConsonant(ch(i + 2)) && !startsSyllable(i + 2)))
          return { size: 2, sound: CONSONANTS[c2][0] };
      }
      if (c1 === 'อ' && c2 === 'ย' && oneOf('ูา', ch(i + 2))) return { size: 2, sound: 'y' };
    }
    return { size: 1, sound: CONSONANTS[c1][0] };
  };

  /** Whether a syllable starts at letter i (a leading vowel, or a consonant or cluster carrying a vowel). */
  function startsSyllable(i: number): boolean {
    const c = ch(i);
    if (c === undefined) return false;
    if (LEADING.includes(c) || c === 'ฤ' || c === 'ฦ') return true;
    if (!isConsonant(c)) return false;
    const next = ch(i + 1);
    if (oneOf(VOWEL_SIGNS, next) || next === 'ฤ') return true;
    if (next === 'อ' && c !== 'อ' && !oneOf(VOWEL_SIGNS, ch(i + 2))) return true;
    if (next === 'ร' && ch(i + 2) === 'ร' && !oneOf(VOWEL_SIGNS, ch(i + 3))) return true;
    if (
      next === 'ว' &&
      isConsonant(ch(i + 2)) &&
      ch(i + 2) !== 'อ' &&
      !oneOf(VOWEL_SIGNS, ch(i + 3)) &&
      !irregularAt(i + 1)
    )
      return true;
    if (next !== undefined && isConsonant(next) && !L[i].toned) {
      const pair = c + next;
      const after = ch(i + 2);
      if ((pair in CLUSTERS || (c === 'ห' && SONORANTS.includes(next))) && (oneOf(VOWEL_SIGNS, after) || after === 'อ'))
        return true;
    }
    return false;
  }

  /** A final consonant at i when one closes the syllable there: its sound, or null. */
  const finalAt = (i: number): string | null => {
    const c = ch(i);
    if (!isConsonant(c) || c === undefined || c === 'อ' || c === 'ห' || c === 'ฮ') return null;
    if (startsSyllable(i) || irregularAt(i)) return null;
    // Exactly one vowel-less consonant follows before the next syllable: the two are one syllable read with "o"
    // (สีลม si lom, วิมล wi mon), unless it is the silent ร of ตร ทร ชร (มิตร mit).
    let after = i + 1;
    while (isConsonant(ch(after)) && ch(after) !== 'อ' && !startsSyllable(after)) after++;
    if (after === i + 2 && !(ch(i + 1) === 'ร' && oneOf('ตทช', c))) return null;
    return CONSONANTS[c][1];
  };

  const irregularAt = (i: number): { size: number; latin: string } | null => {
    const rest = L.slice(i)
      .map((l) => l.ch)
      .join('');
    for (const [thai, end, linked] of IRREGULAR) {
      if (!rest.startsWith(thai)) continue;
      const size = [...thai].length;
      const next = ch(i + size);
      if (next !== undefined && !isConsonant(next) && !LEADING.includes(next)) continue;
      return { size, latin: next === undefined ? end : linked };
    }
    return null;
  };

  let i = 0;
  /** A consonant with a final already read: a vowel-less ร after it is silent (สมุทร, จักร, เพชร). */
  const skipSilentR = () => {
    if (ch(i) === 'ร' && !startsSyllable(i) && ch(i + 1) !== 'ร') i++;
  };

  while (i < L.length) {
    const at = L[i].at;
    const irregular = irregularAt(i);
    if (irregular) {
      out.push({ at, latin: irregular.latin });
      i += irregular.size;
      continue;
    }
    const c = ch(i) ?? '';
    if (c === 'ฤ' || c === 'ฦ') {
      const r = c === 'ฦ' ? 'lue' : 'rue';
      i += ch(i + 1) === 'ๅ' ? 2 : 1;
      out.push({ at, latin: r });
      continue;
    }
    if (LEADING.includes(c)) {
      const onset = onsetAt(i + 1, c);
      if (!onset) {
        i++;
        continue;
      }
      i += 1 + onset.size;
      out.push({ at, latin: onset.sound + leadingVowel(c) });
      continue;
    }
    const onset = onsetAt(i, null);
    if (!onset) {
      i++; // a stray mark or digit inside the run
      continue;
    }
    const next = ch(i + onset.size);
    if (next === 'ฤ') {
      i += onset.size + 1;
      const vowel = 'กตทปศส'.includes(c) ? 'ri' : 'rue';
      const fin = finalAt(i);
      if (fin !== null) i++;
      out.push({ at, latin: onset.sound + vowel + (fin ?? '') });
      continue;
    }
    if ((oneOf(VOWEL_SIGNS, next) || next === 'อ' || next === 'ร' || next === 'ว') && vowelOf(i + onset.size)) {
      continue;
    }
    // No vowel sign: the inherent vowel over a run of vowel-less consonants.
    i = inherent(i, onset);
  }
  return out;

  /** The first rule whose letters are written at k (rules end with the bare vowel, spelled ''). */
  function matchRule(rules: readonly VowelRule[], k: number): VowelRule | null {
    return rules.find((rule) => [...rule.spell].every((v, n) => ch(k + n) === v)) ?? null;
  }

  /** The final closing a syllable at i (a vowel that must have one takes any consonant there), or null. */
  function closeAt(rule: VowelRule): string | null {
    if (rule.final === 'never') return null;
    const c = ch(i);
    if (rule.final === 'must' && c !== undefined && isConsonant(c) && c !== 'อ') return CONSONANTS[c][1];
    return finalAt(i);
  }

  /** Reads the syllable of a leading vowel from after its onset; returns its vowel and final. */
  function leadingVowel(lead: string): string {
    if (lead === 'เ' && ch(i) === 'ย' && !startsSyllable(i)) {
      i++;
      return 'oei';
    }
    const rule = matchRule(LEADING_VOWELS[lead], i) ?? { spell: '', latin: 'ai', final: 'never' };
    i += [...rule.spell].length;
    if ((lead === 'ใ' || lead === 'ไ') && ch(i) === 'ย' && !startsSyllable(i)) i++; // ไทย
    const fin = closeAt(rule);
    if (fin === null) return rule.latin;
    i++;
    skipSilentR();
    return rule.latin + fin;
  }

  /** Reads a vowel written after the onset at `from`; false (nothing read) when what follows is no vowel. */
  function vowelOf(from: number): boolean {
    const at = L[i].at;
    const onset = onsetAt(i, null);
    if (!onset) return false;
    let rule = matchRule(FOLLOWING_VOWELS, from);
    if (rule?.spell === 'ัย' && startsSyllable(from + 1)) rule = matchRule(FOLLOWING_VOWELS.slice(2), from);
    if (!rule && ch(from) === 'ร' && ch(from + 1) === 'ร' && !oneOf(VOWEL_SIGNS, ch(from + 2)))
      rule =
        finalAt(from + 2) === null
          ? { spell: 'รร', latin: 'an', final: 'never' }
          : { spell: 'รร', latin: 'a', final: 'must' };
    else if (!rule && ch(from) === 'อ' && !oneOf(VOWEL_SIGNS, ch(from + 1)))
      rule = { spell: 'อ', latin: 'o', final: 'may' };
    else if (!rule && ch(from) === 'ว' && ch(from + 1) === 'ย' && !oneOf(VOWEL_SIGNS, ch(from + 2)))
      rule = { spell: 'วย', latin: 'uai', final: 'never' };
    else if (!rule && ch(from) === 'ว' && finalAt(from + 1) !== null && !oneOf(VOWEL_SIGNS, ch(from + 1)))
      rule = { spell: 'ว', latin: 'ua', final: 'may' };
    if (!rule) return false;
    i = from + [...rule.spell].length;
    let latin = onset.sound + rule.latin;
    const fin = closeAt(rule);
    if (fin !== null) {
      // A final ย or ว after a vowel is its second half: -ai -oi -ui, -ao -io (สาย sai, ดอย doi, ข้าว khao).
      latin += fin === 'i' && /[aou]$/.test(latin) ? 'i' : fin === 'o' && /[ai]$/.test(latin) ? 'o' : fin;
      i++;
      skipSilentR();
    }
    out.push({ at, latin: latin.replace(/uei$/, 'uai') });
    return true;
  }

  /** Vowel-less consonants from `start`, read Ca-CoC-…; returns the letter after them. */
  function inherent(start: number, first: { size: number; sound: string }): number {
    const units: { at: number; index: number; initial: string; final: string }[] = [];
    let k = start;
    let size = first.size;
    while (k < L.length && isConsonant(ch(k)) && (k === start || !startsSyllable(k))) {
      const c = ch(k) ?? '';
      units.push({
        at: L[k].at,
        index: k,
        initial: k === start ? first.sound : CONSONANTS[c][0],
        final: CONSONANTS[ch(k + size - 1) ?? c][1],
      });
      k += size;
      size = 1;
    }
    for (const piece of splitChain(units.length)) {
      const [a, b] = [units[piece.from], units[piece.from + 1]];
      out.push({ at: a.at, latin: piece.closed ? a.initial + 'o' + (b.final || 'n') : a.initial + 'a' });
    }
    return k;
  }
}

/** Ca-CoC-…: a chain of n vowel-less consonants read from the start in threes, the rest "Ca" (1) or "CoC" (2). */
function splitChain(n: number): { from: number; closed: boolean }[] {
  const pieces: { from: number; closed: boolean }[] = [];
  let k = 0;
  if (n === 2) return [{ from: 0, closed: true }];
  while (n - k >= 3) {
    pieces.push({ from: k, closed: false }, { from: k + 1, closed: true });
    k += 3;
  }
  if (n - k === 2) pieces.push({ from: k, closed: true });
  if (n - k === 1) pieces.push({ from: k, closed: false });
  return pieces;
}

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** One Thai run romanised, with a space where the segmenter cuts at a syllable boundary. */
function romaniseRun(run: string): string {
  const syllables = syllablesOf(run);
  const starts = new Set(syllables.map((s) => s.at));
  const cuts = new Set<number>();
  for (const part of segmenter.segment(run)) if (part.index > 0) cuts.add(part.index);
  for (const s of syllables)
    for (const word of SEPARATE_WORDS) {
      const end = s.at + word.length;
      if (run.startsWith(word, s.at) && (end === run.length || starts.has(end))) cuts.add(s.at).add(end);
    }
  return syllables.map((s, n) => (n > 0 && cuts.has(s.at) ? ' ' : '') + s.latin).join('');
}

/** RTGS romanisation of a text: Thai runs transcribed, everything else lower-cased as it is. */
export function romanise(text: string): string {
  const normal = text.normalize('NFC').toLowerCase();
  let out = '';
  let last = 0;
  for (const match of normal.matchAll(THAI_RUN)) {
    const start = match.index ?? 0;
    out += normal.slice(last, start);
    const before = out.at(-1);
    if (before && /[\p{L}\p{N}]/u.test(before)) out += ' ';
    out += romaniseRun(match[0]);
    last = start + match[0].length;
    if (/[\p{L}\p{N}]/u.test(normal[last] ?? '')) out += ' ';
  }
  return (out + normal.slice(last)).replace(/\s+/g, ' ').trim();
}
