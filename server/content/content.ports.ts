import type {
  BasedOnWire,
  ContentDocumentWire,
  ImageRefWire,
  PlaceWire,
  SectionInputWire,
} from '../../src/contract/content.contract';
import type { ContentKind } from '../../src/domain/content/content';
import type { Queryable } from '../kernel/database.port';
import type { KeysetWindow } from '../kernel/keyset';

/**
 * Stored JSON of a version (migrations 0005, 0006): the whole document (src/contract ContentDocument, every
 * field present) as one jsonb `document`, with images reduced to what the upload row says ({ image_id, width, height, blurhash }; the url
 * readers load is derived by the mapper). A new document field flows through without a change here.
 */
export type StoredImage = Omit<ImageRefWire, 'url'>;
export type StoredSection =
  | Exclude<SectionInputWire, { type: 'image' }>
  | (Omit<Extract<SectionInputWire, { type: 'image' }>, 'image'> & { image: StoredImage });
export type StoredDocument = Omit<ContentDocumentWire, 'cover' | 'sections'> & {
  readonly cover: StoredImage | null;
  readonly sections: StoredSection[];
};

export interface ContentRow {
  readonly content_id: string;
  readonly author_user_id: string;
  readonly kind: 'article' | 'trip';
  readonly status: 'reserved' | 'draft' | 'published';
  readonly revision: number;
  readonly draft_version: number | null;
  readonly published_version: number | null;
  readonly latest_version: number;
  readonly view_count: number | string | bigint;
  readonly comment_count: number;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly published_at: Date | null;
  readonly deleted_at: Date | null;
  /** The campaign this content was written for, or null. */
  readonly campaign_id: string | null;
  /** Set by a moderator: readers get 404, the author still sees it in the editor. */
  readonly hidden_at: Date | null;
  /** "Copy this trip": the trip this one was copied from (migration 0020), or null. */
  readonly based_on_content_id?: string | null;
}

/** The trip a copy names (`based_on`), read only while that trip is public: null once it is not. */
export interface BasedOnColumns {
  readonly based_on?: BasedOnWire | null;
}

export interface VersionRow {
  readonly version: number;
  readonly state: 'draft' | 'published' | 'superseded';
  readonly document: StoredDocument;
  readonly location_ids: readonly string[];
  readonly v_created_at: Date;
  readonly v_updated_at: Date;
  readonly v_published_at: Date | null;
}

