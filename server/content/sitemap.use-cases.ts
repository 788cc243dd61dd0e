import type { Kernel } from '../kernel/deps';
import type { SitemapContentRow, SitemapStore } from './sitemap.ports';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapContent {
  readonly contentId: string;
  readonly kind: 'article' | 'trip';
  /** ISO time. */
  readonly lastmod: string;
  /**
   * A bilingual content's versions readers can read (primary first): each is listed at its own URL (`?hl=`) with
   * the others as hreflang alternates (README "Two languages"). Absent on a single-language content, listed once.
   */
  readonly languages?: readonly ('th' | 'en')[];
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
const filled = (text: unknown): boolean => typeof text === 'string' && text.trim().length > 0;

/** The languages a content can be read in, by the domain's rule (content-language.ts availableLanguages). */
function languagesOf(row: SitemapContentRow): ('th' | 'en')[] | undefined {
  const primary = row.language === 'en' ? 'en' : 'th';
  const titles = row.translation_titles ?? {};
  const others = (['th', 'en'] as const).filter(
    (language) => language !== primary && Object.hasOwn(titles, language) && filled(titles[language]),
  );
  return others.length > 0 ? [primary, ...others] : undefined;
}

/** How many URLs an entry is in the file: one per version. */
const urlCount = (content: SitemapContent): number => content.languages?.length ?? 1;

/**
 * What search engines are told about: every published content (each version of a bilingual one) and every
 * creator with one. Bounded: at most `maxUrls` URLs in all (default 50,000, one sitemap file), creator profiles
 * first (at most a fifth of the budget), then contents newest first publication first.
 */
export function createSitemapUseCases(deps: Pick<Kernel, 'db'>, store: SitemapStore) {
  return {
    async sitemapEntries(maxUrls: number = SITEMAP_MAX_URLS): Promise<SitemapEntries> {
      const budget = Math.max(0, Math.min(Math.floor(maxUrls), SITEMAP_MAX_URLS));
      if (budget === 0) return { contents: [], profiles: [] };
      const profileRows = await store.creatorProfiles(deps.db, Math.max(1, Math.floor(budget / 5)));
      const contentRows = await store.publishedContents(deps.db, budget - profileRows.length);
      const contents: SitemapContent[] = [];
      let left = budget - profileRows.length;
      for (const row of contentRows) {
        const languages = languagesOf(row);
        const content: SitemapContent = {
          contentId: row.content_id,
          kind: row.kind,
          lastmod: iso(row.lastmod),
          ...(languages ? { languages } : {}),
        };
        if (urlCount(content) > left) break;
        left -= urlCount(content);
        contents.push(content);
      }
      return {
        profiles: profileRows.map((row) => ({ username: row.username, lastmod: iso(row.lastmod) })),
        contents,
      };
    },
  };
}

export type SitemapUseCases = ReturnType<typeof createSitemapUseCases>;
