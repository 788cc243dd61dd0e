import type { ChangeFeed } from '../kernel/change-feed.port';
import type { Queryable } from '../kernel/database.port';
import type { Kernel } from '../kernel/deps';
import { toPublicBody, toPublicContent, type PublicBody } from './content.mapper';
import type { ContentStore, PublicStamp } from './content.ports';
import type { PublicContentWire } from '../../src/contract/content.contract';

type ReadDeps = Pick<Kernel, 'config' | 'db' | 'clock'>;
/** The reads the cache makes (content/content.repository.ts). */
export type PublicContentStore = Pick<ContentStore, 'publicStamp' | 'versionWithPlaces' | 'publishedViewCount'>;

/** How many assembled contents one server keeps (the most recently read ones). */
export const PUBLIC_CACHE_SIZE = 500;

export interface PublicCacheOptions {
  readonly maxEntries?: number;
}

interface Entry {
  readonly version: number;
  readonly body: PublicBody;
  /** What changes without a new version (counts, author), as of `at`; null once a change made it stale. */
  stamp: PublicStamp | null;
  /** When the stamp was read (kernel clock): past the safety time-to-live it is read again. */
  at: number;
  /** Only the view count moved since: it alone is read again, the page is kept. */
  viewsStale: boolean;
  /**
   * The answer made from `stamp` and `body`, handed out to every hit while the stamp stays (one object
   * per version and counts, so the reading page's cache key of it and the JSON read's bytes, ETag and compressed
   * bodies, http/ready-answers.ts, are made once). Never changed once made.
   */
  answer?: { readonly stamp: PublicStamp; readonly content: PublicContentWire };
}

/** One read in flight: a change heard meanwhile means its answer may predate the change, so it is not kept. */
interface Reading {
  stale: boolean;
  viewsStale: boolean;
  /** The trip this content is a copy of, once its stamp is read: a change of that one makes this read stale too. */
  basedOn?: string | null;
}

/**
 * The reader's content (spec §7 contents/{contentId}) from memory (a cache hit costs no database
 * work). What a published version fixes (document, image urls, places) and what changes without one (counts,
 * first publication, the author's public profile: the "stamp") are kept per content id, and forgotten when the
 * kernel's change feed tells of a change: `content` (publish, republish, unpublish, delete, a moderator's hide,
 * a new comment), `author` (a changed public profile) or, for the view count alone, `content-views`, after
 * which only the count is read again (a primary-key read) and the page is not rebuilt. Writers publish after
 * they commit, in process on PGlite and through LISTEN/NOTIFY on PostgreSQL, so a change shows on the next
 * read on every instance. `config.publicCacheTtlMs` bounds how stale a stamp can get should a notification be
 * lost; while the feed is not live (its connection is down) every read asks the database.
 *
 * A miss reads the stamp through FreshReads (a read never shares a query sent before it arrived) and the body
 * of that published version (kept per version, loads shared); a read that heard a change while it ran keeps
 * nothing. Least recently read entries go first past `maxEntries`.
 */
