/** user-auth-command-service of spec §7. */
export interface LoginRequest {
  readonly token: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly device: string;
}

export interface AuthApi {
  /** POST user-auth-command-service/v1/login → user_id. */
  login(request: LoginRequest): Promise<{ userId: string }>;
  /** POST user-auth-command-service/v1/logout. */
  logout(token: string): Promise<void>;
  /** POST user-auth-command-service/v1/custom/line → a custom token for the identity provider. */
  customLineToken(request: { accessToken: string; lineUserId: string }): Promise<{ token: string }>;
  /** POST user-auth-command-service/v1/refresh (old and new token; Authorization header carries the new). */
  refresh(request: { oldToken: string; newToken: string }): Promise<void>;
}
