import type { ContentKind, ImageRef } from '../content/content';
import type { LocalizedText } from '../polls/poll-rules';
import type { CampaignState } from './campaign-rules';

/**
 * A campaign as its card shows it (spec §7 "public campaign preview"): a content page's campaign card, the
 * editor's banner, the admin list. Mapped once from the wire by src/infrastructure/wire/campaign-mappers.ts.
 */
export interface CampaignCard {
  readonly campaignId: string;
  readonly title: LocalizedText;
  readonly cover: ImageRef | null;
  /** `YYYY-MM-DD`, decided in Asia/Bangkok. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** Instants (ISO) to show in the reader's locale; `endsAt` is the first instant after the campaign. */
  readonly opensAt: string;
  readonly endsAt: string;
  readonly state: CampaignState;
  readonly entryCount: number;
  /** The category its entries are filed under, or null. */
  readonly categoryId: string | null;
}

/** The whole campaign: /campaigns/[id]/detail and the admin form. */
export interface CampaignView extends CampaignCard {
  readonly description: LocalizedText;
  readonly rules: LocalizedText;
  readonly prize: LocalizedText;
}

/** What the admin form sends: the campaign's texts, cover, days and category (the server decides the rest). */
export type CampaignDraft = Omit<CampaignView, 'campaignId' | 'state' | 'entryCount' | 'opensAt' | 'endsAt'>;

/** The content reserved for a campaign entry: the creator lands on its editor. */
export interface CampaignEntry {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly campaignId: string;
}
