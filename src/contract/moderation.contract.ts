import {
  QUEUE_KINDS,
  QUEUE_STATUSES,
  REPORT_MESSAGE_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
} from '../domain/moderation/moderation';
import { Author, Id, PagingOffset } from './content.contract';
import { Closed, Instant, Nullable, NullableString, PlainText, StringEnum, Type, type Static } from './schema';

/**
 * Moderation on the wire (ours: spec §6 leaves other roles "not shown"). Paths: wallet.paths.ts
 * (ADMIN_PATHS, REPORT_ABUSE_PATH). Every admin call checks the `moderator` role on the server: signed out
 * 401 4010104001, signed in without the role 403 4030607011 (moderatorOnly). `role` answers any signed-in user.
 *
 * | call                                         | body / query                       | data |
 * |----------------------------------------------|------------------------------------|------|
 * | GET role                                     |                                    | RoleAnswer |
 * | GET queue                                    | kind?, status (open), offset, limit | QueueItem[] (paged, newest first) |
 * | POST queue/{kind}/{itemId}                   | QueueItemUpdate                    | QueueItem |
 * | POST contents/{contentId}/visibility         | VisibilityBody                     | Visibility |
 * | POST comments/{commentId}/visibility         | VisibilityBody                     | Visibility |
 * | POST users/{userId}/access                   | AccessBody                         | Access |
 * | POST locations/{locationId}/decision         | PlaceDecisionBody                  | Location (places contract) |
 * | POST locations/{locationId}/holidays         | PlaceHolidaysBody                  | Location (places contract) |
 * | GET uploads/{kind}/{uploadId}                | (image bytes)                      | — |
 * | POST user-orchestration-service/v2/report/abuse (any signed-in reader) | ReportBody | Reported |
 */
export { ADMIN_PATHS, REPORT_ABUSE_PATH } from './wallet.paths';

export const RoleAnswer = Closed({ moderator: Type.Boolean() });
export type RoleAnswerWire = Static<typeof RoleAnswer>;

export const ReportBody = Closed({
  target_type: StringEnum(REPORT_TARGETS),
  target_id: Id,
  reason: StringEnum(REPORT_REASONS),
  message: PlainText(REPORT_MESSAGE_MAX, { multiline: true, default: '' }),
});
export type ReportBodyWire = Static<typeof ReportBody>;
export const Reported = Closed({ report_id: Type.String() });
export type ReportedWire = Static<typeof Reported>;

export const QueueKindWire = StringEnum(QUEUE_KINDS);
export const QueueStatusWire = StringEnum(QUEUE_STATUSES);

export const QueueQuery = Closed({
  kind: Type.Optional(QueueKindWire),
  status: StringEnum(QUEUE_STATUSES, { default: 'open' }),
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type QueueQueryWire = Static<typeof QueueQuery>;

export const QueueItemParams = Closed({ kind: QueueKindWire, itemId: Id });

/** An attachment a moderator can open (served by the admin uploads call, never publicly). */
export const QueueAttachment = Closed({ upload_id: Type.String(), url: Type.String(), content_type: NullableString() });

/**
 * One thing to look at. `kind` says which fields mean something:
 * - report: target_type, target_id, target_url (the page), target_excerpt (title or comment text), reason, message, target_hidden;
 * - contact: message (with topic in reason), email;
 * - issue: reason (the category), message (the description), attachments;
 * - place: target_id (the location id), target_excerpt (its name), target_url (/map/location/{id}).
 */
export const QueueItem = Closed({
  kind: QueueKindWire,
  item_id: Type.String(),
  status: QueueStatusWire,
  created_at: Instant(),
  reporter: Nullable(Author),
  email: NullableString(),
  reason: NullableString(),
  message: Type.String(),
  target_type: Nullable(StringEnum([...REPORT_TARGETS, 'location'] as const)),
  target_id: NullableString(),
  target_url: NullableString(),
  target_excerpt: NullableString(),
  target_hidden: Type.Boolean(),
  /** A place's "closed on Thai public holidays" (part of its opening hours); null for other kinds or a place without hours. */
  place_closed_on_public_holidays: Type.Union([Type.Boolean(), Type.Null()]),
  /** The author of the reported content or comment (to disable them), or the proposer of a place. */
  target_author: Nullable(Author),
  attachments: Type.Array(QueueAttachment),
  note: NullableString(),
});
export type QueueItemWire = Static<typeof QueueItem>;

/** The moderators' texts (note, reasons) are typed in a textarea: line breaks allowed, other control characters 422. */
export const QueueItemUpdate = Closed({
  status: QueueStatusWire,
  note: Type.Optional(PlainText(1000, { multiline: true })),
});
export type QueueItemUpdateWire = Static<typeof QueueItemUpdate>;

export const VisibilityBody = Closed({
  hidden: Type.Boolean(),
  reason: Type.Optional(PlainText(500, { multiline: true })),
});
export type VisibilityBodyWire = Static<typeof VisibilityBody>;
export const Visibility = Closed({ id: Type.String(), hidden: Type.Boolean() });
export type VisibilityWire = Static<typeof Visibility>;

export const AccessBody = Closed({ disabled: Type.Boolean() });
export type AccessBodyWire = Static<typeof AccessBody>;
export const Access = Closed({ user_id: Type.String(), disabled: Type.Boolean() });
export type AccessWire = Static<typeof Access>;

export const PlaceDecisionBody = Closed({
  decision: StringEnum(['approve', 'refuse'] as const),
  reason: Type.Optional(PlainText(500, { multiline: true })),
});
export type PlaceDecisionBodyWire = Static<typeof PlaceDecisionBody>;

/** A moderator sets or clears a place's "closed on public holidays" (part of its opening hours). */
export const PlaceHolidaysBody = Closed({ closed_on_public_holidays: Type.Boolean() });
export type PlaceHolidaysBodyWire = Static<typeof PlaceHolidaysBody>;
