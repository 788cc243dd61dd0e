import type {
  CampaignBodyWire,
  CampaignCardWire,
  CampaignEntryWire,
  CampaignWire,
} from '../../src/contract/campaigns.contract';
import type { ListItemWire } from '../../src/contract/content.contract';
import {
  campaignDateProblems,
  campaignState,
  campaignWindow,
  entryRefusal,
} from '../../src/domain/campaigns/campaign-rules';
import type { ContentKind } from '../../src/domain/content/content';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { Paged } from '../kernel/paged';
import type { RoleUseCases } from '../moderation/roles.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import type { WalletDeps } from './polls.use-cases';
import { toCampaign, toCampaignCard } from './wallet.mapper';
import type { CampaignFields, CampaignRow, CampaignStateFilter, CampaignStore } from './wallet.ports';

/** What the campaigns need of the content module: reserving an entry and listing a campaign's published entries. */
export interface CampaignContents {
  reserveContent(
    userId: string,
    kind: ContentKind,
    campaignId: string | null,
  ): Promise<{ content_id: string; kind: ContentKind }>;
  contentsOfCampaign(campaignId: string, offset: number, limit: number): Promise<Paged<ListItemWire>>;
}

const campaignMissing = (campaignId: string) =>
  failure(ErrorCode.contentNotFound, `Campaign ${campaignId} does not exist`, { campaign_id: campaignId });
const campaignInvalid = (message: string) =>
  failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });

const written = (text: { th: string; en: string }): boolean => text.th.trim() !== '' || text.en.trim() !== '';

/**
 * Campaigns: public reads with their state decided in Asia/Bangkok days (the domain's
 * campaign-rules.ts), entries reserved through the content module while the campaign is open, and the
 * moderator's create and edit.
 */
