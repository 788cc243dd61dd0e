import type { AnalyticsConsent } from '../../application/ports/analytics-consent.port';
import { CookieName } from '../../domain/constants/business-constants';

/** The reader's answer to the cookie banner (spec §4: CookieConsent=true accepted), read from document.cookie. */
export class BrowserAnalyticsConsent implements AnalyticsConsent {
  allowed(): boolean {
    return (
      typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${CookieName.cookieConsent}=true`)
    );
  }

  referrer(): string | null {
    return typeof document === 'undefined' || document.referrer === '' ? null : document.referrer;
  }
}
