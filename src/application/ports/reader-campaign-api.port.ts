import type { CampaignCard, CampaignView } from '../../domain/campaigns/campaign';
import type { ContentListItem } from '../../domain/content/content';

export interface CampaignEntriesPage {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
}

/**
 * The campaign calls of the public reader (src/contract/campaigns.contract.ts): GET campaigns/{id},
 * campaigns/{id}/preview and campaigns/{id}/entries (paged), all public.
 */
export interface ReaderCampaignApi {
  getCampaign(campaignId: string): Promise<CampaignView>;
  /** The embedded Campaign wire, or null when it is not one. */
  decodeCampaign(embedded: unknown): CampaignView | null;
  getPreview(campaignId: string): Promise<CampaignCard>;
  getEntries(campaignId: string, offset: number, limit: number): Promise<CampaignEntriesPage>;
}
