import type {
  CampaignCardView,
  CampaignEntriesPage,
  CampaignView,
  ReaderCampaignApi,
} from '../../application/ports/reader-campaign-api.port';
import type { CampaignCardWire, CampaignWire } from '../../contract/campaigns.contract';
import type { ListItemWire } from '../../contract/content.contract';
import { imageFromWire } from '../../contract/content.mapping';
import { WALLET_PATHS } from '../../contract/wallet.paths';
import { listItemFromWire } from '../http/content-mappers';
import type { FetchJson } from './fetch-json';
import { walletPath } from './fetch-poll-api';

const text = (value: unknown): { th: string; en: string } => {
  const v = (value ?? {}) as { th?: unknown; en?: unknown };
  return { th: typeof v.th === 'string' ? v.th : '', en: typeof v.en === 'string' ? v.en : '' };
};

export const campaignCardFromWire = (w: CampaignCardWire): CampaignCardView => ({
  campaignId: w.campaign_id,
  title: text(w.title),
  cover: w.cover && w.cover.url ? imageFromWire(w.cover) : null,
  startsOn: w.starts_on,
  endsOn: w.ends_on,
  opensAt: w.opens_at,
  endsAt: w.ends_at,
  state: w.state === 'open' || w.state === 'upcoming' ? w.state : 'ended',
  entryCount: typeof w.entry_count === 'number' ? w.entry_count : 0,
});

export const campaignFromWire = (w: CampaignWire): CampaignView => ({
  ...campaignCardFromWire(w),
  description: text(w.description),
  rules: text(w.rules),
  prize: text(w.prize),
});

/** Just enough of a Campaign wire to draw its page. */
function isCampaignWire(value: unknown): value is CampaignWire {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Partial<Record<keyof CampaignWire, unknown>>;
  return (
    typeof w.campaign_id === 'string' &&
    typeof w.title === 'object' &&
    w.title !== null &&
    typeof w.opens_at === 'string' &&
    typeof w.ends_at === 'string'
  );
}

/** The reader's campaign calls over its fetch wrapper (issue 10; no axios, no TypeBox). */
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

  async getPreview(campaignId: string): Promise<CampaignCardView> {
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