export interface AuthorColumns {
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

/** What changes of a public content without a new version (contentRepository.publicStamp; cached until a change). */
export type PublicStamp = Pick<
  ContentRow,
  'content_id' | 'kind' | 'author_user_id' | 'published_at' | 'view_count' | 'comment_count' | 'campaign_id'
> &
  AuthorColumns &
  BasedOnColumns & {
    readonly published_version: number;
    /** The origin of a copy even while it is not public: the cache forgets this stamp when that origin changes. */
    readonly based_on_content_id: string | null;
  };

/** A content with one of its versions (null for a reserved content) and its author's public profile. */
export type ContentView = ContentRow & AuthorColumns & BasedOnColumns & { readonly version_row: VersionRow | null };

/** `draft`: never published or with a working draft; `published`: has a public version. */
export type ListFilter = 'all' | 'draft' | 'published';
/** A list page of `limit + 1` rows (kernel/keyset.ts); total null on a page read by key. */
export interface ListPage {
  /** saved_count: how many readers keep it, read on the owner's own list only. */
  readonly rows: (ContentView & { readonly sort_key: string; readonly saved_count?: number })[];
  readonly total: number | null;
}

export interface AuthorCounts {
  readonly total: number;
  readonly drafts: number;
  readonly published: number;
}

/** The contents columns a lifecycle step writes (src/domain/content/lifecycle.ts pointers). */
export interface PointerColumns {
  readonly status: ContentRow['status'];
  readonly draft_version: number | null;
  readonly published_version: number | null;
  readonly latest_version: number;
  readonly published_at: Date | null;
  readonly deleted_at: Date | null;
}

/** Contents and their version snapshots: content/content.repository.ts. */
export interface ContentStore {
  insertReserved(
    q: Queryable,
    row: {
      contentId: string;
      authorUserId: string;
      kind: string;
      campaignId?: string | null;
      basedOnContentId?: string | null;
    },
    now: Date,
  ): Promise<void>;
  /** Locks the content row for the rest of the transaction. */
  lock(q: Queryable, contentId: string): Promise<ContentRow | null>;
  /** The optimistic-concurrency guard: null when another write advanced the revision first. */
  advance(
    q: Queryable,
    contentId: string,
    revision: number,
    pointers: PointerColumns,
    now: Date,
  ): Promise<ContentRow | null>;
  insertVersion(
    q: Queryable,
    contentId: string,
    version: number,
    doc: StoredDocument,
    locationIds: readonly string[],
    now: Date,
  ): Promise<void>;
  updateDraft(
    q: Queryable,
    contentId: string,
    version: number,
    doc: StoredDocument,
    locationIds: readonly string[],
    now: Date,
  ): Promise<void>;
  copyAsDraft(q: Queryable, contentId: string, from: number, to: number, now: Date): Promise<void>;
  publishDraft(q: Queryable, contentId: string, version: number, now: Date): Promise<void>;
  deleteDraft(q: Queryable, contentId: string, version: number): Promise<void>;
  /** A content with one version: a number, its working version (null) or its published one. */
  view(q: Queryable, contentId: string, version: number | null | 'published'): Promise<ContentView | null>;
  publicStamp(q: Queryable, contentId: string): Promise<PublicStamp | null>;
  versionWithPlaces(
    q: Queryable,
    contentId: string,
    version: number,
  ): Promise<{ version_row: VersionRow; places: PlaceWire[] } | null>;
  /** One view per (content, session): true when this session had not been counted yet. */
  recordView(q: Queryable, contentId: string, sessionId: string, now: Date): Promise<boolean>;
  publishedViewCount(q: Queryable, contentId: string): Promise<number | null>;
  incrementViews(q: Queryable, contentId: string): Promise<number>;
  ownedImages(q: Queryable, ownerUserId: string, ids: readonly string[]): Promise<StoredImage[]>;
  knownIds(q: Queryable, table: 'locations' | 'categories', ids: readonly string[]): Promise<Set<string>>;
  /** Locations among `ids` a save by `userId` may name: approved ones and the user's own pending proposals. */
  usableLocationIds(q: Queryable, userId: string, ids: readonly string[]): Promise<Set<string>>;
  /** Polls among `ids` a save by `userId` may show in a poll section: standalone ones and the user's own. */
  usablePollIds(q: Queryable, userId: string, ids: readonly string[]): Promise<Set<string>>;
}

/** Lists of contents and their counts: content/content-list.repository.ts. */
export interface ContentListStore {
  /** `kind`: only articles or only trips (the reader's "add to my trip" lists trips). */
  listOwn(
    q: Queryable,
    authorUserId: string,
    filter: ListFilter,
    window: KeysetWindow,
    kind?: ContentKind | null,
  ): Promise<ListPage>;
  listPublished(q: Queryable, authorUserId: string, window: KeysetWindow): Promise<ListPage>;
  countsOf(q: Queryable, authorUserId: string): Promise<AuthorCounts>;
  /** The "Following" feed: public contents of the creators the user follows, newest first publication first. */
  listFollowedBy(q: Queryable, followerUserId: string, window: KeysetWindow): Promise<ListPage>;
  /** A campaign's entries: published, live contents written for it, newest first publication first. */
  listOfCampaign(q: Queryable, campaignId: string, window: KeysetWindow): Promise<ListPage>;
}

/**
 * Where the editor's writes tell of a content's first publication, inside its transaction (`tx`): the notifications
 * module sends its job there, so the event exists iff the publication committed. A republish tells nobody.
 */
export interface ContentEvents {
  firstPublished(tx: Queryable, event: { contentId: string; authorUserId: string; at: Date }): Promise<void>;
}

/**
 * Told, in the add's transaction, that a reader took a place of `sourceContentId` into a trip of theirs or copied
 * that trip (the creator's daily stats, stats module). It decides whether the source counts (readers can see it and
 * it is not the reader's own); one that does not is never a failure of the add.
 */
export interface TripAdds {
  recordTripAdd(tx: Queryable, sourceContentId: string, readerUserId: string): Promise<boolean>;
}
