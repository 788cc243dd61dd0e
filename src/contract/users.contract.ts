import {
  DISPLAY_NAME_INPUT_PATTERN_SOURCE,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  USERNAME_PATTERN_SOURCE,
} from '../domain/user/name-rules';
import {
  BIOGRAPHY_MAX_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_EMAIL_PATTERN_SOURCE,
  COUNTRY_PATTERN_SOURCE,
  WEBSITE_MAX_LENGTH,
  WEBSITE_PATTERN_SOURCE,
} from '../domain/user/profile-fields';
import { PagingOffset } from './content.contract';
import { UploadHash } from './media.contract';
import {
  AllowedText,
  Closed,
  DateTime,
  Instant,
  Nullable,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from './schema';

export { AllowedText };

/** Spec §3 profile as the wire carries it (snake_case). */
export const Profile = Closed({
  user_id: Type.String(),
  display_name: NullableString(),
  username: NullableString(),
  avatar_image: NullableString({ description: 'Same-origin path of the avatar image (/api/uploads/avatar/{hash}).' }),
  cover_image: NullableString(),
  website: NullableString(),
  biography: NullableString(),
  contact_email: NullableString(),
  country: NullableString(),
  type: Type.String({ description: "Account type; 'user' for every account today." }),
});
export type ProfileWire = Static<typeof Profile>;

/** Spec §3 last-update info: null = never changed. */
export const LastUpdates = Closed({ username_updated_at: DateTime(), display_name_updated_at: DateTime() });
export type LastUpdatesWire = Static<typeof LastUpdates>;

/** Ours: usernames are URL handles (/profiles/[username]); the domain's rule (name-rules.ts). */
export const Username = Type.String({ pattern: USERNAME_PATTERN_SOURCE });
/**
 * Spec §3 allowed text, plus the invisible characters the display-name rule answers with its own code (4220101013)
 * rather than this schema's general failure. The server normalizes the name (NFKC, one plain space) and checks the
 * rule again before storing it: src/domain/user/name-rules.ts.
 */
export const DisplayName = Type.String({
  minLength: DISPLAY_NAME_MIN_LENGTH,
  maxLength: DISPLAY_NAME_MAX_LENGTH,
  pattern: DISPLAY_NAME_INPUT_PATTERN_SOURCE,
});

// ——— user-profile-query-service ———

const UserIdString = Type.String({ minLength: 1, maxLength: 100 });
/** A user id (or, for public profiles, a username) in the path. */
export const UserIdParams = Closed({ userId: UserIdString });

export const Exists = Closed({ exists: Type.Boolean() });
export type ExistsWire = Static<typeof Exists>;

/** Spec §5 uniqueness lookup: by=d display name, u username, e email. */
export const ExistsOrNotQuery = Closed({
  by: StringEnum(['d', 'u', 'e'] as const),
  value: Type.String({ minLength: 1, maxLength: 254 }),
});
export type ExistsOrNotQueryWire = Static<typeof ExistsOrNotQuery>;

export const TermsStatus = Closed({ accepted: Type.Boolean() });
export type TermsStatusWire = Static<typeof TermsStatus>;

/** Design choice: the profile fields that must be filled before the app can be used (spec §4 step 6). */
export const MANDATORY_FIELDS = ['display_name', 'username'] as const;
export type MandatoryField = (typeof MANDATORY_FIELDS)[number];
export const MandatoryFields = Closed({
  yes: Type.Boolean(),
  missing_fields: Type.Array(StringEnum(MANDATORY_FIELDS)),
});
export type MandatoryFieldsWire = Static<typeof MandatoryFields>;

// ——— user-orchestration-service profile writes ———

export const CreateProfileBody = Closed({ user_id: UserIdString, firebase_id: UserIdString });
export type CreateProfileBodyWire = Static<typeof CreateProfileBody>;

export const TermsAccepted = Closed({ accepted: Type.Literal(true), accepted_at: Instant() });
export type TermsAcceptedWire = Static<typeof TermsAccepted>;

export const FirstProfileUpdateBody = Closed({
  display_name: DisplayName,
  /**
   * Ours: the username chosen at onboarding, when the person changed the one derived at sign-up. Choosing it
   * here is not a change of spec §5 (the 60-day rule starts with the first change after onboarding).
   */
  username: Type.Optional(Username),
  avatar_image_hash: Type.Optional(Nullable(UploadHash)),
  lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' })),
  referral_code: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
});
export type FirstProfileUpdateBodyWire = Static<typeof FirstProfileUpdateBody>;

/** Only the fields being changed travel: an absent field is left as it is. */
export const ProfileUpdateBody = Closed({
  display_name: Type.Optional(DisplayName),
  username: Type.Optional(Username),
  avatar_image_hash: Type.Optional(Nullable(UploadHash)),
  /** The cover is uploaded like the avatar (upload-avatar) and named by that upload's hash. */
  cover_image_hash: Type.Optional(Nullable(UploadHash)),
  /** Spec §3 profile fields; null clears one. Rules: src/domain/user/profile-fields.ts. */
  website: Type.Optional(Nullable(Type.String({ maxLength: WEBSITE_MAX_LENGTH, pattern: WEBSITE_PATTERN_SOURCE }))),
  biography: Type.Optional(Nullable(AllowedText(0, BIOGRAPHY_MAX_LENGTH))),
  contact_email: Type.Optional(
    Nullable(Type.String({ maxLength: CONTACT_EMAIL_MAX_LENGTH, pattern: CONTACT_EMAIL_PATTERN_SOURCE })),
  ),
  country: Type.Optional(Nullable(Type.String({ pattern: COUNTRY_PATTERN_SOURCE }))),
});
export type ProfileUpdateBodyWire = Static<typeof ProfileUpdateBody>;

// ——— social-user-query-service ———

const MentionKeyword = Type.String({ minLength: 1, maxLength: 50 });
export const MentionQuery = Closed({ keyword: MentionKeyword });
/** Paging defaults of spec §9: offset 0, limit 10 (at most 50). */
export const MentionAllQuery = Closed({
  keyword: MentionKeyword,
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
