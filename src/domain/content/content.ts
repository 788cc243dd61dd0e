import type { TravelMode } from '../places/day-plan';
import type { WeeklyOpeningHours } from '../places/opening-hours';

/**
 * The content model of spec §1 ("articles and trips with sections, covers and locations"); spec §3 leaves
 * the fields "not shown", so they are ours and the OpenAPI document is their wire description (snake_case).
 *
 * Two numbers describe a content and must not be confused:
 * - `version`: a snapshot. Version 1 is the first draft; publishing freezes the draft version; editing a
 *   published content starts the next version as a draft copy (create_draft), and publishing it replaces
 *   the public one. Older versions stay readable by the editor.
 * - `revision`: the optimistic-concurrency counter of the whole content. Every accepted write adds one.
 *   Every save carries the revision it started from; a save from a stale revision is refused (409
 *   4090607009), never merged silently.
 */
export const CONTENT_KINDS = ['article', 'trip'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** reserved: an id held for a new content, never saved; draft: saved, never published; published: public. */
export const CONTENT_STATUSES = ['reserved', 'draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_LANGUAGES = ['th', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** An uploaded image as a content shows it: `url` is derived from `imageId` by the server. */
export interface ImageRef {
  readonly imageId: string;
  readonly url: string;
  /** Blurhash of the image, drawn while the image loads. */
  readonly blurhash: string | null;
  readonly width: number;
  readonly height: number;
}

/** A place proposed by a creator that is not in the locations table yet (spec §8 4000607032 when invalid). */
export interface PendingLocation {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
}

/** Exactly one of `locationId` and `pendingLocation` is set. */
export interface PlaceRef {
  readonly locationId: string | null;
  readonly pendingLocation: PendingLocation | null;
}

export interface TextSection {
  readonly sectionId: string;
  readonly type: 'text';
  /** Sanitized HTML from the allow-list of rich-text.ts. */
  readonly html: string;
}

export interface ImageSection {
  readonly sectionId: string;
  readonly type: 'image';
  readonly image: ImageRef;
  readonly caption: string;
}

export interface LocationSection extends PlaceRef {
  readonly sectionId: string;
  readonly type: 'location';
  readonly note: string;
}

export interface TripStop extends PlaceRef {
  readonly stopId: string;
  readonly note: string;
  /** Local time of arrival, "HH:mm", or null. */
  readonly time: string | null;
}

/** Trips only: one day of the itinerary with its ordered stops. */
export interface DaySection {
  readonly sectionId: string;
  readonly type: 'day';
  readonly title: string;
  readonly stops: readonly TripStop[];
  /**
   * How the creator gets around this day, for the travel-time estimates (src/domain/places/day-plan.ts); absent
   * or null: short legs walked and longer ones driven.
   */
  readonly travelMode?: TravelMode | null;
}

/** A poll in the body: the creator's own poll (wallet polls), shown with its live tally. */
export interface PollSection {
  readonly sectionId: string;
  readonly type: 'poll';
  readonly pollId: string;
}

export type Section = TextSection | ImageSection | LocationSection | DaySection | PollSection;
export type SectionType = Section['type'];

/**
 * The per-language words of one section in the content's other language, keyed by its section id in
 * ContentTranslation.sections. Only the fields of the section's own type are allowed (content-language.ts):
 * text `html`, image `caption`, location `note`, day `title` and `stops` (per stop id, its `note`). Absent or
 * empty: not translated, the primary language's words are shown, marked. Polls have no words of their own.
 */
export interface SectionTranslation {
  readonly html?: string;
  readonly caption?: string;
  readonly note?: string;
  readonly title?: string;
  readonly stops?: Readonly<Record<string, StopTranslation>>;
}

export interface StopTranslation {
  readonly note: string;
}

/**
 * A content's words in a language other than its primary `language`. Structure (sections, their order,
 * places, images, polls, stops) is the document's own and shared: a translation holds words only. A
 * translation readers see needs a title (content-language.ts `availableLanguages`); until then it is the
 * creator's work in progress.
 */
export interface ContentTranslation {
  readonly title: string;
  readonly summary: string;
  /** Keyed by section id; a section absent here is untranslated. */
  readonly sections: Readonly<Record<string, SectionTranslation>>;
}

/** Keyed by language; never the document's primary language. */
export type ContentTranslations = Readonly<Partial<Record<ContentLanguage, ContentTranslation>>>;

/** What a creator edits; every save sends the whole of it (PUT) or part of it (PATCH). */
export interface ContentDocument {
  readonly title: string;
  readonly summary: string;
  /** The primary language: the one every part is written in. */
  readonly language: ContentLanguage;
  readonly cover: ImageRef | null;
  readonly sections: readonly Section[];
  readonly categoryIds: readonly string[];
  /**
   * The same content in the other language (title, summary and each section's words); absent on a
   * single-language content, which reads exactly as before translations existed.
   */
  readonly translations?: ContentTranslations;
}

/** What a content holds before anything is saved (a reserved content reads as this, version 0). */
export const EMPTY_DOCUMENT: ContentDocument = {
  title: '',
  summary: '',
  language: 'en',
  cover: null,
  sections: [],
  categoryIds: [],
};

/**
 * Every field of a ContentDocument, listed once (the editor's documentOf and changedFields read it): a new
 * document field is added to the interface and here, and the check below fails the type check until it is.
 */
export const DOCUMENT_FIELDS = [
  'title',
  'summary',
  'language',
  'cover',
  'sections',
  'categoryIds',
  'translations',
] as const satisfies readonly (keyof ContentDocument)[];
type UnlistedDocumentField = Exclude<keyof ContentDocument, (typeof DOCUMENT_FIELDS)[number]>;
export const DOCUMENT_FIELDS_COMPLETE: [UnlistedDocumentField] extends [never] ? true : UnlistedDocumentField = true;

export interface ContentAuthor {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly avatarImage: string | null;
}

/** A location as a reader sees it next to a content (resolved from location ids). */
export interface PlaceSummary {
  readonly locationId: string;
  readonly name: string;
  /** Per-language names: shown through placeName() in the reader's language. */
  readonly names?: { readonly en?: string; readonly th?: string };
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly timeZone: string;
  readonly openingHours: WeeklyOpeningHours | null;
  /** Its hours say it closes on Thai public holidays (opening-on-date.ts); absent: it opens as on any day. */
  readonly closedOnPublicHolidays?: boolean;
  /** Proposed by the author and not approved yet: shown marked, without a public page to link to. */
  readonly pending?: boolean;
}

/** The published trip a copy was made with "Copy this trip", while readers can still see it. */
export interface BasedOn {
  readonly contentId: string;
  readonly title: string;
  readonly author: ContentAuthor;
}

/** The editor's view of one content at one version. */
export interface EditorContent extends ContentDocument {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly status: ContentStatus;
  readonly version: number;
  readonly revision: number;
  readonly publishedVersion: number | null;
  readonly draftVersion: number | null;
  readonly author: ContentAuthor;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  readonly viewCount: number;
  readonly commentCount: number;
  /** The campaign this content was written for (`campaign_id`), or null/absent. */
  readonly campaignId?: string | null;
  /** A copy of a public trip: that trip (absent when it is not a copy or the origin is no longer public). */
  readonly basedOn?: BasedOn;
}

/** How a bilingual content is shown in one language (content-language.ts renderInLanguage). */
export interface ShownLanguages {
  readonly primary: ContentLanguage;
  /** Primary first. */
  readonly available: readonly ContentLanguage[];
  readonly title: ContentLanguage;
  readonly summary: ContentLanguage;
  /** Each section id with the language it is shown in (the primary where it is untranslated). */
  readonly sections: Readonly<Record<string, ContentLanguage>>;
}

/** The reader's view: the published version only. */
export interface PublicContent extends ContentDocument {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly version: number;
  readonly author: ContentAuthor;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly viewCount: number;
  readonly commentCount: number;
  readonly places: readonly PlaceSummary[];
  /** The campaign this content was written for (`campaign_id`): the reader shows its card. */
  readonly campaignId?: string | null;
  /** A copy of a public trip: the page says "based on" it (absent otherwise, or once that trip is not public). */
  readonly basedOn?: BasedOn;
  /** A bilingual content: the languages it has and the language of each part shown (`language` is the shown one). */
  readonly languages?: ShownLanguages;
}

/** One row of "my contents" and of a creator's public list. */
export interface ContentListItem {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly status: ContentStatus;
  readonly title: string;
  readonly summary: string;
  readonly cover: ImageRef | null;
  readonly hasDraft: boolean;
  readonly revision: number;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  readonly viewCount: number;
  readonly commentCount: number;
  readonly author: ContentAuthor;
  /** How many readers keep it: known only on the owner's own list (my contents), absent elsewhere. */
  readonly savedCount?: number;
}

export interface CommentView {
  readonly commentId: string;
  readonly contentId: string;
  readonly parentCommentId: string | null;
  /** Plain text; mentions are written `@username` and listed in `mentions`. */
  readonly text: string;
  readonly mentions: readonly ContentAuthor[];
  readonly author: ContentAuthor;
  readonly createdAt: string;
  readonly replyCount: number;
  /** Hidden by a moderator: the text is gone; readers see "removed by a moderator". */
  readonly removed?: boolean;
  /** When its author last edited it; absent when never edited. */
  readonly editedAt?: string;
  /** Deleted by its author (or their account was deleted): a placeholder kept for its replies, without words. */
  readonly deleted?: boolean;
}
