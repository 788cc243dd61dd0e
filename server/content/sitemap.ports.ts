import type { Queryable } from '../kernel/database.port';

/** A published content as the sitemap lists it. */
export interface SitemapContentRow {
  readonly content_id: string;
  readonly kind: 'article' | 'trip';
  /** When the public version was published (else last saved): PublicContent.updated_at. */
  readonly lastmod: Date;
  /** The public version's primary language. */
  readonly language: string | null;
  /** Its translations' titles by language (null: none); one with a title is a version readers can read. */
  readonly translation_titles: Readonly<Record<string, string | null>> | null;
}

/** A creator with at least one published content. */
export interface SitemapProfileRow {
  readonly username: string;
  /** The newest of the profile's update and its published contents' lastmod. */
  readonly lastmod: Date;
}

/** The sitemap's reads (sitemap.repository.ts): published, not deleted; newest first; at most `limit` rows. */
export interface SitemapStore {
  publishedContents(q: Queryable, limit: number): Promise<SitemapContentRow[]>;
  creatorProfiles(q: Queryable, limit: number): Promise<SitemapProfileRow[]>;
}
