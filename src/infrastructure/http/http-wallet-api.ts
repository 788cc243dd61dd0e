import type {
  CampaignCard,
  CampaignEntry,
  PollEdit,
  PollView,
  WalletApi,
} from '../../application/ports/wallet-api.port';
import type { CampaignCardWire, CampaignEntryBodyWire, CampaignEntryWire } from '../../contract/campaigns.contract';
import { imageFromWire } from '../../contract/content.mapping';
import type { PollBodyWire, PollWire } from '../../contract/polls.contract';
import { fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import type { ContentKind } from '../../domain/content/content';
import type { PollDraft } from '../../domain/polls/poll-rules';
import type { HttpClient } from './http-client';

/**
 * The wallet calls of a creator (issue 10; spec §7 wallet, payloads in polls.contract.ts and
 * campaigns.contract.ts). Paths come from the TypeBox-free wallet.paths.ts and the wire types are
 * type-only imports, so this adapter bundles no schema library.
 */
export class HttpWalletApi implements WalletApi {
  constructor(private readonly http: HttpClient) {}

  async enterCampaign(campaignId: string, kind: ContentKind): Promise<CampaignEntry> {
    const body: CampaignEntryBodyWire = { kind };
    const { data } = await this.http.post<CampaignEntryWire>(
      'private',
      fillPath(WALLET_PATHS.campaignEntries, { campaignId }),
      body,
    );
    return { contentId: data.content_id, kind: data.kind, campaignId: data.campaign_id };
  }

  async campaignPreview(campaignId: string): Promise<CampaignCard> {
    const { data } = await this.http.get<CampaignCardWire>(
      'api',
      fillPath(WALLET_PATHS.campaignPreview, { campaignId }),
    );
    return campaignCardFromWire(data);
  }

  async createPoll(draft: PollDraft): Promise<PollView> {
    const { data } = await this.http.post<PollWire>('private', WALLET_PATHS.polls, pollToWire(draft));
    return pollFromWire(data);
  }

  async updatePoll(pollId: string, edit: PollEdit): Promise<PollView> {
    const { data } = await this.http.patch<PollWire>(
      'private',
      fillPath(WALLET_PATHS.poll, { pollId }),
      pollToWire(edit),
    );
    return pollFromWire(data);
  }

  async getPoll(pollId: string): Promise<PollView> {
    const { data } = await this.http.get<PollWire>('api', fillPath(WALLET_PATHS.poll, { pollId }), undefined, {
      bearerIfSignedIn: true,
    });
    return pollFromWire(data);
  }
}

export const campaignCardFromWire = (w: CampaignCardWire): CampaignCard => ({
  campaignId: w.campaign_id,
  title: { th: w.title?.th ?? '', en: w.title?.en ?? '' },
  cover: w.cover ? imageFromWire(w.cover) : null,
  startsOn: w.starts_on,
  endsOn: w.ends_on,
  opensAt: w.opens_at,
  endsAt: w.ends_at,
  state: w.state,
  entryCount: w.entry_count ?? 0,
});

export const pollFromWire = (w: PollWire): PollView => ({
  pollId: w.poll_id,
  question: { th: w.question?.th ?? '', en: w.question?.en ?? '' },
  options: w.options.map((o) => ({
    optionId: o.option_id,
    text: { th: o.text?.th ?? '', en: o.text?.en ?? '' },
    image: o.image ? imageFromWire(o.image) : null,
    votes: o.votes,
    percent: o.percent,
  })),
  totalVotes: w.total_votes,
  state: w.state,
  closesAt: w.closes_at ?? null,
});

export const pollToWire = (draft: PollDraft | PollEdit): PollBodyWire => ({
  question: { th: draft.question.th, en: draft.question.en },
  options: draft.options.map((o) => ({
    ...('optionId' in o && typeof o.optionId === 'string' ? { option_id: o.optionId } : {}),
    text: { th: o.text.th, en: o.text.en },
    image_id: o.imageId,
  })),
  closes_at: draft.closesAt === null ? null : new Date(draft.closesAt).toISOString(),
});
