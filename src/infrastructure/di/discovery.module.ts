import { ContainerModule } from 'inversify';
import { DiscoveryService } from '../../application/feed/discovery.service';
import type { ContentApi } from '../../application/ports/content-api.port';
import type { FeedApi } from '../../application/ports/feed-api.port';
import type { InterestApi } from '../../application/ports/interest-api.port';
import type { Locale } from '../../application/ports/locale.port';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** The feed service adapter and the service behind the home, search and category pages. */
export const discoveryModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.feedApi,
    (http: HttpClient) =>
      lazyPort<FeedApi>(() => import('../http/http-feed-api').then(({ HttpFeedApi }) => new HttpFeedApi(http))),
    [TOKENS.httpClient],
  );
  bindFactory(
    bind,
    TOKENS.discoveryService,
    (feed: FeedApi, categories: InterestApi, contents: ContentApi, locale: Locale) =>
      new DiscoveryService(feed, categories, contents, locale),
    [TOKENS.feedApi, TOKENS.interestApi, TOKENS.contentApi, TOKENS.locale],
  );
});
