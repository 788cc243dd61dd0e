import zlib from 'node:zlib';
import { rawGet } from '../../tests/server/helpers/raw-get';

/** One JavaScript file a reader downloads, with its size raw, at gzip -9, and as the server sent it. */
export interface ScriptSize {
  readonly url: string;
  readonly rawBytes: number;
  readonly gzip9Bytes: number;
  /** Bytes on the wire for a browser's Accept-Encoding, and the encoding the server chose. */
  readonly servedBytes: number;
  readonly servedEncoding: string;
}

export const gzip9 = (body: Buffer): number => zlib.gzipSync(body, { level: 9 }).length;

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

const attribute = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1] ?? null;

/**
 * The scripts the HTML of a page asks for: every `<script type="module" src>` and `<link rel="modulepreload"
 * href>`. Vite lists a chunk's static imports as modulepreload links, so the closure needs no import parsing;
 * dynamic imports (lazy routes) are not counted here — the Chromium figure catches any that a page loads.
 */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && /type\s*=\s*["']module["']/i.test(tag)) urls.push(new URL(src, pageUrl).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && /rel\s*=\s*["']modulepreload["']/i.test(tag)) urls.push(new URL(href, pageUrl).href);
  }
  return [...new Set(urls)];
}

/** Fetches the page as a browser asking for HTML would, then sizes every script it references. */
export async function htmlReferencedScripts(pageUrl: string): Promise<{ status: number; scripts: ScriptSize[] }> {
  const page = await rawGet(pageUrl, { accept: 'text/html' });
  const html = decode(page.body, String(page.headers['content-encoding'] ?? 'identity')).toString('utf8');
  const scripts: ScriptSize[] = [];
  for (const url of scriptUrlsOf(html, pageUrl)) {
    const served = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    if (served.status !== 200) throw new Error(`${url} answered ${served.status}`);
    const encoding = String(served.headers['content-encoding'] ?? 'identity');
    const body = decode(served.body, encoding);
    scripts.push({
      url,
      rawBytes: body.length,
      gzip9Bytes: gzip9(body),
      servedBytes: served.body.length,
      servedEncoding: encoding,
    });
  }
  return { status: page.status, scripts };
}
