import { initialAuthState, type AuthState } from '../../src/domain/auth/auth-state';
import type { SignedInSession } from '../../src/domain/auth/auth-transitions';
import { anAuthUser } from './auth-user.builder';

export const anAuthState = (overrides: Partial<AuthState> = {}): AuthState => ({ ...initialAuthState, ...overrides });

export const aSignedInSession = (overrides: Partial<SignedInSession> = {}): SignedInSession => ({
  firebaseUser: anAuthUser(),
  currentUserId: 'user-1',
  needVerifyEmail: false,
  needAcceptTermsOfUse: false,
  needUpdatePersonalInfo: false,
  ...overrides,
});
