import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { WalletApi } from '../../application/ports/wallet-api.port';
import { WalletService } from '../../application/wallet/wallet.service';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** The creators' side: campaign entries, the campaign card and the polls of poll sections. */
export const walletModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.walletApi,
    (http: HttpClient) =>
      lazyPort<WalletApi>(() => import('../http/http-wallet-api').then(({ HttpWalletApi }) => new HttpWalletApi(http))),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.walletService, (api: WalletApi, clock: Clock) => new WalletService(api, clock), [
    TOKENS.walletApi,
    TOKENS.clock,
  ]);
});
