import type { ContentListItem } from '../../domain/content/content';
import { PUBLIC_HOME } from '../../domain/routing/routes';
import type { SavedItem } from '../../domain/saved/saved';
import { locationHref } from '../components/content-view/location-links';

/** Where a content reads best: a trip on its route page, an article on its content page. */
export const contentHref = (item: Pick<ContentListItem, 'contentId' | 'kind'>): string =>
  `/${item.kind === 'trip' ? 'trips' : 'contents'}/${encodeURIComponent(item.contentId)}`;

/** Where a saved item's own page is: a place's page, a trip's route page or an article's content page. */
export const savedItemHref = (item: Pick<SavedItem, 'kind' | 'targetId' | 'contentKind'>): string =>
  item.kind === 'place'
    ? locationHref(item.targetId)
    : contentHref({ contentId: item.targetId, kind: item.contentKind === 'trip' ? 'trip' : 'article' });

export const profileHref = (username: string): string => `/profiles/${encodeURIComponent(username)}`;

/**
 * Where the logo and "home" links of a reading page go: a signed-in reader to the
 * dashboard; an anonymous one never to the sign-in wall, but to the creator's profile when the page has a
 * creator, else to a public page.
 */
export function readerHomeHref(mayBeSignedIn: boolean, creatorUsername: string | null | undefined): string {
  if (mayBeSignedIn) return '/dashboard';
  return creatorUsername ? profileHref(creatorUsername) : PUBLIC_HOME;
}
