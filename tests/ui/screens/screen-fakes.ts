import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp } from '../support/render-app';

/** A person whose provider session is restored at start-up (spec §4 Auth initialisation, provider path). */
export function aSignedInApp(user: Parameters<typeof anAuthUser>[0] = {}, options: Parameters<typeof anApp>[0] = {}) {
  const fakes = anApp(options);
  fakes.auth.authProvider.restoreSession(anAuthUser(user));
  return fakes;
}

/** A person with an email account who is not signed in. */
export function anAnonymousAppWithAccount(email = 'somchai@example.com', password = 'correct-horse') {
  const fakes = anApp();
  fakes.auth.authProvider.addAccount(email, password, { uid: 'uid-1', email, emailVerified: true });
  return { fakes, email, password };
}

/** Signed in with a password account whose address is not confirmed yet, terms still to accept (spec §2 rules 2, 3). */
export function anUnconfirmedApp(email = 'somchai@example.com') {
  const fakes = anApp();
  const account = fakes.auth.authProvider.addAccount(email, 'long-enough', { uid: 'uid-1', emailVerified: false });
  fakes.auth.authProvider.restoreSession(account);
  fakes.auth.userProfileApi.termsAccepted = false;
  return fakes;
}
