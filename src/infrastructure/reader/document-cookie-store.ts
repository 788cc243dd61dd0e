import type { CookieOptions, CookieStore } from '../../application/ports/cookie-store.port';

/**
 * The reader's CookieStore: the same cookies as the SPA's JsCookieStore (site-wide path '/',
 * expiry in days, SameSite, Secure over https) written through document.cookie, so the cookie banner's
 * chunk does not carry js-cookie into the reader's 100 KB budget.
 */
export class DocumentCookieStore implements CookieStore {
  constructor(
    private readonly doc: Pick<Document, 'cookie'> = document,
    private readonly isHttps: () => boolean = () => window.location.protocol === 'https:',
  ) {}

  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = this.doc.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix));
    if (found === undefined) return undefined;
    try {
      return decodeURIComponent(found.slice(prefix.length));
    } catch {
      return found.slice(prefix.length);
    }
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
    if (options.expiresDays !== undefined)
      parts.push(`expires=${new Date(Date.now() + options.expiresDays * 864e5).toUTCString()}`);
    if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
    if (options.secure ?? (this.isHttps() || options.sameSite === 'none')) parts.push('Secure');
    this.doc.cookie = parts.join('; ');
  }

  remove(name: string): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
