import type { CampaignCard, CampaignEntry } from '../../domain/campaigns/campaign';
import type { ContentKind } from '../../domain/content/content';
import type { PollEdit, PollNew, PollView } from '../../domain/polls/poll';

/**
 * The wallet calls a creator makes (spec §7 "Wallet: public campaign preview, public polls/{pollId}";
 * payloads ours, see src/contract/polls.contract.ts and campaigns.contract.ts). Failures are AppErrors with the
 * spec §8 codes: campaignEnded 4090607023 / campaignNotOpenYet 4090607024 (nothing created), pollLocked
 * 4090607025 (options changed after votes), contentNotFound 4040607004, contentValidationFailed 4220607000.
 */
export interface WalletApi {
  /** Signed in: reserves a new content written for the campaign. */
  enterCampaign(campaignId: string, kind: ContentKind): Promise<CampaignEntry>;
  /** Public. */
  campaignPreview(campaignId: string): Promise<CampaignCard>;
  /** Signed in: a poll owned by the caller, for a section of their own content. */
  createPoll(draft: PollNew): Promise<PollView>;
  /** The owner: the whole poll again. */
  updatePoll(pollId: string, edit: PollEdit): Promise<PollView>;
  /** Public (the caller's token when signed in). */
  getPoll(pollId: string): Promise<PollView>;
}
