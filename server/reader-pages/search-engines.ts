import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './social-meta';

/*
 * What search engines read: /robots.txt and /sitemap.xml. The entries come from the
 * content module's sitemap use case, passed in by the composition root (http never reaches a module itself).
 */

/** The shape of the content module's `sitemapEntries` answer (server/content/sitemap.use-cases.ts). */
export interface SitemapData {
  readonly contents: readonly {
    readonly contentId: string;
    readonly kind: 'article' | 'trip';
    readonly lastmod: string;
    /** A bilingual content's versions (primary first); absent on a single-language content. */
    readonly languages?: readonly ('th' | 'en')[];
  }[];
  readonly profiles: readonly { readonly username: string; readonly lastmod: string }[];
}

export interface SitemapSource {
  sitemapEntries(): Promise<SitemapData>;
}

/**
 * Private screens and the API: never worth a crawler's visit (the gate would answer the sign-in page).
 * The image service stays open so covers and avatars named in og:image and JSON-LD can be fetched.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/private/',
  '/public/api/',
  '/my-contents',
  '/dashboard',
  '/settings/',
  '/search',
  '/categories/',
  '/onboard/',
  '/login',
  '/signup',
  '/forgot-password',
  '/account-disabled',
  '/_/auth',
  '/_/login-line/',
  '/terms',
] as const;
export const ROBOTS_ALLOW_IMAGES = '/api/content-platform/image-service/v1/images/';

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /contents/',
    'Allow: /trips/',
    'Allow: /profiles/',
    `Allow: ${ROBOTS_ALLOW_IMAGES}`,
    // A category's page is for signed-in readers, its feed is public (feeds.ts); `*` is read by the big engines.
    'Allow: /categories/*/rss.xml',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const contentPath = (kind: 'article' | 'trip', id: string) =>
  `/${kind === 'trip' ? 'trips' : 'contents'}/${encodeURIComponent(id)}`;

/**
 * One <urlset> (sitemaps.org 0.9): absolute URLs, XML-escaped, each with its <lastmod>. A bilingual content is
 * listed once per version, at its canonical URL (`?hl=<language>`, README "Two languages"), each entry naming
 * every version and the URL without `hl` (x-default) as `<xhtml:link rel="alternate" hreflang>`, as the reading
 * pages' heads do. A single-language content is one plain entry, as always.
 */
export function renderSitemap(publicUrl: string, data: SitemapData): string {
  const url = (path: string, lastmod: string, alternates: readonly (readonly [string, string])[] = []) =>
    `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc><lastmod>${escapeHtml(lastmod)}</lastmod>${alternates
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(`${publicUrl}${href}`)}"/>`,
      )
      .join('')}</url>`;
  const contentUrls = (c: SitemapData['contents'][number]): string[] => {
    const path = contentPath(c.kind, c.contentId);
    if (!c.languages || c.languages.length < 2) return [url(path, c.lastmod)];
    const versions = c.languages.map((language) => [language, `${path}?hl=${language}`] as const);
    const alternates = [...versions, ['x-default', path] as const];
    return versions.map(([, href]) => url(href, c.lastmod, alternates));
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...data.profiles.map((p) => url(`/profiles/${encodeURIComponent(p.username)}`, p.lastmod)),
    ...data.contents.flatMap(contentUrls),
    '</urlset>',
    '',
  ].join('\n');
}

export function installSearchEngineFiles(
  app: FastifyInstance,
  options: { readonly publicUrl: string; readonly sitemap: SitemapSource },
): void {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const robots = renderRobots(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const data = await options.sitemap.sitemapEntries();
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(publicUrl, data));
  });
}
