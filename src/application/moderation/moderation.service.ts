import type { CampaignDraft, CampaignView } from '../../domain/campaigns/campaign';
import { campaignDateProblems, campaignState } from '../../domain/campaigns/campaign-rules';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { QueueKind, QueueStatus } from '../../domain/moderation/moderation';
import type { PollEdit, PollView } from '../../domain/polls/poll';
import { pollDraftProblems, type LocalizedText } from '../../domain/polls/poll-rules';
import type { Clock } from '../ports/clock.port';
import type { AdminPage, ModerationApi, QueueItem } from '../ports/moderation-api.port';
import { normalized } from '../shared/normalized';
import { fieldProblem, fieldProblems, refusalProblemLines, type FieldProblem } from './draft-problems';

/** Ours: twenty queue items or polls or campaigns a page. */
export const ADMIN_PAGE_SIZE = 20;

const offsetOf = (page: number) => (Math.max(1, Math.trunc(page)) - 1) * ADMIN_PAGE_SIZE;
export const adminPageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

const hasText = (text: LocalizedText) => text.th.trim() !== '' || text.en.trim() !== '';

/**
 * The moderators' admin area: the role check behind its link, the queue and its actions, and
 * the standalone polls and campaigns. Drafts are checked with the domain's rules before they are sent; a
 * server refusal leaves as AppError (spec §8), a 422 with its problems at their fields (`problemsOf`).
 */
export class ModerationService {
  constructor(
    private readonly api: ModerationApi,
    private readonly clock: Clock,
  ) {}

  /** What "5m ago" in the queue is counted from. */
  now(): number {
    return this.clock.now();
  }

  async isModerator(): Promise<boolean> {
    return (await normalized(() => this.api.role())).moderator;
  }

  /** One page (from 1) of the queue, newest first. */
  queue(filter: { kind: QueueKind | null; status: QueueStatus; page: number }): Promise<AdminPage<QueueItem>> {
    return normalized(() =>
      this.api.queue({
        kind: filter.kind,
        status: filter.status,
        offset: offsetOf(filter.page),
        limit: ADMIN_PAGE_SIZE,
      }),
    );
  }

  /** Mark done or reopen, with an optional note; answers the item as the server now has it. */
  setItemStatus(item: Pick<QueueItem, 'kind' | 'itemId'>, status: QueueStatus, note: string): Promise<QueueItem> {
    const trimmed = note.trim();
    return normalized(() =>
      this.api.updateQueueItem(item.kind, item.itemId, trimmed ? { status, note: trimmed } : { status }),
    );
  }

  /** Hide or show again the reported content or comment; answers whether it is hidden now. */
  async setTargetHidden(
    item: Pick<QueueItem, 'targetType' | 'targetId'>,
    hidden: boolean,
    reason: string,
  ): Promise<boolean> {
    const { targetType, targetId } = item;
    if (!targetId || (targetType !== 'content' && targetType !== 'comment'))
      throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    const why = reason.trim() || undefined;
    const answer = await normalized(() =>
      targetType === 'content'
        ? this.api.setContentHidden(targetId, hidden, why)
        : this.api.setCommentHidden(targetId, hidden, why),
    );
    return answer.hidden;
  }

  async setUserDisabled(userId: string, disabled: boolean): Promise<boolean> {
    return (await normalized(() => this.api.setUserDisabled(userId, disabled))).disabled;
  }

  decidePlace(locationId: string, decision: 'approve' | 'refuse', reason: string): Promise<void> {
    const why = reason.trim() || undefined;
    return normalized(() => this.api.decidePlace(locationId, decision, why));
  }

  /** Answers the flag the server now stores. */
  async setPlaceClosedOnHolidays(locationId: string, closed: boolean): Promise<boolean> {
    return (await normalized(() => this.api.setPlaceClosedOnHolidays(locationId, closed))).closed;
  }

  attachment(url: string): Promise<Blob> {
    return normalized(() => this.api.attachment(url));
  }

  polls(page: number): Promise<AdminPage<PollView>> {
    return normalized(() => this.api.listPolls(offsetOf(page), ADMIN_PAGE_SIZE));
  }

  poll(pollId: string): Promise<PollView> {
    return normalized(() => this.api.getPoll(pollId));
  }

  /** The domain's rules on a poll as written (a new one must close in the future); the poll form places them. */
  pollProblems(draft: PollEdit, isNew: boolean): string[] {
    return pollDraftProblems(draft, this.clock.now(), isNew);
  }

  /** Saves a poll that passed `pollProblems`; null pollId creates. */
  savePoll(pollId: string | null, draft: PollEdit): Promise<PollView> {
    return normalized(() => (pollId ? this.api.updatePoll(pollId, draft) : this.api.createPoll(draft)));
  }

  /** One page of campaigns, each state decided now by the domain (Asia/Bangkok days). */
  async campaigns(page: number): Promise<AdminPage<CampaignView>> {
    const answer = await normalized(() => this.api.listCampaigns(offsetOf(page), ADMIN_PAGE_SIZE));
    const now = this.clock.now();
    return { ...answer, items: answer.items.map((c) => ({ ...c, state: campaignState(c.startsOn, c.endsOn, now) })) };
  }

  campaign(campaignId: string): Promise<CampaignView> {
    return normalized(() => this.api.getCampaign(campaignId));
  }

  /** The campaign's days (domain) and a title in Thai or English. */
  campaignProblems(draft: CampaignDraft): FieldProblem[] {
    const title = hasText(draft.title) ? [] : ['title: write it in Thai or English'];
    return [...title, ...campaignDateProblems(draft)].flatMap(fieldProblems);
  }

  saveCampaign(campaignId: string | null, draft: CampaignDraft): Promise<CampaignView> {
    return normalized(() => (campaignId ? this.api.updateCampaign(campaignId, draft) : this.api.createCampaign(draft)));
  }

  /** A 422's problems at their fields (the server words them as the domain does); none for other errors. */
  problemsOf(error: AppError): FieldProblem[] {
    return refusalProblemLines(error)
      .map(fieldProblem)
      .filter((p) => p.field !== '');
  }
}
