import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake LINE API (verify, profile, token) for the tests: tokens and codes are whatever the test registers. */
export interface FakeLine {
  readonly url: string;
  /** access token → { clientId, userId } */
  readonly accessTokens: Map<string, { clientId: string; userId: string }>;
  readonly codes: Set<string>;
  readonly refreshTokens: Set<string>;
  readonly tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeLine(): Promise<FakeLine> {
  const accessTokens = new Map<string, { clientId: string; userId: string }>();
  const codes = new Set<string>();
  const refreshTokens = new Set<string>();
  const tokenRequests: URLSearchParams[] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/verify') {
        const entry = accessTokens.get(url.searchParams.get('access_token') ?? '');
        return entry
          ? json(res, 200, { scope: 'profile openid', client_id: entry.clientId, expires_in: 2591659 })
          : json(res, 400, { error: 'invalid_request' });
      }
      if (req.method === 'GET' && url.pathname === '/v2/profile') {
        const entry = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        return entry
          ? json(res, 200, {
              userId: entry.userId,
              displayName: 'LINE User',
              pictureUrl: 'https://example.invalid/p.png',
            })
          : json(res, 401, { message: 'invalid token' });
      }
      if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        const ok =
          form.get('grant_type') === 'authorization_code'
            ? codes.has(form.get('code') ?? '')
            : refreshTokens.has(form.get('refresh_token') ?? '');
        if (!ok) return json(res, 400, { error: 'invalid_grant', error_description: 'invalid code' });
        return json(res, 200, {
          access_token: 'line-at',
          refresh_token: 'line-rt',
          expires_in: 2592000,
          id_token: 'line-idt',
          scope: 'profile openid email',
          token_type: 'Bearer',
        });
      }
      json(res, 404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessTokens,
    codes,
    refreshTokens,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
