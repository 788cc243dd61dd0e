import { lazy, Suspense, useState, type ReactNode } from 'react';
import { commentSegments } from '../../../domain/content/comment-rules';
import type { CommentView } from '../../../domain/content/content';
import { formatTimeAgo } from '../../../domain/time/date-formats';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { authorName } from '../../components/content-view/content-header';
import { useInteractive } from '../reader-interactive';
import { ReportButton } from '../report/report-button';
import { CommentForm } from './comment-form';
import { usePagedComments } from './use-paged-comments';
import { announceCommentCount } from './use-comment-count';

const OwnCommentControls = lazy(() => import('./own-comment-controls'));

interface Props {
  readonly comment: CommentView;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly now: number;
  readonly returnPath: string;
  /** Replies have no replies of their own: replying to a reply attaches to the top-level comment. */
  readonly isReply?: boolean;
  /** The signed-in reader's user id (null: anonymous or not known yet): their own comments offer Edit and Delete. */
  readonly me: string | null;
  /** The reader wrote a comment: now it is known who they are. */
  readonly onMine: (userId: string) => void;
  /** This comment changed in place (edited, a "deleted" placeholder now, or one reply fewer). */
  readonly onChange: (comment: CommentView) => void;
  /** This comment left its list. */
  readonly onRemove: (commentId: string) => void;
}

/**
 * `@username` of a resolved mention becomes a link to that creator's profile; other text stays text. The
 * mention syntax is the server's (src/domain/content/comment-rules.ts), matched case-insensitively as the
 * server resolves it.
 */
export function withMentions(text: string, comment: CommentView): ReactNode[] {
  const known = new Map(
    comment.mentions.flatMap((user) => (user.username ? [[user.username.toLowerCase(), user.username] as const] : [])),
  );
  return commentSegments(text, (name) => known.has(name)).map((part, index) =>
    part.kind === 'mention' ? (
      <a key={index} href={`/profiles/${encodeURIComponent(known.get(part.username.toLowerCase()) ?? part.username)}`}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

export function CommentItem(props: Props) {
  const { comment, services, t, now, returnPath, isReply = false, me, onMine, onChange, onRemove } = props;
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const replies = usePagedComments(
    open ? (offset, cursor) => services.comments.listReplies(comment.commentId, offset, undefined, cursor) : null,
  );
  const replyCount = Math.max(comment.replyCount, replies.total);
  // Deleted by its author, or its author's account is gone: only its replies keep it here, without words.
  const deleted = comment.deleted === true;
  const name =
    deleted && !comment.author.displayName && !comment.author.username
      ? t('reader.comments.deletedUser')
      : authorName(comment.author, t);
  const ago = (at: string) => formatTimeAgo(at, now, t);
  // Hidden by a moderator: the place stays, with its replies; the words are gone.
  const removed = comment.removed === true;
  const mine = me !== null && comment.author.userId === me && !removed && !deleted;

  /** One of its replies left: one fewer, and a placeholder with none left goes too. */
  const replyRemoved = (replyId: string) => {
    replies.remove(replyId);
    const left = { ...comment, replyCount: Math.max(0, replyCount - 1) };
    if (deleted && left.replyCount === 0) onRemove(comment.commentId);
    else onChange(left);
  };

  return (
    <li className="reader-comment">
      <div className="reader-comment__meta">
        {comment.author.username ? (
          <a href={`/profiles/${encodeURIComponent(comment.author.username)}`}>{name}</a>
        ) : (
          <strong>{name}</strong>
        )}
        <time dateTime={comment.createdAt}>{ago(comment.createdAt)}</time>
        {comment.editedAt && !deleted ? (
          <span data-testid="comment-edited">
            · <time dateTime={comment.editedAt}>{t('reader.comments.edited', { time: ago(comment.editedAt) })}</time>
          </span>
        ) : null}
      </div>
      {deleted ? (
        <p className="reader-comment__text reader-comment__text--removed" data-testid="comment-deleted">
          {t('reader.comments.deleted')}
        </p>
      ) : removed ? (
        <p className="reader-comment__text reader-comment__text--removed" data-testid="comment-removed">
          {t('reader.removed')}
        </p>
      ) : editing ? null : (
        <p className="reader-comment__text">{withMentions(comment.text, comment)}</p>
      )}
      <div className="reader-comment__actions">
        {isReply || removed || deleted || editing ? null : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setReplying((v) => !v)}
            aria-expanded={replying}
            disabled={!interactive}
          >
            {t('reader.replies.reply')}
          </button>
        )}
        {!isReply && replyCount > 0 ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            disabled={!interactive}
          >
            {open ? t('reader.replies.hide') : t('reader.replies.show', { count: replyCount })}
          </button>
        ) : null}
        {mine ? (
          <Suspense fallback={null}>
            <OwnCommentControls
              comment={comment}
              services={services}
              t={t}
              onEditing={setEditing}
              onEdited={onChange}
              onDeleted={(deletion) => {
                if (deletion.keptAsPlaceholder) onChange({ ...comment, text: '', mentions: [], deleted: true });
                else onRemove(comment.commentId);
                announceCommentCount(comment.contentId, deletion.commentCount);
              }}
            />
          </Suspense>
        ) : null}
        {removed || deleted || mine ? null : (
          <ReportButton
            targetType="comment"
            targetId={comment.commentId}
            services={services}
            t={t}
            label={t('reader.report.comment')}
            returnPath={returnPath}
          />
        )}
      </div>
      {replying ? (
        <CommentForm
          target={{ commentId: comment.commentId }}
          returnPath={returnPath}
          label={t('reader.replies.label', { name })}
          submitLabel={t('reader.replies.submit')}
          services={services}
          t={t}
          onPosted={(reply) => {
            setReplying(false);
            setOpen(true);
            replies.add(reply);
            onMine(reply.author.userId);
          }}
        />
      ) : null}
      {open && (replies.items.length > 0 || replies.loading) ? (
        <ul className="reader-replies" aria-label={t('reader.replies.listLabel', { name })}>
          {replies.items.map((reply) => (
            <CommentItem
              key={reply.commentId}
              comment={reply}
              services={services}
              t={t}
              now={now}
              returnPath={returnPath}
              isReply
              me={me}
              onMine={onMine}
              onChange={replies.replace}
              onRemove={replyRemoved}
            />
          ))}
        </ul>
      ) : null}
      {open && replies.hasMore ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={replies.more}
          disabled={!interactive || replies.loading}
        >
          {t('reader.replies.more')}
        </button>
      ) : null}
      {open && replies.error ? (
        <p className="field__error" role="alert">
          {t(replies.error)}
        </p>
      ) : null}
    </li>
  );
}
