import type { CampaignState } from '../../domain/campaigns/campaign-rules';
import type { ContentKind, ImageRef } from '../../domain/content/content';
import type { LocalizedText, PollDraft, PollState } from '../../domain/polls/poll-rules';

/** A campaign as its card shows it (spec §7 "public campaign preview"). */
export interface CampaignCard {
  readonly campaignId: string;
  readonly title: LocalizedText;
  readonly cover: ImageRef | null;
  /** `YYYY-MM-DD`, Asia/Bangkok. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** Instants (ISO) to show in the reader's locale; `endsAt` is the first instant after the campaign. */
  readonly opensAt: string;
  readonly endsAt: string;
  readonly state: CampaignState;
  readonly entryCount: number;
}

/** The content reserved for a campaign entry: the creator lands on its editor. */
export interface CampaignEntry {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly campaignId: string;
}

export interface PollOptionView {
  readonly optionId: string;
  readonly text: LocalizedText;
  /** The option's picture, kept when the poll is edited (an edit without it would remove it). */
  readonly image: ImageRef | null;
  readonly votes: number;
  readonly percent: number;
}

export interface PollView {
  readonly pollId: string;
  readonly question: LocalizedText;
  readonly options: readonly PollOptionView[];
  readonly totalVotes: number;
  readonly state: PollState;
  /** ISO instant or null. */
  readonly closesAt: string | null;
}

/** An edit sends the whole poll; an option that already exists keeps its id (its votes stay with it). */
export interface PollEdit extends Omit<PollDraft, 'options'> {
  readonly options: readonly (PollDraft['options'][number] & { readonly optionId: string | null })[];
}

/**
 * The wallet calls a creator makes (issue 10; spec §7 "Wallet: public campaign preview, public polls/{pollId}";
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
  createPoll(draft: PollDraft): Promise<PollView>;
  /** The owner: the whole poll again. */
  updatePoll(pollId: string, edit: PollEdit): Promise<PollView>;
  /** Public (the caller's token when signed in). */
  getPoll(pollId: string): Promise<PollView>;
}
