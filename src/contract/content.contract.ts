import { TRAVEL_MODE_NAMES } from '../domain/places/day-plan';
import { CONTENT_KINDS, CONTENT_LANGUAGES, CONTENT_STATUSES, type ContentLanguage } from '../domain/content/content';
import { CONTENT_LIMITS, SECTION_ID_PATTERN, STOP_TIME_PATTERN } from '../domain/content/content-rules';
import { DAY_MODES, DAYS } from '../domain/places/opening-hours';
import { LOCATION_STATUSES } from '../domain/places/location-status';
import { PAGING_CURSOR_MAX_LENGTH, PAGING_CURSOR_PATTERN } from './envelope.contract';
import {
  Closed,
  DateTime,
  Instant,
  Nullable,
  NullableString,
  StoredInteger,
  StringEnum,
  Type,
  type Static,
  type TProperties,
  type TSchema,
} from './schema';

/**
 * The content wire shapes (contract, snake_case): what the content-platform calls take and answer.
 * The server validates, serializes and documents with these schemas; the SPA's editor and reader adapters
 * map from their types. Pending-location ranges are deliberately not here: the domain checks them so a bad
 * one answers 400 4000607032 (spec §8), not a generic schema failure.
 */

/** Ids the editor and the server make: contents, sections, stops, images. */
export const Id = Type.String({ pattern: SECTION_ID_PATTERN.source });
export const ContentIdParams = Closed({ contentId: Id });
export const CategoryId = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
export const Revision = StoredInteger({
  minimum: 1,
  description: 'The revision this write started from (409 4090607009 when stale).',
});
export const ContentKindWire = StringEnum(CONTENT_KINDS);
export const ContentStatusWire = StringEnum(CONTENT_STATUSES);
export const ContentLanguageWire = StringEnum(CONTENT_LANGUAGES);

/**
 * The largest paging offset any list takes: Postgres' int4 range. A larger one (or one past int8) made the
 * database fail the query (500, SQLSTATE 22003 / 22P02); with this bound it is a 422 like any bad parameter.
 */
export const MAX_PAGING_OFFSET = 2_147_483_647;
/** The one paging-offset schema: every paged query uses it (pagingQuery and the lists with their own query). */
export const PagingOffset = Type.Integer({ minimum: 0, maximum: MAX_PAGING_OFFSET, default: 0 });

/**
 * Paging by key: the previous page's paging.next_cursor, opaque, in its documented wire format (base64url,
 * bounded: PAGING_CURSOR_PATTERN), so a cursor that cannot be one is refused by the schema like any bad
 * parameter; what a well-formed one holds is checked by the server (server/kernel/keyset.ts). Either way 422
 * with the route's validation code (4220607000 on the content platform's lists).
 */
export const PagingCursor = Type.String({
  minLength: 1,
  maxLength: PAGING_CURSOR_MAX_LENGTH,
  pattern: PAGING_CURSOR_PATTERN,
  description:
    'paging.next_cursor of the previous page, sent back unchanged: the next page is read by key (created/updated time and id), not by OFFSET, and offset is ignored. ' +
    'base64url without padding, at most 512 characters; one that is malformed, altered or of another list (or another sort) is 422.',
});

/** offset and limit (defaulted: a handler always has them) plus the list's own parameters. */
export const pagingQuery = <E extends TProperties>(extra: E, maxLimit = 100) =>
  Closed({
    offset: PagingOffset,
    limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: 20 }),
    ...extra,
  });

/**
 * `hl` of the public lists of contents (discovery, a category's and a place's contents): the reader's language.
 * A content that has it (a translation with a title) is listed with its title and summary in it and `language`
 * that language (src/domain/content/content-language.ts headInLanguage); absent, every content in its primary one.
 */
export const ListLanguage = Type.Optional(
  StringEnum(CONTENT_LANGUAGES, {
    description:
      "The reader's language: a content that has it (a translation with a title) is listed with its title and summary in it, and `language` is then that language. Absent: the primary language.",
  }),
);

// ——— what a save sends ———

