/** The languages a place is named in (locations.name_en / name_th). */
export type PlaceLanguage = 'th' | 'en';

/** What a place-name choice reads: the per-language names when known, and the name the server picked. */
export interface NamedPlace {
  readonly name?: string | null;
  readonly names?: Readonly<Partial<Record<PlaceLanguage, string | null>>> | null;
}

/**
 * The one rule for a place's name on screen: the reader's language when the place has a name in it,
 * else the name the server gave (its default), else the name in the other language. Every place shown — map,
 * place page, place cards of contents and trips, editor picker, search, dashboard — goes through this.
 */
export function placeName(place: NamedPlace, lang: PlaceLanguage): string {
  const other: PlaceLanguage = lang === 'th' ? 'en' : 'th';
  return place.names?.[lang]?.trim() || place.name?.trim() || place.names?.[other]?.trim() || '';
}
