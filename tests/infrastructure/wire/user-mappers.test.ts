import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../src/domain/user/user-profile';
import {
  avatarUploadFromWire,
  firstProfileUpdateToWire,
  lastUpdatesFromWire,
  mandatoryFieldsFromWire,
  profileFromWire,
  profileToWire,
  profileUpdateToWire,
} from '../../../src/infrastructure/wire/user-mappers';

const wire = {
  user_id: 'u1',
  display_name: 'Somchai',
  username: 'somchai.trips',
  avatar_image: 'https://img/a.jpg',
  cover_image: 'https://img/c.jpg',
  website: 'https://somchai.example',
  biography: 'เที่ยวทั่วไทย',
  contact_email: 'somchai@example.com',
  country: 'TH',
  type: 'creator',
};

const client: UserProfile = {
  userId: 'u1',
  displayName: 'Somchai',
  username: 'somchai.trips',
  avatarImage: 'https://img/a.jpg',
  coverImage: 'https://img/c.jpg',
  website: 'https://somchai.example',
  biography: 'เที่ยวทั่วไทย',
  contactEmail: 'somchai@example.com',
  country: 'TH',
  type: 'creator',
};

describe('user mappers — spec §3 user profile, snake_case ⇄ camelCase', () => {
  it('spec §3: maps every wire field to the client shape', () => {
    expect(profileFromWire(wire)).toEqual(client);
  });

  it('spec §3: maps the client shape back to the wire', () => {
    expect(profileToWire(client)).toEqual(wire);
  });

  it('spec §3: accepts user_name as an alternative to username', () => {
    const { username: _omit, ...rest } = wire;
    expect(profileFromWire({ ...rest, user_name: 'alt.name' }).username).toBe('alt.name');
  });

  it('spec §3: prefers username when both are sent', () => {
    expect(profileFromWire({ ...wire, user_name: 'other' }).username).toBe('somchai.trips');
  });

  it('spec §3: missing optional fields become null, and type only appears for other users', () => {
    const own = profileFromWire({ user_id: 'u2' });
    expect(own).toEqual({
      userId: 'u2',
      displayName: null,
      username: null,
      avatarImage: null,
      coverImage: null,
      website: null,
      biography: null,
      contactEmail: null,
      country: null,
    });
    expect('type' in own).toBe(false);
  });

  it('spec §3: last-update info, each nullable', () => {
    expect(lastUpdatesFromWire({ username_updated_at: '2024-01-02T03:04:05Z', display_name_updated_at: null })).toEqual(
      {
        usernameUpdatedAt: '2024-01-02T03:04:05Z',
        displayNameUpdatedAt: null,
      },
    );
    expect(lastUpdatesFromWire({})).toEqual({ usernameUpdatedAt: null, displayNameUpdatedAt: null });
  });

  it('spec §3: mandatory-fields response yes and missing_fields', () => {
    expect(mandatoryFieldsFromWire({ yes: false, missing_fields: ['display_name'] })).toEqual({
      yes: false,
      missingFields: ['display_name'],
    });
    expect(mandatoryFieldsFromWire({ yes: true })).toEqual({ yes: true, missingFields: [] });
  });

  it('spec §7: PATCH profiles/1st body is display_name, avatar_image_hash, lang, referral_code', () => {
    expect(
      firstProfileUpdateToWire({ displayName: 'Nid', avatarImageHash: null, lang: 'th', referralCode: 'somchai' }),
    ).toEqual({
      display_name: 'Nid',
      avatar_image_hash: null,
      lang: 'th',
      referral_code: 'somchai',
    });
  });

  it('ours: the username chosen at onboarding travels with PATCH profiles/1st only when it was changed', () => {
    const base = { displayName: 'Nid', avatarImageHash: null, lang: 'th', referralCode: null };
    expect(firstProfileUpdateToWire({ ...base, username: 'nid.eats' })).toMatchObject({ username: 'nid.eats' });
    expect('username' in firstProfileUpdateToWire(base)).toBe(false);
  });

  it('spec §7: PATCH profiles sends only the fields being changed', () => {
    expect(profileUpdateToWire({ username: 'nid.eats' })).toEqual({ username: 'nid.eats' });
    expect(profileUpdateToWire({ displayName: 'Nid', avatarImageHash: null })).toEqual({
      display_name: 'Nid',
      avatar_image_hash: null,
    });
    // The spec §3 profile fields and the cover travel too, null clearing one.
    expect(
      profileUpdateToWire({
        coverImageHash: 'c1',
        website: null,
        biography: 'Hi',
        contactEmail: 'a@b.co',
        country: 'TH',
      }),
    ).toEqual({ cover_image_hash: 'c1', website: null, biography: 'Hi', contact_email: 'a@b.co', country: 'TH' });
  });

  it('spec §7: upload-avatar answer presigned_avatar_url, presigned_avatar_thumbnail_url, avatar_image_hash', () => {
    expect(
      avatarUploadFromWire({
        presigned_avatar_url: 'https://u/a',
        presigned_avatar_thumbnail_url: 'https://u/t',
        avatar_image_hash: 'h1',
        expires_at: '2024-01-02T03:19:05Z',
      }),
    ).toEqual({ presignedAvatarUrl: 'https://u/a', presignedAvatarThumbnailUrl: 'https://u/t', avatarImageHash: 'h1' });
  });
});
