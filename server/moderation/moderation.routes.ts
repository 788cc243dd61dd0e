import { Type } from '../../src/contract/schema';
import { Closed, StringEnum } from '../../src/contract/schema';
import { Id } from '../../src/contract/content.contract';
import {
  Access,
  AccessBody,
  ADMIN_PATHS,
  PlaceDecisionBody,
  PlaceHolidaysBody,
  QueueItem,
  QueueItemParams,
  QueueItemUpdate,
  QueueQuery,
  REPORT_ABUSE_PATH,
  ReportBody,
  Reported,
  RoleAnswer,
  Visibility,
  VisibilityBody,
} from '../../src/contract/moderation.contract';
import { Location, LocationIdParams } from '../../src/contract/places.contract';
import { UserIdParams } from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { ModerationUseCases } from './moderation.use-cases';
import type { RoleUseCases } from './roles.use-cases';

const TAG = 'admin';
/** Every admin call but `role`: 401 without a token, 403 4030607011 without the moderator role. */
const guarded = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.moderatorOnly];
const ROLE_NOTE =
  'Moderators only: 401 4010104001 without a bearer token, 403 4030607011 (moderatorOnly) without the moderator role.';

const ContentParams = Closed({ contentId: Id });
const CommentParams = Closed({ commentId: Id });
const UploadParams = Closed({ kind: StringEnum(['report', 'place'] as const), uploadId: Id });

