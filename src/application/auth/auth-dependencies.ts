import type { AuthApi } from '../ports/auth-api.port';
import type { AuthProvider } from '../ports/auth-provider.port';
import type { BrowserLocation } from '../ports/browser-location.port';
import type { CookieStore } from '../ports/cookie-store.port';
import type { DeviceInfo } from '../ports/device-info.port';
import type { Geolocation } from '../ports/geolocation.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { LineAuth } from '../ports/line-auth.port';
import type { Logger } from '../ports/logger.port';
import type { RandomSource } from '../ports/random.port';
import type { UserProfileApi } from '../ports/user-profile-api.port';
import type { ProfileService } from '../profile/profile.service';

/** The ports (and the profile service) the auth use cases of spec §4 talk to. */
export interface AuthDependencies {
  readonly authProvider: AuthProvider;
  readonly authApi: AuthApi;
  readonly userProfileApi: UserProfileApi;
  readonly lineAuth: LineAuth;
  readonly geolocation: Geolocation;
  readonly deviceInfo: DeviceInfo;
  /** Browser local storage: web-view token, LINE tokens and login state, `uid:tk` cache. */
  readonly keyValueStore: KeyValueStore;
  readonly cookieStore: CookieStore;
  readonly random: RandomSource;
  readonly browserLocation: BrowserLocation;
  readonly logger: Logger;
  readonly profileService: ProfileService;
}
