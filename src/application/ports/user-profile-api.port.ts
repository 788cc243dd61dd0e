import type { LastUpdates, MandatoryFields, UniquenessKind, UserProfile } from '../../domain/user/user-profile';

export interface FirstProfileUpdate {
  readonly displayName: string;
  readonly avatarImageHash: string | null;
  readonly lang: string;
  readonly referralCode: string | null;
  /**
   * The username chosen at onboarding, sent only when it differs from the one derived at sign-up. Choosing it
   * here is not a spec §5 change: the 60-day rule starts with the first change after onboarding.
   */
  readonly username?: string;
}

export interface ProfileUpdate {
  readonly displayName?: string;
  readonly username?: string;
  readonly avatarImageHash?: string | null;
  /** A cover uploaded like the avatar (prepareAvatarUpload), named by that upload's hash. */
  readonly coverImageHash?: string | null;
  /** Spec §3 profile fields; null clears one. */
  readonly website?: string | null;
  readonly biography?: string | null;
  readonly contactEmail?: string | null;
  readonly country?: string | null;
}

export interface AvatarUploadTarget {
  readonly presignedAvatarUrl: string;
  readonly presignedAvatarThumbnailUrl: string;
  /** Hash to send back as avatar_image_hash once the upload finished (ours; see OpenAPI). */
  readonly avatarImageHash: string;
}

/** user-profile-query-service and user-orchestration-service of spec §7. */
export interface UserProfileApi {
  createProfile(request: { userId: string; firebaseId: string }): Promise<void>;
  profileExists(userId: string): Promise<boolean>;
  existsOrNot(by: UniquenessKind, value: string): Promise<boolean>;
  me(): Promise<UserProfile>;
  lastUpdates(): Promise<LastUpdates>;
  termsOfUse(): Promise<{ accepted: boolean }>;
  acceptTermsOfUse(): Promise<void>;
  mandatoryFields(): Promise<MandatoryFields>;
  getProfile(userId: string): Promise<UserProfile>;
  updateFirstProfile(update: FirstProfileUpdate): Promise<UserProfile>;
  updateProfile(update: ProfileUpdate): Promise<UserProfile>;
  uploadAvatar(): Promise<AvatarUploadTarget>;
  /** Everything the product holds about the signed-in person, as the server's JSON document (ours). */
  exportMyData(): Promise<unknown>;
  /** Deletes the signed-in person's account; the server asks for a recent sign-in (403 4030101012 otherwise). */
  deleteMyAccount(): Promise<void>;
}
