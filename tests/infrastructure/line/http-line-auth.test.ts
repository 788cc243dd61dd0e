import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { readAppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLineAuth } from '../../../src/infrastructure/line/http-line-auth';
import { ok, startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

/** One local server plays both our web server (/api/auth/line/...) and LINE's API (VITE_LINE_API_URL). */
let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function lineAuth(env: Record<string, string> = { VITE_LINE_CLIENT_ID: '1650000000' }) {
  const config = readAppConfig({ VITE_LINE_API_URL: server.url, ...env });
  const http = new HttpClient({
    baseUrl: server.url,
    timeoutMs: 0,
    getToken: async () => null,
    onSessionExpired: () => undefined,
  });
  return new HttpLineAuth(config.line, http, () => 'http://localhost:8080');
}

const tokenSet = {
  access_token: 'la',
  refresh_token: 'lr',
  expires_in: 2592000,
  id_token: 'li',
  scope: 'profile openid email',
};

describe('HttpLineAuth — spec §4 LINE login', () => {
  it('spec §4: the authorize URL has response type code, our client id, the callback, the state and scopes profile openid email', () => {
    const url = new URL(lineAuth().authorizeUrl('st4te')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1650000000',
      redirect_uri: 'http://localhost:8080/_/login-line/callback',
      state: 'st4te',
      scope: 'profile openid email',
    });
  });

  it('spec §9: the redirect path comes from configuration', () => {
    const url = new URL(
      lineAuth({ VITE_LINE_CLIENT_ID: 'c', VITE_LINE_REDIRECT_PATH: '/line/back' }).authorizeUrl('s')!,
    );
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/line/back');
  });

  it('no authorize URL when LINE is not configured', () => {
    expect(lineAuth({}).authorizeUrl('s')).toBeNull();
  });

  it('spec §7: the code exchange goes through our server POST /api/auth/line/token {code}', async () => {
    server.handle(() => ok(tokenSet));
    await expect(lineAuth().exchangeCode('c0de')).resolves.toEqual(tokenSet);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/line/token', body: { code: 'c0de' } });
  });

  it('spec §7: refresh goes through POST /api/auth/line/token/refresh {refresh_token}', async () => {
    server.handle(() => ok(tokenSet));
    await expect(lineAuth().refresh('lr')).resolves.toEqual(tokenSet);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/line/token/refresh',
      body: { refresh_token: 'lr' },
    });
  });

  it('spec §4: a refresh token LINE refuses (our server: 422 4220104000) is reported as a 400', async () => {
    server.handle(() => ({
      status: 422,
      body: { status: { err_code: 4220104000, err_message: 'LINE rejected the refresh token' } },
    }));
    const error = await lineAuth()
      .refresh('bad')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details?.status).toBe(400);
  });

  it('spec §4: a server failure on refresh is not mistaken for a refusal', async () => {
    server.handle(() => ({ status: 500, body: { status: { err_code: 5000104000, err_message: 'LINE unreachable' } } }));
    await expect(lineAuth().refresh('lr')).rejects.toMatchObject({ code: 5000104000, details: { status: 500 } });
  });

  it('spec §7: verify access token is GET oauth2/v2.1/verify?access_token=', async () => {
    server.handle(() => ({ status: 200, body: { scope: 'profile', client_id: '1650000000', expires_in: 100 } }));
    await lineAuth().verifyAccessToken('la');
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/oauth2/v2.1/verify?access_token=la' });
  });

  it('spec §4: LINE answering 400 on verify keeps details.status 400', async () => {
    server.handle(() => ({
      status: 400,
      body: { error: 'invalid_request', error_description: 'access token expired' },
    }));
    await expect(lineAuth().verifyAccessToken('old')).rejects.toMatchObject({
      details: { status: 400 },
      messageKey: 'errors.web.lineLogin',
    });
  });

  it('spec §8: a token issued to another channel is 4000104006', async () => {
    server.handle(() => ({ status: 200, body: { scope: 'profile', client_id: 'someone-else', expires_in: 100 } }));
    await expect(lineAuth().verifyAccessToken('la')).rejects.toMatchObject({ code: 4000104006 });
  });

  it('spec §7: verify id token is POST oauth2/v2.1/verify with id_token and client_id (form)', async () => {
    server.handle(() => ({ status: 200, body: { iss: 'https://access.line.me', sub: 'U1' } }));
    await lineAuth().verifyIdToken('li');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/oauth2/v2.1/verify',
      body: 'id_token=li&client_id=1650000000',
    });
    expect(server.requests[0].headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  it('spec §3 §7: profile is GET v2/profile with the bearer', async () => {
    server.handle(() => ({
      status: 200,
      body: { userId: 'U1', displayName: 'Nid', pictureUrl: 'https://p/1', statusMessage: 'hi' },
    }));
    await expect(lineAuth().getProfile('la')).resolves.toEqual({
      userId: 'U1',
      displayName: 'Nid',
      pictureUrl: 'https://p/1',
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/v2/profile' });
    expect(server.requests[0].headers.authorization).toBe('Bearer la');
  });
});
