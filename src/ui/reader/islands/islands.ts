import type { IslandDefinition, IslandName } from './island';

/**
 * Where the browser finds each island's code: one chunk per island, loaded only when that island hydrates
 * (hydrate-islands.tsx). The page modules import the same definitions directly, to render them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are checked where it is rendered
export const ISLAND_LOADERS: Record<IslandName, () => Promise<{ default: IslandDefinition<any> }>> = {
  stats: () => import('./stats.island'),
  report: () => import('./report.island'),
  campaign: () => import('./campaign.island'),
  poll: () => import('./poll.island'),
  onward: () => import('./onward.island'),
  comments: () => import('./comments.island'),
  'trip-map': () => import('./trip-map.island'),
  'poll-page': () => import('./poll-page.island'),
  'campaign-entries': () => import('./campaign-entries.island'),
  'profile-more': () => import('./profile-more.island'),
  'add-to-trip': () => import('./add-to-trip.island'),
  'list-more': () => import('./list-more.island'),
  'copy-trip': () => import('./copy-trip.island'),
  follow: () => import('./follow.island'),
  'card-save': () => import('./card-save.island'),
};
