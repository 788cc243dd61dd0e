import { describe, expect, it } from 'vitest';
import { AccessTokenService, WEB_VIEW_ACCESS_TOKEN_KEY } from '../../../src/application/auth/access-token.service';
import { userTokenKey } from '../../../src/application/auth/storage-keys';
import { AppError } from '../../../src/domain/errors/app-error';
import { aJwt } from '../../builders/jwt.builder';
import { anAuthUser } from '../../builders/auth-user.builder';
import { CallLog } from '../../fakes/call-log';
import { InMemoryAuthApi } from '../../fakes/in-memory-auth-api';
import { InMemoryAuthProvider } from '../../fakes/in-memory-auth-provider';
import { InMemoryClock } from '../../fakes/in-memory-clock';
import { InMemoryJwtDecoder } from '../../fakes/in-memory-jwt-decoder';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryLogger } from '../../fakes/in-memory-logger';

const setup = () => {
  const log = new CallLog();
  const clock = new InMemoryClock();
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  // Fresh provider tokens are valid for an hour from "now".
  const authProvider = new InMemoryAuthProvider(log, (uid, serial) =>
    aJwt({ sub: uid, n: serial, exp: nowSeconds() + 3600 }),
  );
  const authApi = new InMemoryAuthApi(log);
  const keyValueStore = new InMemoryKeyValueStore();
  const logger = new InMemoryLogger();
  const service = new AccessTokenService({
    authProvider,
    authApi,
    keyValueStore,
    jwtDecoder: new InMemoryJwtDecoder(),
    clock,
    logger,
  });
  return { log, clock, nowSeconds, authProvider, authApi, keyValueStore, logger, service };
};

describe('spec §4 Access-token handling: the web view key first', () => {
  it('spec §4 Access-token handling: the web view key name is webViewAccessToken', () => {
    expect(WEB_VIEW_ACCESS_TOKEN_KEY).toBe('webViewAccessToken');
  });

  it('spec §4 Access-token handling: a valid web view token is used as is, even with a signed-in user', async () => {
    const t = setup();
    const webView = aJwt({ exp: t.nowSeconds() + 60 });
    t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, webView);
    t.authProvider.restoreSession(anAuthUser());

    expect(await t.service.getAccessToken()).toEqual({ current: webView, previous: null });
    expect(t.log.entries).toEqual([]);
  });

  it.each([
    ['exp equal to now (spec: less than or equal is expired)', 0],
    ['exp in the past', -10],
  ])(
    'spec §4 Access-token handling: an expired web view token (%s) is replaced; previous and current are returned',
    async (_name, offset) => {
      const t = setup();
      const old = aJwt({ exp: t.nowSeconds() + offset });
      t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, old);
      t.authProvider.restoreSession(anAuthUser());

      const token = await t.service.getAccessToken();

      expect(token.previous).toBe(old);
      expect(token.current).not.toBe(old);
      expect(t.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBe(token.current);
      expect(t.log.entries).toEqual(['authProvider.getIdToken(force)', 'authApi.refresh']);
      expect(t.authApi.refreshes).toEqual([{ oldToken: old, newToken: token.current }]);
    },
  );

  it('spec §4 Access-token handling: calls that find the web view token expired together share one replacement', async () => {
    const t = setup();
    const old = aJwt({ exp: t.nowSeconds() - 10 });
    t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, old);
    t.authProvider.restoreSession(anAuthUser());

    const [a, b, c] = await Promise.all([
      t.service.getAccessToken(),
      t.service.getAccessToken(),
      t.service.getAccessToken(),
    ]);

    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(t.log.entries).toEqual(['authProvider.getIdToken(force)', 'authApi.refresh']);
    expect(t.authApi.refreshes).toEqual([{ oldToken: old, newToken: a.current }]);
    expect(t.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBe(a.current);
  });

  it('spec §4 Access-token handling: the backend refresh failing is logged, the fresh token is still used', async () => {
    const t = setup();
    t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, aJwt({ exp: 1 }));
    t.authProvider.restoreSession(anAuthUser());
    t.authApi.failures.fail('refresh', new AppError({ code: 5000104000, messageKey: 'errors.internal' }));

    const token = await t.service.getAccessToken();

    expect(token.current).not.toBeNull();
    expect(t.logger.at('error')).toHaveLength(1);
  });

  it('spec §4 Access-token handling: an expired web view token with no identity session yields no current token', async () => {
    const t = setup();
    const old = aJwt({ exp: 1 });
    t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, old);

    expect(await t.service.getAccessToken()).toEqual({ current: null, previous: old });
    expect(t.authApi.refreshes).toEqual([]);
  });
});

