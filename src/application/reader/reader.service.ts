import type { PublicContent } from '../../domain/content/content';
import type { AnalyticsConsent } from '../ports/analytics-consent.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { ContentCounts, PublicContentApi } from '../ports/public-content-api.port';
import type { RandomSource } from '../ports/random.port';

/** Where the reader's session id lives in sessionStorage ("the reader keeps session_id in sessionStorage"). */
export const READER_SESSION_KEY = 'travelogue.reader.session';
/** Ids of the contents already counted in this session, so a reload does not even ask again. */
export const READER_VIEWED_KEY = 'travelogue.reader.viewed';
/** Ids of the contents whose read this session already sent. */
export const READER_READ_KEY = 'travelogue.reader.read';

export interface ReaderServiceDependencies {
  readonly api: Pick<PublicContentApi, 'decodeContent' | 'getPublicContent' | 'getCounts' | 'countView' | 'countRead'>;
  /** Session-scoped storage (sessionStorage in a browser): a new tab or a new visit is a new session. */
  readonly sessionStore: KeyValueStore;
  readonly random: RandomSource;
  /** The reader's analytics choice: without it (or declined) no referrer and no read is sent. */
  readonly analytics?: AnalyticsConsent;
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
    const referrer = this.deps.analytics?.allowed() ? (this.deps.analytics.referrer() ?? undefined) : undefined;
    const result = await this.deps.api.countView(contentId, this.sessionId(), referrer);
    this.remember(READER_VIEWED_KEY, contentId);
    return { contentId: result.contentId, viewCount: result.viewCount, commentCount: result.commentCount };
  }

  /**
   * The reader read the content (30 s on it, or past half: stats "reads"), sent once per content and session and
   * only with the reader's consent to analytics. Whether it was sent and counted.
   */
  async countRead(contentId: string): Promise<boolean> {
    if (!this.deps.analytics?.allowed() || this.viewed(READER_READ_KEY).includes(contentId)) return false;
    this.remember(READER_READ_KEY, contentId);
    return this.deps.api.countRead(contentId, this.sessionId());
  }

  private viewed(key = READER_VIEWED_KEY): string[] {
    try {
      const parsed: unknown = JSON.parse(this.deps.sessionStore.get(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  private remember(key: string, contentId: string): void {
    // Keep the list short: a session rarely reads more than a few hundred pages.
    const next = [...this.viewed(key).filter((id) => id !== contentId), contentId].slice(-200);
    this.deps.sessionStore.set(key, JSON.stringify(next));
  }
}
