import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient, type HttpClientOptions } from '../../../src/infrastructure/http/http-client';
import { fail, ok, startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** A token source whose forced refresh hands out the next token in line. */
function tokens(initial = 'old-token', refreshed = 'new-token') {
  let current = initial;
  const getToken = vi.fn(async (force: boolean) => {
    if (force) current = refreshed;
    return current;
  });
  return getToken;
}

function client(overrides: Partial<HttpClientOptions> = {}) {
  const onSessionExpired = vi.fn();
  const getToken = tokens();
  const http = new HttpClient({ baseUrl: server.url, timeoutMs: 0, getToken, onSessionExpired, ...overrides });
  return { http, getToken, onSessionExpired };
}

const bearerOf = (i: number) => server.requests[i].headers.authorization;

describe('HttpClient — spec §7 request wrapper', () => {
  it('spec §7: private calls go to /private/api with an Authorization bearer header', async () => {
    server.handle(() => ok({ yes: true }));
    const { http, getToken } = client();
    await http.get('private', 'user-profile-query-service/v1/mandatory-fields');
    expect(server.requests[0].url).toBe('/private/api/user-profile-query-service/v1/mandatory-fields');
    expect(bearerOf(0)).toBe('Bearer old-token');
    expect(getToken).toHaveBeenCalledWith(false);
  });

  it('spec §7: /api and /public/api calls carry no bearer and do not ask for a token', async () => {
    server.handle(() => ok({}));
    const { http, getToken } = client();
    await http.post('api', 'user-auth-command-service/v1/login', { token: 't' });
    await http.get('public', 'wallet-query-service/v1/polls/7');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/user-auth-command-service/v1/login',
      '/public/api/wallet-query-service/v1/polls/7',
    ]);
    expect(bearerOf(0)).toBeUndefined();
    expect(bearerOf(1)).toBeUndefined();
    expect(server.requests[0].body).toEqual({ token: 't' });
    expect(getToken).not.toHaveBeenCalled();
  });

  it('sends a bearer on a non-private call that asks for one when signed in, and none when signed out', async () => {
    server.handle(() => ok({}));
    const signedIn = client();
    await signedIn.http.post('api', 'user-orchestration-service/v2/contact-us', {}, { bearerIfSignedIn: true });
    const signedOut = client({ getToken: async () => null });
    await signedOut.http.post('api', 'user-orchestration-service/v2/contact-us', {}, { bearerIfSignedIn: true });
    expect(bearerOf(0)).toBe('Bearer old-token');
    expect(bearerOf(1)).toBeUndefined();
  });

  it('spec §7: returns data, paging and total_count from the envelope', async () => {
    server.handle(() => ok([{ user_id: 'u1' }], { paging: { offset: 10, limit: 10 }, total_count: 31 }));
    const { http } = client();
    const result = await http.get('private', 'social-user-query-service/v1/search-mention-all', {
      keyword: 'ann',
      offset: 10,
    });
    expect(result).toEqual({ data: [{ user_id: 'u1' }], paging: { offset: 10, limit: 10 }, totalCount: 31 });
    expect(server.requests[0].url).toBe(
      '/private/api/social-user-query-service/v1/search-mention-all?keyword=ann&offset=10',
    );
  });

  it('spec §7: paging and total_count are null when the envelope has none', async () => {
    server.handle(() => ok({ exists: true }));
    const { http } = client();
    await expect(http.get('api', 'user-profile-query-service/v1/exists/u1')).resolves.toEqual({
      data: { exists: true },
      paging: null,
      totalCount: null,
    });
  });

  it('spec §8: an error envelope becomes an AppError with its code, message key and HTTP status', async () => {
    server.handle(() => fail(429, 4290101004, 'too often'));
    const { http, onSessionExpired } = client();
    const error = await http.patch('private', 'user-orchestration-service/v1/profiles', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 4290101004, messageKey: 'errors.changeNameTooOften', message: 'too often' });
    expect((error as AppError).details?.status).toBe(429);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('spec §8: a 200 whose envelope carries a non-zero err_code is still an error', async () => {
    server.handle(() => ({ status: 200, body: { status: { err_code: 4090101006, err_message: 'dup' } } }));
    const { http } = client();
    await expect(http.post('private', 'user-orchestration-service/v1/profiles', {})).rejects.toMatchObject({
      code: 4090101006,
    });
  });

  it('spec §8: a non-envelope failure (e.g. a proxy error page) falls back to 9999', async () => {
    server.handle(() => ({ status: 502, body: 'Bad Gateway' }));
    const { http } = client();
    await expect(http.get('api', 'anything')).rejects.toMatchObject({
      code: 9999,
      messageKey: 'errors.default',
      details: { status: 502 },
    });
  });

  it('spec §8: a network error becomes 9999', async () => {
    const { http } = client({ baseUrl: 'http://127.0.0.1:1' });
    await expect(http.get('api', 'anything')).rejects.toMatchObject({ code: 9999, messageKey: 'errors.default' });
  });

  it('spec §7 §9: the timeout comes from configuration', async () => {
    server.handle(() => ({ ...ok({}), delayMs: 300 }));
    const { http } = client({ timeoutMs: 50 });
    await expect(http.get('api', 'slow')).rejects.toMatchObject({ code: 9999 });
  });

  it('spec §7 §9: timeout 0 means none — a slow answer still arrives', async () => {
    server.handle(() => ({ ...ok({ late: true }), delayMs: 300 }));
    const { http } = client({ timeoutMs: 0 });
    await expect(http.get('api', 'slow')).resolves.toMatchObject({ data: { late: true } });
  });
});

