import { describe, expect, it } from 'vitest';
import { CookieConsentService } from '../../../src/application/consent/cookie-consent.service';
import { CookieName } from '../../../src/domain/constants/business-constants';
import { InMemoryCookieStore } from '../../fakes/in-memory-cookie-store';

describe('spec §4 Cookie consent banner', () => {
  it('spec §4 Cookie consent: visible when no CookieConsent cookie exists', () => {
    expect(new CookieConsentService(new InMemoryCookieStore()).isVisible()).toBe(true);
  });

  it.each(['true', 'false'])('spec §4 Cookie consent: hidden when the cookie says %s', (value) => {
    const cookies = new InMemoryCookieStore();
    cookies.set(CookieName.cookieConsent, value);
    expect(new CookieConsentService(cookies).isVisible()).toBe(false);
  });

  it('spec §4 §9 Cookie consent: accepting stores true for 365 days, SameSite lax, and hides the banner', () => {
    const cookies = new InMemoryCookieStore();
    const service = new CookieConsentService(cookies);
    const seen: boolean[] = [];
    service.subscribe((state) => seen.push(state.visible));

    service.accept();

    expect(cookies.get('CookieConsent')).toBe('true');
    expect(cookies.optionsOf('CookieConsent')).toEqual({ expiresDays: 365, sameSite: 'lax' });
    expect(service.isVisible()).toBe(false);
    expect(seen).toEqual([false]);
  });

  it('spec §4 Cookie consent: declining (enabled by default) stores false and hides the banner', () => {
    const cookies = new InMemoryCookieStore();
    const service = new CookieConsentService(cookies);
    expect(service.declineEnabled).toBe(true);

    service.decline();

    expect(cookies.get('CookieConsent')).toBe('false');
    expect(cookies.optionsOf('CookieConsent')).toEqual({ expiresDays: 365, sameSite: 'lax' });
    expect(service.isVisible()).toBe(false);
  });

  it('spec §4 Cookie consent: with declining disabled, decline stores nothing and the banner stays', () => {
    const cookies = new InMemoryCookieStore();
    const service = new CookieConsentService(cookies, { declineEnabled: false });

    service.decline();

    expect(cookies.get('CookieConsent')).toBeUndefined();
    expect(service.isVisible()).toBe(true);
  });
});
