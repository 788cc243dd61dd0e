import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { encode, type Encoding } from '../http/content-encoding';

/**
 * The reading pages rendered on the server. The renderer is the reader's own code built for
 * Node (`vite build --ssr`, src/ui/reader/reader-ssr.tsx) and loaded from the build folder at start, so the
 * server never imports the UI's sources (the dependency rule of the architecture) and renders exactly the
 * components the browser then hydrates.
 */
export interface ReaderRenderRequest {
  readonly pathname: string;
  readonly search: string;
  readonly lang: 'th' | 'en';
  readonly data: unknown;
  readonly now: number;
}

/** The inner HTML of #root for a page, or null when that page is not rendered on the server. */
export type ReaderRenderer = (request: ReaderRenderRequest) => Promise<string | null>;

/** Where `npm run build` (and scripts/lib/spa-build.ts) puts the server build of the reader: beside the SPA's folder. */
export const ssrDirOf = (staticDir: string): string => `${staticDir}-ssr`;

/** The renderer of the build beside `staticDir`, or null when there is none (a server without a built SPA). */
export async function loadReaderRenderer(staticDir: string): Promise<ReaderRenderer | null> {
  const file = path.join(ssrDirOf(staticDir), 'reader-ssr.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderReaderPage?: unknown };
  return typeof module.renderReaderPage === 'function' ? (module.renderReaderPage as ReaderRenderer) : null;
}

/**
 * The reader's stylesheets (about 7 KB gzip
 * in all) go into the page itself, so the first paint waits for no second request. Stylesheets of lazy
 * pages are added by their chunks as they load, which never blocks rendering.
 */
export function inlineStylesheets(template: string, staticDir: string): string {
  return template.replace(
    /<link\s+rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/gi,
    (tag, href: string) => {
      const file = path.join(staticDir, href);
      if (!file.startsWith(path.join(staticDir, 'assets'))) return tag;
      try {
        return `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch {
        return tag;
      }
    },
  );
}

/** The server-rendered HTML in the template's empty #root, marked with the interface language it was made in. */
export function fillRoot(document: string, html: string, lang: string): string {
  return document.replace(/<div id="root"><\/div>/, () => `<div id="root" data-ssr-lang="${lang}">${html}</div>`);
}

interface Rendered {
  readonly at: number;
  readonly text: string;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Rendered pages by what they were made from (route, key, language, web view and a hash of their data), so
 * a popular page is rendered and compressed once, not per reader. An entry lives `ttlMs` (relative times and
 * "open now" are computed when rendering; the browser redraws them exact), and a change of the data makes
 * another key at once. Least recently used entries go first past `maxEntries`.
 */
export class RenderedPages {
  private readonly entries = new Map<string, Rendered>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 300,
  ) {}

  /** The digests of data objects already hashed: a cached answer handed out again is not hashed again. */
  private static readonly digests = new WeakMap<object, string>();

  /**
   * The key of a page made from `data`. An object's digest is kept by identity: callers pass an object that is
   * never changed once made (the public-content cache's answer), so reading it again costs no stringify nor hash.
   */
  static keyOf(parts: readonly string[], data: unknown): string {
    const known = typeof data === 'object' && data !== null ? RenderedPages.digests.get(data) : undefined;
    const digest =
      known ??
      createHash('sha1')
        .update(JSON.stringify(data) ?? '')
        .digest('base64');
    if (known === undefined && typeof data === 'object' && data !== null) RenderedPages.digests.set(data, digest);
    return `${parts.join('\u0000')}\u0000${digest}`;
  }

  async get(key: string, nowMs: number, make: () => Promise<string>): Promise<Rendered> {
    const hit = this.entries.get(key);
    if (hit && nowMs - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const entry: Rendered = { at: nowMs, text: await make(), encoded: {} };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  /** The page's bytes in `encoding`, compressed once per entry (brotli at a speed-friendly quality). */
  static bytes(entry: Rendered, encoding: Encoding): Buffer {
    const made = entry.encoded[encoding];
    if (made) return made;
    const bytes = encode(Buffer.from(entry.text, 'utf8'), encoding);
    entry.encoded[encoding] = bytes;
    return bytes;
  }
}
