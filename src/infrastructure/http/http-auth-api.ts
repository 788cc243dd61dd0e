import type { AuthApi, LoginRequest } from '../../application/ports/auth-api.port';
import type {
  CustomLineBodyWire,
  CustomTokenWire,
  LogoutBodyWire,
  RefreshBodyWire,
  UserIdAnswerWire,
} from '../../contract/auth.contract';
import type { HttpClient } from './http-client';
import { loginRequestToWire } from '../wire/user-mappers';

const SERVICE = 'user-auth-command-service/v1';

/**
 * user-auth-command-service of spec §7. These calls carry the identity token in the body (or, for
 * refresh, in the header) rather than being session calls, so they live under /api.
 */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<{ userId: string }> {
    const { data } = await this.http.post<UserIdAnswerWire>('api', `${SERVICE}/login`, loginRequestToWire(request));
    return { userId: data.user_id };
  }

  async logout(token: string): Promise<void> {
    const body: LogoutBodyWire = { token };
    await this.http.post('api', `${SERVICE}/logout`, body);
  }

  async customLineToken(request: { accessToken: string; lineUserId: string }): Promise<{ token: string }> {
    const body: CustomLineBodyWire = { access_token: request.accessToken, line_user_id: request.lineUserId };
    const { data } = await this.http.post<CustomTokenWire>('api', `${SERVICE}/custom/line`, body);
    return { token: data.token };
  }

  /** Spec §7: body old_token and new_token; the Authorization header carries the new one. */
  async refresh(request: { oldToken: string; newToken: string }): Promise<void> {
    const body: RefreshBodyWire = { old_token: request.oldToken, new_token: request.newToken };
    await this.http.post('api', `${SERVICE}/refresh`, body, {
      headers: { Authorization: `Bearer ${request.newToken}` },
    });
  }
}
