import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A LINE Login stand-in for the end-to-end tests (spec §4 LINE login, §7 LINE's own endpoints): the
 * authorize page a browser is sent to (it "logs in" the configured user at once and redirects back with
 * a code and the state), the token endpoint our server calls with the channel secret, and the verify and
 * profile endpoints the SPA calls directly (so they answer CORS). Every call is recorded.
 */
export interface LineStandInUser {
  readonly userId: string;
  readonly displayName: string;
}

export interface LineCall {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly form: Record<string, string>;
  readonly authorization: string | null;
}

export interface LineStandIn {
  /** Origin, e.g. http://127.0.0.1:41234 (LINE_API_URL and VITE_LINE_API_URL). */
  readonly url: string;
  /** VITE_LINE_AUTHORIZE_URL. */
  readonly authorizeUrl: string;
  readonly channelId: string;
  readonly channelSecret: string;
  readonly calls: LineCall[];
  /** Who the next visit to the authorize page signs in as. */
  signInAs(user: LineStandInUser): void;
  /** The authorize page sends this state back instead of the one it was given (a forged callback). */
  tamperState(state: string | null): void;
  /** LINE forgets an access token (expired or revoked): verify answers 400, profile 401. */
  revokeAccessToken(token: string): void;
  /** LINE refuses this refresh token from now on (token endpoint 400 invalid_grant). */
  revokeRefreshToken(token: string): void;
  callsTo(path: string): LineCall[];
  close(): Promise<void>;
}

export async function startLineStandIn(): Promise<LineStandIn> {
  const channelId = '1650000000';
  const channelSecret = randomBytes(16).toString('hex');
  const calls: LineCall[] = [];
  let current: LineStandInUser = { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'LINE Traveller' };
  let forgedState: string | null = null;
  const codes = new Map<string, { user: LineStandInUser; redirectUri: string }>();
  const accessTokens = new Map<string, LineStandInUser>();
  const refreshTokens = new Map<string, LineStandInUser>();

  const issue = (user: LineStandInUser) => {
    const access = `line-at-${randomBytes(12).toString('hex')}`;
    const refresh = `line-rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, user);
    refreshTokens.set(refresh, user);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: 2592000,
      id_token: `line-idt-${randomBytes(8).toString('hex')}`,
      scope: 'profile openid email',
      token_type: 'Bearer',
    };
  };

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://line.stand-in');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const query = Object.fromEntries(url.searchParams);
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      form,
      authorization: req.headers.authorization ?? null,
    });

    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      if (query.response_type !== 'code' || query.client_id !== channelId || !query.redirect_uri) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const code = `code-${randomBytes(12).toString('hex')}`;
      codes.set(code, { user: current, redirectUri: query.redirect_uri });
      const back = new URL(query.redirect_uri);
      back.searchParams.set('code', code);
      const state = forgedState ?? query.state;
      if (state !== undefined) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      if (form.client_id !== channelId || form.client_secret !== channelSecret)
        return json(res, 401, { error: 'invalid_client' });
      if (form.grant_type === 'authorization_code') {
        const entry = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (!entry || entry.redirectUri !== form.redirect_uri)
          return json(res, 400, { error: 'invalid_grant', error_description: 'invalid authorization code' });
        return json(res, 200, issue(entry.user));
      }
      if (form.grant_type === 'refresh_token') {
        const user = refreshTokens.get(form.refresh_token ?? '');
        if (!user) return json(res, 400, { error: 'invalid_grant', error_description: 'invalid refresh token' });
        refreshTokens.delete(form.refresh_token ?? '');
        return json(res, 200, issue(user));
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/verify') {
      const user = accessTokens.get(query.access_token ?? '');
      if (!user) return json(res, 400, { error: 'invalid_request', error_description: 'access token expired' });
      return json(res, 200, { scope: 'profile openid email', client_id: channelId, expires_in: 2591000 });
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/verify') {
      if (form.client_id !== channelId || !form.id_token) return json(res, 400, { error: 'invalid_request' });
      return json(res, 200, { iss: 'https://access.line.me', aud: channelId, sub: current.userId });
    }
    if (req.method === 'GET' && url.pathname === '/v2/profile') {
      const user = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return json(res, 401, { message: 'invalid token' });
      return json(res, 200, { userId: user.userId, displayName: user.displayName });
    }
    json(res, 404, { message: 'not found' });
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    authorizeUrl: `${url}/oauth2/v2.1/authorize`,
    channelId,
    channelSecret,
    calls,
    signInAs: (user) => {
      current = user;
    },
    tamperState: (state) => {
      forgedState = state;
    },
    revokeAccessToken: (token) => void accessTokens.delete(token),
    revokeRefreshToken: (token) => void refreshTokens.delete(token),
    callsTo: (path) => calls.filter((call) => call.path === path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
