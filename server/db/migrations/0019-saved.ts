/**
 * What a reader keeps (saved contents and places), in lists. Every user has one default list (made on their
 * first save, `is_default`, one per user by a partial unique index) and up to SAVED_LISTS_MAX named ones.
 * `saved_items` holds one row per (list, kind, target): the unique constraint makes saving twice, or twenty
 * times at once, one save (INSERT … ON CONFLICT DO NOTHING). A target is kept once per user too (one list at a
 * time: moving it changes its list), so "saved by N" counts people, not rows. A named list can be made public
 * (`is_public`): then anyone may read it, on a page of its own.
 */
export const migration0019 = {
  id: 19,
  name: 'saved',
  sql: `
    CREATE TABLE saved_lists (
      list_id     text PRIMARY KEY,
      user_id     text NOT NULL,
      name        text NOT NULL DEFAULT '',
      is_default  boolean NOT NULL DEFAULT false,
      is_public   boolean NOT NULL DEFAULT false,
      created_at  timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX saved_lists_one_default ON saved_lists (user_id) WHERE is_default;
    CREATE INDEX saved_lists_user ON saved_lists (user_id, created_at);
    CREATE TABLE saved_items (
      user_id     text NOT NULL,
      kind        text NOT NULL CHECK (kind IN ('content', 'place')),
      target_id   text NOT NULL,
      list_id     text NOT NULL REFERENCES saved_lists(list_id) ON DELETE CASCADE,
      saved_at    timestamptz NOT NULL,
      CONSTRAINT saved_items_once UNIQUE (user_id, kind, target_id)
    );
    CREATE INDEX saved_items_newest ON saved_items (user_id, kind, saved_at DESC, target_id DESC);
    CREATE INDEX saved_items_target ON saved_items (kind, target_id);
    CREATE INDEX saved_items_list ON saved_items (list_id);
  `,
};
