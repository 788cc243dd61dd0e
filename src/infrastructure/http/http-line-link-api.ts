import type { LineLinkApi, LineLinkState } from '../../application/ports/line-link-api.port';
import type { LineLinkBodyWire, LineLinkStateWire } from '../../contract/auth.contract';
import type { HttpClient } from './http-client';

const PATH = 'user-auth-command-service/v1/links/line';

export const lineLinkStateFromWire = (wire: LineLinkStateWire): LineLinkState => ({
  linked: wire.linked,
  lineUserId: wire.line_user_id,
  canUnlink: wire.can_unlink,
});

/** The LINE link calls (ours, see the server's OpenAPI document); private, so they carry the ID token. */
export class HttpLineLinkApi implements LineLinkApi {
  constructor(private readonly http: HttpClient) {}

  async state(): Promise<LineLinkState> {
    return lineLinkStateFromWire((await this.http.get<LineLinkStateWire>('private', PATH)).data);
  }

  async link(request: { accessToken: string; lineUserId: string }): Promise<LineLinkState> {
    const body: LineLinkBodyWire = { access_token: request.accessToken, line_user_id: request.lineUserId };
    return lineLinkStateFromWire((await this.http.post<LineLinkStateWire>('private', PATH, body)).data);
  }

  async unlink(): Promise<LineLinkState> {
    return lineLinkStateFromWire(
      (await this.http.request<LineLinkStateWire>({ method: 'DELETE', scope: 'private', path: PATH })).data,
    );
  }
}