export function createCampaignUseCases(
  deps: WalletDeps,
  store: CampaignStore,
  contents: CampaignContents,
  users: Pick<UserUseCases, 'requireUser'>,
  roles: Pick<RoleUseCases, 'requireModerator'>,
) {
  async function findCampaign(q: Queryable, campaignId: string): Promise<CampaignRow> {
    const row = await store.find(q, campaignId);
    if (!row) throw campaignMissing(campaignId);
    return row;
  }

  /** The body as stored: days checked by the domain, cover the moderator's own upload, category known (422 otherwise). */
  async function fieldsOf(
    q: Queryable,
    moderatorId: string,
    body: CampaignBodyWire,
    keptCover: string | null,
  ): Promise<CampaignFields> {
    if (!written(body.title)) throw campaignInvalid('title: write it in Thai or English');
    const [problem] = campaignDateProblems({ startsOn: body.starts_on, endsOn: body.ends_on });
    if (problem) throw campaignInvalid(problem);
    const window = campaignWindow(body.starts_on, body.ends_on)!;
    const cover = body.cover?.image_id ?? null;
    if (cover && cover !== keptCover && !(await store.ownsImage(q, moderatorId, cover))) {
      throw campaignInvalid(`cover: unknown image_id (not an image of yours): ${cover}`);
    }
    if (body.category_id && !(await store.categoryExists(q, body.category_id)))
      throw campaignInvalid(`category_id: unknown category ${body.category_id}`);
    return {
      titleTh: body.title.th.trim(),
      titleEn: body.title.en.trim(),
      descriptionTh: body.description.th,
      descriptionEn: body.description.en,
      rulesTh: body.rules.th,
      rulesEn: body.rules.en,
      prizeTh: body.prize.th,
      prizeEn: body.prize.en,
      coverImageId: cover,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      opensAt: new Date(window.opensAt),
      endsAt: new Date(window.endsAt),
      categoryId: body.category_id,
    };
  }

  const page = async (state: CampaignStateFilter, offset: number, limit: number): Promise<Paged<CampaignCardWire>> => {
    const now = deps.clock.now();
    const result = await store.list(deps.db, state, new Date(now), offset, limit);
    return { items: result.rows.map((row) => toCampaignCard(deps, row, now)), offset, limit, total: result.total };
  };

  async function create(
    moderatorId: string,
    body: CampaignBodyWire,
    campaignId: string = newId(),
  ): Promise<CampaignWire> {
    return deps.db.transaction(async (tx) => {
      await store.insert(
        tx,
        { campaignId, createdBy: moderatorId, ...(await fieldsOf(tx, moderatorId, body, null)) },
        nowDate(deps),
      );
      return toCampaign(deps, await findCampaign(tx, campaignId), deps.clock.now());
    });
  }

  return {
    /** Public list, paged; `state` filters in SQL against the clock. */
    list: (state: CampaignStateFilter, offset: number, limit: number) => page(state, offset, limit),

    byId: async (campaignId: string): Promise<CampaignWire> =>
      toCampaign(deps, await findCampaign(deps.db, campaignId), deps.clock.now()),

    /** Spec §7 "public campaign preview": the card. */
    preview: async (campaignId: string): Promise<CampaignCardWire> =>
      toCampaignCard(deps, await findCampaign(deps.db, campaignId), deps.clock.now()),

    /** Published contents written for the campaign, newest publication first (404 when the campaign is unknown). */
    async entries(campaignId: string, offset: number, limit: number): Promise<Paged<ListItemWire>> {
      await findCampaign(deps.db, campaignId);
      return contents.contentsOfCampaign(campaignId, offset, limit);
    },

    /** Reserves a new content for the campaign while it is open; ended 409 4090607023, not open yet 409 4090607024, nothing created. */
    async enter(
      identity: VerifiedIdentity,
      campaignId: string,
      kind: ContentKind = 'article',
    ): Promise<CampaignEntryWire> {
      const user = await users.requireUser(deps.db, identity);
      const campaign = await findCampaign(deps.db, campaignId);
      const refused = entryRefusal(campaignState(campaign.starts_on, campaign.ends_on, deps.clock.now()));
      if (refused === 'campaignEnded')
        throw failure(ErrorCode.campaignEnded, `Campaign ${campaignId} has ended`, { campaign_id: campaignId });
      if (refused === 'campaignNotOpenYet') {
        throw failure(ErrorCode.campaignNotOpenYet, `Campaign ${campaignId} opens on ${campaign.starts_on}`, {
          campaign_id: campaignId,
        });
      }
      const reserved = await contents.reserveContent(user.user_id, kind, campaignId);
      return { content_id: reserved.content_id, kind: reserved.kind, campaign_id: campaignId };
    },

    async adminList(identity: VerifiedIdentity | null, offset: number, limit: number): Promise<Paged<CampaignWire>> {
      await roles.requireModerator(deps.db, identity);
      const now = deps.clock.now();
      const result = await store.list(deps.db, null, new Date(now), offset, limit);
      return { items: result.rows.map((row) => toCampaign(deps, row, now)), offset, limit, total: result.total };
    },

    async adminCreate(identity: VerifiedIdentity | null, body: CampaignBodyWire): Promise<CampaignWire> {
      const moderator = await roles.requireModerator(deps.db, identity);
      return create(moderator.user_id, body);
    },

    async adminEdit(
      identity: VerifiedIdentity | null,
      campaignId: string,
      body: CampaignBodyWire,
    ): Promise<CampaignWire> {
      const moderator = await roles.requireModerator(deps.db, identity);
      return deps.db.transaction(async (tx) => {
        const current = await findCampaign(tx, campaignId);
        await store.update(
          tx,
          campaignId,
          await fieldsOf(tx, moderator.user_id, body, current.cover_image_id),
          nowDate(deps),
        );
        return toCampaign(deps, await findCampaign(tx, campaignId), deps.clock.now());
      });
    },

    /** The demo seed: campaigns with stable ids, through the same checks. */
    seed: {
      create: (moderatorId: string, body: CampaignBodyWire, campaignId: string) =>
        create(moderatorId, body, campaignId),
      exists: async (campaignId: string) => (await store.find(deps.db, campaignId)) !== null,
    },
  };
}

export type CampaignUseCases = ReturnType<typeof createCampaignUseCases>;