/** An image as a save sends it: only image_id is trusted; the rest comes from the stored upload. */
export const ImageRefInput = Closed({
  image_id: Id,
  url: Type.Optional(Type.String({ description: 'Derived from image_id by the server; ignored on input.' })),
  blurhash: Type.Optional(NullableString({ description: 'Taken from the stored image; ignored on input.' })),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ImageRefInputWire = Static<typeof ImageRefInput>;

export const PendingLocation = Closed({
  name: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  address: Type.String({ default: '' }),
});
export type PendingLocationWire = Static<typeof PendingLocation>;

const placeRef = {
  location_id: Nullable(Type.String({ maxLength: 64 })),
  pending_location: Nullable(PendingLocation),
};
const note = Type.String({ maxLength: CONTENT_LIMITS.noteMax, default: '' });

export const TripStop = Closed({
  stop_id: Id,
  ...placeRef,
  note,
  time: Nullable(Type.String({ pattern: STOP_TIME_PATTERN.source })),
});
export type TripStopWire = Static<typeof TripStop>;

/** One variant per section type: the same objects describe what a save sends and what is stored. */
const sectionVariants = {
  text: Closed({
    section_id: Id,
    type: Type.Literal('text'),
    html: Type.String({ maxLength: CONTENT_LIMITS.htmlMax }),
  }),
  image: Closed({
    section_id: Id,
    type: Type.Literal('image'),
    image: ImageRefInput,
    caption: Type.String({ maxLength: CONTENT_LIMITS.captionMax, default: '' }),
  }),
  location: Closed({ section_id: Id, type: Type.Literal('location'), ...placeRef, note }),
  day: Closed({
    section_id: Id,
    type: Type.Literal('day'),
    title: Type.String({ maxLength: CONTENT_LIMITS.dayTitleMax, default: '' }),
    stops: Type.Array(TripStop, { maxItems: CONTENT_LIMITS.stopsMax }),
    travel_mode: Type.Optional(
      StringEnum(TRAVEL_MODE_NAMES, {
        description:
          'How the day is travelled, for the travel-time estimates between stops; absent: legs up to 1.2 km walked, longer ones driven.',
      }),
    ),
  }),
  poll: Closed({ section_id: Id, type: Type.Literal('poll'), poll_id: Id }),
};
type SectionVariant<K extends keyof typeof sectionVariants> = Static<(typeof sectionVariants)[K]>;
export type SectionInputWire =
  | SectionVariant<'text'>
  | SectionVariant<'image'>
  | SectionVariant<'location'>
  | SectionVariant<'day'>
  | SectionVariant<'poll'>;

/**
 * One section; `type` picks the shape. Written as if/then per type (not oneOf) so a failure names the field
 * of the section that is wrong, not "must match exactly one schema".
 */
export const SectionInput = Type.Unsafe<SectionInputWire>({
  type: 'object',
  required: ['section_id', 'type'],
  properties: { type: { enum: Object.keys(sectionVariants) } },
  allOf: Object.entries(sectionVariants).map(([type, then]) => ({
    if: { properties: { type: { const: type } } },
    then,
  })),
});

/** A map keyed by section or stop id (own keys only; a key that is no id is 400 4000102002). */
const ById = <T extends TSchema>(value: T, options: Record<string, unknown> = {}) =>
  Type.Record(Type.String({ pattern: SECTION_ID_PATTERN.source }), value, { additionalProperties: false, ...options });

/**
 * A section's words in the content's other language (domain SectionTranslation): only the fields of its type
 * (text html, image caption, location note, day title and stops' notes) and within the primary text's limits,
 * checked by the domain (422 4220607041 for a field, section or stop the document does not have).
 */
export const SectionTranslation = Closed({
  html: Type.Optional(
    Type.String({ maxLength: CONTENT_LIMITS.htmlMax, description: 'A text section: sanitized like its html' }),
  ),
  caption: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.captionMax, description: 'An image section' })),
  note: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.noteMax, description: 'A location section' })),
  title: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.dayTitleMax, description: 'A day section' })),
  stops: Type.Optional(
    ById(Closed({ note: Type.String({ maxLength: CONTENT_LIMITS.noteMax }) }), {
      maxProperties: CONTENT_LIMITS.stopsMax,
      description: "A day section: each stop's note, by stop id",
    }),
  ),
});
export type SectionTranslationWire = Static<typeof SectionTranslation>;

