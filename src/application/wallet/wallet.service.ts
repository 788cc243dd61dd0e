import type { CampaignCard, CampaignEntry } from '../../domain/campaigns/campaign';
import type { ContentKind } from '../../domain/content/content';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { PollEdit, PollNew, PollView } from '../../domain/polls/poll';
import { pollDraftProblems, type PollDraft } from '../../domain/polls/poll-rules';
import type { Clock } from '../ports/clock.port';
import type { WalletApi } from '../ports/wallet-api.port';
import { normalized } from '../shared/normalized';

/**
 * What a creator does with the wallet calls: write for a campaign (spec §2 /campaigns/write/new),
 * show the campaign they write for, and keep the polls of their poll sections. A poll is checked with the
 * domain's rules before it is sent, so a bad draft never costs a request; the server checks again.
 */
export class WalletService {
  constructor(
    private readonly api: WalletApi,
    private readonly clock: Clock,
  ) {}

  /** Reserves a content for the campaign; refused (nothing created) when it ended or has not opened yet. */
  enterCampaign(campaignId: string, kind: ContentKind): Promise<CampaignEntry> {
    return normalized(() => this.api.enterCampaign(campaignId, kind), 'createContent');
  }

  campaignPreview(campaignId: string): Promise<CampaignCard> {
    return normalized(() => this.api.campaignPreview(campaignId));
  }

  poll(pollId: string): Promise<PollView> {
    return normalized(() => this.api.getPoll(pollId));
  }

  /** The domain's problems with a poll as written (empty: it can be sent). */
  pollProblems(draft: PollDraft, isNew: boolean): string[] {
    return pollDraftProblems(draft, this.clock.now(), isNew);
  }

  /** The poll form's save: a new poll (null id) or the whole poll again. */
  savePoll(pollId: string | null, edit: PollEdit): Promise<PollView> {
    return pollId ? this.updatePoll(pollId, edit) : this.createPoll(edit);
  }

  async createPoll(draft: PollNew): Promise<PollView> {
    this.refuseProblems(draft, true);
    return normalized(() => this.api.createPoll(draft));
  }

  async updatePoll(pollId: string, edit: PollEdit): Promise<PollView> {
    this.refuseProblems(edit, false);
    return normalized(() => this.api.updatePoll(pollId, edit));
  }

  private refuseProblems(draft: PollDraft, isNew: boolean): void {
    const problems = this.pollProblems(draft, isNew);
    if (problems.length > 0) {
      throw new AppError({
        code: ErrorCode.contentValidationFailed,
        messageKey: 'errors.contentValidationFailed',
        message: problems.join('; '),
        details: { problems },
      });
    }
  }
}
