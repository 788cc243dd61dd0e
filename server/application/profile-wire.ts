import type { ProfileRow } from '../persistence/user.repository';

/** Spec §3 profile on the wire (snake_case). */
export interface WireProfile {
  readonly user_id: string;
  readonly display_name: string | null;
  readonly username: string | null;
  readonly avatar_image: string | null;
  readonly cover_image: string | null;
  readonly website: string | null;
  readonly biography: string | null;
  readonly contact_email: string | null;
  readonly country: string | null;
  readonly type: string;
}

export const toWireProfile = (row: ProfileRow): WireProfile => ({
  user_id: row.user_id,
  display_name: row.display_name,
  username: row.username,
  avatar_image: row.avatar_image,
  cover_image: row.cover_image,
  website: row.website,
  biography: row.biography,
  contact_email: row.contact_email,
  country: row.country,
  type: row.type,
});

export const isoOrNull = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);
