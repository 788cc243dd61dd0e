import type { SavedKind, SavedState } from '../../domain/saved/saved';
import type { ReaderSession } from '../ports/reader-session.port';
import type { SavedApi } from '../ports/saved-api.port';
import { normalized } from '../shared/normalized';
import type { SignInWishes } from '../shared/sign-in-wishes';

/**
 * "Save" on a reading page (a content, a trip, a place). The adapter and the identity SDK load with the first
 * use, never with the page: an anonymous reader pays nothing, and a reader without a remembered sign-in is sent
 * to sign in ('signIn'), the page coming back to make the save then.
 */
export class SaveService {
  private api: Promise<SavedApi> | null = null;

  constructor(
    private readonly loadApi: () => Promise<SavedApi>,
    private readonly session: Pick<ReaderSession, 'mayBeSignedIn' | 'getIdToken' | 'heldToken'>,
    private readonly now: () => number,
    /** A signed-out press, remembered in this tab for the return from signing in (see `wished`). */
    private readonly wishes: Pick<SignInWishes, 'remember' | 'take'>,
  ) {}

  /** Whether a token is at hand: one the app holds, else the identity SDK's (loaded now) when a sign-in is remembered. */
  private async signedIn(): Promise<boolean> {
    if (this.session.heldToken(this.now()) !== null) return true;
    if (!this.session.mayBeSignedIn()) return false;
    return (await normalized(() => this.session.getIdToken())) !== null;
  }

  private adapter(): Promise<SavedApi> {
    this.api ??= this.loadApi().catch((error: unknown) => {
      this.api = null; // a failed download is tried again next time
      throw error;
    });
    return this.api;
  }

  /**
   * Whether I keep it, asked only with a token the app already holds; null when there is none (the control then
   * offers to save, which is never wrong: saving twice is one save).
   */
  async isSaved(kind: SavedKind, targetId: string): Promise<boolean | null> {
    return (await this.savedAmong(kind, [targetId]))?.includes(targetId) ?? null;
  }

  /**
   * Which of these I keep, in one call (at most SAVED_STATUS_IDS_MAX ids: the caller splits, see
   * savedStatusBatches), asked only with a token the app already holds; null when there is none (nothing is asked).
   */
  async savedAmong(kind: SavedKind, ids: readonly string[]): Promise<string[] | null> {
    if (this.session.heldToken(this.now()) === null) return null;
    const api = await normalized(() => this.adapter());
    return normalized(() => api.savedAmong(kind, ids));
  }

  /** How many readers keep it ("saved by N"), asked without a token. */
  async savedCount(kind: SavedKind, targetId: string): Promise<number> {
    const api = await normalized(() => this.adapter());
    return normalized(() => api.savedCount(kind, targetId));
  }

  /** Saves it (into my default list; saving twice is one save), or 'signIn' when nobody is signed in. */
  async save(kind: SavedKind, targetId: string): Promise<SavedState | 'signIn'> {
    if (!this.session.mayBeSignedIn() || (await normalized(() => this.session.getIdToken())) === null) {
      this.wishes.remember('save', `${kind}:${targetId}`);
      return 'signIn';
    }
    const api = await normalized(() => this.adapter());
    return normalized(() => api.save(kind, targetId));
  }

  /**
   * Whether this tab pressed Save on it before signing in (asked once: the wish is then spent). The address's
   * `?save=` alone saves nothing, so a link someone else sends cannot save anything in my name.
   */
  wished(kind: SavedKind, targetId: string): boolean {
    return this.wishes.take('save', `${kind}:${targetId}`);
  }

  async unsave(kind: SavedKind, targetId: string): Promise<SavedState | 'signIn'> {
    if (!(await this.signedIn())) return 'signIn';
    const api = await normalized(() => this.adapter());
    return normalized(() => api.unsave(kind, targetId));
  }
}
