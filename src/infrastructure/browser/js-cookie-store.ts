import Cookies from 'js-cookie';
import type { CookieOptions, CookieStore } from '../../application/ports/cookie-store.port';

/**
 * Browser cookies through js-cookie (FIREBASE_TOKEN 14 days, CookieConsent 365 days SameSite lax:
 * spec §4 §9). Cookies are site-wide (path '/') and Secure whenever the page is served over https.
 */
export class JsCookieStore implements CookieStore {
  constructor(private readonly isHttps: () => boolean = () => window.location.protocol === 'https:') {}

  get(name: string): string | undefined {
    return Cookies.get(name);
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    Cookies.set(name, value, {
      path: options.path ?? '/',
      ...(options.expiresDays !== undefined ? { expires: options.expiresDays } : {}),
      ...(options.sameSite ? { sameSite: options.sameSite } : {}),
      // SameSite=None is only accepted on Secure cookies.
      secure: options.secure ?? (this.isHttps() || options.sameSite === 'none'),
    });
  }

  remove(name: string): void {
    Cookies.remove(name, { path: '/' });
  }
}
