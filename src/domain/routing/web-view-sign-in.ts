import type { RouteDecision } from './route-gate';
import { matchesAnyRoute, matchesRoute, normalizePath, Routes } from './routes';

/** Where a person signs in or makes an account on the web. */
const WEB_SIGN_IN_PAGES = [Routes.login, Routes.signup, Routes.forgotPassword];

export interface HostAppSignInInput {
  /** Spec §2 appMode=webViewInFca|fca, remembered for the session. */
  readonly isWebView: boolean;
  readonly isInitialized: boolean;
  /** `location.pathname`. */
  readonly path: string;
  /** The gate's decision for this location (route-gate.ts). */
  readonly decision: RouteDecision;
}

/**
 * Ours (spec §1 §2 web view): inside the mobile app, the app owns sign-in and hands the web view its token
 * (spec §4 Access-token handling). The web's sign-in pages cannot work there: Google, Facebook and Apple
 * sign in through popups a web view does not open, and a session made in the web view would not be the
 * app's. So where the web would show one — the gate sending a visitor without a session to /login (no
 * token handed over, or the one handed over was refused and could not be refreshed), or /login, /signup,
 * /forgot-password opened directly — the web view asks the person to sign in again in the app instead.
 */
export function needsHostAppSignIn({ isWebView, isInitialized, path, decision }: HostAppSignInInput): boolean {
  if (!isWebView || !isInitialized) return false;
  if (decision.kind === 'redirect') return matchesRoute(decision.to.split(/[?#]/, 1)[0], Routes.login);
  return matchesAnyRoute(normalizePath(path), WEB_SIGN_IN_PAGES);
}
