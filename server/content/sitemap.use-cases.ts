import type { Kernel } from '../kernel/deps';
import type { SitemapStore } from './sitemap.ports';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapContent {
  readonly contentId: string;
  readonly kind: 'article' | 'trip';
  /** ISO time. */
  readonly lastmod: string;
}

export interface SitemapProfile {
  readonly username: string;
  readonly lastmod: string;
}

export interface SitemapEntries {
  readonly contents: readonly SitemapContent[];
  readonly profiles: readonly SitemapProfile[];
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * What search engines are told about: every published content and every creator with
 * one. Bounded: at most `maxUrls` in all (default 50,000, one sitemap file), creator profiles first (at most
 * a fifth of the budget), then contents newest first publication first.
 */
export function createSitemapUseCases(deps: Pick<Kernel, 'db'>, store: SitemapStore) {
  return {
    async sitemapEntries(maxUrls: number = SITEMAP_MAX_URLS): Promise<SitemapEntries> {
      const budget = Math.max(0, Math.min(Math.floor(maxUrls), SITEMAP_MAX_URLS));
      if (budget === 0) return { contents: [], profiles: [] };
      const profileRows = await store.creatorProfiles(deps.db, Math.max(1, Math.floor(budget / 5)));
      const contentRows = await store.publishedContents(deps.db, budget - profileRows.length);
      return {
        profiles: profileRows.map((row) => ({ username: row.username, lastmod: iso(row.lastmod) })),
        contents: contentRows.map((row) => ({ contentId: row.content_id, kind: row.kind, lastmod: iso(row.lastmod) })),
      };
    },
  };
}

export type SitemapUseCases = ReturnType<typeof createSitemapUseCases>;
