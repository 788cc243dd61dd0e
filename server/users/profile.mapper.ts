import type { ProfileRow } from './users.ports';

/** The columns of spec §3's profile, sent as they are stored (snake_case is the wire format). */
const WIRE_PROFILE_KEYS = [
  'user_id', 'display_name', 'username', 'avatar_image', 'cover_image', 'website', 'biography', 'contact_email', 'country', 'type',
] as const;

/** Spec §3 profile on the wire (snake_case). */
export type WireProfile = Pick<ProfileRow, (typeof WIRE_PROFILE_KEYS)[number]>;

export const toWireProfile = (row: ProfileRow): WireProfile =>
  Object.fromEntries(WIRE_PROFILE_KEYS.map((key) => [key, row[key]])) as WireProfile;
