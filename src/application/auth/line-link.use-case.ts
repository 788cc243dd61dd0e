import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import type { BrowserLocation } from '../ports/browser-location.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { LineAuth } from '../ports/line-auth.port';
import type { LineLinkApi, LineLinkState } from '../ports/line-link-api.port';
import type { RandomSource } from '../ports/random.port';
import { INVALID_AUTH_STATE_MESSAGE } from './line-login.use-case';
import { LineTokenStorage } from './line-token-storage';
import { LINE_LINK_STATE_KEY } from './storage-keys';

export interface LineLinkDeps {
  readonly lineAuth: LineAuth;
  readonly lineLinkApi: LineLinkApi;
  readonly keyValueStore: KeyValueStore;
  readonly random: RandomSource;
  readonly browserLocation: BrowserLocation;
}

export interface LineCallback {
  readonly code: string | null;
  readonly state: string | null;
}

const lineError = (message: string): AppError =>
  new AppError({ code: ErrorCode.unknown, messageKey: WebErrorKey.lineLogin, message });

/**
 * Link LINE to the signed-in account from settings. The round-trip is spec §4's LINE login (a
 * random state saved, LINE's authorize page, the same callback URL, the state checked and single-use), kept
 * under its own key so the callback can tell a link from a login. On return the code is exchanged through our
 * server and the backend links the LINE account the access token proves; LINE's tokens are not kept (the
 * session stays the account's own).
 */
export class LineLinkUseCase {
  constructor(private readonly deps: LineLinkDeps) {}

  isAvailable(): boolean {
    return this.deps.lineAuth.isConfigured();
  }

  state(): Promise<LineLinkState> {
    return this.deps.lineLinkApi.state().catch((error: unknown) => Promise.reject(normalizeError(error)));
  }

  start(): void {
    const state = this.deps.random.randomState();
    const url = this.deps.lineAuth.authorizeUrl(state);
    if (url === null) throw lineError('LINE login is not configured');
    this.deps.keyValueStore.set(LINE_LINK_STATE_KEY, state);
    this.deps.browserLocation.assign(url);
  }

  /** Whether LINE's callback belongs to a link started here (read only: `complete` consumes the state). */
  ownsCallback(state: string | null): boolean {
    const saved = this.deps.keyValueStore.get(LINE_LINK_STATE_KEY);
    return saved !== null && state !== null && saved === state;
  }

  async complete(callback: LineCallback): Promise<LineLinkState> {
    const saved = this.deps.keyValueStore.get(LINE_LINK_STATE_KEY);
    this.deps.keyValueStore.remove(LINE_LINK_STATE_KEY);
    if (saved === null || callback.state === null || callback.state !== saved)
      throw lineError(INVALID_AUTH_STATE_MESSAGE);
    if (callback.code === null) throw lineError('LINE returned no code');
    try {
      const tokens = await this.deps.lineAuth.exchangeCode(callback.code);
      const profile = await this.deps.lineAuth.getProfile(tokens.access_token);
      return await this.deps.lineLinkApi.link({ accessToken: tokens.access_token, lineUserId: profile.userId });
    } catch (error) {
      throw normalizeError(error, 'linkSocial');
    }
  }

  /**
   * Once unlinked LINE no longer opens this account, so a LINE token set kept from signing in with LINE is
   * dropped: spec §4 initialisation would otherwise sign the next visit in as the LINE account's own. The
   * identity-provider session (this account) stays.
   */
  async unlink(): Promise<LineLinkState> {
    let state: LineLinkState;
    try {
      state = await this.deps.lineLinkApi.unlink();
    } catch (error) {
      throw normalizeError(error);
    }
    new LineTokenStorage(this.deps.keyValueStore).clear();
    return state;
  }
}
