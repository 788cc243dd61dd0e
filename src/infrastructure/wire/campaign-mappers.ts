import type {
  CampaignBodyWire,
  CampaignCardWire,
  CampaignEntryWire,
  CampaignWire,
} from '../../contract/campaigns.contract';
import type { CampaignCard, CampaignDraft, CampaignEntry, CampaignView } from '../../domain/campaigns/campaign';
import { imageOrNull, localizedFromWire } from './wire-values';

/**
 * The ONE mapping of the Campaign wires (src/contract/campaigns.contract.ts) for every client: the creator's
 * banner and entry, the admin area (axios) and the reader's campaign page and card (fetch) call these.
 */
export const campaignCardFromWire = (w: CampaignCardWire): CampaignCard => ({
  campaignId: w.campaign_id,
  title: localizedFromWire(w.title),
  cover: imageOrNull(w.cover),
  startsOn: w.starts_on,
  endsOn: w.ends_on,
  opensAt: w.opens_at,
  endsAt: w.ends_at,
  state: w.state === 'open' || w.state === 'upcoming' ? w.state : 'ended',
  entryCount: typeof w.entry_count === 'number' ? w.entry_count : 0,
  categoryId: w.category_id ?? null,
});

export const campaignFromWire = (w: CampaignWire): CampaignView => ({
  ...campaignCardFromWire(w),
  description: localizedFromWire(w.description),
  rules: localizedFromWire(w.rules),
  prize: localizedFromWire(w.prize),
});

export const campaignToWire = (d: CampaignDraft): CampaignBodyWire => ({
  title: { ...d.title },
  description: { ...d.description },
  rules: { ...d.rules },
  prize: { ...d.prize },
  cover: d.cover ? { image_id: d.cover.imageId } : null,
  starts_on: d.startsOn,
  ends_on: d.endsOn,
  category_id: d.categoryId,
});

export const campaignEntryFromWire = (w: CampaignEntryWire): CampaignEntry => ({
  contentId: w.content_id,
  kind: w.kind,
  campaignId: w.campaign_id,
});

/** Just enough of a Campaign wire to draw its page (what a server-rendered page embedded). */
export function isCampaignWire(value: unknown): value is CampaignWire {
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
