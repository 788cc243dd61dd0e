/**
 * The sign-in methods of an account as the identity provider names them (account security):
 * email and password and the social popups of spec §4. LINE is no identity-provider method (its sign-in is a
 * custom token); a LINE account linked in the product backend is named LINE_METHOD among them.
 */
export const PASSWORD_METHOD = 'password';
export const LINE_METHOD = 'line';
export const LINKABLE_METHODS = ['google.com', 'facebook.com', 'apple.com'] as const;
export type LinkableMethod = (typeof LINKABLE_METHODS)[number];

/** Never unlink the last way in: an account left without one could never be signed into again. */
export function canUnlink(providerIds: readonly string[], providerId: string): boolean {
  return providerIds.includes(providerId) && providerIds.filter((id) => id !== providerId).length > 0;
}
