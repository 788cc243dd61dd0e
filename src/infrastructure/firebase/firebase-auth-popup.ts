import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  linkWithPopup,
  reauthenticateWithPopup,
  OAuthProvider,
  signInWithPopup,
  type Auth,
  type AuthProvider as FirebaseSdkProvider,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { SocialProvider } from '../../application/ports/auth-provider.port';

/**
 * Social sign-in (spec §4 Other sign-in paths: a popup), in a chunk of its own that is downloaded when a
 * social button is pressed. The popup resolver is passed per call instead of to `initializeAuth`,
 * so Google's gapi script and the helper iframe load on that press and never before.
 */
export function signInWithSocialPopup(auth: Auth, provider: SocialProvider): Promise<UserCredential> {
  return signInWithPopup(auth, socialProvider(provider), browserPopupRedirectResolver);
}

export function linkWithSocialPopup(user: User, provider: SocialProvider): Promise<UserCredential> {
  return linkWithPopup(user, socialProvider(provider), browserPopupRedirectResolver);
}

export function reauthenticateWithSocialPopup(user: User, provider: SocialProvider): Promise<UserCredential> {
  return reauthenticateWithPopup(user, socialProvider(provider), browserPopupRedirectResolver);
}

function socialProvider(provider: SocialProvider): FirebaseSdkProvider {
  switch (provider) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'apple': {
      const apple = new OAuthProvider('apple.com');
      apple.addScope('email');
      apple.addScope('name');
      return apple;
    }
  }
}
