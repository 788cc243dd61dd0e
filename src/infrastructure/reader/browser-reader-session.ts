import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../../application/auth/storage-keys';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import { isTokenExpired } from '../../domain/auth/token-expiry';
import { CookieName } from '../../domain/constants/business-constants';

/** Firebase Auth keeps a persisted user under this prefix in local or session storage. */
const FIREBASE_USER_PREFIX = 'firebase:authUser:';
/** The main app caches each user's token under `<uid>:tk` (spec §4 Access-token handling). */
const TOKEN_CACHE_SUFFIX = ':tk';

/**
 * The reader's view of the sign-in: storage is read for a hint without loading the SDK; the
 * token itself comes from the mobile app's web-view token (spec §4) or from Firebase, loaded on demand.
 */
export class BrowserReaderSession implements ReaderSession {
  constructor(
    private readonly loadIdToken: () => Promise<string | null>,
    private readonly local: () => Storage = () => window.localStorage,
    private readonly session: () => Storage = () => window.sessionStorage,
    private readonly cookies: () => string = () => document.cookie,
  ) {}

  mayBeSignedIn(): boolean {
    return (
      this.webViewToken() !== null ||
      this.hasTokenCookie() ||
      this.keys().some((key) => key.startsWith(FIREBASE_USER_PREFIX) || key.endsWith(TOKEN_CACHE_SUFFIX))
    );
  }

  async getIdToken(): Promise<string | null> {
    return this.webViewToken() ?? (await this.loadIdToken());
  }

  heldToken(nowMs: number): string | null {
    const cached = this.keys()
      .filter((key) => key.endsWith(TOKEN_CACHE_SUFFIX))
      .map((key) => this.read(key));
    return (
      [this.webViewToken(), ...cached].find(
        (token): token is string => token !== null && !isTokenExpired(expiryOf(token), nowMs),
      ) ?? null
    );
  }

  private read(key: string): string | null {
    try {
      return this.local().getItem(key) ?? this.session().getItem(key);
    } catch {
      return null;
    }
  }

  /**
   * Spec §4 Auth initialisation: the app keeps a signed-in user's token in the FIREBASE_TOKEN cookie (14 days) and
   * removes it at sign-out, so it outlives a tab whose session-only sign-in left no storage behind.
   */
  private hasTokenCookie(): boolean {
    try {
      return this.cookies()
        .split(';')
        .some((part) => part.trim().startsWith(`${CookieName.firebaseToken}=`));
    } catch {
      return false;
    }
  }

  private webViewToken(): string | null {
    try {
      return this.local().getItem(WEB_VIEW_ACCESS_TOKEN_KEY);
    } catch {
      return null;
    }
  }

  private keys(): string[] {
    try {
      return [this.local(), this.session()].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''),
      );
    } catch {
      return [];
    }
  }
}

/** The `exp` claim of a JWT, read without verifying it (the server verifies); null when unreadable. */
function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
