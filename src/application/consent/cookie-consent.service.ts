import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_SAME_SITE, CookieName } from '../../domain/constants/business-constants';
import type { CookieStore } from '../ports/cookie-store.port';
import { StateContainer } from '../shared/state-container';

export interface CookieConsentOptions {
  /**
   * Whether the banner offers "I decline". The spec leaves it open (§4 "Whether declining is enabled:
   * not shown"); we enable it by default because consent that cannot be refused is not consent.
   */
  readonly declineEnabled?: boolean;
}

/** Spec §4 "Cookie consent banner", §9 (cookie CookieConsent, 365 days, SameSite lax). */
export class CookieConsentService extends StateContainer<{ readonly visible: boolean }> {
  readonly declineEnabled: boolean;

  constructor(
    private readonly cookies: CookieStore,
    options: CookieConsentOptions = {},
  ) {
    super({ visible: cookies.get(CookieName.cookieConsent) === undefined });
    this.declineEnabled = options.declineEnabled ?? true;
  }

  isVisible(): boolean {
    return this.getState().visible;
  }

  accept(): void {
    this.store('true');
  }

  /** Ignored when declining is disabled: the banner stays until accepted. */
  decline(): void {
    if (this.declineEnabled) this.store('false');
  }

  private store(value: 'true' | 'false'): void {
    this.cookies.set(CookieName.cookieConsent, value, {
      expiresDays: COOKIE_CONSENT_DAYS,
      sameSite: COOKIE_CONSENT_SAME_SITE,
    });
    this.setState({ visible: false });
  }
}
