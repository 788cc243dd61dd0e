import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../../application/auth/storage-keys';
import type { ReaderSession } from '../../application/ports/reader-session.port';

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
    return this.webViewToken() !== null || this.keys().some((key) => key.startsWith(FIREBASE_USER_PREFIX) || key.endsWith(TOKEN_CACHE_SUFFIX));
  }

  async getIdToken(): Promise<string | null> {
    return this.webViewToken() ?? (await this.loadIdToken());
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
      return [this.local(), this.session()].flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''));
    } catch {
      return [];
    }
  }
}
