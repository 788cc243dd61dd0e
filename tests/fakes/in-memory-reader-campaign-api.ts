import type { CampaignEntriesPage, ReaderCampaignApi } from '../../src/application/ports/reader-campaign-api.port';
import type { ContentListItem } from '../../src/domain/content/content';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { CampaignCard, CampaignView } from '../../src/domain/campaigns/campaign';

/** Campaigns and their entries in memory, as GET campaigns/:id, /preview and /entries answer. */
export class InMemoryReaderCampaignApi implements ReaderCampaignApi {
  readonly campaigns = new Map<string, CampaignView>();
  readonly entries = new Map<string, ContentListItem[]>();
  readonly calls: string[] = [];

  add(campaign: CampaignView, entries: ContentListItem[] = []): this {
    this.campaigns.set(campaign.campaignId, campaign);
    this.entries.set(campaign.campaignId, entries);
    return this;
  }

  private find(campaignId: string): CampaignView {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign)
      throw new AppError({
        code: ErrorCode.contentNotFound,
        messageKey: 'errors.contentNotFound',
        message: 'no such campaign',
      });
    return campaign;
  }

  async getCampaign(campaignId: string): Promise<CampaignView> {
    this.calls.push(`campaign:${campaignId}`);
    return this.find(campaignId);
  }

  decodeCampaign(embedded: unknown): CampaignView | null {
    const id = (embedded as { campaignId?: unknown } | null)?.campaignId;
    return typeof id === 'string' ? (this.campaigns.get(id) ?? null) : null;
  }

  async getPreview(campaignId: string): Promise<CampaignCard> {
    this.calls.push(`preview:${campaignId}`);
    const { description: _d, rules: _r, prize: _p, ...card } = this.find(campaignId);
    return card;
  }

  async getEntries(campaignId: string, offset: number, limit: number): Promise<CampaignEntriesPage> {
    this.calls.push(`entries:${campaignId}:${offset}:${limit}`);
    const all = this.entries.get(campaignId) ?? [];
    return { items: all.slice(offset, offset + limit), totalCount: all.length };
  }
}
