/**
 * "Copy this trip": a reader's copy of someone's published trip is a new draft trip of their own that remembers
 * which trip it was made from (`based_on_content_id`), so its pages can say "based on <title> by <creator>"
 * while that trip is still public. When the origin row goes (its creator deletes their account) the reference
 * is cleared with it; a soft-deleted, hidden or unpublished origin keeps the reference and the pages simply stop
 * naming it (the reads join with the public-content rule).
 */
export const migration0020 = {
  id: 20,
  name: 'trip-copies',
  sql: `
    ALTER TABLE contents ADD COLUMN based_on_content_id text REFERENCES contents(content_id) ON DELETE SET NULL;
    CREATE INDEX contents_based_on ON contents (based_on_content_id) WHERE based_on_content_id IS NOT NULL;
  `,
};