export class PublicContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly stamps: FreshReads<PublicStamp | null>;
  private readonly views: FreshReads<number | null>;
  /** Concurrent misses of one version share one load. */
  private readonly loading = new Map<string, Promise<PublicBody | null>>();
  /** Reads in flight per content id. */
  private readonly reading = new Map<string, Set<Reading>>();
  private readonly maxEntries: number;
  private listening = false;
  /** Reads answered from memory / from the database, since start (Prometheus counters on /metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly store: PublicContentStore,
    private readonly changes: Pick<ChangeFeed, 'subscribe' | 'live'>,
    options: PublicCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? PUBLIC_CACHE_SIZE;
    this.stamps = new FreshReads<PublicStamp | null>((db, id) => store.publicStamp(db, id));
    this.views = new FreshReads<number | null>((db, id) => store.publishedViewCount(db, id));
  }

  get size(): number {
    return this.entries.size;
  }

  /** The PublicContent, or null when the content is unknown, deleted, hidden or never published. */
  async read(deps: ReadDeps, contentId: string): Promise<PublicContentWire | null> {
    this.listen();
    const live = this.changes.live();
    const entry = this.entries.get(contentId);
    if (live && entry?.stamp && deps.clock.now() - entry.at < deps.config.publicCacheTtlMs) {
      this.entries.delete(contentId);
      this.entries.set(contentId, entry);
      this.hits += 1;
      if (!entry.viewsStale) return answerOf(entry, entry.stamp);
      return this.withFreshViews(deps, contentId, entry);
    }
    this.misses += 1;
    const reading = this.startReading(contentId);
    try {
      const at = deps.clock.now();
      const stamp = await this.stamps.read(deps.db, contentId);
      reading.basedOn = stamp?.based_on_content_id ?? null;
      if (!stamp) {
        this.entries.delete(contentId);
        return null;
      }
      const body = await this.bodyOf(deps, stamp);
      if (!body) return null;
      // A place still pending changes status when a moderator decides: such a body is not kept.
      const keep =
        live && this.changes.live() && !reading.stale && !body.places.some((place) => place.status === 'pending');
      if (keep) {
        const entry: Entry = { version: stamp.published_version, body, stamp, at, viewsStale: reading.viewsStale };
        // Kept: the answer every later hit hands out (so its bytes are made once, http/ready-answers.ts).
        if (this.remember(contentId, entry)) return answerOf(entry, stamp);
      }
      return toPublicContent(stamp, body);
    } finally {
      this.stopReading(contentId, reading);
    }
  }

  /** The kept page with a view count read afresh (only the count moved since it was kept). */
  private async withFreshViews(deps: ReadDeps, contentId: string, entry: Entry) {
    const reading = this.startReading(contentId);
    try {
      const count = await this.views.read(deps.db, contentId);
      const stamp = entry.stamp;
      if (count === null || !stamp) {
        // Gone meanwhile (deleted, hidden): the full read answers, and forgets it.
        if (this.entries.get(contentId) === entry) entry.stamp = null;
        return this.read(deps, contentId);
      }
      const counted = { ...stamp, view_count: count };
      if (!reading.stale && !reading.viewsStale && entry.stamp === stamp) {
        entry.stamp = counted;
        entry.viewsStale = false;
        return answerOf(entry, counted);
      }
      return toPublicContent(counted, entry.body);
    } finally {
      this.stopReading(contentId, reading);
    }
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.changes.subscribe('content', (id) => {
      this.forget(id, 'all');
      if (id !== null) this.forgetCopiesOf(id);
    });
    this.changes.subscribe('content-views', (id) => this.forget(id, 'views'));
    // A place changed: the pages naming it go, bodies and all (a body is otherwise fixed by its version).
    this.changes.subscribe('place', (locationId) => {
      for (const [contentId, entry] of this.entries)
        if (locationId === null || entry.body.places.some((place) => place.location_id === locationId))
          this.entries.delete(contentId);
      for (const readings of this.reading.values()) for (const reading of readings) reading.stale = true;
      // A body loading now may have read the place before the change: a read arriving after it loads afresh.
      this.loading.clear();
    });
    this.changes.subscribe('author', (userId) => {
      if (userId === null) return this.forget(null, 'all');
      for (const entry of this.entries.values())
        if (entry.stamp?.author_user_id === userId || entry.stamp?.based_on?.author.user_id === userId)
          entry.stamp = null;
      // Whose content a read in flight is, is not known yet: none of them is kept.
      for (const readings of this.reading.values()) for (const reading of readings) reading.stale = true;
    });
  }

  /** A change of `id` (null: of anything): its stamp is read again; its body stays, tied to its version. */
  private forget(id: string | null, what: 'all' | 'views'): void {
    const entries = id === null ? [...this.entries.values()] : [this.entries.get(id)];
    for (const entry of entries) {
      if (!entry) continue;
      if (what === 'all') entry.stamp = null;
      else entry.viewsStale = true;
    }
    const readings = id === null ? [...this.reading.values()] : [this.reading.get(id)];
    for (const set of readings) {
      for (const reading of set ?? []) {
        if (what === 'all') reading.stale = true;
        else reading.viewsStale = true;
      }
    }
  }

  /**
   * A copy's "based on" names its origin while that is public, in the copy's stamp: any change of the origin (hidden,
   * deleted, unpublished, republished with a new title) makes the copies' stamps, and reads of them in flight, stale.
   */
  private forgetCopiesOf(originId: string): void {
    for (const entry of this.entries.values()) if (entry.stamp?.based_on_content_id === originId) entry.stamp = null;
    for (const set of this.reading.values())
      for (const reading of set) if (reading.basedOn === originId) reading.stale = true;
  }

  private startReading(id: string): Reading {
    const reading: Reading = { stale: false, viewsStale: false };
    let set = this.reading.get(id);
    if (!set) {
      set = new Set();
      this.reading.set(id, set);
    }
    set.add(reading);
    return reading;
  }

  private stopReading(id: string, reading: Reading): void {
    const set = this.reading.get(id);
    set?.delete(reading);
    if (set?.size === 0) this.reading.delete(id);
  }

  private async bodyOf(deps: ReadDeps, stamp: PublicStamp): Promise<PublicBody | null> {
    const id = stamp.content_id,
      version = stamp.published_version;
    const entry = this.entries.get(id);
    if (entry && entry.version === version) return entry.body;
    const key = `${id}\u0000${version}`;
    const shared = this.loading.get(key);
    if (shared) return shared;
    const pending: Promise<PublicBody | null> = load(this.store, deps, id, version).finally(() => {
      // Only its own: a place change may have put a fresher load of the same version in its seat.
      if (this.loading.get(key) === pending) this.loading.delete(key);
    });
    this.loading.set(key, pending);
    return pending;
  }

  /** Keeps `entry` unless a newer version is kept already (then false). */
  private remember(id: string, entry: Entry): boolean {
    const current = this.entries.get(id);
    // A slower load of an older version never replaces a newer one.
    if (current && current.version > entry.version) return false;
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }
}

/** The entry's answer for `stamp`, made once per stamp. */
function answerOf(entry: Entry, stamp: PublicStamp): PublicContentWire {
  if (entry.answer?.stamp !== stamp) entry.answer = { stamp, content: toPublicContent(stamp, entry.body) };
  return entry.answer.content;
}

async function load(
  store: PublicContentStore,
  deps: ReadDeps,
  contentId: string,
  version: number,
): Promise<PublicBody | null> {
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
