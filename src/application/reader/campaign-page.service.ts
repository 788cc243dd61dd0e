import type { CampaignCard, CampaignView } from '../../domain/campaigns/campaign';
import type { CampaignEntriesPage, ReaderCampaignApi } from '../ports/reader-campaign-api.port';
import { normalized } from '../shared/normalized';

/** Entries per page on the campaign page ("load more"). */
export const CAMPAIGN_ENTRIES_PAGE = 9;

/**
 * /campaigns/[id]/detail and the campaign card of a content page: the campaign (embedded by the
 * server or one call), its published entries a page at a time, and the preview card.
 */
export class CampaignPageService {
  constructor(private readonly api: ReaderCampaignApi) {}

  embeddedCampaign(campaignId: string, embedded: unknown): CampaignView | null {
    const campaign = embedded == null ? null : this.api.decodeCampaign(embedded);
    return campaign && campaign.campaignId === campaignId ? campaign : null;
  }

  loadCampaign(campaignId: string): Promise<CampaignView> {
    return normalized(() => this.api.getCampaign(campaignId));
  }

  preview(campaignId: string): Promise<CampaignCard> {
    return normalized(() => this.api.getPreview(campaignId));
  }

  /** `offset` = entries already shown. */
  entriesPage(campaignId: string, offset: number, limit = CAMPAIGN_ENTRIES_PAGE): Promise<CampaignEntriesPage> {
    return normalized(() => this.api.getEntries(campaignId, offset, limit), 'listContents');
  }
}
