/**
 * A person's control over their own words and account.
 *
 * - `comments.edited_at`: when the author last changed the text (null: never edited); readers see "edited".
 * - `comments.author_deleted_at`: the author deleted it (or deleted their account). The words are erased in the
 *   same write (text '' and no mentions). A comment with replies stays in its thread as a "deleted" placeholder
 *   so the replies keep their place; one without replies also gets `deleted_at` and leaves every list.
 *   `reply_count` counts live replies only, so a placeholder whose last reply goes leaves too.
 * - `users.deleted_at`: the account was deleted. The row stays as a tombstone without email or identity-provider
 *   uid (`firebase_uid` becomes `deleted:<user_id>`), so the threads its comments leave behind and the
 *   moderation decisions it took still point at something; its profile and everything else it held are gone.
 */
export const migration0016 = {
  id: 16,
  name: 'own-words',
  sql: `
    ALTER TABLE comments ADD COLUMN edited_at timestamptz;
    ALTER TABLE comments ADD COLUMN author_deleted_at timestamptz;
    ALTER TABLE users ADD COLUMN deleted_at timestamptz;
  `,
};
