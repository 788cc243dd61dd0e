import type { AuthState } from '../../../domain/auth/auth-state';
import { showsLoadingOverlay } from '../../../domain/routing/page-behaviour';

export type ShellOverlay = 'initializing' | 'loading' | 'unavailable' | null;

/**
 * Spec §2 "Overlays", in this order: "Service unavailable…" when initialisation failed (auth or
 * remote configuration), "Initializing app..." while auth initialises, "Loading..." until remote
 * configuration is loaded; none on the pages of spec §2 "Page-level behaviour".
 */
export function shellOverlay(input: {
  readonly path: string;
  readonly auth: Pick<AuthState, 'isInitialized' | 'initializeError'>;
  readonly remoteConfig: { readonly isLoaded: boolean; readonly failed: boolean };
}): ShellOverlay {
  if (!showsLoadingOverlay(input.path)) return null;
  if (input.auth.initializeError !== null || input.remoteConfig.failed) return 'unavailable';
  if (!input.auth.isInitialized) return 'initializing';
  if (!input.remoteConfig.isLoaded) return 'loading';
  return null;
}