/** The content in one more language: words only, the structure is the document's own. */
export const ContentTranslation = Closed({
  title: Type.String({
    maxLength: CONTENT_LIMITS.titleMax,
    default: '',
    description: 'Readers see this language only once it has a title.',
  }),
  summary: Type.String({ maxLength: CONTENT_LIMITS.summaryMax, default: '' }),
  sections: ById(SectionTranslation, {
    maxProperties: CONTENT_LIMITS.sectionsMax,
    default: {},
    description:
      'By section id. A section absent, or with a field left empty that has words in the primary language, is untranslated: readers see it in the primary language, marked.',
  }),
});
export type ContentTranslationWire = Static<typeof ContentTranslation>;

/** Keyed by language: never the primary `language` (422 4220607040). */
export const ContentTranslations = Closed(
  {
    th: Type.Optional(ContentTranslation),
    en: Type.Optional(ContentTranslation),
  } satisfies Record<ContentLanguage, unknown>,
  {
    description:
      "The content in its other language: title, summary and each section's words, by section id; structure (sections, order, places, images, polls, stops) is shared. Saved, versioned and published with the document (one revision, one version). Absent on a single-language content. A save without it keeps the stored translations (without the words of sections or stops it no longer has); `{}` removes them.",
  },
);
export type ContentTranslationsWire = Static<typeof ContentTranslations>;

/** The editable document; PUT requires every field, PATCH any subset. */
export const documentFields = {
  title: Type.String({ maxLength: CONTENT_LIMITS.titleMax }),
  summary: Type.String({ maxLength: CONTENT_LIMITS.summaryMax }),
  language: ContentLanguageWire,
  cover: Nullable(ImageRefInput),
  sections: Type.Array(SectionInput, { maxItems: CONTENT_LIMITS.sectionsMax }),
  category_ids: Type.Array(CategoryId, { maxItems: CONTENT_LIMITS.categoriesMax }),
  translations: Type.Optional(ContentTranslations),
};
export const DocumentInput = Closed(documentFields);
export type DocumentInputWire = Static<typeof DocumentInput>;
export const SaveBody = Closed({ revision: Revision, ...documentFields });
export type SaveBodyWire = Static<typeof SaveBody>;
export const PatchBody = Closed({ revision: Revision, ...Type.Partial(DocumentInput).properties });
export type PatchBodyWire = Static<typeof PatchBody>;
export const RevisionBody = Closed({ revision: Revision });

/**
 * A reader adds a place to one of their trips as a stop: appended to day `day_index` (0-based, counting day sections
 * only) or to a new day at the end (`new_day`; exactly one of the two). `stop_id` is made by the client and is the
 * add's idempotency key: an add whose stop is already in the trip answers the trip unchanged, so a retried request
 * never doubles a stop. `from_content_id`: the content the reader was reading (a trip add in its creator's stats).
 */
export const AddStopBody = Closed({
  revision: Revision,
  stop_id: Id,
  location_id: Type.String({ minLength: 1, maxLength: 64 }),
  day_index: Type.Optional(Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.sectionsMax })),
  new_day: Type.Optional(Type.Literal(true)),
  time: Type.Optional(Nullable(Type.String({ pattern: STOP_TIME_PATTERN.source }))),
  from_content_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        "The content the reader added the place from (an article's location section, another trip's stop); absent from a place's own page. It counts one trip add in that content's stats when the add changes the trip, readers can see the content and it is not the caller's own. An unknown or hidden one is no error: the stop is added and nothing is counted.",
    }),
  ),
});
export type AddStopBodyWire = Static<typeof AddStopBody>;

/**
 * "Copy this trip": `copy_id` is made by the client and becomes the new draft's content id, so a double click or a
 * retry answers the same copy instead of making a second one. 128 random bits as 32 lowercase hex digits: an id
 * nobody else can guess and take first.
 */
export const COPY_ID_PATTERN = /^[0-9a-f]{32}$/;
export const CopyTripBody = Closed({
  copy_id: Type.String({
    pattern: COPY_ID_PATTERN.source,
    description: '32 lowercase hex digits (128 random bits) the client makes once per trip and page',
  }),
});
export type CopyTripBodyWire = Static<typeof CopyTripBody>;

// ——— what the server answers ———

export const ImageRef = Nullable(
  Closed({
    image_id: Type.String(),
    url: Type.String(),
    blurhash: NullableString(),
    width: Type.Integer(),
    height: Type.Integer(),
  }),
);
export type ImageRefWire = NonNullable<Static<typeof ImageRef>>;

