import { ContainerModule } from 'inversify';
import type { StatsApi } from '../../application/ports/stats-api.port';
import { StatsService } from '../../application/stats/stats.service';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** A creator's stats: the stats-service adapter and the service behind /dashboard/stats. */
export const statsModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.statsApi,
    (http: HttpClient) =>
      lazyPort<StatsApi>(() => import('../http/http-stats-api').then(({ HttpStatsApi }) => new HttpStatsApi(http))),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.statsService, (api: StatsApi) => new StatsService(api), [TOKENS.statsApi]);
});
