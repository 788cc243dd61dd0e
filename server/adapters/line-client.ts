import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { LineTokenSet, LineUserProfile } from '../../src/domain/auth/line';
import type { LineConfig } from '../kernel/config';
import type { LineClient, LineMessaging } from '../kernel/line.port';

const notConfigured = () =>
  failure(
    ErrorCode.lineNotConfigured,
    'LINE login is not configured on this server (set LINE_CHANNEL_ID and LINE_CHANNEL_SECRET)',
  );

const upstream = (what: string, status: number) =>
  failure(ErrorCode.lineUnavailable, `LINE ${what} failed with HTTP ${status}`);

export function createLineClient(config: LineConfig, fetchImpl: typeof fetch = fetch): LineClient {
  const configured = config.channelId !== null && config.channelSecret !== null;
  const call = async (what: string, url: string, init?: RequestInit): Promise<Response> => {
    if (!configured) throw notConfigured();
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw failure(ErrorCode.lineUnavailable, `LINE ${what} is unreachable`);
    }
  };
  const tokenRequest = async (form: Record<string, string>): Promise<LineTokenSet> => {
    const response = await call('token endpoint', `${config.apiUrl}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...form,
        client_id: config.channelId ?? '',
        client_secret: config.channelSecret ?? '',
      }),
    });
    if (response.status === 400 || response.status === 401) {
      const detail = (await response.json().catch(() => ({}))) as { error?: string };
      throw failure(
        ErrorCode.validationAuth,
        `LINE rejected the ${form.grant_type === 'refresh_token' ? 'refresh token' : 'authorization code'} (${detail.error ?? response.status})`,
      );
    }
    if (!response.ok) throw upstream('token endpoint', response.status);
    const body = (await response.json()) as LineTokenSet;
    return {
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      expires_in: body.expires_in,
      ...(body.id_token ? { id_token: body.id_token } : {}),
      ...(body.scope ? { scope: body.scope } : {}),
    };
  };

  return {
    configured,
    channelId: config.channelId,
    async verifyAccessToken(accessToken) {
      const url = `${config.apiUrl}/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`;
      const response = await call('verify', url);
      if (response.status === 400 || response.status === 401) return null;
      if (!response.ok) throw upstream('verify', response.status);
      const body = (await response.json()) as { client_id: string; expires_in: number };
      return { clientId: String(body.client_id), expiresIn: Number(body.expires_in) };
    },
    async getProfile(accessToken) {
      const response = await call('profile', `${config.apiUrl}/v2/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (response.status === 400 || response.status === 401) return null;
      if (!response.ok) throw upstream('profile', response.status);
      return (await response.json()) as LineUserProfile;
    },
    exchangeCode: (code) => tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }),
    refresh: (refreshToken) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

/** The longest text LINE takes in one text message. */
export const LINE_TEXT_MAX = 5000;

/** LINE Messaging API push with the channel access token (LINE_MESSAGING_TOKEN); null without one. */
export function createLineMessaging(config: LineConfig, fetchImpl: typeof fetch = fetch): LineMessaging | null {
  const token = config.messagingToken;
  if (token === null) return null;
  return {
    async push(to, text, retryKey) {
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiUrl}/v2/bot/message/push`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-line-retry-key': retryKey,
          },
          body: JSON.stringify({ to, messages: [{ type: 'text', text: text.slice(0, LINE_TEXT_MAX) }] }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Error('LINE push is unreachable');
      }
      // 409: this retry key was accepted before (a retried job): the message went.
      if (response.ok || response.status === 409) return 'sent';
      // 400: LINE refuses the request itself (e.g. a user ID it does not know): the same push would fail again.
      if (response.status === 400) return 'refused';
      throw new Error(`LINE push failed with HTTP ${response.status}`);
    },
  };
}
