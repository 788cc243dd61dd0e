import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthMessageKey } from '../../../src/domain/errors/auth-error-keys';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLineLinkApi } from '../../../src/infrastructure/http/http-line-link-api';
import { fail, ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let api: HttpLineLinkApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpLineLinkApi(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) =>
  `${r.method} ${r.url}${r.headers.authorization === 'Bearer id-token' ? ' [bearer]' : ''}`;
const PATH = '/private/api/user-auth-command-service/v1/links/line';

describe('HttpLineLinkApi — LINE linked to an account (private calls with the ID token)', () => {
  it('state maps the snake_case answer', async () => {
    server.handle(() => ok({ linked: true, line_user_id: 'U1', can_unlink: false }));
    await expect(api.state()).resolves.toEqual({ linked: true, lineUserId: 'U1', canUnlink: false });
    expect(call(last())).toBe(`GET ${PATH} [bearer]`);
  });

  it('link posts access_token and line_user_id', async () => {
    server.handle(() => ok({ linked: true, line_user_id: 'U1', can_unlink: true }));
    await expect(api.link({ accessToken: 'la', lineUserId: 'U1' })).resolves.toEqual({
      linked: true,
      lineUserId: 'U1',
      canUnlink: true,
    });
    expect(call(last())).toBe(`POST ${PATH} [bearer]`);
    expect(last().body).toEqual({ access_token: 'la', line_user_id: 'U1' });
  });

  it('spec §8: 409 4090104010 arrives as the credential-already-in-use message', async () => {
    server.handle(() =>
      fail(409, ErrorCode.lineAlreadyLinked, 'This LINE account is already linked to another account'),
    );
    await expect(api.link({ accessToken: 'la', lineUserId: 'U1' })).rejects.toMatchObject({
      code: ErrorCode.lineAlreadyLinked,
      messageKey: AuthMessageKey.credentialAlreadyInUse,
    });
  });

  it('unlink is a DELETE', async () => {
    server.handle(() => ok({ linked: false, line_user_id: null, can_unlink: false }));
    await expect(api.unlink()).resolves.toEqual({ linked: false, lineUserId: null, canUnlink: false });
    expect(call(last())).toBe(`DELETE ${PATH} [bearer]`);
  });
});
