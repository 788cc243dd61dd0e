// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:3000/"}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import {
  ok,
  startTestHttpServer,
  type RecordedRequest,
  type Reply,
  type TestHttpServer,
} from '../support/test-http-server';

/**
 * In a browser, credentials (cookies) only cross to the API when the request says so. jsdom's
 * XMLHttpRequest enforces that, so this runs the wrapper through it against a real server on another port.
 */
let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestHttpServer();
  server.handle((req: RecordedRequest): Reply => {
    const cors = {
      'access-control-allow-origin': String(req.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, accept, content-type',
      'access-control-allow-methods': 'GET, POST, PATCH',
    };
    if (req.method === 'OPTIONS') return { status: 204, headers: cors };
    return { ...ok({ cookie: req.headers.cookie ?? null }), headers: cors };
  });
});
afterAll(() => server.close());

describe('HttpClient in the browser — spec §7 "always sends credentials"', () => {
  it('spec §7: sends the page cookies with private and non-private calls', async () => {
    document.cookie = 'FIREBASE_TOKEN=abc; path=/';
    const http = new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'tok',
      onSessionExpired: () => undefined,
    });
    const open = await http.get<{ cookie: string | null }>('api', 'user-profile-query-service/v1/exists/u1');
    const privateCall = await http.get<{ cookie: string | null }>('private', 'user-profile-query-service/v1/me');
    expect(open.data.cookie).toBe('FIREBASE_TOKEN=abc');
    expect(privateCall.data.cookie).toBe('FIREBASE_TOKEN=abc');
    expect(server.requests.some((r) => r.method === 'GET' && r.headers.authorization === 'Bearer tok')).toBe(true);
  });
});
