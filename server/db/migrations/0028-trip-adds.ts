/**
 * Trip adds in a creator's stats: how many times a day readers took a place of a content into a trip of their own
 * ("add to my trip" from its location section or stop) or copied the trip itself. Kept like views and reads, as a
 * number per content and Thailand calendar day: no row says who added what (the reader's own trip already holds
 * the stop; nothing else is stored about the add). A constant default, so adding it rewrites no rows on PostgreSQL
 * 11+ or PGlite.
 */
export const migration0028 = {
  id: 28,
  name: 'trip-adds',
  sql: `
    ALTER TABLE content_daily_stats ADD COLUMN trip_adds integer NOT NULL DEFAULT 0;
  `,
};
