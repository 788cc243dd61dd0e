import type { Queryable } from '../kernel/database.port';
import type { Kernel } from '../kernel/deps';
import { toPublicBody, toPublicContent, type PublicBody } from './content.mapper';
import type { ContentStore, PublicStamp } from './content.ports';

type ReadDeps = Pick<Kernel, 'config' | 'db'>;
/** The two reads the cache makes (content/content.repository.ts). */
export type PublicContentStore = Pick<ContentStore, 'publicStamp' | 'versionWithPlaces'>;

/** How many assembled contents one server keeps (the most recently read ones). */
export const PUBLIC_CACHE_SIZE = 500;

interface Entry {
  readonly version: number;
  readonly body: PublicBody;
}

/**
 * The reader's content (spec §7 contents/{contentId}; issue 4: at least half a bare server's rate) without
 * assembling it on every request. What a published version fixes (document, image urls, places) is kept
 * here, keyed by content id; every request still waits for a primary-key read of the content's stamp sent
 * after it arrived (shared by concurrent readers: FreshReads), so a republish (another published_version),
 * a delete, a new count or a changed author profile shows at once: no time-to-live, nothing to invalidate. Least recently read entries go first past `maxEntries`.
 */
export class PublicContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly stamps: FreshReads<PublicStamp | null>;
  /** Concurrent misses of one version share one load. */
  private readonly loading = new Map<string, Promise<PublicBody | null>>();

  constructor(private readonly store: PublicContentStore, private readonly maxEntries = PUBLIC_CACHE_SIZE) {
    this.stamps = new FreshReads<PublicStamp | null>((db, id) => store.publicStamp(db, id));
  }

  get size(): number {
    return this.entries.size;
  }

  /** The PublicContent, or null when the content is unknown, deleted or never published. */
  async read(deps: ReadDeps, contentId: string): Promise<ReturnType<typeof toPublicContent> | null> {
    const stamp = await this.stamps.read(deps.db, contentId);
    if (!stamp) {
      this.entries.delete(contentId);
      return null;
    }
    const body = await this.bodyOf(deps, stamp);
    return body ? toPublicContent(stamp, body) : null;
  }

  private async bodyOf(deps: ReadDeps, stamp: PublicStamp): Promise<PublicBody | null> {
    const id = stamp.content_id, version = stamp.published_version;
    const entry = this.entries.get(id);
    if (entry && entry.version === version) {
      this.entries.delete(id);
      this.entries.set(id, entry);
      return entry.body;
    }
    const key = `${id}\u0000${version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load(this.store, deps, id, version).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const body = await pending;
    // A place still pending (issue 9) changes status when a moderator decides: such a body is not kept.
    if (body && !body.places.some((place) => place.status === 'pending')) this.remember(id, { version, body });
    return body;
  }

  private remember(id: string, entry: Entry): void {
    const current = this.entries.get(id);
    // A slower load of an older version never replaces a newer one.
    if (current && current.version > entry.version) return;
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

async function load(store: PublicContentStore, deps: ReadDeps, contentId: string, version: number): Promise<PublicBody | null> {
  const row = await store.versionWithPlaces(deps.db, contentId, version);
  return row ? toPublicBody(deps, row.version_row, row.places) : null;
}

/**
 * Concurrent reads of one key share a query, but only one SENT AFTER they arrived: a read arriving while a
 * query is in flight waits for the next one (started when that one settles), which every read arriving
 * meanwhile shares. Each answer is therefore at least as fresh as a query of its own, at most one query
 * per key is in flight, and a burst of readers of one content costs two queries instead of one each.
 */
export class FreshReads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();

  constructor(private readonly query: (db: Queryable, key: string) => Promise<T>) {}

  read(db: Queryable, key: string): Promise<T> {
    const running = this.inFlight.get(key);
    if (!running) return this.start(db, key);
    let next = this.queued.get(key);
    if (!next) {
      const after = () => {
        this.queued.delete(key);
        return this.start(db, key);
      };
      next = running.then(after, after);
      this.queued.set(key, next);
    }
    return next;
  }

  private start(db: Queryable, key: string): Promise<T> {
    const query = this.query(db, key);
    this.inFlight.set(key, query);
    const done = () => {
      if (this.inFlight.get(key) === query) this.inFlight.delete(key);
    };
    query.then(done, done);
    return query;
  }
}
