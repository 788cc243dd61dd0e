import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What `vite build` writes, reduced to what the server touches. */
export const READER_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Travelogue — travel stories." />
    <title>Travelogue</title>
    <script type="module" crossorigin src="/assets/reader-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Travelogue app</title></head><body><div id="root"></div></body></html>';

export function builtStaticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-static-'));
  writeFileSync(path.join(dir, 'reader.html'), READER_HTML);
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** Reads the head the way a link-preview robot does: attributes of <meta property|name>. */
export function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = m[2];
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) out.title = title[1];
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) out.canonical = canonical[1];
  return out;
}

export function initialDataOf(html: string): unknown {
  const m = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
}
