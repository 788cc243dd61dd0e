import type { AdminPage, ModerationApi, QueueItem, QueueQuery } from '../../src/application/ports/moderation-api.port';
import { campaignState, campaignWindow } from '../../src/domain/campaigns/campaign-rules';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { normalizeError } from '../../src/domain/errors/normalize-error';
import type { QueueKind, QueueStatus } from '../../src/domain/moderation/moderation';
import { pollState } from '../../src/domain/polls/poll-rules';
import type { InMemoryClock } from './in-memory-clock';
import { Failures } from './call-log';
import type { CampaignDraft, CampaignView } from '../../src/domain/campaigns/campaign';
import type { PollEdit, PollView } from '../../src/domain/polls/poll';

/** A queue item with every field, overridable. */
export function aQueueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    kind: 'report',
    itemId: 'r1',
    status: 'open',
    createdAt: '2025-01-15T08:00:00.000Z',
    reporter: { userId: 'u-reader', username: 'nok', displayName: 'Nok Reader', avatarImage: null },
    email: null,
    reason: 'spam',
    message: 'Selling fake tickets in the comments',
    targetType: 'comment',
    targetId: 'c1',
    targetUrl: '/contents/ct1#comment-c1',
    targetExcerpt: 'Cheap tickets, DM me',
    targetHidden: false,
    placeClosedOnPublicHolidays: null,
    targetAuthor: { userId: 'u-spammer', username: 'spam_bot', displayName: 'Spam Bot', avatarImage: null },
    attachments: [],
    note: null,
    ...overrides,
  };
}

/**
 * The admin calls in memory: a role, a queue with paging and filters, polls and campaigns.
 * Actions change the stored items as the server would; `calls` records every call in order; `failures`
 * scripts a refusal (an envelope, normalised as the HTTP adapter would).
 */
export class InMemoryModerationApi implements ModerationApi {
  moderator = true;
  items: QueueItem[] = [];
  polls: PollView[] = [];
  campaigns: CampaignView[] = [];
  readonly disabled = new Map<string, boolean>();
  readonly decisions = new Map<string, { decision: 'approve' | 'refuse'; reason?: string }>();
  readonly hidden = new Map<string, { hidden: boolean; reason?: string }>();
  readonly attachments = new Map<string, Blob>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly failures = new Failures();
  private nextId = 1;

  constructor(private readonly clock: InMemoryClock) {}

  private call(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    try {
      this.failures.throwIfScripted(method);
    } catch (error) {
      throw normalizeError(error);
    }
  }

  callsOf(method: string): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  async role(): Promise<{ moderator: boolean }> {
    this.call('role');
    return { moderator: this.moderator };
  }

  private guard(): void {
    if (!this.moderator) throw new AppError({ code: ErrorCode.moderatorOnly, messageKey: 'errors.moderatorOnly' });
  }

