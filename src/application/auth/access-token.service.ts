import { isTokenExpired } from '../../domain/auth/token-expiry';
import type { AuthApi } from '../ports/auth-api.port';
import type { AuthProvider } from '../ports/auth-provider.port';
import type { Clock } from '../ports/clock.port';
import type { JwtDecoder } from '../ports/jwt-decoder.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { Logger } from '../ports/logger.port';
import { userTokenKey, WEB_VIEW_ACCESS_TOKEN_KEY } from './storage-keys';

export { WEB_VIEW_ACCESS_TOKEN_KEY };

/** A bearer token for private calls; `previous` is set when a web-view token was just replaced. */
export interface AccessToken {
  readonly current: string | null;
  readonly previous: string | null;
}

export interface AccessTokenDependencies {
  readonly authProvider: AuthProvider;
  readonly authApi: AuthApi;
  /** Browser local storage. */
  readonly keyValueStore: KeyValueStore;
  readonly jwtDecoder: JwtDecoder;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** Spec §4 "Access-token handling": what the HTTP layer puts in the Authorization header. */
export class AccessTokenService {
  private refreshing: Promise<AccessToken> | null = null;

  constructor(private readonly deps: AccessTokenDependencies) {}

  async getAccessToken(): Promise<AccessToken> {
    const webView = this.deps.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY);
    if (webView !== null) {
      // Calls that find it expired together share one replacement: one fresh token, one old → new notice.
      return this.isExpired(webView) ? this.forceRefresh() : { current: webView, previous: null };
    }
    const uid = this.deps.authProvider.currentUser()?.uid;
    if (uid === undefined) return { current: null, previous: null };
    const cached = this.deps.keyValueStore.get(userTokenKey(uid));
    if (cached !== null && !this.isExpired(cached)) return { current: cached, previous: null };
    return { current: await this.fetchUserToken(uid, cached !== null), previous: null };
  }

  /**
   * A fresh token regardless of the cache, for the HTTP layer's single retry after 401 with 4010104001 or
   * 4010104500 (spec §7). Concurrent callers share one refresh.
   */
  forceRefresh(): Promise<AccessToken> {
    this.refreshing ??= this.refreshNow().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshNow(): Promise<AccessToken> {
    const webView = this.deps.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY);
    if (webView !== null) return this.replaceWebViewToken(webView);
    const uid = this.deps.authProvider.currentUser()?.uid;
    if (uid === undefined) return { current: null, previous: null };
    return { current: await this.fetchUserToken(uid, true), previous: null };
  }

  /** Expired web-view token: fetch a fresh one, keep it, and tell the backend old → new. */
  private async replaceWebViewToken(previous: string): Promise<AccessToken> {
    const current = await this.deps.authProvider.getIdToken(true);
    if (current === null) return { current: null, previous };
    this.deps.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, current);
    try {
      await this.deps.authApi.refresh({ oldToken: previous, newToken: current });
    } catch (error) {
      // The fresh token is valid either way; the backend only loses the old→new link of its session.
      this.deps.logger.error('Access token refresh notification failed', error);
    }
    return { current, previous };
  }

  private async fetchUserToken(uid: string, forceRefresh: boolean): Promise<string | null> {
    const token = await this.deps.authProvider.getIdToken(forceRefresh);
    if (token === null) this.deps.keyValueStore.remove(userTokenKey(uid));
    else this.deps.keyValueStore.set(userTokenKey(uid), token);
    return token;
  }

  private isExpired(token: string): boolean {
    return isTokenExpired(this.deps.jwtDecoder.expiry(token), this.deps.clock.now());
  }
}
