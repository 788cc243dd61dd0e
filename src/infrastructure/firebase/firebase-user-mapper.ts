import type { User } from 'firebase/auth';
import type { IdentityUser } from '../../application/ports/auth-provider.port';

/** The one place a Firebase `User` becomes the port's `IdentityUser` (no SDK type leaks past here). */
export function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    // providerData holds one entry per linked sign-in method; a custom-token (LINE) user has none.
    providerIds: user.providerData.map((info) => info.providerId),
    displayName: user.displayName,
    photoUrl: user.photoURL,
  };
}