  async queue(query: QueueQuery): Promise<AdminPage<QueueItem>> {
    this.call('queue', query);
    this.guard();
    const matching = this.items
      .filter((i) => (query.kind === null || i.kind === query.kind) && i.status === query.status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  async updateQueueItem(
    kind: QueueKind,
    itemId: string,
    update: { status: QueueStatus; note?: string },
  ): Promise<QueueItem> {
    this.call('updateQueueItem', kind, itemId, update);
    this.guard();
    const index = this.items.findIndex((i) => i.kind === kind && i.itemId === itemId);
    if (index < 0) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    this.items[index] = { ...this.items[index], status: update.status, note: update.note ?? null };
    return this.items[index];
  }

  private setHidden(type: 'content' | 'comment', id: string, hidden: boolean, reason?: string): { hidden: boolean } {
    this.guard();
    this.hidden.set(`${type}:${id}`, { hidden, reason });
    this.items = this.items.map((i) =>
      i.targetType === type && i.targetId === id ? { ...i, targetHidden: hidden } : i,
    );
    return { hidden };
  }

  async setContentHidden(contentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }> {
    this.call('setContentHidden', contentId, hidden, reason);
    return this.setHidden('content', contentId, hidden, reason);
  }

  async setCommentHidden(commentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }> {
    this.call('setCommentHidden', commentId, hidden, reason);
    return this.setHidden('comment', commentId, hidden, reason);
  }

  async setUserDisabled(userId: string, disabled: boolean): Promise<{ disabled: boolean }> {
    this.call('setUserDisabled', userId, disabled);
    this.guard();
    this.disabled.set(userId, disabled);
    return { disabled };
  }

  async decidePlace(locationId: string, decision: 'approve' | 'refuse', reason?: string): Promise<void> {
    this.call('decidePlace', locationId, decision, reason);
    this.guard();
    this.decisions.set(locationId, { decision, reason });
  }

  async setPlaceClosedOnHolidays(locationId: string, closed: boolean): Promise<{ closed: boolean }> {
    this.call('setPlaceClosedOnHolidays', locationId, closed);
    this.guard();
    this.items = this.items.map((i) =>
      i.kind === 'place' && i.targetId === locationId ? { ...i, placeClosedOnPublicHolidays: closed } : i,
    );
    return { closed };
  }

  async attachment(url: string): Promise<Blob> {
    this.call('attachment', url);
    this.guard();
    const blob = this.attachments.get(url);
    if (!blob) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    return blob;
  }

  async listPolls(offset: number, limit: number): Promise<AdminPage<PollView>> {
    this.call('listPolls', offset, limit);
    this.guard();
    return { items: this.polls.slice(offset, offset + limit), total: this.polls.length };
  }

  async getPoll(pollId: string): Promise<PollView> {
    this.call('getPoll', pollId);
    const poll = this.polls.find((p) => p.pollId === pollId);
    if (!poll) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    return poll;
  }

  private pollFrom(pollId: string, draft: PollEdit, before?: PollView): PollView {
    const closesAt = draft.closesAt === null ? null : new Date(draft.closesAt).toISOString();
    return {
      pollId,
      question: draft.question,
      closesAt,
      standalone: true,
      placeId: draft.placeId ?? null,
      createdAt: before?.createdAt ?? new Date(this.clock.now()).toISOString(),
      state: pollState(draft.closesAt, this.clock.now()),
      options: draft.options.map((o) => ({
        optionId: o.optionId ?? `opt-${this.nextId++}`,
        text: o.text,
        // Like the server: the stored option carries the image its upload id names.
        image: o.imageId
          ? { imageId: o.imageId, url: `https://images.test/${o.imageId}.jpg`, blurhash: null, width: 640, height: 480 }
          : null,
        votes: before?.options.find((b) => b.optionId === o.optionId)?.votes ?? 0,
        percent: 0,
      })),
      totalVotes: before?.totalVotes ?? 0,
      myVote: null,
    };
  }

  async createPoll(draft: PollEdit): Promise<PollView> {
    this.call('createPoll', draft);
    this.guard();
    const poll = this.pollFrom(`poll-${this.nextId++}`, draft);
    this.polls.unshift(poll);
    return poll;
  }

  async updatePoll(pollId: string, draft: PollEdit): Promise<PollView> {
    this.call('updatePoll', pollId, draft);
    this.guard();
    const index = this.polls.findIndex((p) => p.pollId === pollId);
    if (index < 0) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    this.polls[index] = this.pollFrom(pollId, draft, this.polls[index]);
    return this.polls[index];
  }

  async listCampaigns(offset: number, limit: number): Promise<AdminPage<CampaignView>> {
    this.call('listCampaigns', offset, limit);
    this.guard();
    return { items: this.campaigns.slice(offset, offset + limit), total: this.campaigns.length };
  }

  async getCampaign(campaignId: string): Promise<CampaignView> {
    this.call('getCampaign', campaignId);
    const campaign = this.campaigns.find((c) => c.campaignId === campaignId);
    if (!campaign) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    return campaign;
  }

  private campaignFrom(campaignId: string, draft: CampaignDraft, before?: CampaignView): CampaignView {
    return {
      ...draft,
      campaignId,
      opensAt: new Date(campaignWindow(draft.startsOn, draft.endsOn)?.opensAt ?? 0).toISOString(),
      endsAt: new Date(campaignWindow(draft.startsOn, draft.endsOn)?.endsAt ?? 0).toISOString(),
      state: campaignState(draft.startsOn, draft.endsOn, this.clock.now()),
      entryCount: before?.entryCount ?? 0,
    };
  }

  async createCampaign(draft: CampaignDraft): Promise<CampaignView> {
    this.call('createCampaign', draft);
    this.guard();
    const campaign = this.campaignFrom(`campaign-${this.nextId++}`, draft);
    this.campaigns.unshift(campaign);
    return campaign;
  }

  async updateCampaign(campaignId: string, draft: CampaignDraft): Promise<CampaignView> {
    this.call('updateCampaign', campaignId, draft);
    this.guard();
    const index = this.campaigns.findIndex((c) => c.campaignId === campaignId);
    if (index < 0) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    this.campaigns[index] = this.campaignFrom(campaignId, draft, this.campaigns[index]);
    return this.campaigns[index];
  }
}
