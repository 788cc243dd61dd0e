import type { PublicContent } from '../../domain/content/content';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { ContentCounts, PublicContentApi } from '../ports/public-content-api.port';
import type { RandomSource } from '../ports/random.port';

/** Where the reader's session id lives in sessionStorage ("the reader keeps session_id in sessionStorage"). */
export const READER_SESSION_KEY = 'travelogue.reader.session';
/** Ids of the contents already counted in this session, so a reload does not even ask again. */
export const READER_VIEWED_KEY = 'travelogue.reader.viewed';

export interface ReaderServiceDependencies {
  readonly api: Pick<PublicContentApi, 'decodeContent' | 'getPublicContent' | 'getCounts' | 'countView'>;
  /** Session-scoped storage (sessionStorage in a browser): a new tab or a new visit is a new session. */
  readonly sessionStore: KeyValueStore;
  readonly random: RandomSource;
}

/**
 * What a public reading page does with a content: take the content the server put in
 * the page, or fetch it; count one view per (content, session) and report the count to show.
 */
export class ReaderService {
  private readonly viewing = new Map<string, Promise<ContentCounts>>();

  constructor(private readonly deps: ReaderServiceDependencies) {}

  /** The content the server embedded when it is this one, else a fetch (404 4040607004 when not public). */
  loadContent(contentId: string, embedded: unknown): Promise<PublicContent> {
    const decoded = embedded == null ? null : this.deps.api.decodeContent(embedded);
    if (decoded && decoded.contentId === contentId) return Promise.resolve(decoded);
    return this.deps.api.getPublicContent(contentId);
  }

  /** The embedded content at once, for a first render without waiting (null when absent or another page's). */
  embeddedContent(contentId: string, embedded: unknown): PublicContent | null {
    const decoded = embedded == null ? null : this.deps.api.decodeContent(embedded);
    return decoded && decoded.contentId === contentId ? decoded : null;
  }

  /**
   * Counts this session's view once and answers the counts to show. A session that was already counted
   * (remembered in sessionStorage) only reads the counts. Two calls at once (React StrictMode effects)
   * share one request.
   */
  countView(contentId: string): Promise<ContentCounts> {
    const running = this.viewing.get(contentId);
    if (running) return running;
    const attempt = this.count(contentId);
    this.viewing.set(contentId, attempt);
    const settle = () => this.viewing.delete(contentId);
    attempt.then(settle, settle);
    return attempt;
  }

  /** The session id sent with view counts: 32 random hex characters, made once per session. */
  sessionId(): string {
    const stored = this.deps.sessionStore.get(READER_SESSION_KEY);
    if (stored && stored.length >= 8 && stored.length <= 64) return stored;
    const id = this.deps.random.randomState().slice(0, 64).padEnd(8, '0');
    this.deps.sessionStore.set(READER_SESSION_KEY, id);
    return id;
  }

  private async count(contentId: string): Promise<ContentCounts> {
    if (this.viewed().includes(contentId)) return this.deps.api.getCounts(contentId);
    const result = await this.deps.api.countView(contentId, this.sessionId());
    this.remember(contentId);
    return { contentId: result.contentId, viewCount: result.viewCount, commentCount: result.commentCount };
  }

  private viewed(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.deps.sessionStore.get(READER_VIEWED_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  private remember(contentId: string): void {
    // Keep the list short: a session rarely reads more than a few hundred pages.
    const next = [...this.viewed().filter((id) => id !== contentId), contentId].slice(-200);
    this.deps.sessionStore.set(READER_VIEWED_KEY, JSON.stringify(next));
  }
}
