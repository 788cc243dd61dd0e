import { ALLOWED_TEXT_PATTERN } from '../domain/text/allowed-text';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, USERNAME_PATTERN_SOURCE } from '../domain/user/name-rules';
import { Closed, DateTime, NullableString, Type, type Static } from './schema';

/** Spec §3 allowed-text rule, the domain's own pattern (Ajv compiles patterns with the `u` flag). */
export const AllowedText = (minLength: number, maxLength: number) =>
  Type.String({ minLength, maxLength, pattern: ALLOWED_TEXT_PATTERN.source });

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
export const DisplayName = AllowedText(DISPLAY_NAME_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH);
