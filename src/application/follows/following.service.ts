import type { ContentListItem } from '../../domain/content/content';
import type { FollowedCreator, FollowState } from '../../domain/follows/follows';
import type { FollowApi, KeyedPage } from '../ports/follow-api.port';
import { normalized } from '../shared/normalized';

/** Ours: six cards a page in the dashboard's Following section (the home's rows show six). */
export const FOLLOWING_FEED_PAGE_SIZE = 6;
export const FOLLOWING_LIST_PAGE_SIZE = 20;

/**
 * The signed-in reader's follows in the app: the dashboard's "Following" section (newest contents of the creators
 * I follow, a page at a time by key) and whom I follow (settings), with unfollow. Failures leave as AppErrors
 * (spec §8; a list read names the "list contents" action).
 */
export class FollowingService {
  constructor(private readonly api: FollowApi) {}

  /** The first page (no cursor) or the one after `cursor`. */
  feedPage(cursor?: string, limit = FOLLOWING_FEED_PAGE_SIZE): Promise<KeyedPage<ContentListItem>> {
    return normalized(() => this.api.feed({ cursor, limit }), 'listContents');
  }

  followingPage(cursor?: string, limit = FOLLOWING_LIST_PAGE_SIZE): Promise<KeyedPage<FollowedCreator>> {
    return normalized(() => this.api.following({ cursor, limit }));
  }

  follow(creatorUserId: string): Promise<FollowState> {
    return normalized(() => this.api.follow(creatorUserId));
  }

  unfollow(creatorUserId: string): Promise<FollowState> {
    return normalized(() => this.api.unfollow(creatorUserId));
  }
}
