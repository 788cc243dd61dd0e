import { useEffect, useState } from 'react';
import { commentCountAfterPost } from '../../../domain/content/comment-count';
import { COMMENT_POSTED_EVENT } from './comment-form';

/** Window event ContentStats raises when the server answers a fresher comment count. */
export const COMMENT_COUNT_EVENT = 'travelogue:comment-count';

/**
 * Window event a part of the page raises when it starts showing the count: the page's parts hydrate one by one
 * (islands), so one that starts after the fresher count was announced asks for it again (ContentStats answers).
 */
export const COMMENT_COUNT_WANTED_EVENT = 'travelogue:comment-count-wanted';

export const announceCommentCount = (contentId: string, count: number): void => {
  window.dispatchEvent(new CustomEvent(COMMENT_COUNT_EVENT, { detail: { contentId, count } }));
};

/**
 * The content's comment count (domain/content/comment-count.ts: comments and replies together), the same
 * number wherever it shows: the page's own count first, then the server's fresher answer, plus what is posted here.
 */
export function useCommentCount(contentId: string, initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    const onPosted = (event: Event) => {
      if ((event as CustomEvent<{ contentId: string }>).detail?.contentId === contentId)
        setCount(commentCountAfterPost);
    };
    const onCount = (event: Event) => {
      const detail = (event as CustomEvent<{ contentId: string; count: number }>).detail;
      if (detail?.contentId === contentId) setCount(detail.count);
    };
    window.addEventListener(COMMENT_POSTED_EVENT, onPosted);
    window.addEventListener(COMMENT_COUNT_EVENT, onCount);
    window.dispatchEvent(new CustomEvent(COMMENT_COUNT_WANTED_EVENT, { detail: { contentId } }));
    return () => {
      window.removeEventListener(COMMENT_POSTED_EVENT, onPosted);
      window.removeEventListener(COMMENT_COUNT_EVENT, onCount);
    };
  }, [contentId]);
  return count;
}
