import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message LINE accepted to push: to whom, its text, and the retry key it came with. */
export interface LinePush {
  readonly to: string;
  readonly text: string;
  readonly retryKey: string | null;
}

/**
 * A fake LINE API (verify, profile, token) for the tests: tokens and codes are whatever the test registers. And the
 * Messaging API's push as LINE documents it: the channel access token `messagingToken` as bearer (else 401), `to`
 * a LINE user ID, U and 32 hex digits (else 400), an X-Line-Retry-Key a UUID (else 400), one it accepted before
 * answered 409 and not delivered again.
 */
export interface FakeLine {
  readonly url: string;
  /** access token → { clientId, userId } */
  readonly accessTokens: Map<string, { clientId: string; userId: string }>;
  readonly codes: Set<string>;
  readonly refreshTokens: Set<string>;
  readonly tokenRequests: URLSearchParams[];
  /** LINE_MESSAGING_TOKEN for the server under test. */
  readonly messagingToken: string;
  /** The pushes LINE accepted, in order. */
  readonly pushes: LinePush[];
  /** The next `count` pushes fail with `status` (LINE down: 500; over its rate: 429), delivering nothing. */
  failPushes(count: number, status: number): void;
  close(): Promise<void>;
}

export async function startFakeLine(): Promise<FakeLine> {
  const accessTokens = new Map<string, { clientId: string; userId: string }>();
  const codes = new Set<string>();
  const refreshTokens = new Set<string>();
  const tokenRequests: URLSearchParams[] = [];
  const messagingToken = 'fake-line-messaging-token';
  const pushes: LinePush[] = [];
  const retryKeys = new Set<string>();
  let failing = { count: 0, status: 500 };
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
      if (req.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        if (req.headers.authorization !== `Bearer ${messagingToken}`)
          return json(res, 401, { message: 'Authentication failed due to the following reason: invalid token.' });
        if (failing.count > 0) {
          failing = { ...failing, count: failing.count - 1 };
          return json(res, failing.status, { message: 'fake failure' });
        }
        const body = JSON.parse(raw || '{}') as { to?: string; messages?: { type?: string; text?: string }[] };
        if (!/^U[0-9a-f]{32}$/.test(body.to ?? ''))
          return json(res, 400, { message: "The property, 'to', in the request body is invalid" });
        const message = body.messages?.[0];
        if (message?.type !== 'text' || !message.text || message.text.length > 5000)
          return json(res, 400, { message: 'messages[0] is invalid' });
        const retryKey = (req.headers['x-line-retry-key'] as string | undefined) ?? null;
        if (retryKey !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey))
          return json(res, 400, { message: 'The retry key must be a UUID' });
        if (retryKey !== null && retryKeys.has(retryKey))
          return json(res, 409, { message: 'The retry key is already accepted' });
        if (retryKey !== null) retryKeys.add(retryKey);
        pushes.push({ to: body.to as string, text: message.text, retryKey });
        return json(res, 200, { sentMessages: [{ id: String(pushes.length) }] });
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
    messagingToken,
    pushes,
    failPushes: (count, status) => {
      failing = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
