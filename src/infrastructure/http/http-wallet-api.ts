import type { WalletApi } from '../../application/ports/wallet-api.port';
import type { CampaignCardWire, CampaignEntryBodyWire, CampaignEntryWire } from '../../contract/campaigns.contract';
import type { PollWire } from '../../contract/polls.contract';
import { fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import type { CampaignCard, CampaignEntry } from '../../domain/campaigns/campaign';
import type { ContentKind } from '../../domain/content/content';
import type { PollEdit, PollNew, PollView } from '../../domain/polls/poll';
import { campaignCardFromWire, campaignEntryFromWire } from '../wire/campaign-mappers';
import { pollFromWire, pollToWire } from '../wire/poll-mappers';
import type { HttpClient } from './http-client';

/**
 * The wallet calls of a creator (spec §7 wallet, payloads in polls.contract.ts and
 * campaigns.contract.ts). Paths come from the TypeBox-free wallet.paths.ts and the wire types are
 * type-only imports, so this adapter bundles no schema library; the mapping is the reader's too (../wire).
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
    return campaignEntryFromWire(data);
  }

  async campaignPreview(campaignId: string): Promise<CampaignCard> {
    const { data } = await this.http.get<CampaignCardWire>(
      'api',
      fillPath(WALLET_PATHS.campaignPreview, { campaignId }),
    );
    return campaignCardFromWire(data);
  }

  async createPoll(draft: PollNew): Promise<PollView> {
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
