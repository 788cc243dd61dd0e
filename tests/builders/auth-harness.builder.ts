import { AuthService } from '../../src/application/auth/auth.service';
import type { AuthDependencies } from '../../src/application/auth/auth-dependencies';
import { ProfileService } from '../../src/application/profile/profile.service';
import type { AuthState } from '../../src/domain/auth/auth-state';
import { CallLog } from '../fakes/call-log';
import { InMemoryAuthApi } from '../fakes/in-memory-auth-api';
import { InMemoryAuthProvider } from '../fakes/in-memory-auth-provider';
import { InMemoryBrowserLocation } from '../fakes/in-memory-browser-location';
import { InMemoryClock } from '../fakes/in-memory-clock';
import { InMemoryCookieStore } from '../fakes/in-memory-cookie-store';
import { InMemoryDeviceInfo } from '../fakes/in-memory-device-info';
import { InMemoryGeolocation } from '../fakes/in-memory-geolocation';
import { InMemoryKeyValueStore } from '../fakes/in-memory-key-value-store';
import { InMemoryLineAuth } from '../fakes/in-memory-line-auth';
import { InMemoryLogger } from '../fakes/in-memory-logger';
import { InMemoryRandom } from '../fakes/in-memory-random';
import { InMemoryUserProfileApi } from '../fakes/in-memory-user-profile-api';
import { aUserProfile } from './user-profile.builder';

/** Every fake an AuthService needs, sharing one call log, plus the states it went through. */
export const anAuthHarness = () => {
  const log = new CallLog();
  const clock = new InMemoryClock();
  const fakes = {
    log,
    authProvider: new InMemoryAuthProvider(log),
    authApi: new InMemoryAuthApi(log),
    userProfileApi: new InMemoryUserProfileApi(log, () => clock.now()),
    lineAuth: new InMemoryLineAuth(log),
    geolocation: new InMemoryGeolocation(log),
    deviceInfo: new InMemoryDeviceInfo(),
    keyValueStore: new InMemoryKeyValueStore(log),
    cookieStore: new InMemoryCookieStore(log),
    random: new InMemoryRandom(),
    browserLocation: new InMemoryBrowserLocation(log),
    logger: new InMemoryLogger(),
    clock,
  };
  // The backend already knows user-1 with a profile unless a test removes it.
  fakes.userProfileApi.profiles.set('user-1', aUserProfile());
  // The profile cache is browser local storage in the app; a store of its own here keeps the call
  // log to the spec §4 sequence.
  const profileCache = new InMemoryKeyValueStore();
  const profileService = new ProfileService(fakes.userProfileApi, fakes.clock, profileCache);
  const deps: AuthDependencies = { ...fakes, profileService };
  const service = new AuthService(deps);
  const states: AuthState[] = [];
  service.subscribe((state) => states.push(state));
  return { ...fakes, profileCache, profileService, service, states };
};

export type AuthHarness = ReturnType<typeof anAuthHarness>;

/** Let queued microtasks (e.g. the provider's first auth-state callback) run. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