describe('HttpClient — spec §7 401 handling', () => {
  it.each([4010104001, 4010104500])(
    'spec §7: a 401 with %i is retried once with a force-refreshed token',
    async (code) => {
      server.handle((req) =>
        req.headers.authorization === 'Bearer new-token' ? ok({ accepted: true }) : fail(401, code),
      );
      const { http, getToken, onSessionExpired } = client();
      await expect(http.get('private', 'user-profile-query-service/v1/terms-of-use')).resolves.toMatchObject({
        data: { accepted: true },
      });
      expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
      expect(getToken).toHaveBeenCalledWith(true);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('spec §7: a retry that is refused again is not retried a second time and logs out', async () => {
    server.handle(() => fail(401, 4010104001));
    const { http, onSessionExpired } = client();
    await expect(http.get('private', 'user-profile-query-service/v1/me')).rejects.toMatchObject({
      code: 4010104001,
      details: { status: 401 },
    });
    expect(server.requests).toHaveLength(2);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('spec §7: any other 401 logs out without a retry', async () => {
    server.handle(() => fail(401, 4010199999));
    const { http, getToken, onSessionExpired } = client();
    await expect(http.get('private', 'user-profile-query-service/v1/me')).rejects.toBeInstanceOf(AppError);
    expect(server.requests).toHaveLength(1);
    expect(getToken).not.toHaveBeenCalledWith(true);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('spec §7: concurrent 401s share one token refresh', async () => {
    let refused = 0;
    server.handle(async (req) => {
      if (req.headers.authorization === 'Bearer new-token') return ok({ url: req.url });
      refused += 1;
      return { ...fail(401, 4010104001), delayMs: 20 * refused };
    });
    let current = 'old-token';
    let refreshes = 0;
    const getToken = vi.fn(async (force: boolean) => {
      if (force) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        current = 'new-token';
      }
      return current;
    });
    const { http, onSessionExpired } = client({ getToken });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((p) => http.get<{ url: string }>('private', p)));
    expect(results.map((r) => r.data.url).sort()).toEqual([
      '/private/api/a',
      '/private/api/b',
      '/private/api/c',
      '/private/api/d',
    ]);
    expect(refreshes).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('spec §7: a forced refresh the identity service refuses ends the session', async () => {
    server.handle(() => fail(401, 4010104500));
    const getToken = vi.fn(async (force: boolean) => {
      if (force) throw Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
      return 'old-token';
    });
    const { http, onSessionExpired } = client({ getToken });
    await expect(http.get('private', 'x')).rejects.toMatchObject({ code: 'auth/user-token-expired' });
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['offline', 'auth/network-request-failed'],
    ['the identity service busy', 'auth/too-many-requests'],
    ['the identity service failing', 'auth/internal-error'],
    ['the identity service too slow', 'auth/timeout'],
    ["the project's quota spent", 'auth/quota-exceeded'],
    ['the backend busy (429)', ErrorCode.tooManyRequests],
  ])('a forced refresh that fails because %s fails the call but keeps the session', async (_, code) => {
    server.handle(() => fail(401, 4010104500));
    const getToken = vi.fn(async (force: boolean) => {
      if (force) throw new AppError({ code, messageKey: 'errors.generic' });
      return 'old-token';
    });
    const { http, onSessionExpired } = client({ getToken });
    await expect(http.get('private', 'x')).rejects.toMatchObject({ code });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a forced refresh with no answer at all (no error code: a dropped connection) keeps the session', async () => {
    server.handle(() => fail(401, 4010104500));
    const getToken = vi.fn(async (force: boolean) => {
      if (force) throw new Error('socket hang up');
      return 'old-token';
    });
    const { http, onSessionExpired } = client({ getToken });
    await expect(http.get('private', 'x')).rejects.toMatchObject({ code: ErrorCode.unknown });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('forced refreshes failing for a passing reason while online end the session after all, once three failed over a minute', async () => {
    server.handle(() => fail(401, 4010104500));
    const clock = { ms: 1_000_000 };
    const getToken = vi.fn(async (force: boolean) => {
      if (force) throw Object.assign(new Error('internal'), { code: 'auth/internal-error' });
      return 'old-token';
    });
    const { http, onSessionExpired } = client({ getToken, isOnline: () => true, now: () => clock.ms });
    // A burst of calls failing together in one blip is not a broken session, however many there are.
    for (let n = 0; n < 5; n += 1) await http.get('private', `burst-${n}`).catch(() => undefined);
    clock.ms += 59_000;
    await http.get('private', 'still').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSessionExpired).not.toHaveBeenCalled();
    clock.ms += 1_000;
    await http.get('private', 'a-minute-on').catch(() => undefined);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('offline, failed refreshes never end the session, and one refresh that works starts the count again', async () => {
    let accepted = 'none';
    server.handle((request) =>
      request.headers.authorization === `Bearer ${accepted}` ? ok({}) : fail(401, 4010104500),
    );
    let online = false;
    let current = 'old-token';
    let refreshWorks = false;
    const getToken = vi.fn(async (force: boolean) => {
      if (!force) return current;
      if (!refreshWorks) throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
      current = 'fresh-token';
      return current;
    });
    const clock = { ms: 1_000_000 };
    const { http, onSessionExpired } = client({ getToken, isOnline: () => online, now: () => clock.ms });
    for (let n = 0; n < 5; n += 1) {
      clock.ms += 60_000;
      await http.get('private', `offline-${n}`).catch(() => undefined);
    }
    online = true;
    await http.get('private', 'one').catch(() => undefined);
    clock.ms += 60_000;
    await http.get('private', 'two').catch(() => undefined);
    [refreshWorks, accepted] = [true, 'fresh-token'];
    await http.get('private', 'works');
    // The fresh token is refused in turn (revoked), and its refreshes fail again: counted from nothing.
    [refreshWorks, accepted] = [false, 'none'];
    await http.get('private', 'three').catch(() => undefined);
    clock.ms += 60_000;
    await http.get('private', 'four').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a 401 outside /private/api neither retries nor logs out (a logout call refused must not loop)', async () => {
    server.handle(() => fail(401, 4010104001));
    const { http, getToken, onSessionExpired } = client();
    await expect(http.post('api', 'user-auth-command-service/v1/logout', { token: 't' })).rejects.toMatchObject({
      code: 4010104001,
    });
    expect(server.requests).toHaveLength(1);
    expect(getToken).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('simultaneous session-ending 401s log out once', async () => {
    server.handle(() => fail(401, 4010100000));
    let release: () => void = () => undefined;
    const onSessionExpired = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { http } = client({ onSessionExpired });
    await Promise.allSettled([http.get('private', 'a'), http.get('private', 'b'), http.get('private', 'c')]);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    release();
  });
});

describe('HttpClient — a disabled account (moderation, spec §2 rule 1)', () => {
  it("the server's 401 4010104500 'user disabled' ends the session as disabled, without a refresh", async () => {
    server.handle(() => fail(401, 4010104500, 'user disabled'));
    const onUserDisabled = vi.fn();
    const { http, getToken, onSessionExpired } = client({ onUserDisabled });
    await expect(http.get('private', 'admin-service/v1/role')).rejects.toMatchObject({ code: 4010104500 });
    await vi.waitFor(() => expect(onUserDisabled).toHaveBeenCalledTimes(1));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(getToken).not.toHaveBeenCalledWith(true);
    expect(server.requests).toHaveLength(1);
  });

  it("a 401 4010104500 'ID token revoked' is still refreshed once (not a disabled account)", async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer old-token' ? fail(401, 4010104500, 'ID token revoked') : ok({}),
    );
    const onUserDisabled = vi.fn();
    const { http } = client({ onUserDisabled });
    await http.get('private', 'admin-service/v1/role');
    expect(bearerOf(1)).toBe('Bearer new-token');
    expect(onUserDisabled).not.toHaveBeenCalled();
  });

  it('a token refresh refused with auth/user-disabled ends the session as disabled', async () => {
    const onUserDisabled = vi.fn();
    const { http, onSessionExpired } = client({
      onUserDisabled,
      getToken: async () => {
        throw Object.assign(new Error('Firebase: Error (auth/user-disabled).'), { code: 'auth/user-disabled' });
      },
    });
    await expect(http.get('private', 'admin-service/v1/role')).rejects.toMatchObject({ code: 'auth/user-disabled' });
    await vi.waitFor(() => expect(onUserDisabled).toHaveBeenCalledTimes(1));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
