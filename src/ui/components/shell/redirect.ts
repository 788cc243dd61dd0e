import { useLocation } from 'react-router-dom';
import type { RouteDecision } from '../../../domain/routing/route-gate';
import { matchesRoute, Routes } from '../../../domain/routing/routes';
import { safeRedirectPath } from '../../../domain/routing/safe-redirect';

/** The `redirectUrl` of `/login?redirectUrl=…` (spec §2 rule 5) as a path on this site, else /dashboard. */
export function redirectAfterLogin(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirectUrl'));
}

/** For the login screen: where to go once signed in (never off the site). */
export function useRedirectAfterLogin(): string {
  return redirectAfterLogin(useLocation().search);
}

/**
 * Where the shell navigates for a gate decision. Rule 4 sends a signed-in user away from /login to
 * /dashboard; when the login page carries a `redirectUrl`, that (made safe) is honoured instead.
 */
export function gateTarget(decision: RouteDecision, path: string, search: string): string | null {
  if (decision.kind === 'allow') return null;
  if (decision.to !== Routes.dashboard || !matchesRoute(path, Routes.login)) return decision.to;
  const target = redirectAfterLogin(search);
  // A redirectUrl back to /login itself would loop.
  return matchesRoute(target.split(/[?#]/, 1)[0], Routes.login) ? Routes.dashboard : target;
}
