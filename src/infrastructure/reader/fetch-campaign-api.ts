import type { CampaignEntriesPage, ReaderCampaignApi } from '../../application/ports/reader-campaign-api.port';
import type { CampaignCardWire, CampaignWire } from '../../contract/campaigns.contract';
import type { ListItemWire } from '../../contract/content.contract';
import { WALLET_PATHS } from '../../contract/wallet.paths';
import type { CampaignCard, CampaignView } from '../../domain/campaigns/campaign';
import { campaignCardFromWire, campaignFromWire, isCampaignWire } from '../wire/campaign-mappers';
import { listItemFromWire } from '../wire/content-mappers';
import { walletPath, type FetchJson } from './fetch-json';

/** The reader's campaign calls over its fetch wrapper (no axios, no TypeBox). */
export class FetchCampaignApi implements ReaderCampaignApi {
  constructor(private readonly http: FetchJson) {}

  async getCampaign(campaignId: string): Promise<CampaignView> {
    const { data } = await this.http.call<CampaignWire>(
      'GET',
      'public',
      walletPath(WALLET_PATHS.campaign, { campaignId }),
    );
    return campaignFromWire(data);
  }

  decodeCampaign(embedded: unknown): CampaignView | null {
    return isCampaignWire(embedded) ? campaignFromWire(embedded) : null;
  }

  async getPreview(campaignId: string): Promise<CampaignCard> {
    const { data } = await this.http.call<CampaignCardWire>(
      'GET',
      'public',
      walletPath(WALLET_PATHS.campaignPreview, { campaignId }),
    );
    return campaignCardFromWire(data);
  }

  async getEntries(campaignId: string, offset: number, limit: number): Promise<CampaignEntriesPage> {
    const answer = await this.http.call<ListItemWire[]>(
      'GET',
      'public',
      walletPath(WALLET_PATHS.campaignEntries, { campaignId }),
      {
        query: { offset, limit },
      },
    );
    const items = (answer.data ?? []).map(listItemFromWire);
    return { items, totalCount: answer.totalCount ?? offset + items.length };
  }
}
