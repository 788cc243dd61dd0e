import type { Queryable } from '../kernel/database.port';
import type { KeysetRows, KeysetWindow } from '../kernel/keyset';

/** Author columns of spec §3's profile that a comment shows (null when the user has no profile yet). */
export interface AuthorRow {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

export interface CommentRow {
  readonly comment_id: string;
  readonly content_id: string;
  readonly parent_comment_id: string | null;
  readonly text: string;
  readonly mention_user_ids: string[];
  readonly reply_count: number;
  readonly created_at: Date;
  readonly author_user_id: string;
  /** Hidden by a moderator: stays in its thread as removed, its text withheld from readers. */
  readonly hidden_at: Date | null;
  /** When its author last changed the text; null when never edited. */
  readonly edited_at: Date | null;
  /** Deleted by its author (words erased): listed only as the placeholder of its replies. */
  readonly author_deleted_at: Date | null;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
  /** created_at in microseconds (kernel/keyset.ts), on list rows. */
  readonly sort_key: string;
}

export interface NewComment {
  readonly commentId: string;
  readonly contentId: string;
  readonly parentCommentId: string | null;
  readonly authorUserId: string;
  readonly text: string;
  readonly mentionUserIds: readonly string[];
  readonly createdAt: Date;
}

/** Comments of migration 0005: comments/comment.repository.ts. */
export interface CommentStore {
  /** Readers may only see and comment on a content that exists, is not deleted and has a published version. */
  isPublished(q: Queryable, contentId: string): Promise<boolean>;
  findById(q: Queryable, commentId: string): Promise<CommentRow | null>;
  /** Oldest first, by offset or after a cursor's key (kernel/keyset.ts); `limit + 1` rows. */
  listTopLevel(q: Queryable, contentId: string, window: KeysetWindow): Promise<KeysetRows<CommentRow>>;
  listReplies(q: Queryable, parentId: string, window: KeysetWindow): Promise<KeysetRows<CommentRow>>;
  /** Inserts the comment and keeps the content's comment_count and the parent's reply_count in step. */
  insert(q: Queryable, comment: NewComment): Promise<void>;
  /** Replaces the text and mentions of a live comment and stamps `edited_at`. */
  updateText(
    q: Queryable,
    commentId: string,
    text: string,
    mentionUserIds: readonly string[],
    now: Date,
  ): Promise<void>;
  /**
   * Erases the words of the given live comments (text '' and no mentions, `author_deleted_at`) and keeps every
   * count in step: the content's comment_count and a parent's reply_count fall by what left. A reply, or a
   * comment without live replies, leaves every list (`deleted_at`); a comment with replies stays as their
   * placeholder, and a placeholder whose last reply left goes with it. Answers the contents whose counts moved.
   */
  removeComments(q: Queryable, commentIds: readonly string[], now: Date): Promise<string[]>;
  /** The live (not yet deleted) comments and replies a user wrote, on any content. */
  liveCommentIdsOf(q: Queryable, userId: string): Promise<string[]>;
  /** The content's comment_count (comments and replies together). */
  commentCount(q: Queryable, contentId: string): Promise<number>;
  /** Profiles whose username matches one of `usernames`, case-insensitively. */
  authorsByUsernames(q: Queryable, usernames: readonly string[]): Promise<AuthorRow[]>;
  authorsByIds(q: Queryable, userIds: readonly string[]): Promise<AuthorRow[]>;
}

/**
 * Where posting tells of a new comment or reply, inside its transaction (`tx`): the notifications module sends its
 * job there, so the event exists iff the comment committed. `repliedToCommentId` is the comment the reply answers
 * (a reply to a reply is stored under its top-level comment, but answers the reply).
 */
export interface CommentEvents {
  commented(tx: Queryable, event: { commentId: string; repliedToCommentId: string | null }): Promise<void>;
}