export const Author = Closed({
  user_id: Type.String(),
  username: NullableString(),
  display_name: NullableString(),
  avatar_image: NullableString(),
});
export type AuthorWire = Static<typeof Author>;

/** A section as saved and answered: like the input, with the image's url filled in. */
export type SectionWire =
  | SectionVariant<'text'>
  | (Omit<SectionVariant<'image'>, 'image'> & { image: ImageRefWire })
  | SectionVariant<'location'>
  | SectionVariant<'day'>
  | SectionVariant<'poll'>;
const SectionOut = Type.Unsafe<SectionWire>({
  type: 'object',
  additionalProperties: true,
  description:
    'A section as saved: text {html} (sanitized) | image {image: ImageRef, caption} | location {location_id, pending_location, note} | day {title, stops[], travel_mode?} | poll {poll_id}.',
});

const documentOut = {
  title: Type.String(),
  summary: Type.String(),
  language: ContentLanguageWire,
  cover: ImageRef,
  sections: Type.Array(SectionOut),
  category_ids: Type.Array(Type.String()),
};
/** The editor's document: the one it saves, translations included. */
const editableOut = { ...documentOut, translations: Type.Optional(ContentTranslations) };
const counters = { view_count: Type.Integer(), comment_count: Type.Integer() };

/** The published trip a copy was made from, while readers can still see it (absent or null otherwise). */
const BasedOnObject = Closed({ content_id: Type.String(), title: Type.String(), author: Author });
export type BasedOnWire = Static<typeof BasedOnObject>;
const basedOn = {
  based_on: Type.Optional(
    Nullable(BasedOnObject, {
      description:
        'A copy made with "Copy this trip": the trip it was made from, named only while that trip is public (published, not deleted, not hidden); null otherwise.',
    }),
  ),
};

export const ContentDocument = Closed(editableOut);
export type ContentDocumentWire = Static<typeof ContentDocument>;

export const EditorContent = Closed({
  content_id: Type.String(),
  kind: ContentKindWire,
  status: ContentStatusWire,
  version: Type.Integer({ description: '0 for a reserved content' }),
  revision: Type.Integer(),
  published_version: Nullable(Type.Integer()),
  draft_version: Nullable(Type.Integer()),
  ...editableOut,
  author: Author,
  created_at: Instant(),
  updated_at: Instant(),
  published_at: DateTime(),
  ...counters,
  campaign_id: Nullable(Type.String({ description: 'The campaign this content was written for, or null.' })),
  hidden: Type.Optional(
    Type.Boolean({ description: 'Hidden by a moderator: readers get 404; the author still sees it here.' }),
  ),
  ...basedOn,
});
export type EditorContentWire = Static<typeof EditorContent>;

const Period = Closed({ open: Type.String({ description: 'HH.mm (spec §3: dot separator)' }), close: Type.String() });
const DaySchedule = Closed({ mode: StringEnum(DAY_MODES), periods: Type.Optional(Type.Array(Period)) });
/** Spec §3 opening hours: the domain's WeeklyOpeningHours, sunday to saturday. */
export const OpeningHours = Nullable(
  Closed({
    ...(Object.fromEntries(DAYS.map((day) => [day, DaySchedule])) as Record<(typeof DAYS)[number], typeof DaySchedule>),
    closed_on_public_holidays: Type.Optional(
      Type.Boolean({
        description: 'Closed all day on Thai public holidays (substitution days included); absent: false.',
      }),
    ),
  }),
);
export type OpeningHoursWire = Static<typeof OpeningHours>;

