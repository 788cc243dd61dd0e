/**
 * Whether the reader accepted analytics (spec §4 cookie banner: CookieConsent=true), and the page they came from.
 * Declined or not answered yet: no read beacon and no referrer are sent.
 */
export interface AnalyticsConsent {
  allowed(): boolean;
  /** document.referrer, or null when there is none. */
  referrer(): string | null;
}
