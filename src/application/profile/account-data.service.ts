import type { AccessTokenService } from '../auth/access-token.service';
import type { AuthProvider, SocialProvider } from '../ports/auth-provider.port';
import type { UserProfileApi } from '../ports/user-profile-api.port';

/** How the person proves again who they are before their account is deleted. */
export type AccountProof = { readonly password: string } | { readonly provider: SocialProvider };

/** The way the signed-in account re-authenticates: its password, a provider popup, or signing in again (LINE). */
export type ReauthMethod = 'password' | SocialProvider | 'signInAgain';

const SOCIAL: Readonly<Record<string, SocialProvider>> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  'apple.com': 'apple',
};

/**
 * A person's control over their account in settings: download everything the product holds about them (one
 * JSON file), and delete the account after proving again who they are (the server also insists on a recent
 * sign-in). Signing out afterwards is the caller's (the auth service's logout).
 */
export class AccountDataService {
  constructor(
    private readonly api: Pick<UserProfileApi, 'exportMyData' | 'deleteMyAccount'>,
    private readonly provider: Pick<AuthProvider, 'currentUser' | 'reauthenticate'>,
    private readonly tokens: Pick<AccessTokenService, 'forceRefresh'>,
  ) {}

  /** The file to save: its name (with today's date) and its pretty-printed JSON. */
  async exportFile(now: Date): Promise<{ readonly fileName: string; readonly text: string }> {
    const data = await this.api.exportMyData();
    return {
      fileName: `travelogue-my-data-${now.toISOString().slice(0, 10)}.json`,
      text: `${JSON.stringify(data, null, 2)}\n`,
    };
  }

  /**
   * Password first when the account has one, else its first social provider; an account that signs in only
   * with LINE (a custom token, no popup to re-open) signs in again instead.
   */
  reauthMethod(): ReauthMethod {
    const methods = this.provider.currentUser()?.providerIds ?? [];
    if (methods.includes('password')) return 'password';
    const social = methods.map((id) => SOCIAL[id]).find(Boolean);
    return social ?? 'signInAgain';
  }

  /** Re-authenticates (unless the sign-in is already fresh: `proof` null), then deletes the account on the server. */
  async deleteAccount(proof: AccountProof | null): Promise<void> {
    if (proof) await this.provider.reauthenticate(proof);
    // The bearer the API sends must carry the new sign-in time (the server reads auth_time), not a cached one.
    await this.tokens.forceRefresh();
    await this.api.deleteMyAccount();
  }
}
