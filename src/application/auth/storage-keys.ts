/**
 * Names of what the auth use cases keep in the browser (spec §4). One file so the adapters, the
 * native web-view bridge and the tests agree on them.
 */

/** Spec §4 Access-token handling: where the mobile app's web view injects its access token. */
export const WEB_VIEW_ACCESS_TOKEN_KEY = 'webViewAccessToken';

/** Spec §4 Access-token handling: the per-user cached token lives under the uid plus ":tk". */
export const userTokenKey = (uid: string): string => `${uid}:tk`;

/** Spec §4 Auth initialisation: the stored LINE token set (spec §3 LINE token set, JSON). */
export const LINE_TOKEN_KEY = 'lineToken';

/** Spec §4 LINE login: the random state saved before leaving for LINE's authorize page. */
export const LINE_LOGIN_STATE_KEY = 'lineLoginState';

/** The random state saved before leaving for LINE's authorize page to link LINE from settings. */
export const LINE_LINK_STATE_KEY = 'lineLinkState';

/** The signed-in user's profile cached per identity uid, shown at once on the next start while it refreshes. */
export const userProfileCacheKey = (uid: string): string => `${uid}:profile`;

/**
 * The persistence the person chose at their last sign-in on this device (spec §4 Other sign-in paths:
 * remember-me, social, LINE), per identity uid, so it comes back once onboarding is done even after a reload.
 */
export const persistenceChoiceKey = (uid: string): string => `${uid}:persistence`;
