import {
  Campaign,
  CampaignBody,
  CampaignCard,
  CampaignEntry,
  CampaignEntryBody,
  CampaignIdParams,
  CampaignListQuery,
  WALLET_PATHS,
} from '../../src/contract/campaigns.contract';
import { ListItem, pagingQuery } from '../../src/contract/content.contract';
import { ADMIN_PATHS } from '../../src/contract/wallet.paths';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { CampaignUseCases } from './campaigns.use-cases';

const AUTH_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const ADMIN_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.moderatorOnly];
const DAYS =
  'Days are YYYY-MM-DD in Asia/Bangkok: a campaign is open from 00.00 on starts_on to 23.59.59.999 on ends_on, Bangkok time ' +
  '(opens_at / ends_at are those instants; ends_at is the first instant after).';
const BODY_RULES =
  'Title in Thai and/or English, description, rules, prize (th/en), cover (an image_id of your own uploads) or null, ' +
  'starts_on ≤ ends_on (real dates), category_id of a known category or null. Anything wrong is 422 4220607000 naming the field.';

/** Campaigns: spec §7 wallet "public campaign preview" (payloads ours) and the admin area's campaign calls. */
export const campaignRoutes = (campaigns: CampaignUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.campaigns,
    area: 'content',
    auth: 'none',
    public: true,
    tag: 'wallet',
    summary: 'Campaigns, paged',
    description:
      `state=open|upcoming|ended filters by the server's clock (open ones ending soonest first, upcoming ones starting soonest ` +
      `first, ended ones most recently ended first; without state, the latest start first). ${DAYS}`,
    querystring: CampaignListQuery,
    data: CampaignCard,
    paged: true,
    errors: [ErrorCode.contentValidationFailed],
    handler: ({ query }) => campaigns.list(query.state ?? null, query.offset, query.limit),
  }),
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.campaign,
    area: 'content',
    auth: 'none',
    public: true,
    tag: 'wallet',
    summary: 'A campaign',
    description: `Everything about it: title, cover, description, rules, prize, days, state and entry_count (published entries). ${DAYS} Unknown 404 4040607004.`,
    params: CampaignIdParams,
    data: Campaign,
    errors: [ErrorCode.contentNotFound],
    handler: ({ params }) => campaigns.byId(params.campaignId),
  }),
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.campaignPreview,
    area: 'content',
    auth: 'none',
    public: true,
    tag: 'wallet',
    summary: 'Campaign preview: the card (spec §7 wallet public campaign preview)',
    description:
      'What a content page or the home shows of a campaign: title, cover, days, state, entry_count. Unknown 404 4040607004.',
    params: CampaignIdParams,
    data: CampaignCard,
    errors: [ErrorCode.contentNotFound],
    handler: ({ params }) => campaigns.preview(params.campaignId),
  }),
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.campaignEntries,
    area: 'content',
    auth: 'none',
    public: true,
    tag: 'wallet',
    summary: "A campaign's entries, paged",
    description:
      'Published, live contents written for the campaign, newest first publication first, as list items. Unknown campaign 404 4040607004.',
    params: CampaignIdParams,
    querystring: pagingQuery({}, 50),
    data: ListItem,
    paged: true,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) => campaigns.entries(params.campaignId, query.offset, query.limit),
  }),
  defineRoute({
    method: 'POST',
    path: WALLET_PATHS.campaignEntries,
    area: 'content',
    auth: 'required',
    emptyBody: true,
    tag: 'wallet',
    summary: 'Write for a campaign: reserve a new content for it',
    description:
      'Body { kind? } (article by default). While the campaign is open, a new content is reserved for the caller with ' +
      'campaign_id set (the editor names the campaign; once published it is listed in the entries). An ended campaign 409 4090607023, ' +
      'one not open yet 409 4090607024: nothing is created. Unknown 404 4040607004.',
    params: CampaignIdParams,
    body: CampaignEntryBody,
    data: CampaignEntry,
    errors: [
      ...AUTH_ERRORS,
      ErrorCode.contentNotFound,
      ErrorCode.campaignEnded,
      ErrorCode.campaignNotOpenYet,
      ErrorCode.tooManyRequests,
    ],
    handler: ({ identity, params, body }) => campaigns.enter(identity, params.campaignId, body.kind ?? 'article'),
  }),
  defineRoute({
    method: 'GET',
    path: ADMIN_PATHS.campaigns,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Every campaign, whatever its state (admin, moderator only)',
    description: 'Latest start first. Without the moderator role 403 4030607011.',
    querystring: pagingQuery({}, 50),
    data: Campaign,
    paged: true,
    errors: ADMIN_ERRORS,
    handler: ({ identity, query }) => campaigns.adminList(identity, query.offset, query.limit),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.campaigns,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Create a campaign (admin, moderator only)',
    description: `${BODY_RULES} ${DAYS} Without the role 403 4030607011.`,
    body: CampaignBody,
    data: Campaign,
    errors: [...ADMIN_ERRORS, ErrorCode.contentValidationFailed],
    handler: ({ identity, body }) => campaigns.adminCreate(identity, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: ADMIN_PATHS.campaign,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Edit a campaign (admin, moderator only)',
    description: `The whole campaign, as on create (its current cover may stay). ${BODY_RULES} Unknown 404 4040607004; without the role 403 4030607011.`,
    params: CampaignIdParams,
    body: CampaignBody,
    data: Campaign,
    errors: [...ADMIN_ERRORS, ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ identity, params, body }) => campaigns.adminEdit(identity, params.campaignId, body),
  }),
];
