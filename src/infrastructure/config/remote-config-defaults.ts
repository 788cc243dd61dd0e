/**
 * Remote-config values bundled with the SPA: what the embedded stack reads (LocalRemoteConfigSource)
 * and the in-app defaults Firebase Remote Config falls back to before its first fetch. Values are
 * strings parsed as JSON by the application (spec §7 "a value is parsed as JSON").
 */
export const remoteConfigDefaults: Readonly<Record<string, string>> = {
  /** The LINE button shows only where a LINE channel is configured as well. */
  line_login_enabled: 'true',
  /** Offer the mobile app after onboarding (spec §4 Flags: download-app). */
  show_download_app: 'true',
  /** Whether the cookie banner offers "I decline" (spec §4: not shown; we let users decline). */
  cookie_consent_decline_enabled: 'true',
  /**
   * The mobile app's store pages, shown on /download-app: https URLs; an empty one shows no link for that store
   * (the bundled value: no store listing is known to the embedded stack).
   */
  app_store_links: JSON.stringify({ app_store: '', google_play: '' }),
  social_login_providers: JSON.stringify(['google', 'facebook', 'apple']),
  feature_flags: JSON.stringify({ polls: true, campaigns: true, map: true, trips: true, comments: true }),
};
