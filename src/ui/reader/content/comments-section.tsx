import { useEffect, useState } from 'react';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { usePagedComments } from './use-paged-comments';
import { useCommentCount } from './use-comment-count';

interface Props {
  readonly contentId: string;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly now: number;
  /** The content's comment count (domain/content/comment-count.ts), the same as the count at the top. */
  readonly commentCount: number;
}

/** Comments under a content: read by anyone, oldest first, paged; replies open under each. */
export function CommentsSection({ contentId, services, t, now, commentCount }: Props) {
  const interactive = useInteractive();
  const count = useCommentCount(contentId, commentCount);
  const comments = usePagedComments((offset, cursor) =>
    services.comments.listComments(contentId, offset, undefined, cursor),
  );
  const returnPath = `/contents/${encodeURIComponent(contentId)}`;
  // Who is reading, so their own comments offer Edit and Delete; a comment they post here also tells.
  const [me, setMe] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void services.comments.myUserId().then((id) => live && id !== null && setMe(id));
    return () => {
      live = false;
    };
  }, [services]);
  return (
    <section id="comments" className="reader-comments cv-section" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('reader.comments.heading', { count })}</h2>
      <CommentForm
        target={{ contentId }}
        returnPath={returnPath}
        label={t('reader.comments.label')}
        submitLabel={t('reader.comments.submit')}
        services={services}
        t={t}
        onPosted={(comment) => {
          comments.add(comment);
          setMe(comment.author.userId);
        }}
      />
      {comments.error ? (
        <p className="alert alert--error" role="alert">
          {t(comments.error)}
        </p>
      ) : null}
      {!comments.loading && !comments.error && comments.items.length === 0 ? (
        <p className="muted">{t('reader.comments.empty')}</p>
      ) : null}
      <ul className="reader-comments__list">
        {comments.items.map((comment) => (
          <CommentItem
            key={comment.commentId}
            comment={comment}
            services={services}
            t={t}
            now={now}
            returnPath={returnPath}
            me={me}
            onMine={setMe}
            onChange={comments.replace}
            onRemove={comments.remove}
          />
        ))}
      </ul>
      {comments.hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={comments.more}
          disabled={!interactive || comments.loading}
        >
          {t('reader.comments.more')}
        </button>
      ) : null}
      {comments.loading ? (
        <p className="muted" role="status">
          {t('reader.comments.loading')}
        </p>
      ) : null}
    </section>
  );
}