describe('spec §4 Access-token handling: the per-user uid:tk cache', () => {
  it('spec §4 Access-token handling: missing cache → fetched and stored under uid + ":tk", then reused', async () => {
    const t = setup();
    t.authProvider.restoreSession(anAuthUser({ uid: 'uid-9' }));

    const first = await t.service.getAccessToken();
    const second = await t.service.getAccessToken();

    expect(userTokenKey('uid-9')).toBe('uid-9:tk');
    expect(t.keyValueStore.get('uid-9:tk')).toBe(first.current);
    expect(second).toEqual(first);
    expect(t.authProvider.issuedTokens).toBe(1);
  });

  it('spec §4 Access-token handling: an expired cached token is refreshed (forced)', async () => {
    const t = setup();
    t.authProvider.restoreSession(anAuthUser({ uid: 'uid-9' }));
    const first = await t.service.getAccessToken();

    t.clock.advance(3600 * 1000);
    const second = await t.service.getAccessToken();

    expect(second.current).not.toBe(first.current);
    expect(t.keyValueStore.get('uid-9:tk')).toBe(second.current);
    expect(t.log.entries).toEqual(['authProvider.getIdToken', 'authProvider.getIdToken(force)']);
  });

  it('spec §4 Access-token handling: an unreadable cached token counts as expired', async () => {
    const t = setup();
    t.authProvider.restoreSession(anAuthUser({ uid: 'uid-9' }));
    t.keyValueStore.set('uid-9:tk', 'not-a-jwt');

    const token = await t.service.getAccessToken();

    expect(token.current).not.toBe('not-a-jwt');
    expect(t.keyValueStore.get('uid-9:tk')).toBe(token.current);
  });

  it('nobody signed in and no web view token → no token', async () => {
    const t = setup();
    expect(await t.service.getAccessToken()).toEqual({ current: null, previous: null });
  });
});

describe('spec §7 401 retry: forceRefresh', () => {
  it('spec §7: forceRefresh replaces a still-valid cached token', async () => {
    const t = setup();
    t.authProvider.restoreSession(anAuthUser({ uid: 'uid-9' }));
    const cached = await t.service.getAccessToken();

    const fresh = await t.service.forceRefresh();

    expect(fresh.current).not.toBe(cached.current);
    expect(t.keyValueStore.get('uid-9:tk')).toBe(fresh.current);
  });

  it('spec §7: concurrent forceRefresh calls share one refresh', async () => {
    const t = setup();
    t.authProvider.restoreSession(anAuthUser({ uid: 'uid-9' }));

    const [a, b] = await Promise.all([t.service.forceRefresh(), t.service.forceRefresh()]);

    expect(a).toEqual(b);
    expect(t.authProvider.issuedTokens).toBe(1);
  });

  it('spec §7: forceRefresh with a web view token replaces it and tells the backend', async () => {
    const t = setup();
    const old = aJwt({ exp: t.nowSeconds() + 600 });
    t.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, old);
    t.authProvider.restoreSession(anAuthUser());

    const fresh = await t.service.forceRefresh();

    expect(fresh.previous).toBe(old);
    expect(t.authApi.refreshes).toEqual([{ oldToken: old, newToken: fresh.current }]);
  });
});
