import { ContentStats, type StatsContent } from '../content/content-stats';
import { defineIsland } from './island';

/** Views (this session's view counted once), the comment count and share, at the top of a content. */
export default defineIsland<{ content: StatsContent; path: string }>('stats', function StatsIsland({ props, context }) {
  return <ContentStats content={props.content} path={props.path} services={context.services} t={context.t} />;
});
