import {
  AddStopBody,
  ContentIdParams,
  ContentKindWire,
  CopyTripBody,
  EditorContent,
  PatchBody,
  Revision,
  RevisionBody,
  SaveBody,
  ViewBody,
  ViewCounted,
} from '../../src/contract/content.contract';
import { Closed, EmptyBody, Type } from '../../src/contract/schema';
import { CONTENT_LIMITS } from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import { CONTENT_AUTH_ERRORS as authErrors, CONTENT_WRITE_ERRORS as writeErrors } from './content-failures';
import type { ContentQueryUseCases } from './content-query.use-cases';
import type { ContentUseCases } from './content.use-cases';
import type { TripCopyUseCases } from './trip-copy.use-cases';

const BASE = '/content-platform/content-orchestration-service/v1';
const common = { area: 'content', tag: 'content-platform' } as const;
/** The refusals of a document's own rules (content-document.ts), beside 4220607000. */
const documentErrors = [
  ErrorCode.invalidPendingLocations,
  ErrorCode.translationSameLanguage,
  ErrorCode.translationUnknownPart,
];
const WRITE_RULES =
  'Author only (403 4030607003); missing or deleted is 404 4040607004; `revision` must be the current one (409 4090607009, data {content_id, revision: current}); every accepted write adds one to revision.';
const SAVE_RULES = `${WRITE_RULES} Drafts may have an empty title. Limits: title ≤ 150, summary ≤ 300, sections ≤ 100, category_ids ≤ 5 known ids, day sections only in trips, images must be the caller's uploads, location ids must exist (422 4220607000 with data {content_id, message}). In location sections and stops exactly one of location_id / pending_location is set and a pending location has a name and lat/lng on the globe (400 4000607032). Rich text is sanitized to the allow-list (p, br, h2, h3, strong, b, em, i, u, s, a[href http/https/mailto, rel and target added], ul, ol, li, blockquote). \`translations\` (optional) carries the content in its other language, keyed by language (th/en) and then by section id: title, summary, a text section's html (sanitized alike), an image's caption, a location's note, a day's title and its stops' notes by stop id, within the same limits (422 4220607000). Both languages are one document: one revision, one version, published together. A translation in the content's own primary language is 422 4220607040; one naming a section or stop the document does not have, or a field its section type has none of (a caption for a text section), is 422 4220607041. A save without \`translations\` keeps the stored ones, less the words of sections and stops it no longer has; \`{}\` removes them.`;

/**
 * Spec §7 content orchestration service v1 (shapes: src/contract/content.contract.ts): the reserved → draft → published
 * lifecycle. The presign calls of the same service live in media/content-media.routes.ts.
 */
