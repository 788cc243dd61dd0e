import { ContainerModule } from 'inversify';
import type { SavedApi } from '../../application/ports/saved-api.port';
import type { Clock } from '../../application/ports/clock.port';
import { SavedService } from '../../application/saved/saved.service';
import { SignInWishes } from '../../application/shared/sign-in-wishes';
import { LocalStorageKeyValueStore } from '../browser/local-storage-key-value-store';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** What a reader keeps: the saved-service adapter, the service behind /saved, and a signed-out press's wish. */
export const savedModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.savedApi,
    (http: HttpClient) =>
      lazyPort<SavedApi>(() => import('../http/http-saved-api').then(({ HttpSavedApi }) => new HttpSavedApi(http))),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.savedService, (api: SavedApi) => new SavedService(api), [TOKENS.savedApi]);
  // The tab's session storage: a press made signed out waits there for the return from signing in.
  bindFactory(
    bind,
    TOKENS.signInWishes,
    (clock: Clock) => new SignInWishes(new LocalStorageKeyValueStore(() => window.sessionStorage), () => clock.now()),
    [TOKENS.clock],
  );
});
