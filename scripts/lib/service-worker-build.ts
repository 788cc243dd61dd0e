import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the bundled worker holds in place of its precache list (Workbox's injectManifest placeholder). */
const PLACEHOLDER = 'self.__WB_MANIFEST';
/** The built entries whose first files are precached: the SPA and the reader of the public pages. */
const ENTRY_PAGES = ['index.html', 'reader.html'];
/** Files copied from public/ that the offline and installed app need without a network. */
const PUBLIC_FILES = /^(?:offline\/[a-z]+\.html|icons\/[^/]+\.png|manifest\.[a-z]+\.webmanifest|favicon\.svg)$/;
const ASSET_REFERENCE = /(?:src|href)="(\/assets\/[^"]+)"|url\((\/assets\/[^)]+)\)/g;

export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string;
}

const revisionOf = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

function listFiles(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/**
 * The precache list of a build in `dir`: the offline pages, icons and manifests, and the files the SPA's and the
 * reader's HTML load first (their scripts, preloaded chunks and stylesheets, and the fonts those stylesheets
 * name), each with the hash of its content as its revision. Sorted, so the same build gives the same list and
 * the same /sw.js bytes (browsers see a new worker exactly when a precached file changed).
 */
export function precacheEntries(dir: string): PrecacheEntry[] {
  const urls = new Set<string>();
  for (const rel of listFiles(dir)) if (PUBLIC_FILES.test(rel)) urls.add(`/${rel}`);
  const visit = (rel: string) => {
    const file = path.join(dir, rel);
    if (!fs.existsSync(file)) return;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(ASSET_REFERENCE)) {
      const url = match[1] ?? match[2];
      if (urls.has(url)) continue;
      urls.add(url);
      if (url.endsWith('.css')) visit(url.slice(1));
    }
  };
  for (const page of ENTRY_PAGES) visit(page);
  return [...urls]
    .filter((url) => fs.existsSync(path.join(dir, url)))
    .sort()
    .map((url) => ({ url, revision: revisionOf(path.join(dir, url)) }));
}

/**
 * Workbox's injectManifest for this build, in a few lines: writes the precache list into dist/sw.js in place of
 * `self.__WB_MANIFEST`. Runs after the three Vite builds and before the .br/.gz copies are written.
 */
export function injectPrecacheManifest(dir: string): PrecacheEntry[] {
  const worker = path.join(dir, 'sw.js');
  const source = fs.readFileSync(worker, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${worker} has no ${PLACEHOLDER} to replace`);
  const entries = precacheEntries(dir);
  fs.writeFileSync(worker, source.replace(PLACEHOLDER, JSON.stringify(entries)));
  return entries;
}
