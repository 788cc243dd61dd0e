import { contentRepository, type PublicStamp } from '../persistence/content.repository';
import type { Queryable } from '../persistence/database';
import { toPublicBody, toPublicContent, type PublicBody } from './content-wire';
import type { ServerDeps } from './deps';

/** How many assembled contents one server keeps (the most recently read ones). */
export const PUBLIC_CACHE_SIZE = 500;

interface Entry {
  readonly version: number;
  readonly body: PublicBody;
}

/**
 * The reader's content (spec §7 contents/{contentId}; issue 4: at least half a bare server's rate) without
 * assembling it on every request. What a published version fixes (document, image urls, places) is kept
 * here, keyed by content id; every request still reads the content's stamp by primary key, so a republish
 * (another published_version), a delete, a new count or a changed author profile shows at once: there is
 * no time-to-live and nothing to invalidate. Least recently read entries go first past `maxEntries`.
 */
export class PublicContentCache {
  private readonly entries = new Map<string, Entry>();
  /** Concurrent misses of one version share one load. */
  private readonly loading = new Map<string, Promise<PublicBody | null>>();

  constructor(private readonly maxEntries = PUBLIC_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  /** The PublicContent, or null when the content is unknown, deleted or never published. */
  async read(deps: Pick<ServerDeps, 'config' | 'db'>, contentId: string): Promise<ReturnType<typeof toPublicContent> | null> {
    const stamp = await contentRepository.publicStamp(deps.db, contentId);
    if (!stamp) {
      this.entries.delete(contentId);
      return null;
    }
    const body = await this.bodyOf(deps, stamp);
    return body ? toPublicContent(stamp, body) : null;
  }

  private async bodyOf(deps: Pick<ServerDeps, 'config' | 'db'>, stamp: PublicStamp): Promise<PublicBody | null> {
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
      pending = load(deps, id, version).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const body = await pending;
    if (body) this.remember(id, { version, body });
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

async function load(deps: Pick<ServerDeps, 'config' | 'db'>, contentId: string, version: number): Promise<PublicBody | null> {
  const row = await contentRepository.versionWithPlaces(deps.db, contentId, version);
  return row ? toPublicBody(deps, row.version_row, row.places) : null;
}

const caches = new WeakMap<Queryable, PublicContentCache>();

/** One cache per database: servers in one process (tests, the bench) never see each other's contents. */
export function publicContentCache(db: Queryable): PublicContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicContentCache();
    caches.set(db, cache);
  }
  return cache;
}
