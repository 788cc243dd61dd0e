import { commentCountOf } from '../../../domain/content/comment-count';
import type { PublicContent } from '../../../domain/content/content';
import commentsIsland from './comments.island';
import { Island, type IslandContext } from './island';
import onwardIsland, { onwardOf } from './onward.island';
import reportIsland from './report.island';

interface Props {
  readonly content: PublicContent;
  readonly context: IslandContext;
}

/** "Report this story" at the end of a content's article (/contents/[id] and /trips/[id]). */
export function ContentReportIsland({ content, context, path }: Props & { readonly path: string }) {
  return (
    <Island
      island={reportIsland}
      props={{
        targetType: 'content',
        targetId: content.contentId,
        label: context.t('reader.report.content'),
        returnPath: path,
      }}
      context={context}
    />
  );
}

/** What follows a content's article on both its pages: onward reading, then the comments. */
export function ContentEndIslands({ content, context }: Props) {
  return (
    <>
      <Island island={onwardIsland} props={{ content: onwardOf(content) }} context={context} />
      <Island
        island={commentsIsland}
        props={{ contentId: content.contentId, commentCount: commentCountOf(content) }}
        context={context}
      />
    </>
  );
}
