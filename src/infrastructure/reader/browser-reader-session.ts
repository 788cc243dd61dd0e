import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../../application/auth/storage-keys';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import { isTokenExpired } from '../../domain/auth/token-expiry';

/** Firebase Auth keeps a persisted user under this prefix in local or session storage. */
const FIREBASE_USER_PREFIX = 'firebase:authUser:';
/** The main app caches each user's token under `<uid>:tk` (spec §4 Access-token handling). */
const TOKEN_CACHE_SUFFIX = ':tk';

/**
 * The reader's view of the sign-in (issue 4): storage is read for a hint without loading the SDK; the
 * token itself comes from the mobile app's web-view token (spec §4) or from Firebase, loaded on demand.
 */
export class BrowserReaderSession implements ReaderSession {
  constructor(
    private readonly loadIdToken: () => Promise<string | null>,
    private readonly local: () => Storage = () => window.localStorage,
    private readonly session: () => Storage = () => window.sessionStorage,
  ) {}

  mayBeSignedIn(): boolean {
    return (
      this.webViewToken() !== null ||
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
