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
