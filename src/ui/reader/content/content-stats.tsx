import { useEffect, useState } from 'react';
import { shareContent } from '../../../application/reader/share-content.use-case';
import type { PublicContent } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';
import { SaveButton } from '../save/save-button';
import { commentCountOf } from '../../../domain/content/comment-count';
import { watchRead } from './read-watch';
import { announceCommentCount, COMMENT_COUNT_WANTED_EVENT, useCommentCount } from './use-comment-count';

/** What the row shows of a content: plain data, as an island's props travel in the page's HTML. */
export type StatsContent = Pick<PublicContent, 'contentId' | 'title' | 'summary' | 'viewCount' | 'commentCount'>;

/** The row's data taken from a whole content. */
export const statsOf = ({ contentId, title, summary, viewCount, commentCount }: StatsContent): StatsContent => ({
  contentId,
  title,
  summary,
  viewCount,
  commentCount,
});

interface Props {
  readonly content: StatsContent;
  readonly services: ReaderServices;
  readonly t: Translate;
  /** The page path of this content, e.g. /contents/<id>: what is shared. */
  readonly path: string;
}

/**
 * Views, comments and share: this session's view is counted once (POST view), then the count
 * the server answers is shown; share uses the device's sheet or copies the link, and says so.
 */
export function ContentStats({ content, services, t, path }: Props) {
  const interactive = useInteractive();
  const [views, setViews] = useState(content.viewCount);
  const comments = useCommentCount(content.contentId, commentCountOf(content));
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    let fresh: number | null = null;
    // A part of the page that starts later asks for the count: it is told the server's, once known.
    const onWanted = (event: Event) => {
      if (fresh !== null && (event as CustomEvent<{ contentId: string }>).detail?.contentId === content.contentId)
        announceCommentCount(content.contentId, fresh);
    };
    window.addEventListener(COMMENT_COUNT_WANTED_EVENT, onWanted);
    services.reader.countView(content.contentId).then(
      (next) => {
        if (!live) return;
        setViews(next.viewCount);
        fresh = commentCountOf(next);
        announceCommentCount(content.contentId, fresh); // the heading below follows
      },
      () => undefined, // the count shown stays the one the page came with
    );
    // A read for the creator's stats (sent only with the reader's consent to analytics; never an error shown).
    const stopWatching = watchRead(() => void services.reader.countRead(content.contentId).catch(() => undefined));
    return () => {
      live = false;
      stopWatching();
      window.removeEventListener(COMMENT_COUNT_WANTED_EVENT, onWanted);
    };
  }, [services, content.contentId]);

  const onShare = async () => {
    setNotice(null);
    try {
      const url = new URL(path, window.location.origin).href;
      const outcome = await shareContent(services.share, {
        title: content.title,
        text: content.summary || undefined,
        url,
      });
      if (outcome === 'copied') setNotice({ kind: 'info', text: t('reader.share.copied') });
    } catch (error) {
      setNotice({ kind: 'error', text: t(normalizeError(error).messageKey) });
    }
  };

  return (
    <div className="reader-stats cv-section">
      <span data-testid="view-count">{t('reader.stats.views', { count: views })}</span>
      <a href="#comments" data-testid="comment-count">
        {t('reader.stats.comments', { count: comments })}
      </a>
      <button
        type="button"
        className="button button--secondary reader-stats__share"
        onClick={() => void onShare()}
        disabled={!interactive}
      >
        {t('reader.share.button')}
      </button>
      <SaveButton
        kind="content"
        targetId={content.contentId}
        title={content.title}
        returnPath={path}
        services={services}
        t={t}
      />
      <p
        className={`reader-notice ${notice?.kind === 'error' ? 'alert alert--error' : ''}`}
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        hidden={!notice}
      >
        {notice?.text}
      </p>
    </div>
  );
}
