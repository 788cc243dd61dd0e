import { CAMPAIGN_LIMITS } from '../domain/campaigns/campaign-rules';
import { CategoryId, ContentKindWire, Id, ImageRef, ImageRefInput, PagingOffset } from './content.contract';
import { LocalizedText } from './polls.contract';
import { Closed, Instant, Nullable, StringEnum, Type, type Static } from './schema';

/**
 * Campaigns on the wire (spec §7 wallet "public campaign preview", payloads ours). Paths:
 * wallet.paths.ts. Days are `YYYY-MM-DD` decided in Asia/Bangkok (domain/campaigns/campaign-rules.ts);
 * `opens_at` / `ends_at` are the instants, for showing in the reader's locale.
 *
 * | call                                   | auth      | body / query                 | data |
 * |----------------------------------------|-----------|------------------------------|------|
 * | GET campaigns                          | none      | state?, offset, limit        | CampaignCard[] (paged) |
 * | GET campaigns/{campaignId}             | none      |                              | Campaign |
 * | GET campaigns/{campaignId}/preview     | none      |                              | CampaignCard |
 * | GET campaigns/{campaignId}/entries     | none      | offset, limit                | ListItem[] (paged, content contract) |
 * | POST campaigns/{campaignId}/entries    | required  | CampaignEntryBody            | CampaignEntry (a reserved content) |
 * | admin: GET/POST campaigns, PATCH campaigns/{campaignId} | moderator | CampaignBody | Campaign |
 *
 * Refusals: unknown 404 4040607004; an entry for an ended campaign 409 4090607023, for one not open yet
 * 409 4090607024 (nothing is created); a bad draft 422 4220607000.
 * A content written for a campaign carries `campaign_id` (editor content and public content).
 */
export { WALLET_PATHS } from './wallet.paths';

export const CampaignIdParams = Closed({ campaignId: Id });
export const CampaignStateWire = StringEnum(['upcoming', 'open', 'ended'] as const);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, Asia/Bangkok.' });

export const CampaignBody = Closed({
  title: LocalizedText(CAMPAIGN_LIMITS.titleMax),
  description: LocalizedText(CAMPAIGN_LIMITS.descriptionMax),
  rules: LocalizedText(CAMPAIGN_LIMITS.rulesMax),
  prize: LocalizedText(CAMPAIGN_LIMITS.prizeMax),
  cover: Nullable(ImageRefInput, { default: null }),
  starts_on: Day,
  ends_on: Day,
  category_id: Nullable(CategoryId, { default: null }),
});
export type CampaignBodyWire = Static<typeof CampaignBody>;

const cardFields = {
  campaign_id: Type.String(),
  title: LocalizedText(CAMPAIGN_LIMITS.titleMax),
  cover: ImageRef,
  starts_on: Type.String(),
  ends_on: Type.String(),
  opens_at: Instant(),
  ends_at: Instant({ description: 'The first instant after the campaign (00.00 Asia/Bangkok the day after ends_on).' }),
  state: CampaignStateWire,
  entry_count: Type.Integer({ minimum: 0 }),
  category_id: Nullable(Type.String()),
};

export const CampaignCard = Closed(cardFields);
export type CampaignCardWire = Static<typeof CampaignCard>;

export const Campaign = Closed({
  ...cardFields,
  description: LocalizedText(CAMPAIGN_LIMITS.descriptionMax),
  rules: LocalizedText(CAMPAIGN_LIMITS.rulesMax),
  prize: LocalizedText(CAMPAIGN_LIMITS.prizeMax),
  created_at: Instant(),
  updated_at: Instant(),
});
export type CampaignWire = Static<typeof Campaign>;

export const CampaignListQuery = Closed({
  state: Type.Optional(CampaignStateWire),
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type CampaignListQueryWire = Static<typeof CampaignListQuery>;

export const CampaignEntryBody = Closed({ kind: Type.Optional(ContentKindWire) });
export type CampaignEntryBodyWire = Static<typeof CampaignEntryBody>;

/** The reserved content the creator lands on in the editor. */
export const CampaignEntry = Closed({ content_id: Type.String(), kind: ContentKindWire, campaign_id: Type.String() });
export type CampaignEntryWire = Static<typeof CampaignEntry>;
