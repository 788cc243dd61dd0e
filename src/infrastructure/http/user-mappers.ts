import type { ProfileWire } from '../../contract/users.contract';
import type { LoginRequest } from '../../application/ports/auth-api.port';
import type { ContactMessage, IssueReport } from '../../application/ports/support-api.port';
import type { AvatarUploadTarget, FirstProfileUpdate, ProfileUpdate } from '../../application/ports/user-profile-api.port';
import type { LastUpdates, MandatoryFields, UserProfile } from '../../domain/user/user-profile';

/**
 * The ONE place where user and auth wire shapes (snake_case, spec §3 §7) meet client shapes
 * (camelCase). Adapters call these and nothing else touches wire names.
 */
/** Our server sends the contract's Profile; other services of spec §3 may send `user_name` or leave fields out. */
export type UserProfileWire = Partial<Omit<ProfileWire, 'user_id' | 'type'>> & {
  readonly user_id: string;
  readonly user_name?: string | null;
  readonly type?: string | null;
};

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

export function profileFromWire(wire: UserProfileWire): UserProfile {
  const profile: UserProfile = {
    userId: wire.user_id,
    displayName: orNull(wire.display_name),
    username: orNull(wire.username ?? wire.user_name),
    avatarImage: orNull(wire.avatar_image),
    coverImage: orNull(wire.cover_image),
    website: orNull(wire.website),
    biography: orNull(wire.biography),
    contactEmail: orNull(wire.contact_email),
    country: orNull(wire.country),
  };
  return wire.type === undefined ? profile : { ...profile, type: wire.type };
}

export function profileToWire(profile: UserProfile): UserProfileWire {
  const wire: UserProfileWire = {
    user_id: profile.userId,
    display_name: profile.displayName,
    username: profile.username,
    avatar_image: profile.avatarImage,
    cover_image: profile.coverImage,
    website: profile.website,
    biography: profile.biography,
    contact_email: profile.contactEmail,
    country: profile.country,
  };
  return profile.type === undefined ? wire : { ...wire, type: profile.type };
}

export const lastUpdatesFromWire = (wire: { username_updated_at?: string | null; display_name_updated_at?: string | null }): LastUpdates => ({
  usernameUpdatedAt: orNull(wire.username_updated_at),
  displayNameUpdatedAt: orNull(wire.display_name_updated_at),
});

export const mandatoryFieldsFromWire = (wire: { yes: boolean; missing_fields?: readonly string[] | null }): MandatoryFields => ({
  yes: wire.yes,
  missingFields: wire.missing_fields ?? [],
});

export const loginRequestToWire = (request: LoginRequest) => ({
  token: request.token,
  lat: request.lat,
  lng: request.lng,
  device: request.device,
});

export const firstProfileUpdateToWire = (update: FirstProfileUpdate) => ({
  display_name: update.displayName,
  avatar_image_hash: update.avatarImageHash,
  lang: update.lang,
  referral_code: update.referralCode,
});

/** Only the fields being changed travel: an absent field is left as it is on the server. */
export function profileUpdateToWire(update: ProfileUpdate): Record<string, string | null> {
  const wire: Record<string, string | null> = {};
  if (update.displayName !== undefined) wire.display_name = update.displayName;
  if (update.username !== undefined) wire.username = update.username;
  if (update.avatarImageHash !== undefined) wire.avatar_image_hash = update.avatarImageHash;
  return wire;
}

export interface AvatarUploadWire {
  readonly presigned_avatar_url: string;
  readonly presigned_avatar_thumbnail_url: string;
  readonly avatar_image_hash: string;
}

export const avatarUploadFromWire = (wire: AvatarUploadWire): AvatarUploadTarget => ({
  presignedAvatarUrl: wire.presigned_avatar_url,
  presignedAvatarThumbnailUrl: wire.presigned_avatar_thumbnail_url,
  avatarImageHash: wire.avatar_image_hash,
});

export const contactMessageToWire = (message: ContactMessage) => ({
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
});

export const issueReportToWire = (report: IssueReport) => ({
  category: report.category,
  description: report.description,
  attachment_ids: report.attachmentIds,
});

export const reportUploadToWire = (request: { fileName: string; contentType: string }) => ({
  file_name: request.fileName,
  content_type: request.contentType,
});
