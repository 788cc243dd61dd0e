/**
 * Search across scripts: a content is found through its places' names in Thai, in English and romanised
 * (src/domain/search/place-names.ts), with the lowest weight (D) of its search row's `document`.
 *
 * - `search_documents.places`: the Thai and English names of the approved places the content references, as
 *   they were indexed; a search highlights the names of the places that answer the query from it.
 * - every search row is dropped, so the lazy index (server/feed) rebuilds each one with its places on the next
 *   feed read (the same path as a first start);
 * - a trigger drops the rows of the contents that reference a place whose names or status change (a moderator
 *   approves a proposal, the seed renames), so their place tokens are rebuilt the same way;
 * - `search_documents_locations`: GIN on `location_ids`, for that trigger and for the search's place filter.
 */
export const migration0029 = {
  id: 29,
  name: 'search-place-names',
  sql: `
    ALTER TABLE search_documents ADD COLUMN places jsonb NOT NULL DEFAULT '[]';
    CREATE INDEX search_documents_locations ON search_documents USING GIN (location_ids);
    DELETE FROM search_documents;

    CREATE FUNCTION search_documents_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM search_documents WHERE location_ids ? NEW.location_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER search_documents_place_changed AFTER UPDATE OF name_en, name_th, status ON locations
      FOR EACH ROW WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_th IS DISTINCT FROM NEW.name_th
        OR OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION search_documents_place_changed();
  `,
};
