import type { FollowingService } from '../../../application/follows/following.service';
import type { ContentListItem } from '../../../domain/content/content';
import { KeyedPagesStore } from '../../stores/keyed-pages.store';

/** The dashboard's "Following" section: the newest contents of the creators I follow, six at a time by key. */
export type FollowingFeedStore = KeyedPagesStore<ContentListItem>;

export const followingFeedStore = (service: Pick<FollowingService, 'feedPage'>): FollowingFeedStore =>
  new KeyedPagesStore(
    (cursor) => service.feedPage(cursor),
    (item) => item.contentId,
  );
