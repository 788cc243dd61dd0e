import { CommentsSection } from '../content/comments-section';
import { defineIsland } from './island';

/** The comments under a content: paged, replies, the comment box (sign-in asked only to write). */
export default defineIsland<{ contentId: string; commentCount: number }>(
  'comments',
  function CommentsIsland({ props, context }) {
    return (
      <CommentsSection
        contentId={props.contentId}
        commentCount={props.commentCount}
        services={context.services}
        t={context.t}
        now={context.now}
      />
    );
  },
);
