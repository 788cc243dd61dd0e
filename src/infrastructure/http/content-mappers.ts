import type {
  CommentView,
  ContentAuthor,
  ContentDocument,
  ContentKind,
  ContentLanguage,
  ContentListItem,
  ContentStatus,
  EditorContent,
  ImageRef,
  PendingLocation,
  PlaceSummary,
  PublicContent,
  Section,
  TripStop,
} from '../../domain/content/content';
import { DAYS, DAY_MODES, type DaySchedule, type WeeklyOpeningHours } from '../../domain/places/opening-hours';

/**
 * The ONE place where content wire shapes (snake_case, issue 4 content contract) meet the camelCase types of
 * src/domain/content/content.ts. Both the reader's fetch adapters and the editor's adapters call these, so a
 * wire name is written once. Readers are lenient with missing optional fields (null), never with ids.
 */
export interface ImageRefWire { image_id: string; url: string; blurhash: string | null; width: number; height: number }
export interface PendingLocationWire { name: string; lat: number; lng: number; address: string }
interface PlaceRefWire { location_id: string | null; pending_location: PendingLocationWire | null }
export interface TripStopWire extends PlaceRefWire { stop_id: string; note: string; time: string | null }
export type SectionWire =
  | { section_id: string; type: 'text'; html: string }
  | { section_id: string; type: 'image'; image: ImageRefWire; caption: string }
  | ({ section_id: string; type: 'location'; note: string } & PlaceRefWire)
  | { section_id: string; type: 'day'; title: string; stops: TripStopWire[] };
export interface AuthorWire { user_id: string; username: string | null; display_name: string | null; avatar_image: string | null }
export interface PlaceWire {
  location_id: string; name: string; address: string; lat: number; lng: number; time_zone: string; opening_hours: unknown;
}
export interface ContentDocumentWire {
  title: string; summary: string; language: ContentLanguage; cover: ImageRefWire | null; sections: SectionWire[]; category_ids: string[];
}
export interface EditorContentWire extends ContentDocumentWire {
  content_id: string; kind: ContentKind; status: ContentStatus; version: number; revision: number;
  published_version: number | null; draft_version: number | null; author: AuthorWire;
  created_at: string; updated_at: string; published_at: string | null; view_count: number; comment_count: number;
}
export interface PublicContentWire extends ContentDocumentWire {
  content_id: string; kind: ContentKind; version: number; author: AuthorWire; published_at: string; updated_at: string;
  view_count: number; comment_count: number; places: PlaceWire[];
}
export interface ListItemWire {
  content_id: string; kind: ContentKind; status: ContentStatus; title: string; summary: string; cover: ImageRefWire | null;
  has_draft: boolean; revision: number; updated_at: string; published_at: string | null; view_count: number;
  comment_count: number; author: AuthorWire;
}
export interface CommentWire {
  comment_id: string; content_id: string; parent_comment_id: string | null; text: string; mentions: AuthorWire[];
  author: AuthorWire; created_at: string; reply_count: number;
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export const imageFromWire = (w: ImageRefWire): ImageRef => ({
  imageId: w.image_id, url: w.url, blurhash: orNull(w.blurhash), width: num(w.width), height: num(w.height),
});
export const imageToWire = (i: ImageRef): ImageRefWire => ({
  image_id: i.imageId, url: i.url, blurhash: i.blurhash, width: i.width, height: i.height,
});
const pendingFromWire = (w: PendingLocationWire | null | undefined): PendingLocation | null =>
  w ? { name: w.name, lat: num(w.lat), lng: num(w.lng), address: w.address ?? '' } : null;
const pendingToWire = (p: PendingLocation | null): PendingLocationWire | null =>
  p ? { name: p.name, lat: p.lat, lng: p.lng, address: p.address } : null;

const stopFromWire = (w: TripStopWire): TripStop => ({
  stopId: w.stop_id, locationId: orNull(w.location_id), pendingLocation: pendingFromWire(w.pending_location),
  note: w.note ?? '', time: orNull(w.time),
});
const stopToWire = (s: TripStop): TripStopWire => ({
  stop_id: s.stopId, location_id: s.locationId, pending_location: pendingToWire(s.pendingLocation), note: s.note, time: s.time,
});

/** A section of a type this client does not know is dropped rather than shown half-understood. */
export function sectionFromWire(w: SectionWire): Section | null {
  switch (w.type) {
    case 'text': return { sectionId: w.section_id, type: 'text', html: w.html ?? '' };
    case 'image': return { sectionId: w.section_id, type: 'image', image: imageFromWire(w.image), caption: w.caption ?? '' };
    case 'location':
      return { sectionId: w.section_id, type: 'location', locationId: orNull(w.location_id), pendingLocation: pendingFromWire(w.pending_location), note: w.note ?? '' };
    case 'day': return { sectionId: w.section_id, type: 'day', title: w.title ?? '', stops: (w.stops ?? []).map(stopFromWire) };
    default: return null;
  }
}

export function sectionToWire(s: Section): SectionWire {
  switch (s.type) {
    case 'text': return { section_id: s.sectionId, type: 'text', html: s.html };
    case 'image': return { section_id: s.sectionId, type: 'image', image: imageToWire(s.image), caption: s.caption };
    case 'location':
      return { section_id: s.sectionId, type: 'location', location_id: s.locationId, pending_location: pendingToWire(s.pendingLocation), note: s.note };
    case 'day': return { section_id: s.sectionId, type: 'day', title: s.title, stops: s.stops.map(stopToWire) };
  }
}

const sectionsFromWire = (list: SectionWire[] | undefined): Section[] =>
  (list ?? []).map(sectionFromWire).filter((s): s is Section => s !== null);

export const authorFromWire = (w: AuthorWire): ContentAuthor => ({
  userId: w.user_id, username: orNull(w.username), displayName: orNull(w.display_name), avatarImage: orNull(w.avatar_image),
});

/** Opening hours travel as the domain's WeeklyOpeningHours JSON; anything unreadable becomes "closed" for that day. */
export function openingHoursFromWire(value: unknown): WeeklyOpeningHours | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const entries = DAYS.map((day): [string, DaySchedule] => {
    const raw = source[day] as { mode?: unknown; periods?: unknown } | undefined;
    const mode = (DAY_MODES as readonly unknown[]).includes(raw?.mode) ? (raw!.mode as DaySchedule['mode']) : 'closed';
    const periods = Array.isArray(raw?.periods)
      ? raw.periods.filter((p): p is { open: string; close: string } => typeof p?.open === 'string' && typeof p?.close === 'string')
        .map((p) => ({ open: p.open, close: p.close }))
      : undefined;
    return [day, periods ? { mode, periods } : { mode }];
  });
  return Object.fromEntries(entries) as WeeklyOpeningHours;
}

