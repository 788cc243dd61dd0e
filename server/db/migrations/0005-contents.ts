/**
 * Contents (spec §1, §7 content-platform; fields ours, see src/domain/content/content.ts): one row per
 * content with its lifecycle pointers, one row per version snapshot, the places they point at, the
 * editor's image library, view sessions and comments.
 *
 * - `contents.revision` is the optimistic-concurrency counter: every accepted write adds one, and a
 *   write carrying another revision is refused (409 4090607009).
 * - `content_versions` holds every snapshot; `state` is draft (at most one per content), published (at
 *   most one) or superseded (an older published version, still readable by the editor).
 * - Sections, cover and category ids are JSON documents inside a version: they are always read and
 *   written whole with it; their shape is validated before it is stored.
 * - A deleted content keeps its row with `deleted_at` so its id is never reused.
 */
export const migration0005 = {
  id: 5,
  name: 'contents',
  sql: `
    CREATE TABLE locations (
      location_id    text PRIMARY KEY,
      name_en        text NOT NULL,
      name_th        text NOT NULL,
      address        text NOT NULL DEFAULT '',
      lat            double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lng            double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      time_zone      text NOT NULL DEFAULT 'Asia/Bangkok',
      opening_hours  jsonb,
      category_id    text REFERENCES categories(category_id),
      is_default     boolean NOT NULL DEFAULT false,
      created_at     timestamptz NOT NULL
    );
    CREATE INDEX locations_name_en ON locations (lower(name_en));

    CREATE TABLE media_images (
      image_id       text PRIMARY KEY,
      owner_user_id  text NOT NULL REFERENCES users(user_id),
      purpose        text NOT NULL CHECK (purpose IN ('cover', 'section', 'raw', 'pending-location')),
      content_type   text NOT NULL,
      width          integer NOT NULL CHECK (width > 0),
      height         integer NOT NULL CHECK (height > 0),
      blurhash       text,
      size_bytes     integer,
      created_at     timestamptz NOT NULL,
      stored_at      timestamptz
    );
    CREATE INDEX media_images_owner ON media_images (owner_user_id, created_at DESC);

    CREATE TABLE contents (
      content_id         text PRIMARY KEY,
      author_user_id     text NOT NULL REFERENCES users(user_id),
      kind               text NOT NULL CHECK (kind IN ('article', 'trip')),
      status             text NOT NULL CHECK (status IN ('reserved', 'draft', 'published')),
      revision           integer NOT NULL DEFAULT 1,
      draft_version      integer,
      published_version  integer,
      latest_version     integer NOT NULL DEFAULT 0,
      view_count         bigint NOT NULL DEFAULT 0,
      comment_count      integer NOT NULL DEFAULT 0,
      created_at         timestamptz NOT NULL,
      updated_at         timestamptz NOT NULL,
      published_at       timestamptz,
      deleted_at         timestamptz
    );
    CREATE INDEX contents_author ON contents (author_user_id, updated_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX contents_published ON contents (published_at DESC) WHERE deleted_at IS NULL AND published_version IS NOT NULL;

    CREATE TABLE content_versions (
      content_id    text NOT NULL REFERENCES contents(content_id),
      version       integer NOT NULL CHECK (version > 0),
      state         text NOT NULL CHECK (state IN ('draft', 'published', 'superseded')),
      title         text NOT NULL DEFAULT '',
      summary       text NOT NULL DEFAULT '',
      language      text NOT NULL CHECK (language IN ('th', 'en')),
      cover         jsonb,
      sections      jsonb NOT NULL DEFAULT '[]',
      category_ids  jsonb NOT NULL DEFAULT '[]',
      location_ids  jsonb NOT NULL DEFAULT '[]',
      created_at    timestamptz NOT NULL,
      updated_at    timestamptz NOT NULL,
      published_at  timestamptz,
      PRIMARY KEY (content_id, version)
    );
    CREATE UNIQUE INDEX content_versions_one_draft ON content_versions (content_id) WHERE state = 'draft';
    CREATE UNIQUE INDEX content_versions_one_published ON content_versions (content_id) WHERE state = 'published';

    CREATE TABLE content_views (
      content_id  text NOT NULL REFERENCES contents(content_id),
      session_id  text NOT NULL,
      viewed_at   timestamptz NOT NULL,
      PRIMARY KEY (content_id, session_id)
    );

    CREATE TABLE comments (
      comment_id         text PRIMARY KEY,
      content_id         text NOT NULL REFERENCES contents(content_id),
      parent_comment_id  text REFERENCES comments(comment_id),
      author_user_id     text NOT NULL REFERENCES users(user_id),
      text               text NOT NULL,
      mention_user_ids   jsonb NOT NULL DEFAULT '[]',
      reply_count        integer NOT NULL DEFAULT 0,
      created_at         timestamptz NOT NULL,
      deleted_at         timestamptz
    );
    CREATE INDEX comments_content ON comments (content_id, created_at) WHERE parent_comment_id IS NULL;
    CREATE INDEX comments_parent ON comments (parent_comment_id, created_at);
  `,
};
