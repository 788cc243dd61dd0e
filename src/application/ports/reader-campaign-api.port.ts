import type { ContentListItem, ImageRef } from '../../domain/content/content';
import type { CampaignState } from '../../domain/campaigns/campaign-rules';
import type { LocalizedText } from '../../domain/polls/poll-rules';

/** The card of a campaign (spec §7 "public campaign preview"): what a content page or the home shows. */
export interface CampaignCardView {
  readonly campaignId: string;
  readonly title: LocalizedText;
  readonly cover: ImageRef | null;
  /** `YYYY-MM-DD`, decided in Asia/Bangkok. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** ISO instants of the first moment and the first moment after (for the reader's locale). */
  readonly opensAt: string;
  readonly endsAt: string;
  readonly state: CampaignState;
  readonly entryCount: number;
}

/** The whole campaign of /campaigns/[id]/detail (issue 10). */
export interface CampaignView extends CampaignCardView {
  readonly description: LocalizedText;
  readonly rules: LocalizedText;
  readonly prize: LocalizedText;
}

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
  getPreview(campaignId: string): Promise<CampaignCardView>;
  getEntries(campaignId: string, offset: number, limit: number): Promise<CampaignEntriesPage>;
}
