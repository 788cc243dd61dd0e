import { normalizeError } from '../../domain/errors/normalize-error';
import { lastChangedAtMs, nameLockedUntil } from '../../domain/user/name-change';
import type { UniquenessKind, UserProfile } from '../../domain/user/user-profile';
import { userProfileCacheKey } from '../auth/storage-keys';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type {
  AvatarUploadTarget,
  FirstProfileUpdate,
  ProfileUpdate,
  UserProfileApi,
} from '../ports/user-profile-api.port';
import { StateContainer } from '../shared/state-container';
import { normalized } from '../shared/normalized';

/** Spec §3 "User state": initialised flag, profile, fetching flag. */
export interface UserState {
  readonly isInitialized: boolean;
  readonly profile: UserProfile | null;
  readonly isFetching: boolean;
}

export const initialUserState: UserState = { isInitialized: false, profile: null, isFetching: false };

/** When each name may change again (spec §5 §9: once within 60 days); times in ms, null = now. */
export interface NameChangeAvailability {
  readonly canChangeUsername: boolean;
  readonly canChangeDisplayName: boolean;
  readonly nextUsernameChangeAt: number | null;
  readonly nextDisplayNameChangeAt: number | null;
}

/** The signed-in user's profile (spec §3 §7): loaded after common sign-in, cleared on logout. */
export class ProfileService extends StateContainer<UserState> {
  /** The identity whose profile this device caches; set by `showCached` at sign-in. */
  private cachedFor: string | null = null;

  constructor(
    private readonly api: UserProfileApi,
    private readonly clock: Clock,
    /** Where the signed-in user's profile is cached per identity uid (browser local storage); none: no cache. */
    private readonly cache: KeyValueStore | null = null,
  ) {
    super(initialUserState);
  }

  /**
   * "a returning user's profile shows from a cached copy while it refreshes": at the start of common
   * sign-in for `uid`, the copy this device kept from that user's last load is shown at once; step 8's load
   * replaces it. Returns the cached copy (null for a user this device has not seen), which also tells the
   * caller that the profile existed then.
   */
  showCached(uid: string): UserProfile | null {
    this.cachedFor = uid;
    const cached = this.readCache(uid);
    if (cached) this.setState({ ...this.getState(), isInitialized: true, profile: cached });
    return cached;
  }

  /** Spec §4 Common sign-in step 8: load the profile (GET .../v1/me). */
  async loadCurrentProfile(): Promise<UserProfile> {
    this.setState({ ...this.getState(), isFetching: true });
    try {
      const profile = await this.api.me();
      this.setState({ isInitialized: true, profile, isFetching: false });
      this.writeCache(profile);
      return profile;
    } catch (error) {
      this.setState({ ...this.getState(), isFetching: false });
      throw normalizeError(error);
    }
  }

  /** Spec §4 Logout: clear the user profile (and this device's cached copy of it). */
  clear(): void {
    if (this.cachedFor !== null) this.cache?.remove(userProfileCacheKey(this.cachedFor));
    this.cachedFor = null;
    this.setState(initialUserState);
  }

  /** PATCH .../v1/profiles/1st (onboarding personal info). */
  async updateFirstProfile(update: FirstProfileUpdate): Promise<UserProfile> {
    return this.keep(await normalized(() => this.api.updateFirstProfile(update), 'updateUserInfo'));
  }

  /** PATCH .../v1/profiles; a name change inside 60 days is refused by the server with 4290101004. */
  async updateProfile(update: ProfileUpdate): Promise<UserProfile> {
    return this.keep(await normalized(() => this.api.updateProfile(update), 'updateProfile'));
  }

  /** Spec §5 uniqueness lookups: true when the value is already taken. */
  async isTaken(by: UniquenessKind, value: string): Promise<boolean> {
    return normalized(() => this.api.existsOrNot(by, value));
  }

  /** Signed PUT URLs for a new avatar and its thumbnail (POST .../v1/profiles/upload-avatar; 5000101003 on failure). */
  async prepareAvatarUpload(): Promise<AvatarUploadTarget> {
    return normalized(() => this.api.uploadAvatar(), 'updateUserInfo');
  }

  /** Another user's public profile. */
  async getProfile(userId: string): Promise<UserProfile> {
    return normalized(() => this.api.getProfile(userId));
  }

  /** Spec §3 last-update info turned into the name-change rule of spec §5 for the profile form. */
  async nameChangeAvailability(): Promise<NameChangeAvailability> {
    const last = await normalized(() => this.api.lastUpdates());
    const now = this.clock.now();
    const usernameLocked = nameLockedUntil(lastChangedAtMs(last.usernameUpdatedAt), now);
    const displayNameLocked = nameLockedUntil(lastChangedAtMs(last.displayNameUpdatedAt), now);
    return {
      canChangeUsername: usernameLocked === null,
      canChangeDisplayName: displayNameLocked === null,
      nextUsernameChangeAt: usernameLocked,
      nextDisplayNameChangeAt: displayNameLocked,
    };
  }

  private keep(profile: UserProfile): UserProfile {
    this.setState({ ...this.getState(), isInitialized: true, profile });
    this.writeCache(profile);
    return profile;
  }

  private readCache(uid: string): UserProfile | null {
    const raw = this.cache?.get(userProfileCacheKey(uid)) ?? null;
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'object' && value !== null && typeof (value as { userId?: unknown }).userId === 'string')
        return value as UserProfile;
    } catch {
      // A damaged copy is dropped like a missing one; the load replaces it.
    }
    this.cache?.remove(userProfileCacheKey(uid));
    return null;
  }

  private writeCache(profile: UserProfile): void {
    if (this.cachedFor === null || !this.cache) return;
    try {
      this.cache.set(userProfileCacheKey(this.cachedFor), JSON.stringify(profile));
    } catch {
      // Storage full or refused: the cache is an optimisation only.
    }
  }

  /** Errors leave as AppError; the action gives internal errors their spec §8 message. */
}
