/**
 * Places by city, district and province (search): where a place sits in the country's administration, in
 * Thai and English (src/domain/places/admin-area.ts), and the text a place is found by.
 *
 * - `district_th`, `district_en`, `province_th`, `province_en`: '' when not known (proposals may leave them out;
 *   the demo seed fills its places).
 * - `search_text`: lower-cased names, address, district and province in both languages, and the English names
 *   once more without spaces ("chiangmai"); generated, so every write keeps it (seed, proposals, moderation). It
 *   is the text of src/domain/places/place-search.ts `placeSearchText`: the map's keyword filter, the map search,
 *   the locations list and the feed's search/locations all match the query's parts against it (strpos, so a Thai
 *   word is found inside a longer run).
 */
export const migration0017 = {
  id: 17,
  name: 'place-areas',
  sql: `
    ALTER TABLE locations ADD COLUMN district_th text NOT NULL DEFAULT '';
    ALTER TABLE locations ADD COLUMN district_en text NOT NULL DEFAULT '';
    ALTER TABLE locations ADD COLUMN province_th text NOT NULL DEFAULT '';
    ALTER TABLE locations ADD COLUMN province_en text NOT NULL DEFAULT '';
    ALTER TABLE locations ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
      name_en || ' ' || name_th || ' ' || address || ' ' || district_en || ' ' || district_th || ' ' ||
      province_en || ' ' || province_th || ' ' || replace(name_en, ' ', '') || ' ' ||
      replace(district_en, ' ', '') || ' ' || replace(province_en, ' ', '')
    )) STORED;
  `,
};
