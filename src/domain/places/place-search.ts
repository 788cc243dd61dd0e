import { containsAllParts, containsParts, queryGroups, type ContainsPart, type QueryGroup } from '../search/segment';
import type { AdminArea } from './admin-area';

/**
 * Finding places by what people type (map search, spec §7 search/locations): their names, address,
 * district and province in Thai and English. The query goes through the search's Thai segmentation
 * (src/domain/search/segment.ts); a word that only names an administrative level ("จังหวัดเชียงใหม่",
 * "อ.เมือง", "Chiang Mai province") is dropped, since the place is found by the name that follows it. The server
 * runs the same parts in SQL over `locations.search_text` (migration 0017), which holds the same text as
 * `placeSearchText`. Pure.
 */

/** Words that name a level of administration, not a place: province, district, subdistrict and their short forms. */
const LEVEL_WORDS = new Set([
  'จังหวัด',
  'จ',
  'อำเภอ',
  'อ',
  'เขต',
  'ตำบล',
  'ต',
  'แขวง',
  'province',
  'district',
  'subdistrict',
  'amphoe',
  'changwat',
  'tambon',
]);

/** The query's groups without administrative-level words (kept when nothing else is left). */
export function placeQueryGroups(keyword: string): QueryGroup[] {
  const groups = queryGroups(keyword);
  const kept = groups.flatMap((group): QueryGroup[] => {
    if (group.kind === 'word') return LEVEL_WORDS.has(group.word) ? [] : [group];
    const words = group.words.filter((word) => !LEVEL_WORDS.has(word));
    if (words.length === group.words.length) return [group];
    return words.length === 0 ? [] : [{ kind: 'thai', run: words.join(''), words }];
  });
  return kept.length > 0 ? kept : groups;
}

/** The contains-search parts of a place query; empty when nothing searchable was typed. */
export const placeSearchParts = (keyword: string): ContainsPart[] => containsParts(placeQueryGroups(keyword));

export interface SearchablePlace {
  readonly nameEn: string;
  readonly nameTh: string;
  readonly address: string;
  readonly adminArea: AdminArea | null;
}

/**
 * The text a place is found by: names, address, district and province in both languages, lower case; the English
 * names once more without spaces, so "Chiangmai" finds Chiang Mai.
 */
export function placeSearchText(place: SearchablePlace): string {
  const area = place.adminArea;
  const english = [place.nameEn, area?.districtEn ?? '', area?.provinceEn ?? ''];
  return [
    place.nameEn,
    place.nameTh,
    place.address,
    area?.districtEn ?? '',
    area?.districtTh ?? '',
    area?.provinceEn ?? '',
    area?.provinceTh ?? '',
    ...english.map((name) => name.replace(/ /g, '')),
  ]
    .join(' ')
    .normalize('NFC')
    .toLowerCase();
}

/** Whether a place answers a keyword: a blank keyword keeps every place, one with nothing searchable none. */
export function matchesPlaceKeyword(place: SearchablePlace, keyword: string): boolean {
  if (!keyword.trim()) return true;
  const parts = placeSearchParts(keyword);
  return parts.length > 0 && containsAllParts(placeSearchText(place), parts);
}