/** The admin area's calls (ours) and the readers' report. Every admin call but `role` needs the moderator role. */
export const moderationRoutes = (roles: RoleUseCases, moderation: ModerationUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: ADMIN_PATHS.role,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Whether the caller is a moderator',
    description:
      "Any signed-in user may ask (never 403): the SPA shows the admin area's link and screens only to moderators; " +
      'the server checks the role again on every admin call.',
    data: RoleAnswer,
    errors: [],
    handler: ({ identity }) => roles.myRole(identity),
  }),
  defineRoute({
    method: 'POST',
    path: REPORT_ABUSE_PATH,
    area: 'content',
    auth: 'required',
    tag: 'user-orchestration-service',
    summary: 'Report a content or a comment to the moderators (ours, beside v2/report/issues)',
    description:
      'Any signed-in reader. target_type content or comment; the target must exist and be visible to readers (published, ' +
      'not deleted, not hidden), else 404 4040607004. reason is one of the listed; message (≤ 1000) is required with reason `other` ' +
      '(else 422 4220607000 with data { content_id: null, message }). A second open report by the same reader on the same target is ' +
      "not queued twice: the first report's report_id answers. Content-platform codes (the target is a content or a comment).",
    body: ReportBody,
    data: Reported,
    errors: [
      ErrorCode.invalidToken,
      ErrorCode.invalidTokenRevoked,
      ErrorCode.userNotFound,
      ErrorCode.contentNotFound,
      ErrorCode.contentValidationFailed,
    ],
    handler: ({ identity, body }) => moderation.report(identity, body),
  }),
  defineRoute({
    method: 'GET',
    path: ADMIN_PATHS.queue,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'The moderation queue: reports, contact-us messages, issue reports, proposed places',
    description:
      `${ROLE_NOTE} One paged list, newest first, of readers' reports (kind report), contact-us messages (contact), issue ` +
      "reports with their attachments (issue; each attachment's url is the admin uploads call) and proposed places (place). " +
      'status open (default) or done: an item is open until marked done (a place: while pending). kind filters. limit 1..100, default 20.',
    querystring: QueueQuery,
    data: QueueItem,
    paged: true,
    errors: guarded,
    handler: ({ identity, query }) => moderation.queue(identity, query),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.queueItem,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Mark a queue item done or open again, with an optional note',
    description:
      `${ROLE_NOTE} Answers the item as the queue shows it. 404 4040607004 for an unknown item. A note replaces the previous ` +
      'one; without a note the previous one stays. kind place is 422 4220607000: a proposed place leaves the queue by its decision ' +
      '(POST locations/{locationId}/decision), never by being marked. A report or issue marked done tells whoever filed ' +
      'it (notification report_handled, once per report however often it is re-opened, never naming the moderator).',
    params: QueueItemParams,
    body: QueueItemUpdate,
    data: QueueItem,
    errors: [...guarded, ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ identity, params, body }) => moderation.updateQueueItem(identity, params.kind, params.itemId, body),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.hideContent,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Hide a content from readers, or show it again',
    description:
      `${ROLE_NOTE} hidden true: every public read of the content answers 404 4040607004 (by id, pre-fetch, counts, views, ` +
      "comments, creators' lists, feed, search, trending, category and location lists, the sitemap, the RSS feeds, oEmbed and the reader page) until " +
      'hidden false; the author still sees it in my-contents and the editor (`hidden`). reason (≤ 500) is kept for moderators. ' +
      '404 4040607004 for an unknown or deleted content.',
    params: ContentParams,
    body: VisibilityBody,
    data: Visibility,
    errors: [...guarded, ErrorCode.contentNotFound],
    handler: ({ identity, params, body }) => moderation.hideContent(identity, params.contentId, body),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.hideComment,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Remove a comment for readers, or restore it',
    description:
      `${ROLE_NOTE} hidden true: the comment stays in its thread with \`removed\` true and its text and mentions withheld; ` +
      'its replies stay; replying to it is 404 4040607004. hidden false restores it. 404 4040607004 for an unknown comment.',
    params: CommentParams,
    body: VisibilityBody,
    data: Visibility,
    errors: [...guarded, ErrorCode.contentNotFound],
    handler: ({ identity, params, body }) => moderation.hideComment(identity, params.commentId, body),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.userAccess,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: "Disable or re-enable a user's account",
    description:
      `${ROLE_NOTE} Through the identity provider (firebase-admin updateUser; disabling also revokes the refresh tokens): ` +
      "the user's next call answers 401 4010104500 'user disabled', which sends the SPA to /account-disabled (spec §2 rule 1). " +
      'A moderator cannot disable themself (422 4220607000). 404 4040102001 for an unknown user.',
    params: UserIdParams,
    body: AccessBody,
    data: Access,
    errors: [...guarded, ErrorCode.userNotFound, ErrorCode.contentValidationFailed],
    handler: ({ identity, params, body }) => moderation.setUserAccess(identity, params.userId, body),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.placeDecision,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Approve or refuse a proposed place (pending locations)',
    description:
      `${ROLE_NOTE} approve: the place becomes public (lists, map, search); refuse: it stays out of them (contents already ` +
      'naming it keep it, marked refused). Answers the Location. A place that is not pending is 422 4220607000; an unknown one ' +
      '404 4040607004. The queue item is marked done with the decision (and reason) as its note. The proposer is told ' +
      '(notification place_approved, or place_refused with the reason), never naming the moderator.',
    params: LocationIdParams,
    body: PlaceDecisionBody,
    data: Location,
    errors: [...guarded, ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ identity, params, body }) => moderation.decidePlace(identity, params.locationId, body),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.placeHolidays,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: 'Set or clear a place\'s "closed on public holidays"',
    description:
      `${ROLE_NOTE} For an approved or pending place: sets closed_on_public_holidays in its opening_hours (true) or ` +
      'removes it (false); the place then reads closed on Thai public holidays (reader page, trip arrival, open-now map ' +
      'filter). Answers the Location. A place without opening hours, or a refused one, is 422 4220607000; an unknown ' +
      'one 404 4040607004.',
    params: LocationIdParams,
    body: PlaceHolidaysBody,
    data: Location,
    errors: [...guarded, ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ identity, params, body }) => moderation.setPlaceHolidays(identity, params.locationId, body),
  }),
  defineRoute({
    method: 'GET',
    path: ADMIN_PATHS.upload,
    area: 'content',
    auth: 'required',
    tag: TAG,
    summary: "The bytes of a queue upload: an issue report's attachment or a proposed place's photo",
    description:
      `${ROLE_NOTE} kind report (an attachment an issue report names) or place (the photo of a proposed place). Answers the ` +
      'image bytes with their checked content type (not JSON) and cache-control private, no-store; fetch it with the bearer token ' +
      '(e.g. as a blob). 404 when no queue item names it.',
    params: UploadParams,
    data: Type.String({ description: 'image bytes' }),
    errors: [...guarded, ErrorCode.contentNotFound, ErrorCode.notFound],
    handler: async ({ identity, params, reply }) => {
      const file = await moderation.readUpload(identity, params.kind, params.uploadId);
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in file) return reply.redirect(file.redirect, 302);
      return reply
        .header('content-type', file.contentType)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  }),
];
