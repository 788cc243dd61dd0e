/**
 * "Something readers see changed" between the writers and whatever keeps answers in memory (a cache
 * hit costs no database work: several instances on one PostgreSQL behave as one). One process on
 * PGlite hears its own changes (adapters/change-feed/in-process-change-feed.ts); on PostgreSQL every instance
 * hears every instance's changes through LISTEN/NOTIFY (adapters/change-feed/pg-change-feed.ts).
 *
 * A writer publishes AFTER its transaction committed, so no instance hears of a change before it can read it.
 */
export interface ChangeFeed {
  /**
   * Tells every subscriber of `topic`, on every instance, that `key` changed. Resolves once the change is out:
   * in process, after this process's subscribers ran; on PostgreSQL, once this instance heard its own
   * notification back (the database has handed it to every listener). Never rejects: a change that cannot be
   * sent is logged and left to the readers' safety time-to-live.
   */
  publish(topic: ChangeTopic, key: string): Promise<void>;
  /**
   * `handler(key)` for each change of `topic`; `handler(null)` when changes may have been missed (the listening
   * connection was lost or came back): everything of that topic kept in memory is stale. The answer unsubscribes.
   */
  subscribe(topic: ChangeTopic, handler: (key: string | null) => void): () => void;
  /**
   * True while every change is heard. While false (the listening connection is down) nothing kept in memory
   * may be served as fresh: readers ask the database.
   */
  live(): boolean;
  close(): Promise<void>;
}

/**
 * What changed, by topic (the key in parentheses):
 * - `content` (content id): what a public read of the content answers, other than its view count: publish,
 *   republish, unpublish, delete, hide/unhide by a moderator, a new comment (comment_count).
 * - `content-views` (content id): only the view count moved (the page itself stays).
 * - `author` (user id): the public profile shown as a content's author (username, display name, avatar).
 * - `poll-tally` (poll id): a poll's votes or options changed (the live tallies, wallet/tally-hub.ts).
 * - `place` (location id): a place's own data changed (a moderator's "closed on public holidays"): every content
 *   page naming it is stale, its kept body too (a body is otherwise fixed by its published version).
 * - `notifications` (a user id, or `*`): someone's unread notifications may have changed (the bells' live counts,
 *   notifications/unread-hub.ts). `*` after a batch of notification jobs: every bell watched anywhere counts again
 *   (one query per instance for all its watchers); a user id after that user marked some read.
 */
export type ChangeTopic = 'content' | 'content-views' | 'author' | 'poll-tally' | 'place' | 'notifications';

export const CHANGE_TOPICS: readonly ChangeTopic[] = [
  'content',
  'content-views',
  'author',
  'poll-tally',
  'place',
  'notifications',
];
