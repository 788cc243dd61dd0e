import {
  ReadBody,
  ReadCounted,
  Stats,
  StatsContentParams,
  StatsQuery,
  STATS_SERVICE,
} from '../../src/contract/stats.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { StatsUseCases } from './stats.use-cases';

const SERVICE = `/${STATS_SERVICE}`;
const PRIVACY =
  ' Counts are kept per content and day (Thailand calendar days, UTC+7) and per referring host; no row names a reader.';
const TRIP_ADDS =
  " A trip add is counted in the add's own transaction (POST …/contents/:contentId/stops with from_content_id, or a " +
  "copy of the trip), only for a content readers can see and not the adder's own; only the day's number is kept.";

/** Stats a creator looks at (ours): the read beacon, my stats, one content's. */
export const statsRoutes = (stats: StatsUseCases): AnyRoute[] => [
  defineRoute({
    area: 'content',
    tag: 'content-platform',
    method: 'POST',
    path: `${SERVICE}/reads/:contentId`,
    auth: 'none',
    public: true,
    summary: 'Count a read of a published content (the reader spent 30 s on it or scrolled past half)',
    description:
      "Sent by the reading page only with the reader's consent to analytics (spec §4 banner). Counted once per view " +
      'the session counted (views/:contentId with the same session_id): a read without one, or a second read, answers ' +
      'counted false. 404 4040607004 unless readers can see the content. One client (IP) counts at most ' +
      `VIEW_RATE_LIMIT_MAX reads a window; past it the call answers counted false.${PRIVACY}`,
    params: StatsContentParams,
    body: ReadBody,
    data: ReadCounted,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ request, params, body }) => stats.countRead(params.contentId, body.session_id, request.ip),
  }),
  defineRoute({
    area: 'content',
    tag: 'content-platform',
    method: 'GET',
    path: `${SERVICE}/stats`,
    auth: 'required',
    summary: 'My stats over the last 7, 30 or 90 days',
    description:
      'Every day of the period (zeros included): views and reads of my contents, comments by others, saves still ' +
      'kept, trip adds (readers adding a place of my content to a trip of theirs, or copying my trip), followers ' +
      'gained; the totals and my follower count now; my contents viewed in the period (most ' +
      `first, at most 50); the referring hosts (at most 10). days other than 7, 30, 90 is 422 4220607000.${PRIVACY}${TRIP_ADDS}`,
    querystring: StatsQuery,
    data: Stats,
    errors: [ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, query }) => stats.mine(identity, query.days),
  }),
  defineRoute({
    area: 'content',
    tag: 'content-platform',
    method: 'GET',
    path: `${SERVICE}/stats/contents/:contentId`,
    auth: 'required',
    summary: 'One content of mine: its stats over the last 7, 30 or 90 days',
    description:
      "The same numbers for one content (new_followers and follower_count 0). Another creator's content is 403 " +
      `4030607003, an unknown or deleted one 404 4040607004.${PRIVACY}${TRIP_ADDS}`,
    params: StatsContentParams,
    querystring: StatsQuery,
    data: Stats,
    errors: [
      ErrorCode.contentForbidden,
      ErrorCode.contentNotFound,
      ErrorCode.contentValidationFailed,
      ErrorCode.userNotFound,
    ],
    handler: ({ identity, params, query }) => stats.ofContent(identity, params.contentId, query.days),
  }),
];
