import type { Queryable } from '../kernel/database.port';
import type { KeysetRows, KeysetWindow } from '../kernel/keyset';
import type { PlaceNames } from '../../src/domain/search/place-names';
import type { ContainsPart } from '../../src/domain/search/segment';
import type { LocationRow as PlaceRow } from '../places/places.ports';

/** A published content whose search row is missing or built from another version. */
export interface StaleDocument {
  readonly content_id: string;
  readonly version: number;
  /** The published version's document (migration 0006): title, summary, language, sections, category_ids, ... */
  readonly document: {
    readonly title?: string;
    readonly summary?: string;
    readonly language?: string;
    readonly sections?: readonly unknown[];
    readonly category_ids?: readonly string[];
    /** Its words in the other language (README "Two languages"): indexed too once it has a title. */
    readonly translations?: Readonly<Record<string, IndexedTranslation | undefined>>;
  };
  readonly location_ids: string[];
  /** The Thai and English names of the approved places it references, in the document's order. */
  readonly places: PlaceNames[];
}

/** A translation as the index reads it from the stored document (src/contract/content.contract.ts ContentTranslation). */
export interface IndexedTranslation {
  readonly title?: string;
  readonly summary?: string;
  readonly sections?: Readonly<
    Record<
      string,
      {
        readonly html?: string;
        readonly caption?: string;
        readonly note?: string;
        readonly title?: string;
        readonly stops?: Readonly<Record<string, { readonly note?: string }>>;
      }
    >
  >;
}

/** A search row as the use cases build it: tokens already segmented and space-joined. */
export interface IndexDocument {
  readonly content_id: string;
  readonly version: number;
  readonly language: string;
  /** The languages readers can read it in, primary first (what the `language` filter matches). */
  readonly languages: readonly string[];
  readonly category_ids: readonly string[];
  readonly location_ids: readonly string[];
  /** Tokens of the primary title and of the readable translation's title (both weight A); summary B, body C likewise. */
  readonly title_tokens: string;
  readonly summary_tokens: string;
  readonly body_tokens: string;
  /** Tokens of the places' names (src/domain/search/place-names.ts), indexed with the lowest weight (D). */
  readonly place_tokens: string;
  readonly places: readonly PlaceNames[];
}

/** A published content as a feed list shows it (its published version). */
export interface FeedContentRow {
  readonly content_id: string;
  readonly kind: 'article' | 'trip';
  readonly revision: number;
  readonly draft_version: number | null;
  readonly updated_at: Date;
  readonly published_at: Date;
  readonly view_count: number | string;
  readonly comment_count: number;
  readonly author_user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
  readonly title: string | null;
  readonly summary: string | null;
  readonly cover: { image_id: string; width: number; height: number; blurhash?: string | null } | null;
  readonly language: 'th' | 'en';
  /**
   * The titles and summaries of its translations by language (null: none), what a search answers in the
   * reader's language (`hl`) when the content has it.
   */
  readonly translations: Readonly<Record<string, { title: string | null; summary: string | null }>> | null;
  readonly category_ids: string[];
  readonly location_ids: string[];
  /** The names of its places as the search row holds them (what a search highlights a place match by). */
  readonly places: PlaceNames[] | null;
  readonly rank: number;
}

export interface RowPage<T> {
  readonly rows: T[];
  readonly total: number;
}

export interface SearchFilters {
  /** to_tsquery('english', …) text built by the domain (letters, digits, operators only); null: no keyword. */
  readonly tsquery: string | null;
  /**
   * The same query restricted to the content's own text (title, summary, body: weights A, B, C); a content it
   * matches ranks above every content found only through its places' names. Null with no keyword.
   */
  readonly textTsquery: string | null;
  readonly kind: string | null;
  readonly categoryId: string | null;
  /** A language the content can be read in: its primary one or a readable translation's. */
  readonly language: string | null;
  readonly locationId: string | null;
}

export interface ReaderSignalsRow {
  readonly interests: string[];
  readonly categories: string[];
  readonly places: string[];
}

export interface TrendingCategoryRow {
  readonly category_id: string;
  readonly name_en: string;
  readonly name_th: string;
  readonly score: number;
  readonly content_count: number;
}

/** A place as search/locations reads it: the places module's row, without the review fields (only approved places are searched). */
export type LocationRow = Omit<PlaceRow, 'status' | 'proposer_user_id'>;

export interface CreatorRow {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
  readonly published_count: number;
}

/** The feed's reads and the search index (migration 0007): feed/feed.repository.ts. */
export interface FeedStore {
  staleDocuments(q: Queryable, limit: number): Promise<StaleDocument[]>;
  saveDocuments(q: Queryable, docs: readonly IndexDocument[], now: Date): Promise<void>;
  /** Adds (variant, word) pairs of the typo vocabulary; existing pairs are kept. */
  addVocabulary(q: Queryable, pairs: readonly (readonly [string, string])[]): Promise<void>;
  /** Vocabulary words sharing a variant with `variants`. */
  vocabularyMatches(q: Queryable, variants: readonly string[]): Promise<string[]>;
  search(q: Queryable, filters: SearchFilters, offset: number, limit: number): Promise<RowPage<FeedContentRow>>;
  trending(
    q: Queryable,
    now: Date,
    days: number,
    excludeFor: string | null,
    offset: number,
    limit: number,
  ): Promise<RowPage<FeedContentRow>>;
  trendingCategories(q: Queryable, now: Date, days: number, limit: number): Promise<TrendingCategoryRow[]>;
  readerSignals(q: Queryable, userId: string): Promise<ReaderSignalsRow>;
  youMayLike(
    q: Queryable,
    userId: string,
    signals: ReaderSignalsRow,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<RowPage<FeedContentRow>>;
  categoryExists(q: Queryable, categoryId: string): Promise<boolean>;
  /** An approved (public) location of this id exists (a pending one is in no public list). */
  publicLocationExists(q: Queryable, locationId: string): Promise<boolean>;
  categoryContents(
    q: Queryable,
    categoryId: string,
    sort: 'newest' | 'most_read',
    offset: number,
    limit: number,
  ): Promise<RowPage<FeedContentRow>>;
  /** A category's or a place's contents, newest publication first, by offset or by key (kernel/keyset.ts). */
  newest(
    q: Queryable,
    filter: { readonly categoryId: string } | { readonly locationId: string },
    window: KeysetWindow,
  ): Promise<KeysetRows<FeedContentRow & { readonly sort_key: string }>>;
  searchLocations(
    q: Queryable,
    /** The place query's parts (src/domain/places/place-search.ts), matched against locations.search_text. */
    parts: readonly ContainsPart[],
    lang: 'th' | 'en',
    offset: number,
    limit: number,
  ): Promise<RowPage<LocationRow>>;
  searchCreators(
    q: Queryable,
    parts: readonly ContainsPart[],
    offset: number,
    limit: number,
  ): Promise<RowPage<CreatorRow>>;
  recordRead(q: Queryable, userId: string, contentId: string, at: Date): Promise<boolean>;
}
