import type { LoginBodyWire } from '../../contract/auth.contract';
import type { AvatarUploadTargetWire, ReportUploadBodyWire } from '../../contract/media.contract';
import type { ContactUsBodyWire, IssueReportBodyWire } from '../../contract/support.contract';
import type {
  FirstProfileUpdateBodyWire,
  LastUpdatesWire,
  MandatoryFieldsWire,
  ProfileUpdateBodyWire,
  ProfileWire,
} from '../../contract/users.contract';
import type { LoginRequest } from '../../application/ports/auth-api.port';
import type { ContactMessage, IssueReport } from '../../application/ports/support-api.port';
import type {
  AvatarUploadTarget,
  FirstProfileUpdate,
  ProfileUpdate,
} from '../../application/ports/user-profile-api.port';
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

/** Lenient like profileFromWire: a service that leaves a field out means never changed. */
export const lastUpdatesFromWire = (wire: Partial<LastUpdatesWire>): LastUpdates => ({
  usernameUpdatedAt: orNull(wire.username_updated_at),
  displayNameUpdatedAt: orNull(wire.display_name_updated_at),
});

export const mandatoryFieldsFromWire = (
  wire: Pick<MandatoryFieldsWire, 'yes'> & { readonly missing_fields?: MandatoryFieldsWire['missing_fields'] | null },
): MandatoryFields => ({
  yes: wire.yes,
  missingFields: wire.missing_fields ?? [],
});

export const loginRequestToWire = (request: LoginRequest): LoginBodyWire => ({
  token: request.token,
  lat: request.lat,
  lng: request.lng,
  device: request.device,
});

export const firstProfileUpdateToWire = (update: FirstProfileUpdate): FirstProfileUpdateBodyWire => ({
  display_name: update.displayName,
  avatar_image_hash: update.avatarImageHash,
  lang: update.lang,
  referral_code: update.referralCode,
  ...(update.username === undefined ? {} : { username: update.username }),
});

/** Only the fields being changed travel: an absent field is left as it is on the server. */
export function profileUpdateToWire(update: ProfileUpdate): ProfileUpdateBodyWire {
  const wire: ProfileUpdateBodyWire = {};
  if (update.displayName !== undefined) wire.display_name = update.displayName;
  if (update.username !== undefined) wire.username = update.username;
  if (update.avatarImageHash !== undefined) wire.avatar_image_hash = update.avatarImageHash;
  if (update.coverImageHash !== undefined) wire.cover_image_hash = update.coverImageHash;
  if (update.website !== undefined) wire.website = update.website;
  if (update.biography !== undefined) wire.biography = update.biography;
  if (update.contactEmail !== undefined) wire.contact_email = update.contactEmail;
  if (update.country !== undefined) wire.country = update.country;
  return wire;
}

export const avatarUploadFromWire = (wire: AvatarUploadTargetWire): AvatarUploadTarget => ({
  presignedAvatarUrl: wire.presigned_avatar_url,
  presignedAvatarThumbnailUrl: wire.presigned_avatar_thumbnail_url,
  avatarImageHash: wire.avatar_image_hash,
});

export const contactMessageToWire = (message: ContactMessage): ContactUsBodyWire => ({
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
});

/** The category and the content type travel as given: the server answers 422 when one is not in its list. */
export const issueReportToWire = (report: IssueReport): IssueReportBodyWire => ({
  category: report.category as IssueReportBodyWire['category'],
  description: report.description,
  attachment_ids: [...report.attachmentIds],
});

export const reportUploadToWire = (request: { fileName: string; contentType: string }): ReportUploadBodyWire => ({
  file_name: request.fileName,
  content_type: request.contentType as ReportUploadBodyWire['content_type'],
});
