import type { LineCallback } from '../../../application/auth/line-link.use-case';
import type { AccountSecurityService } from '../../../application/auth/account-security.service';
import { matchesRoute, normalizePath, Routes } from '../../../domain/routing/routes';

/** What the settings page finds in the router state after a LINE link round-trip. */
export interface LineLinkReturn {
  readonly lineLinkReturn: LineCallback;
}

export const lineLinkReturnOf = (state: unknown): LineCallback | null =>
  typeof state === 'object' && state !== null && 'lineLinkReturn' in state
    ? (state as LineLinkReturn).lineLinkReturn
    : null;

/**
 * LINE sends a link back to spec §4's one LINE callback URL (the redirect URI registered for the
 * channel). A signed-in user has no business there (spec §2 rule 4 sends them to the dashboard), so when the
 * callback's state is the one a settings link saved, the shell hands code and state to the settings page
 * before the gate decides. Pure read: the settings page consumes the state.
 */
export function lineLinkHandoff(path: string, search: string, security: AccountSecurityService): LineLinkReturn | null {
  if (!security.line || !matchesRoute(normalizePath(path), Routes.lineLoginCallback)) return null;
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!security.line.ownsCallback(state)) return null;
  return { lineLinkReturn: { code: query.get('code'), state } };
}
