/**
 * A poll pinned to a place: a creator's or a moderator's poll may name one approved place, and that place's
 * page shows its open polls with their live tally.
 *
 * - `polls.location_id`: the place, or NULL (most polls). The foreign key keeps the name pointing at a place
 *   that exists; the use case refuses a place that is not approved (422 4220607031) when the poll is written.
 *   A place refused later simply drops out of the place's list (the read joins approved places only).
 * - `polls_place`: the place page's read (its newest polls first), partial so unpinned polls cost it nothing.
 */
export const migration0021 = {
  id: 21,
  name: 'poll-places',
  sql: `
    ALTER TABLE polls ADD COLUMN location_id text REFERENCES locations(location_id);
    CREATE INDEX polls_place ON polls (location_id, created_at DESC, poll_id) WHERE location_id IS NOT NULL;
  `,
};