export const contentOrchestrationRoutes = (
  content: ContentUseCases & TripCopyUseCases & Pick<ContentQueryUseCases, 'currentUserId' | 'countView'>,
): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/reserved`,
    auth: 'required',
    querystring: EmptyBody,
    summary: 'Reserve an id for a new article or trip',
    description:
      'Answers the EditorContent with status reserved, revision 1, version 0 and empty fields. A fault is 500 5000104000 ("create content"; 5000104001 for a duplicate id). At most RESERVE_RATE_LIMIT_MAX reservations per user a window (default 30 a minute): past it 429 4290104009.',
    body: Closed({ kind: ContentKindWire }),
    data: EditorContent,
    errors: [
      ...authErrors,
      ErrorCode.contentValidationFailed,
      ErrorCode.internalAuth,
      ErrorCode.internalAuthDuplicate,
      ErrorCode.tooManyRequests,
    ],
    handler: async ({ identity, body }) => content.reserveContent(await content.currentUserId(identity), body.kind),
  }),
  defineRoute({
    ...common,
    method: 'PUT',
    path: `${BASE}/contents/:contentId`,
    auth: 'required',
    summary: 'Save the working draft (whole document)',
    description: `A reserved content becomes draft version 1; a published content without a draft starts the next version as its draft (readers keep the published one until publish). ${SAVE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: SaveBody,
    data: EditorContent,
    errors: [...writeErrors, ...documentErrors],
    handler: async ({ identity, params, body }) =>
      content.saveContent(await content.currentUserId(identity), params.contentId, body),
  }),
  defineRoute({
    ...common,
    method: 'PATCH',
    path: `${BASE}/contents/:contentId`,
    auth: 'required',
    summary: 'Save part of the working draft',
    description: `The fields sent replace those of the working version; the others are kept. ${SAVE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: PatchBody,
    data: EditorContent,
    errors: [...writeErrors, ...documentErrors],
    handler: async ({ identity, params, body }) =>
      content.patchContent(await content.currentUserId(identity), params.contentId, body),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/:contentId/stops`,
    auth: 'required',
    summary: 'Add a place to one of my trips (ours)',
    description: `Appends a stop {stop_id, location_id, time} to day \`day_index\` (0-based among the day sections) or, with \`new_day: true\`, to a new last day (exactly one of the two, else 422 4220607000). Saved like PUT/PATCH: a reserved trip becomes draft version 1, a published trip without a draft starts its next draft version (readers keep the published one until publish), a draft is saved in place. \`stop_id\` is the client's idempotency key: when that stop is already in the working version the trip is answered unchanged (no revision check, revision not advanced), so a retry never doubles it (the same stop_id with another place is 422 4220607000). Refusals: an article is 422 4220607026; a day_index past the trip's days is 404 4040607027; a day with ${CONTENT_LIMITS.stopsMax} stops, or a new day in a trip of ${CONTENT_LIMITS.sectionsMax} sections, is 409 4090607028; a location that does not exist or is not approved (nor the caller's own proposal) is 404 4040607029. \`from_content_id\` (optional) names the content the reader added the place from (an article's location section, someone else's trip; not sent from a place's own page): when the stop is added it counts one trip add for that day (Thailand calendar day) in that content's stats, in the same transaction, only if readers can see that content and it is not the caller's own. An unknown, hidden, deleted or unpublished source, or the caller's own, is not an error: the stop is added and nothing is counted. A refused add and a replayed one (its stop already there) count nothing. Only the day's number is kept, never who added. ${WRITE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: AddStopBody,
    data: EditorContent,
    errors: [
      ...writeErrors,
      ErrorCode.contentNotATrip,
      ErrorCode.tripDayNotFound,
      ErrorCode.tripDayFull,
      ErrorCode.tripPlaceNotFound,
    ],
    handler: async ({ identity, params, body }) =>
      content.addStop(await content.currentUserId(identity), params.contentId, body),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/:contentId/copies`,
    auth: 'required',
    summary: 'Copy this trip (ours)',
    description:
      'Makes a copy of the published trip `contentId` as a new draft trip of the caller (revision 2, version 1) whose content id is `copy_id`, and answers it as EditorContent with `based_on` naming the origin. ' +
      "The copy takes the trip's structure, not its creator's own words or pictures: the title (to rename), language and categories, and every day with its title, travel mode and stops (place and planned arrival time). " +
      "Left out: the summary, the cover and image sections (the creator's uploads), text sections and stop notes (the creator's writing, which `based_on` links to), poll sections, location sections outside the days, and stops at places the caller may not name (someone else's pending proposal). " +
      'The copy remembers its origin: its EditorContent and, once published, its PublicContent carry `based_on` {content_id, title, author} while the origin is public, null once it is hidden, deleted or unpublished. ' +
      '`copy_id` is the idempotency key: the same caller copying the same trip with the same copy_id (a double click, a retry, two requests at once) gets the one copy back. ' +
      "A copy counts one trip add for that day in the copied trip's stats (not the copy's), unless the trip is the caller's own; answering a copy already made counts nothing. " +
      'Refusals: an origin that does not exist, is deleted, hidden by a moderator or was never published is 404 4040607004; an article is 422 4220607030; a copy_id already used for anything else, or for a copy deleted since, is 422 4220607000 (the client then copies afresh with a new copy_id; a copy_id is 32 lowercase hex digits, else 422 4220607000); a copy counts as a new content for the reservation throttle (429 4290104009).',
    params: ContentIdParams,
    querystring: EmptyBody,
    body: CopyTripBody,
    data: EditorContent,
    errors: [
      ...authErrors,
      ErrorCode.contentNotFound,
      ErrorCode.copyNotATrip,
      ErrorCode.contentValidationFailed,
      ErrorCode.tooManyRequests,
    ],
    handler: async ({ identity, params, body }) =>
      content.copyTrip(await content.currentUserId(identity), params.contentId, body.copy_id),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/published/:contentId`,
    auth: 'required',
    summary: 'Publish the draft',
    description: `The draft becomes the published version and the older published one is superseded (still readable by the editor). Needs a non-empty title, a cover and at least one section (422 4220607000 naming what is missing); with no draft it is 422 too. ${WRITE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: RevisionBody,
    data: EditorContent,
    errors: writeErrors,
    handler: async ({ identity, params, body }) =>
      content.publishContent(await content.currentUserId(identity), params.contentId, body.revision),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/create_draft/:contentId`,
    auth: 'required',
    summary: 'Start editing a published content',
    description: `Copies the published version as draft version latest+1. When a draft exists it is returned unchanged (no revision check). Never published: 422 4220607000. ${WRITE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: RevisionBody,
    data: EditorContent,
    errors: writeErrors,
    handler: async ({ identity, params, body }) =>
      content.createDraft(await content.currentUserId(identity), params.contentId, body.revision),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/delete_draft/:contentId`,
    auth: 'required',
    summary: 'Drop the working draft',
    description: `Back to the published version; the dropped version is gone. A content never published cannot drop its only draft, and a content without a draft has nothing to drop (422 4220607000). ${WRITE_RULES}`,
    params: ContentIdParams,
    querystring: EmptyBody,
    body: RevisionBody,
    data: EditorContent,
    errors: writeErrors,
    handler: async ({ identity, params, body }) =>
      content.deleteDraft(await content.currentUserId(identity), params.contentId, body.revision),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: `${BASE}/contents/:contentId`,
    auth: 'required',
    summary: 'Delete a content (soft)',
    description: `Readers and the editor then get 404 4040607004 and it leaves my-contents; the id is never reused. The revision query parameter is optional; when sent it must be current. A fault is 500 5000101999 ("delete content"). ${WRITE_RULES}`,
    params: ContentIdParams,
    querystring: Closed({ revision: Type.Optional(Revision) }),
    data: Closed({ content_id: Type.String(), deleted: Type.Literal(true) }),
    errors: [...writeErrors, ErrorCode.internalUser],
    handler: async ({ identity, params, query }) =>
      content.deleteContent(await content.currentUserId(identity), params.contentId, query.revision ?? null),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${BASE}/contents/view/:contentId`,
    auth: 'optional',
    public: true,
    summary: 'Count a view of a published content',
    description:
      "Counted once per (content, session_id): the reader keeps a random session_id in sessionStorage. counted tells whether this call added one. 404 4040607004 unless published. With a bearer token (optional; an invalid one is 401 4010104001) the view is also the signed-in reader's read, which the feed's you-may-like-contents leaves out and learns from. One client (IP) adds at most VIEW_RATE_LIMIT_MAX views a window (default 120 a minute): past it the call answers as usual with counted false.",
    params: ContentIdParams,
    querystring: EmptyBody,
    body: ViewBody,
    data: ViewCounted,
    errors: [
      ErrorCode.contentNotFound,
      ErrorCode.contentValidationFailed,
      ErrorCode.invalidToken,
      ErrorCode.invalidTokenRevoked,
    ],
    handler: ({ request, identity, params, body }) =>
      content.countView(params.contentId, body.session_id, identity, request.ip, body.referrer),
  }),
];
