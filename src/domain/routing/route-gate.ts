import type { GateAuthView } from './gate-auth-view';
import { isPublicRoute, matchesAnyRoute, matchesRoute, normalizePath, Routes } from './routes';

export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

export interface RouteGateInput {
  /** `location.pathname`, still percent-encoded. */
  readonly path: string;
  /** `location.search`, with or without the leading `?`. */
  readonly search: string;
  readonly auth: GateAuthView;
}

const ALLOW: RouteDecision = { kind: 'allow' };

/** Rule 1 exception: a disabled user may still read help (spec §2, §6). */
const DISABLED_USER_ALLOWED = [Routes.accountDisabled, Routes.helpAndSupport, Routes.inAppHelpAndSupport];

/** Rule 2 exceptions, as spec §2 lists them. */
const UNVERIFIED_EMAIL_ALLOWED = [Routes.verifyEmail, Routes.auth, Routes.contactUs];

/** Rule 4: pages a signed-in user has no business on. */
const SIGNED_IN_LEAVES = [
  Routes.login,
  Routes.signup,
  Routes.forgotPassword,
  Routes.verifyEmail,
  Routes.personalInfo,
  Routes.personalInterest,
  Routes.lineLoginCallback,
];

/** Onboarding pages that lead on to the interests step while it is pending. */
const ONBOARDING_STEPS = [Routes.personalInfo, Routes.personalInterest];

/**
 * Rule 5: pages an anonymous visitor may see besides the public bypass list. The spec's list also names
 * personal-info and terms; see ONBOARDING_STEPS_NEEDING_A_SESSION for why they are not here.
 */
const ANONYMOUS_ALLOWED = [
  Routes.content,
  Routes.login,
  Routes.signup,
  Routes.forgotPassword,
  Routes.accountDisabled,
  Routes.auth,
];

/**
 * Ours, narrowing rule 5: every onboarding step acts on the signed-in account (accept the terms, fill the
 * profile, pick interests, confirm the address), so reaching one without a session means the session ended
 * on the way (the browser closed on spec §4 step 7's SESSION persistence, the API refused the token, the
 * identity provider dropped the user). The spec lets personal-info and terms past rule 5, which left a form
 * whose every call failed with 401 and no way to sign in; instead the login page says the session ended
 * and leads back here.
 */
const ONBOARDING_STEPS_NEEDING_A_SESSION = [
  Routes.verifyEmail,
  Routes.terms,
  Routes.personalInfo,
  Routes.personalInterest,
];

/** Why the login page was opened, carried in its `reason` query so it survives a reload. */
export type LoginReason = 'session-ended';
const LOGIN_REASON_QUERY = 'reason';

/**
 * The login gate of spec §2 "Gate behaviour, in priority order": the first rule that applies wins.
 * The public bypass list only skips rule 5; rules 1–4 and 6 apply on public pages too. Before auth
 * has initialised nothing is decided (the "Initializing app..." overlay covers the page).
 * A rule whose condition holds decides alone: it redirects, or allows its target and its listed
 * exceptions; later rules are not consulted. So a redirect to the page already shown is never
 * returned and two rules cannot bounce a user between their targets.
 */
export function decideRoute({ path, search, auth }: RouteGateInput): RouteDecision {
  if (!auth.isInitialized) return ALLOW;
  const here = normalizePath(path);
  const redirect = (to: string): RouteDecision => (matchesRoute(here, to) ? ALLOW : { kind: 'redirect', to });
  const hasSession = auth.isSignedIn || auth.isWebViewAccessTokenInjected;

  if (auth.isUserDisabled) {
    return matchesAnyRoute(here, DISABLED_USER_ALLOWED) ? ALLOW : redirect(Routes.accountDisabled);
  }
  if (auth.needVerifyEmail) {
    return matchesAnyRoute(here, UNVERIFIED_EMAIL_ALLOWED) ? ALLOW : redirect(Routes.verifyEmail);
  }
  if (auth.needAcceptTermsOfUse) {
    return redirect(Routes.terms);
  }
  if (hasSession) {
    if (auth.needUpdatePersonalInfo) return redirect(Routes.personalInfo);
    // Ours (spec silent): the interests step comes before the download-app prompt of rule 4.
    if (auth.needSelectInterests && matchesAnyRoute(here, ONBOARDING_STEPS)) return redirect(Routes.personalInterest);
    if (auth.showDownloadApp && matchesRoute(here, Routes.personalInfo)) return redirect(Routes.downloadApp);
    if (matchesAnyRoute(here, SIGNED_IN_LEAVES)) return redirect(Routes.dashboard);
  } else if (matchesAnyRoute(here, ONBOARDING_STEPS_NEEDING_A_SESSION)) {
    return { kind: 'redirect', to: loginRedirectTarget(path, search, 'session-ended') };
  } else if (!isPublicRoute(here) && !matchesAnyRoute(here, ANONYMOUS_ALLOWED)) {
    return { kind: 'redirect', to: loginRedirectTarget(path, search, auth.sessionEnded ? 'session-ended' : null) };
  }
  if (matchesRoute(here, Routes.accountDisabled)) {
    return redirect(Routes.home);
  }
  return ALLOW;
}

/**
 * Spec §2 rule 5: `/login?redirectUrl=<current path and query>`, encoded as one parameter; with a reason
 * (ours) `&reason=…` tells the login page why the person has to sign in again.
 */
export function loginRedirectTarget(path: string, search: string, reason: LoginReason | null = null): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const because = reason === null ? '' : `&${LOGIN_REASON_QUERY}=${reason}`;
  return `${Routes.login}?redirectUrl=${encodeURIComponent(`${path}${query}`)}${because}`;
}

/** The reason the login page was opened with (loginRedirectTarget), or null. */
export function loginReasonOf(search: string): LoginReason | null {
  return new URLSearchParams(search).get(LOGIN_REASON_QUERY) === 'session-ended' ? 'session-ended' : null;
}