export const Place = Closed({
  location_id: Type.String(),
  name: Type.String({
    description: 'In the language the content is shown in (its primary language, or the one hl asked for)',
  }),
  address: Type.String(),
  name_en: Type.Optional(Type.String({ description: 'the reader picks name_th / name_en by their own language' })),
  name_th: Type.Optional(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  time_zone: Type.String(),
  opening_hours: Type.Unsafe<OpeningHoursWire>({
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'Spec §3 opening hours (WeeklyOpeningHours), sunday to saturday',
  }),
  status: Type.Optional(
    StringEnum(LOCATION_STATUSES, {
      description:
        'pending: proposed by the author, not yet approved (show it marked pending); absent or approved: a public place.',
    }),
  ),
});
export type PlaceWire = Static<typeof Place>;

/**
 * How a content with a translation is read in one language (the `hl` parameter): which languages it has and
 * which language each part is shown in. Absent on a single-language content.
 */
export const PublicLanguages = Closed(
  {
    primary: ContentLanguageWire,
    available: Type.Array(ContentLanguageWire, {
      description:
        'The languages readers can read it in, the primary first (a translation counts once it has a title).',
    }),
    title: ContentLanguageWire,
    summary: ContentLanguageWire,
    sections: ById(ContentLanguageWire, {
      description:
        'Every section id with the language it is shown in: the primary language where it is not translated (mark it so).',
    }),
  },
  {
    description:
      'Present when the content is bilingual: `language` is then the language shown (the one asked for with `hl` when the content has it, else the primary), and these say which language each part is in.',
  },
);
export type PublicLanguagesWire = Static<typeof PublicLanguages>;

export const PublicContent = Closed({
  content_id: Type.String(),
  kind: ContentKindWire,
  version: Type.Integer(),
  ...documentOut,
  author: Author,
  published_at: Instant(),
  updated_at: Instant(),
  ...counters,
  places: Type.Array(Place, { description: 'Every location the sections and stops reference, in order of first use.' }),
  campaign_id: Nullable(Type.String({ description: 'The campaign this content was written for, or null.' })),
  ...basedOn,
  languages: Type.Optional(PublicLanguages),
});
export type PublicContentWire = Static<typeof PublicContent>;

export const ListItem = Closed({
  content_id: Type.String(),
  kind: ContentKindWire,
  status: ContentStatusWire,
  title: Type.String(),
  summary: Type.String(),
  cover: ImageRef,
  has_draft: Type.Boolean(),
  revision: Type.Integer(),
  updated_at: Instant(),
  published_at: DateTime(),
  ...counters,
  author: Author,
  hidden: Type.Optional(
    Type.Boolean({ description: 'Hidden by a moderator: readers get 404; the author still sees it here.' }),
  ),
  saved_count: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: "How many readers keep it (saved-service); only in my-contents, the owner's own list.",
    }),
  ),
  ...basedOn,
});
export type ListItemWire = Static<typeof ListItem>;

export const PreFetch = Closed({
  content_id: Type.String(),
  kind: ContentKindWire,
  title: Type.String(),
  summary: Type.String(),
  cover: ImageRef,
  author: Author,
  published_at: DateTime(),
});
export type PreFetchWire = Static<typeof PreFetch>;

export const ContentCounts = Closed({
  content_id: Type.String(),
  view_count: Type.Integer(),
  comment_count: Type.Integer(),
});
export type ContentCountsWire = Static<typeof ContentCounts>;

export const MyContentCounts = Closed({ total: Type.Integer(), drafts: Type.Integer(), published: Type.Integer() });

export const ViewBody = Closed({
  session_id: Type.String({ minLength: 8, maxLength: 64 }),
  referrer: Type.Optional(
    Type.String({
      maxLength: 2048,
      description:
        "The page the reader came from (document.referrer), sent only with the reader's consent to analytics: only its host is kept, per day, for the creator's traffic sources.",
    }),
  ),
});
export const ViewCounted = Closed({
  content_id: Type.String(),
  view_count: Type.Integer(),
  comment_count: Type.Integer(),
  counted: Type.Boolean(),
});
export type ViewCountedWire = Static<typeof ViewCounted>;

/** /profiles/[username]: the creator and a page of their published contents (data of a paged answer). */
/** What /profiles/[username] shows about the creator besides the name (spec §3 profile fields). */
export const CreatorAbout = Closed({
  biography: NullableString(),
  website: NullableString(),
  country: NullableString(),
  cover_image: NullableString(),
});
/** How many readers follow the creator, and how many creators they follow (follow-service, ours). */
export const FollowCounts = Closed({
  follower_count: Type.Integer({ minimum: 0 }),
  following_count: Type.Integer({ minimum: 0 }),
});
export type FollowCountsWire = Static<typeof FollowCounts>;
export const CreatorContents = Closed({
  author: Author,
  about: Type.Optional(CreatorAbout),
  follows: Type.Optional(FollowCounts),
  items: Type.Array(ListItem),
});
export type CreatorContentsWire = Static<typeof CreatorContents>;
