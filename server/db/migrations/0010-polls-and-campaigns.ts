/**
 * Polls and campaigns (wallet calls of spec §7, fields ours).
 *
 * - `poll_votes` has one row per (poll, voter): the primary key is what enforces "one vote" (spec §7 polls),
 *   a vote is `INSERT … ON CONFLICT DO NOTHING`, so twenty concurrent votes of one user leave one row and the
 *   first stays. The (poll_id, option_id) foreign key keeps a vote on an option of its own poll.
 * - A poll is standalone (a moderator's, owner NULL) or a creator's, for a section of their own content.
 * - A campaign keeps its Bangkok days (`starts_on`, `ends_on`, as the moderator wrote them) and the instants
 *   they mean (`opens_at`, `ends_at` = 00.00 Asia/Bangkok the day after), so the state filter is plain SQL.
 * - `contents.campaign_id`: a content written for a campaign (an entry); the partial index serves the
 *   campaign's entries, newest publication first.
 */
export const migration0010 = {
  id: 10,
  name: 'polls-and-campaigns',
  sql: `
    CREATE TABLE polls (
      poll_id        text PRIMARY KEY,
      question_th    text NOT NULL DEFAULT '',
      question_en    text NOT NULL DEFAULT '',
      closes_at      timestamptz,
      owner_user_id  text REFERENCES users(user_id),
      standalone     boolean NOT NULL,
      created_by     text NOT NULL REFERENCES users(user_id),
      created_at     timestamptz NOT NULL,
      updated_at     timestamptz NOT NULL,
      CHECK (standalone = (owner_user_id IS NULL))
    );
    CREATE INDEX polls_newest ON polls (created_at DESC, poll_id);
    CREATE INDEX polls_owner ON polls (owner_user_id) WHERE owner_user_id IS NOT NULL;

    CREATE TABLE poll_options (
      poll_id    text NOT NULL REFERENCES polls(poll_id),
      option_id  text NOT NULL,
      position   integer NOT NULL,
      text_th    text NOT NULL DEFAULT '',
      text_en    text NOT NULL DEFAULT '',
      image_id   text REFERENCES media_images(image_id),
      PRIMARY KEY (poll_id, option_id)
    );

    CREATE TABLE poll_votes (
      poll_id    text NOT NULL REFERENCES polls(poll_id),
      user_id    text NOT NULL REFERENCES users(user_id),
      option_id  text NOT NULL,
      voted_at   timestamptz NOT NULL,
      PRIMARY KEY (poll_id, user_id),
      FOREIGN KEY (poll_id, option_id) REFERENCES poll_options(poll_id, option_id)
    );
    CREATE INDEX poll_votes_option ON poll_votes (poll_id, option_id);

    CREATE TABLE campaigns (
      campaign_id     text PRIMARY KEY,
      title_th        text NOT NULL DEFAULT '',
      title_en        text NOT NULL DEFAULT '',
      description_th  text NOT NULL DEFAULT '',
      description_en  text NOT NULL DEFAULT '',
      rules_th        text NOT NULL DEFAULT '',
      rules_en        text NOT NULL DEFAULT '',
      prize_th        text NOT NULL DEFAULT '',
      prize_en        text NOT NULL DEFAULT '',
      cover_image_id  text REFERENCES media_images(image_id),
      starts_on       text NOT NULL,
      ends_on         text NOT NULL,
      opens_at        timestamptz NOT NULL,
      ends_at         timestamptz NOT NULL,
      category_id     text REFERENCES categories(category_id),
      created_by      text NOT NULL REFERENCES users(user_id),
      created_at      timestamptz NOT NULL,
      updated_at      timestamptz NOT NULL,
      CHECK (ends_at > opens_at)
    );
    CREATE INDEX campaigns_window ON campaigns (opens_at DESC, ends_at);

    ALTER TABLE contents ADD COLUMN campaign_id text REFERENCES campaigns(campaign_id);
    CREATE INDEX contents_campaign_entries ON contents (campaign_id, published_at DESC)
      WHERE campaign_id IS NOT NULL AND deleted_at IS NULL AND published_version IS NOT NULL;
  `,
};
