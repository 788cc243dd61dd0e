import type { AuthUser } from '../../src/domain/auth/auth-state';

/** An identity user (domain `AuthUser`, structurally the port's `IdentityUser`). */
export const anAuthUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'uid-1',
  email: 'somchai@example.com',
  emailVerified: true,
  providerIds: ['password'],
  displayName: 'Somchai',
  photoUrl: null,
  ...overrides,
});
