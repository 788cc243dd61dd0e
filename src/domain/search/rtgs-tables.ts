/**
 * The tables of the RTGS romanisation (romanise.ts): consonants' initial and final values, initial clusters,
 * vowels, the few irregular morphemes of place names, and the words of place names written apart. Royal
 * Institute, "Principles of Romanization for Thai Script by Transcription Method" (1999).
 */
export const CONSONANTS: Record<string, readonly [initial: string, final: string]> = {
  ก: ['k', 'k'],
  ข: ['kh', 'k'],
  ฃ: ['kh', 'k'],
  ค: ['kh', 'k'],
  ฅ: ['kh', 'k'],
  ฆ: ['kh', 'k'],
  ง: ['ng', 'ng'],
  จ: ['ch', 't'],
  ฉ: ['ch', ''],
  ช: ['ch', 't'],
  ซ: ['s', 't'],
  ฌ: ['ch', ''],
  ญ: ['y', 'n'],
  ฎ: ['d', 't'],
  ฏ: ['t', 't'],
  ฐ: ['th', 't'],
  ฑ: ['th', 't'],
  ฒ: ['th', 't'],
  ณ: ['n', 'n'],
  ด: ['d', 't'],
  ต: ['t', 't'],
  ถ: ['th', 't'],
  ท: ['th', 't'],
  ธ: ['th', 't'],
  น: ['n', 'n'],
  บ: ['b', 'p'],
  ป: ['p', 'p'],
  ผ: ['ph', ''],
  ฝ: ['f', ''],
  พ: ['ph', 'p'],
  ฟ: ['f', 'p'],
  ภ: ['ph', 'p'],
  ม: ['m', 'm'],
  ย: ['y', 'i'],
  ร: ['r', 'n'],
  ล: ['l', 'n'],
  ว: ['w', 'o'],
  ศ: ['s', 't'],
  ษ: ['s', 't'],
  ส: ['s', 't'],
  ห: ['h', ''],
  ฬ: ['l', 'n'],
  อ: ['', ''],
  ฮ: ['h', ''],
};

/** Two-letter initial clusters and what they sound as (RTGS writes true clusters as both letters). */
export const CLUSTERS: Record<string, string> = {
  กร: 'kr',
  กล: 'kl',
  กว: 'kw',
  ขร: 'khr',
  ขล: 'khl',
  ขว: 'khw',
  คร: 'khr',
  คล: 'khl',
  คว: 'khw',
  ตร: 'tr',
  ปร: 'pr',
  ปล: 'pl',
  พร: 'phr',
  พล: 'phl',
  ผล: 'phl',
  บร: 'br',
  บล: 'bl',
  ดร: 'dr',
  ฟร: 'fr',
  ฟล: 'fl',
  ทร: 's',
  ศร: 's',
  สร: 's',
  ซร: 's',
  จร: 'ch',
};

/** Morphemes read otherwise than spelled: [at the end of a run, followed by more Thai (linking vowel)]. */
export const IRREGULAR: readonly (readonly [thai: string, end: string, linked: string])[] = [
  ['อยุธยา', 'ayutthaya', 'ayutthaya'],
  ['พัทยา', 'phatthaya', 'phatthaya'],
  ['กาญจน', 'kanchana', 'kanchana'],
  ['สุวรรณ', 'suwan', 'suwanna'],
  ['ราช', 'rat', 'ratcha'],
  ['เพชร', 'phet', 'phetcha'],
  ['ภูมิ', 'phum', 'phummi'],
  ['ธาตุ', 'that', 'that'],
  ['ชาติ', 'chat', 'chat'],
  ['อุดร', 'udon', 'udon'],
  ['อุทยาน', 'utthayan', 'utthayan'],
  ['นนท', 'non', 'nontha'],
  ['พิษณุ', 'phitsanu', 'phitsanu'],
  ['บรม', 'borom', 'borom'],
  ['วรวิหาร', 'worawihan', 'worawihan'],
  ['มังคลา', 'mangkhala', 'mangkhala'],
  ['เทพ', 'thep', 'thep'],
  ['นคร', 'nakhon', 'nakhon'],
  ['อนุสาวรี', 'anusawari', 'anusawari'],
  ['ธิปไตย', 'thippatai', 'thippatai'],
  ['สมุทร', 'samut', 'samut'],
];