export const placeFromWire = (w: PlaceWire): PlaceSummary => ({
  locationId: w.location_id, name: w.name ?? '', address: w.address ?? '', lat: num(w.lat), lng: num(w.lng),
  timeZone: w.time_zone ?? 'Asia/Bangkok', openingHours: openingHoursFromWire(w.opening_hours),
});

const documentFromWire = (w: ContentDocumentWire): ContentDocument => ({
  title: w.title ?? '', summary: w.summary ?? '', language: w.language, cover: w.cover ? imageFromWire(w.cover) : null,
  sections: sectionsFromWire(w.sections), categoryIds: w.category_ids ?? [],
});

/** The body of PUT (and, with any subset, PATCH) editors/contents: the editable document plus the revision it started from. */
export const documentToWire = (d: ContentDocument): ContentDocumentWire => ({
  title: d.title, summary: d.summary, language: d.language, cover: d.cover ? imageToWire(d.cover) : null,
  sections: d.sections.map(sectionToWire), category_ids: [...d.categoryIds],
});

export const editorContentFromWire = (w: EditorContentWire): EditorContent => ({
  ...documentFromWire(w),
  contentId: w.content_id, kind: w.kind, status: w.status, version: num(w.version), revision: num(w.revision),
  publishedVersion: orNull(w.published_version), draftVersion: orNull(w.draft_version), author: authorFromWire(w.author),
  createdAt: w.created_at, updatedAt: w.updated_at, publishedAt: orNull(w.published_at),
  viewCount: num(w.view_count), commentCount: num(w.comment_count),
});

export const publicContentFromWire = (w: PublicContentWire): PublicContent => ({
  ...documentFromWire(w),
  contentId: w.content_id, kind: w.kind, version: num(w.version), author: authorFromWire(w.author),
  publishedAt: w.published_at, updatedAt: w.updated_at, viewCount: num(w.view_count), commentCount: num(w.comment_count),
  places: (w.places ?? []).map(placeFromWire),
});

export const listItemFromWire = (w: ListItemWire): ContentListItem => ({
  contentId: w.content_id, kind: w.kind, status: w.status, title: w.title ?? '', summary: w.summary ?? '',
  cover: w.cover ? imageFromWire(w.cover) : null, hasDraft: Boolean(w.has_draft), revision: num(w.revision),
  updatedAt: w.updated_at, publishedAt: orNull(w.published_at), viewCount: num(w.view_count),
  commentCount: num(w.comment_count), author: authorFromWire(w.author),
});

export const commentFromWire = (w: CommentWire): CommentView => ({
  commentId: w.comment_id, contentId: w.content_id, parentCommentId: orNull(w.parent_comment_id), text: w.text,
  mentions: (w.mentions ?? []).map(authorFromWire), author: authorFromWire(w.author), createdAt: w.created_at,
  replyCount: num(w.reply_count),
});
