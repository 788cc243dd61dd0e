import type { CommentWire } from '../../contract/comments.contract';
import type {
  AuthorWire,
  BasedOnWire,
  EditorContentWire,
  ListItemWire,
  PlaceWire,
  PublicContentWire,
} from '../../contract/content.contract';
import { documentFromWire, imageFromWire, shownLanguagesFromWire } from '../../contract/content.mapping';
import type {
  CommentView,
  ContentAuthor,
  ContentListItem,
  EditorContent,
  PlaceSummary,
  PublicContent,
} from '../../domain/content/content';
import { DAYS, DAY_MODES, type DaySchedule, type WeeklyOpeningHours } from '../../domain/places/opening-hours';

export {
  documentToWire,
  imageFromWire,
  imageToWire,
  sectionFromWire,
  sectionToWire,
} from '../../contract/content.mapping';

/**
 * The ONE place where content wire shapes (src/contract, snake_case) meet the camelCase types of
 * src/domain/content/content.ts. Both the reader's fetch adapters and the editor's adapters call these, so a
 * wire name is written once. Readers are lenient with missing optional fields (null), never with ids.
 */
export type {
  AuthorWire,
  ContentDocumentWire,
  EditorContentWire,
  ImageRefWire,
  ListItemWire,
  PendingLocationWire,
  PlaceWire,
  PublicContentWire,
  SectionWire,
  TripStopWire,
} from '../../contract/content.contract';
export type { CommentWire } from '../../contract/comments.contract';

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export const authorFromWire = (w: AuthorWire): ContentAuthor => ({
  userId: w.user_id,
  username: orNull(w.username),
  displayName: orNull(w.display_name),
  avatarImage: orNull(w.avatar_image),
});

/** Opening hours travel as the domain's WeeklyOpeningHours JSON; anything unreadable becomes "closed" for that day. */
export function openingHoursFromWire(value: unknown): WeeklyOpeningHours | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const entries = DAYS.map((day): [string, DaySchedule] => {
    const raw = source[day] as { mode?: unknown; periods?: unknown } | undefined;
    const mode = (DAY_MODES as readonly unknown[]).includes(raw?.mode) ? (raw!.mode as DaySchedule['mode']) : 'closed';
    const periods = Array.isArray(raw?.periods)
      ? raw.periods
          .filter(
            (p): p is { open: string; close: string } => typeof p?.open === 'string' && typeof p?.close === 'string',
          )
          .map((p) => ({ open: p.open, close: p.close }))
      : undefined;
    return [day, periods ? { mode, periods } : { mode }];
  });
  return Object.fromEntries(entries) as WeeklyOpeningHours;
}

/** The opening hours' `closed_on_public_holidays` flag (absent or anything but true: false). */
export const closedOnPublicHolidaysFromWire = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>).closed_on_public_holidays === true;

export const placeFromWire = (w: PlaceWire): PlaceSummary => ({
  locationId: w.location_id,
  name: w.name ?? '',
  address: w.address ?? '',
  lat: num(w.lat),
  lng: num(w.lng),
  ...(w.name_en || w.name_th
    ? { names: { ...(w.name_en ? { en: w.name_en } : {}), ...(w.name_th ? { th: w.name_th } : {}) } }
    : {}),
  timeZone: w.time_zone ?? 'Asia/Bangkok',
  openingHours: openingHoursFromWire(w.opening_hours),
  ...(closedOnPublicHolidaysFromWire(w.opening_hours) ? { closedOnPublicHolidays: true } : {}),
  ...(w.status === 'pending' ? { pending: true } : {}),
});

/** `based_on` only when the origin is still public: otherwise the field is left out. */
const basedOnFromWire = (w: BasedOnWire | null | undefined) =>
  w ? { basedOn: { contentId: w.content_id, title: w.title, author: authorFromWire(w.author) } } : {};

export const editorContentFromWire = (w: EditorContentWire): EditorContent => ({
  ...documentFromWire(w),
  contentId: w.content_id,
  kind: w.kind,
  status: w.status,
  version: num(w.version),
  revision: num(w.revision),
  publishedVersion: orNull(w.published_version),
  draftVersion: orNull(w.draft_version),
  author: authorFromWire(w.author),
  createdAt: w.created_at,
  updatedAt: w.updated_at,
  publishedAt: orNull(w.published_at),
  viewCount: num(w.view_count),
  commentCount: num(w.comment_count),
  campaignId: orNull(w.campaign_id),
  ...basedOnFromWire(w.based_on),
});

export const publicContentFromWire = (w: PublicContentWire): PublicContent => ({
  ...documentFromWire(w),
  contentId: w.content_id,
  kind: w.kind,
  version: num(w.version),
  author: authorFromWire(w.author),
  publishedAt: w.published_at,
  updatedAt: w.updated_at,
  viewCount: num(w.view_count),
  commentCount: num(w.comment_count),
  places: (w.places ?? []).map(placeFromWire),
  campaignId: orNull(w.campaign_id),
  ...basedOnFromWire(w.based_on),
  ...(w.languages ? { languages: shownLanguagesFromWire(w.languages) } : {}),
});

export const listItemFromWire = (w: ListItemWire): ContentListItem => ({
  contentId: w.content_id,
  kind: w.kind,
  status: w.status,
  title: w.title ?? '',
  summary: w.summary ?? '',
  cover: w.cover ? imageFromWire(w.cover) : null,
  hasDraft: Boolean(w.has_draft),
  revision: num(w.revision),
  updatedAt: w.updated_at,
  publishedAt: orNull(w.published_at),
  viewCount: num(w.view_count),
  commentCount: num(w.comment_count),
  author: authorFromWire(w.author),
  ...(typeof w.saved_count === 'number' ? { savedCount: w.saved_count } : {}),
});

export const commentFromWire = (w: CommentWire): CommentView => ({
  commentId: w.comment_id,
  contentId: w.content_id,
  parentCommentId: orNull(w.parent_comment_id),
  text: w.text,
  mentions: (w.mentions ?? []).map(authorFromWire),
  author: authorFromWire(w.author),
  createdAt: w.created_at,
  replyCount: num(w.reply_count),
  ...(w.removed ? { removed: true } : {}),
  ...(w.edited_at ? { editedAt: w.edited_at } : {}),
  ...(w.deleted ? { deleted: true } : {}),
});
