import type { DiscoveryService, MyCorner } from '../../../application/feed/discovery.service';
import type { FeedContent, FeedPage, TrendingCategory } from '../../../domain/feed/discovery';
import { AsyncResource } from '../../components/discovery/async-resource';

/**
 * The signed-in home (spec §6 /dashboard): four independent parts, each with its own loading,
 * empty and error state and retry. Nothing runs in the constructor (StrictMode builds it twice); the page
 * calls load() from an effect.
 */
export class DashboardStore {
  readonly youMayLike: AsyncResource<FeedPage<FeedContent>>;
  readonly trending: AsyncResource<FeedPage<FeedContent>>;
  readonly categories: AsyncResource<readonly TrendingCategory[]>;
  readonly mine: AsyncResource<MyCorner>;

  constructor(service: Pick<DiscoveryService, 'youMayLike' | 'trendingContents' | 'trendingCategories' | 'myCorner'>) {
    this.youMayLike = new AsyncResource(() => service.youMayLike());
    this.trending = new AsyncResource(() => service.trendingContents());
    this.categories = new AsyncResource(() => service.trendingCategories());
    this.mine = new AsyncResource(() => service.myCorner());
  }

  load(): void {
    for (const part of [this.youMayLike, this.trending, this.categories, this.mine]) void part.ensureLoaded();
  }
}
