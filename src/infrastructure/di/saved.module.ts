import { ContainerModule } from 'inversify';
import type { SavedApi } from '../../application/ports/saved-api.port';
import { SavedService } from '../../application/saved/saved.service';
import type { HttpClient } from '../http/http-client';
import { HttpSavedApi } from '../http/http-saved-api';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/** What a reader keeps: the saved-service adapter and the service behind /saved. */
export const savedModule = new ContainerModule(({ bind }) => {
  bindFactory(bind, TOKENS.savedApi, (http: HttpClient) => new HttpSavedApi(http), [TOKENS.httpClient]);
  bindFactory(bind, TOKENS.savedService, (api: SavedApi) => new SavedService(api), [TOKENS.savedApi]);
});
