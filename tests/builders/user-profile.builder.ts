import type { UserProfile } from '../../src/domain/user/user-profile';

export const aUserProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userId: 'user-1',
  displayName: 'Somchai',
  username: 'somchai',
  avatarImage: null,
  coverImage: null,
  website: null,
  biography: null,
  contactEmail: null,
  country: 'TH',
  ...overrides,
});