/** A vowel spelled after its initial: its letters, RTGS value, and whether a final consonant may or must close it. */
export interface VowelRule {
  readonly spell: string;
  readonly latin: string;
  readonly final: 'may' | 'must' | 'never';
}

/** Vowels written after (above, below) the initial, longest spelling first. */
export const FOLLOWING_VOWELS: readonly VowelRule[] = [
  { spell: 'ัว', latin: 'ua', final: 'may' },
  { spell: 'ัย', latin: 'ai', final: 'never' },
  { spell: 'ั', latin: 'a', final: 'must' },
  { spell: 'ำ', latin: 'am', final: 'never' },
  { spell: 'า', latin: 'a', final: 'may' },
  { spell: 'ะ', latin: 'a', final: 'never' },
  { spell: 'ิ', latin: 'i', final: 'may' },
  { spell: 'ี', latin: 'i', final: 'may' },
  { spell: 'ึ', latin: 'ue', final: 'may' },
  { spell: 'ือ', latin: 'ue', final: 'may' },
  { spell: 'ื', latin: 'ue', final: 'may' },
  { spell: 'ุ', latin: 'u', final: 'may' },
  { spell: 'ู', latin: 'u', final: 'may' },
  { spell: '็', latin: 'o', final: 'may' },
];

/** Vowels around the initial that begin with a leading vowel: what follows the initial, longest first. */
export const LEADING_VOWELS: Record<string, readonly VowelRule[]> = {
  เ: [
    { spell: 'ียว', latin: 'iao', final: 'never' },
    { spell: 'ีย', latin: 'ia', final: 'may' },
    { spell: 'ือย', latin: 'ueai', final: 'never' },
    { spell: 'ือ', latin: 'uea', final: 'may' },
    { spell: 'าะ', latin: 'o', final: 'never' },
    { spell: 'า', latin: 'ao', final: 'never' },
    { spell: 'ิ', latin: 'oe', final: 'may' },
    { spell: 'อะ', latin: 'oe', final: 'never' },
    { spell: 'อ', latin: 'oe', final: 'may' },
    { spell: 'ะ', latin: 'e', final: 'never' },
    { spell: '็', latin: 'e', final: 'may' },
    { spell: '', latin: 'e', final: 'may' },
  ],
  แ: [
    { spell: 'ะ', latin: 'ae', final: 'never' },
    { spell: '็', latin: 'ae', final: 'may' },
    { spell: '', latin: 'ae', final: 'may' },
  ],
  โ: [
    { spell: 'ะ', latin: 'o', final: 'never' },
    { spell: '', latin: 'o', final: 'may' },
  ],
  ใ: [{ spell: '', latin: 'ai', final: 'never' }],
  ไ: [{ spell: '', latin: 'ai', final: 'never' }],
};

export const LEADING = 'เแโใไ';
/** Vowel signs written after or above/below the initial. */
export const VOWEL_SIGNS = 'ะัาำิีึืุู็';
export const TONES = /[\u0E48-\u0E4B\u0E3A]/u;
export const KARAN = '\u0E4C';
export const SONORANTS = 'งญนมยรลว';
export const THAI_RUN = /[\u0E01-\u0E4E]+/gu;

/**
 * Words of place names written apart in RTGS usage though the segmenter keeps them in a compound (เชียงใหม่ →
 * chiang mai, เกาะสมุย → ko samui): a space before and after each, where it spans whole syllables.
 */
export const SEPARATE_WORDS = [
  'วัด',
  'เกาะ',
  'หาด',
  'ดอย',
  'ถนน',
  'ตลาด',
  'อ่าว',
  'เขา',
  'แม่',
  'เชียง',
  'ใหม่',
  'บ้าน',
  'บาง',
  'ห้วย',
  'ถ้ำ',
  'กรุง',
  'นคร',
  'หัว',
];
