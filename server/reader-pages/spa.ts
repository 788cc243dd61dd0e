import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchesAnyRoute, Routes } from '../../src/domain/routing/routes';
import { acceptsHtml, asksForHtml } from '../http/content-negotiation';
import { answerUnrouted } from '../http/method-not-allowed';
import type { ReaderDataSource } from './reader-data';
import { installReaderPages, READER_ROUTES } from './reader-page';
import { inlineStylesheets, loadReaderRenderer } from './reader-ssr';

const SOURCE_MAP = /\.map$/i;
const API_PATH = /^\/(api|private\/api|public\/api)(\/|$)/;

/**
 * The screens the main SPA draws: every spec §2 route of routes.ts but the reading pages, which the server
 * answers itself (reader-page.ts); the SPA shows not-found on those when it meets them on a full load.
 */
const SPA_ROUTES: readonly string[] = Object.values(Routes).filter((route) => !READER_ROUTES.includes(route));

/** Headers that would turn the 404 page into a 304, 206 or 412 without its body (@fastify/send honours them). */
const CONDITIONAL_HEADERS = [
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'range',
  'if-range',
] as const;

/** The public reading pages: rendered with their head and initial data when the reader is given. */
export interface ReaderPagesSource {
  readonly publicUrl: string;
  readonly data: ReaderDataSource;
}

/**
 * Serves the built SPA from one origin with the API. A non-API GET on a route of the SPA (routes.ts)
 * gets index.html whenever HTML is acceptable (`*\/*` and no Accept included), so client routes work on reload and
 * link previews see a page; on any other path a request asking for HTML gets index.html with status 404,
 * so the SPA's not-found page shows; everything else unknown is 404 4040104404. The reading pages (/contents/:id,
 * /trips/:id, /profiles/:username, /map, ...) get the lean reader entry (reader.html) with Open Graph tags.
 */
export async function installSpa(
  app: FastifyInstance,
  staticDir: string,
  reader?: ReaderPagesSource,
  allowedFor: (pathname: string) => string[] = () => [],
): Promise<void> {
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // Source maps (built or copied in by mistake) would hand anyone the SPA's original sources: never served;
      // unknown to this server, they get the not-found answer below. `npm run dev` has Vite's own.
      allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
      // The build writes .br/.gz beside each text asset (scripts/lib/precompress.ts): the reader's 272 KB of JS
      // and CSS goes out as ~87 KB (readers see them fast). @fastify/static picks the variant from
      // Accept-Encoding, sets content-encoding and `vary: accept-encoding`, and falls back to the plain file.
      // The JSON API is not compressed here: its answers are small and per request, so compressing them in
      // process would cost CPU on every call for little gain (and no compression plugin is installed);
      // a proxy or CDN in front can do it if a deployment needs it.
      preCompressed: true,
      // Vite names built assets by content hash: they never change, so browsers may keep them for a year;
      // everything else (index.html, favicon) is revalidated.
      // filePath is the file actually sent (e.g. assets/app-x.js.br), which is still under assets/.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // A build without the reader entry still serves the reading pages, through the full SPA. The template is
  // the plain reader.html (never its .br/.gz sibling): the meta and data are injected into its text.
  const readerFile = ['reader.html', 'index.html']
    .map((name) => path.join(staticDir, name))
    .find((file) => existsSync(file));
  if (reader && readerFile) {
    // The reader's stylesheets inline, and its pages rendered on the server when the build has the renderer.
    const template = inlineStylesheets(readFileSync(readerFile, 'utf8'), staticDir);
    const render = await loadReaderRenderer(staticDir).catch((error: unknown) => {
      app.log.error(
        { err: error },
        'the reader server renderer could not be loaded; reading pages draw in the browser',
      );
      return null;
    });
    installReaderPages(app, { template, publicUrl: reader.publicUrl, data: reader.data, render });
  }
  app.setNotFoundHandler((request, reply) => {
    const [pathname] = request.url.split('?', 1);
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(pathname)) {
      const accept = request.headers.accept;
      // The answer depends on Accept (a page, the not-found page or the JSON error): caches must key on it.
      reply.header('vary', 'Accept');
      if (acceptsHtml(accept)) {
        // A route of the SPA is a page: it answers HTML to anyone who takes it, `*/*` included (link previews).
        if (matchesAnyRoute(pathname, SPA_ROUTES))
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        // `/contents/c-1/` is the reading page `/contents/c-1` (the server's reader routes are exact).
        // Each reader route starts with a fixed segment, so the target stays on this origin.
        const trimmed = pathname.replace(/\/+$/, '');
        if (reader && readerFile && trimmed !== pathname && matchesAnyRoute(trimmed, READER_ROUTES)) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(`${trimmed}${request.url.slice(pathname.length)}`, 301);
        }
      }
      // A path of no spec §2 route is a real 404, with the SPA's HTML so its not-found page shows, to
      // whoever asked for a page; a script or an API client that sent `*/*` gets the JSON error below.
      if (asksForHtml(accept)) {
        for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .sendFile('index.html', { etag: false, lastModified: false });
      }
    }
    return answerUnrouted(request, reply, allowedFor);
  });
}
