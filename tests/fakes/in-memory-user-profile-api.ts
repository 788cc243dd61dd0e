import type {
  AvatarUploadTarget,
  FirstProfileUpdate,
  ProfileUpdate,
  UserProfileApi,
} from '../../src/application/ports/user-profile-api.port';
import type { LastUpdates, MandatoryFields, UniquenessKind, UserProfile } from '../../src/domain/user/user-profile';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { displayNameKey } from '../../src/domain/user/name-rules';
import { CallLog, Failures } from './call-log';

const emptyProfile = (userId: string): UserProfile => ({
  userId,
  displayName: null,
  username: null,
  avatarImage: null,
  coverImage: null,
  website: null,
  biography: null,
  contactEmail: null,
  country: null,
});

/** The signed-in user's profile service in memory; `meId` is whose `me()` answers. */
export class InMemoryUserProfileApi implements UserProfileApi {
  readonly profiles = new Map<string, UserProfile>();
  readonly created: { userId: string; firebaseId: string }[] = [];
  readonly taken = new Map<UniquenessKind, Set<string>>();
  readonly firstUpdates: FirstProfileUpdate[] = [];
  readonly updates: ProfileUpdate[] = [];
  readonly failures = new Failures();
  meId = 'user-1';
  termsAccepted = true;
  mandatory: MandatoryFields = { yes: true, missingFields: [] };
  last: LastUpdates = { usernameUpdatedAt: null, displayNameUpdatedAt: null };
  termsAcceptCalls = 0;

  /**
   * With a clock, the fake keeps last-updates as the server does (spec §5): a name changed through
   * `updateProfile` stamps its last change; names chosen through `updateFirstProfile` never do.
   */
  constructor(
    private readonly log = new CallLog(),
    private readonly now: (() => number) | null = null,
  ) {}

  async createProfile(request: { userId: string; firebaseId: string }): Promise<void> {
    this.log.record('profileApi.createProfile');
    this.failures.throwIfScripted('createProfile');
    if (this.profiles.has(request.userId)) {
      throw new AppError({ code: ErrorCode.duplicateProfile, messageKey: 'errors.duplicateProfile' });
    }
    this.created.push(request);
    this.profiles.set(request.userId, emptyProfile(request.userId));
  }

  async profileExists(userId: string): Promise<boolean> {
    this.log.record('profileApi.profileExists');
    this.failures.throwIfScripted('profileExists');
    return this.profiles.has(userId);
  }

  async existsOrNot(by: UniquenessKind, value: string): Promise<boolean> {
    this.log.record(`profileApi.existsOrNot:${by}`);
    const names = this.taken.get(by);
    if (!names) return false;
    // by=d as the server answers it: display names that look alike are one (name-rules.ts displayNameKey).
    return by === 'd' ? [...names].some((name) => displayNameKey(name) === displayNameKey(value)) : names.has(value);
  }

  async me(): Promise<UserProfile> {
    this.log.record('profileApi.me');
    this.failures.throwIfScripted('me');
    const profile = this.profiles.get(this.meId);
    if (!profile) throw new AppError({ code: ErrorCode.userNotFound, messageKey: 'errors.userNotFound' });
    return profile;
  }

  async lastUpdates(): Promise<LastUpdates> {
    this.log.record('profileApi.lastUpdates');
    return this.last;
  }

  async termsOfUse(): Promise<{ accepted: boolean }> {
    this.log.record('profileApi.termsOfUse');
    this.failures.throwIfScripted('termsOfUse');
    return { accepted: this.termsAccepted };
  }

  async acceptTermsOfUse(): Promise<void> {
    this.log.record('profileApi.acceptTermsOfUse');
    this.failures.throwIfScripted('acceptTermsOfUse');
    this.termsAcceptCalls += 1;
    this.termsAccepted = true;
  }

  async mandatoryFields(): Promise<MandatoryFields> {
    this.log.record('profileApi.mandatoryFields');
    this.failures.throwIfScripted('mandatoryFields');
    return this.mandatory;
  }

  async getProfile(userId: string): Promise<UserProfile> {
    this.log.record('profileApi.getProfile');
    const profile = this.profiles.get(userId);
    if (!profile) throw new AppError({ code: ErrorCode.userNotFound, messageKey: 'errors.userNotFound' });
    return profile;
  }

  async updateFirstProfile(update: FirstProfileUpdate): Promise<UserProfile> {
    this.log.record('profileApi.updateFirstProfile');
    this.failures.throwIfScripted('updateFirstProfile');
    this.firstUpdates.push(update);
    return this.patchMe({
      displayName: update.displayName,
      ...(update.username === undefined ? {} : { username: update.username }),
    });
  }

  async updateProfile(update: ProfileUpdate): Promise<UserProfile> {
    this.log.record('profileApi.updateProfile');
    this.failures.throwIfScripted('updateProfile');
    this.updates.push(update);
    const before = this.profiles.get(this.meId);
    if (this.now) {
      const at = new Date(this.now()).toISOString();
      if (update.username !== undefined && update.username !== before?.username)
        this.last = { ...this.last, usernameUpdatedAt: at };
      if (update.displayName !== undefined && update.displayName !== before?.displayName)
        this.last = { ...this.last, displayNameUpdatedAt: at };
    }
    return this.patchMe({
      ...(update.displayName === undefined ? {} : { displayName: update.displayName }),
      ...(update.username === undefined ? {} : { username: update.username }),
      ...(update.avatarImageHash === undefined
        ? {}
        : { avatarImage: update.avatarImageHash && `/api/uploads/avatar/${update.avatarImageHash}` }),
      ...(update.coverImageHash === undefined
        ? {}
        : { coverImage: update.coverImageHash && `/api/uploads/avatar/${update.coverImageHash}` }),
      ...(update.website === undefined ? {} : { website: update.website }),
      ...(update.biography === undefined ? {} : { biography: update.biography }),
      ...(update.contactEmail === undefined ? {} : { contactEmail: update.contactEmail }),
      ...(update.country === undefined ? {} : { country: update.country }),
    });
  }

  /** Accounts deleted through deleteMyAccount (by meId). */
  readonly deletedAccounts: string[] = [];

  async exportMyData(): Promise<unknown> {
    this.log.record('profileApi.exportMyData');
    this.failures.throwIfScripted('exportMyData');
    return { account: { user_id: this.meId }, profile: this.profiles.get(this.meId) ?? null };
  }

  async deleteMyAccount(): Promise<void> {
    this.log.record('profileApi.deleteMyAccount');
    this.failures.throwIfScripted('deleteMyAccount');
    this.deletedAccounts.push(this.meId);
    this.profiles.delete(this.meId);
  }

  async uploadAvatar(): Promise<AvatarUploadTarget> {
    this.log.record('profileApi.uploadAvatar');
    return {
      presignedAvatarUrl: 'http://localhost/uploads/avatar?sig=1',
      presignedAvatarThumbnailUrl: 'http://localhost/uploads/avatar-thumb?sig=1',
      avatarImageHash: 'avatar-hash-1',
    };
  }

  private patchMe(patch: Partial<UserProfile>): UserProfile {
    const next = { ...(this.profiles.get(this.meId) ?? emptyProfile(this.meId)), ...patch };
    this.profiles.set(this.meId, next);
    return next;
  }
}
