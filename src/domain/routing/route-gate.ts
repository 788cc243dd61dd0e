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

/** Rule 5: pages an anonymous visitor may see besides the public bypass list. */
const ANONYMOUS_ALLOWED = [
  Routes.content,
  Routes.login,
  Routes.signup,
  Routes.forgotPassword,
  Routes.accountDisabled,
  Routes.personalInfo,
  Routes.terms,
  Routes.auth,
];

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
  } else if (!isPublicRoute(here) && !matchesAnyRoute(here, ANONYMOUS_ALLOWED)) {
    return { kind: 'redirect', to: loginRedirectTarget(path, search) };
  }
  if (matchesRoute(here, Routes.accountDisabled)) {
    return redirect(Routes.home);
  }
  return ALLOW;
}

/** Spec §2 rule 5: `/login?redirectUrl=<current path and query>`, encoded as one parameter. */
export function loginRedirectTarget(path: string, search: string): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${Routes.login}?redirectUrl=${encodeURIComponent(`${path}${query}`)}`;
}
