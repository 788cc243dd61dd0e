import type { ProfileWire } from '../../src/contract/users.contract';
import type { ProfileRow } from './users.ports';

/** Spec §3 profile on the wire (the contract's Profile): the columns as they are stored, snake_case. */
export const toWireProfile = (row: ProfileRow): ProfileWire => ({
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
