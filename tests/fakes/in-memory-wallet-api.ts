import type { WalletApi } from '../../src/application/ports/wallet-api.port';
import { campaignState, campaignWindow } from '../../src/domain/campaigns/campaign-rules';
import type { ContentKind } from '../../src/domain/content/content';
import { AppError } from '../../src/domain/errors/app-error';
import { errorCatalogue, ErrorCode } from '../../src/domain/errors/error-codes';
import type { PollDraft } from '../../src/domain/polls/poll-rules';
import { CallLog, Failures } from './call-log';
import type { InMemoryClock } from './in-memory-clock';
import type { InMemoryContentApi } from './in-memory-content-api';
import type { CampaignCard, CampaignEntry } from '../../src/domain/campaigns/campaign';
import type { PollEdit, PollView } from '../../src/domain/polls/poll';

const refusal = (code: number, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code]?.messageKey ?? 'errors.default', message });

/**
 * The wallet as the server answers it: campaigns decided by the domain's Asia/Bangkok window at the
 * clock's time, entries reserved in the shared content fake (so the editor opens them), polls kept here.
 */
export class InMemoryWalletApi implements WalletApi {
  readonly log = new CallLog();
  readonly failures = new Failures();
  readonly campaigns = new Map<string, { title: { th: string; en: string }; startsOn: string; endsOn: string }>();
  readonly polls = new Map<string, PollView>();
  readonly entries: CampaignEntry[] = [];
  private nextPoll = 1;
  private nextOption = 1;

  constructor(
    private readonly contents: InMemoryContentApi,
    private readonly clock: InMemoryClock,
  ) {}

  addCampaign(
    campaignId: string,
    fields: { title?: { th: string; en: string }; startsOn: string; endsOn: string },
  ): void {
    this.campaigns.set(campaignId, {
      title: fields.title ?? { th: 'แคมเปญ', en: 'Campaign' },
      startsOn: fields.startsOn,
      endsOn: fields.endsOn,
    });
  }

  async enterCampaign(campaignId: string, kind: ContentKind): Promise<CampaignEntry> {
    this.log.record(`wallet.enterCampaign ${campaignId} ${kind}`);
    this.failures.throwIfScripted('enterCampaign');
    const card = await this.card(campaignId);
    if (card.state === 'ended') throw refusal(ErrorCode.campaignEnded, 'The campaign has ended');
    if (card.state === 'upcoming') throw refusal(ErrorCode.campaignNotOpenYet, 'The campaign is not open yet');
    const reserved = await this.contents.reserve(kind);
    this.contents.seed({ ...reserved, campaignId });
    const entry = { contentId: reserved.contentId, kind, campaignId };
    this.entries.push(entry);
    return entry;
  }

  async campaignPreview(campaignId: string): Promise<CampaignCard> {
    this.log.record(`wallet.campaignPreview ${campaignId}`);
    this.failures.throwIfScripted('campaignPreview');
    return this.card(campaignId);
  }

  async createPoll(draft: PollDraft): Promise<PollView> {
    this.log.record('wallet.createPoll');
    this.failures.throwIfScripted('createPoll');
    const pollId = `poll${this.nextPoll++}`;
    const poll = this.toView(pollId, { ...draft, options: draft.options.map((o) => ({ ...o, optionId: null })) });
    this.polls.set(pollId, poll);
    return poll;
  }

  async updatePoll(pollId: string, edit: PollEdit): Promise<PollView> {
    this.log.record(`wallet.updatePoll ${pollId}`);
    this.failures.throwIfScripted('updatePoll');
    const current = this.polls.get(pollId);
    if (!current) throw refusal(ErrorCode.contentNotFound, 'No such poll');
    const sameOptions =
      edit.options.length === current.options.length &&
      edit.options.every(
        (o, i) =>
          o.optionId === current.options[i].optionId &&
          o.text.th === current.options[i].text.th &&
          o.text.en === current.options[i].text.en,
      );
    if (current.totalVotes > 0 && !sameOptions)
      throw refusal(ErrorCode.pollLocked, 'The options of a poll with votes stay as they are');
    const next = this.toView(pollId, edit, current);
    this.polls.set(pollId, next);
    return next;
  }

  async getPoll(pollId: string): Promise<PollView> {
    this.log.record(`wallet.getPoll ${pollId}`);
    this.failures.throwIfScripted('getPoll');
    const poll = this.polls.get(pollId);
    if (!poll) throw refusal(ErrorCode.contentNotFound, 'No such poll');
    return poll;
  }

  /** Someone voted (the owner's edit of the options is then refused). */
  vote(pollId: string, optionIndex: number): void {
    const poll = this.polls.get(pollId)!;
    const options = poll.options.map((o, i) => ({ ...o, votes: o.votes + (i === optionIndex ? 1 : 0) }));
    this.polls.set(pollId, { ...poll, options, totalVotes: poll.totalVotes + 1 });
  }

  private async card(campaignId: string): Promise<CampaignCard> {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign) throw refusal(ErrorCode.contentNotFound, 'No such campaign');
    const window = campaignWindow(campaign.startsOn, campaign.endsOn)!;
    return {
      campaignId,
      title: campaign.title,
      cover: null,
      startsOn: campaign.startsOn,
      endsOn: campaign.endsOn,
      opensAt: new Date(window.opensAt).toISOString(),
      endsAt: new Date(window.endsAt).toISOString(),
      state: campaignState(campaign.startsOn, campaign.endsOn, this.clock.now()),
      entryCount: this.entries.filter((e) => e.campaignId === campaignId).length,
      categoryId: null,
    };
  }

  private toView(pollId: string, draft: PollEdit, previous?: PollView): PollView {
    return {
      pollId,
      question: draft.question,
      options: draft.options.map((o) => {
        const kept = previous?.options.find((p) => p.optionId === o.optionId);
        // Like the server: the stored option carries the image its upload id names.
        const image = o.imageId
          ? { imageId: o.imageId, url: `https://images.test/${o.imageId}.jpg`, blurhash: null, width: 640, height: 480 }
          : null;
        return {
          optionId: o.optionId ?? `${pollId}-option${this.nextOption++}`,
          text: o.text,
          image,
          votes: kept?.votes ?? 0,
          percent: kept?.percent ?? 0,
        };
      }),
      totalVotes: previous?.totalVotes ?? 0,
      state: 'open',
      closesAt: draft.closesAt === null ? null : new Date(draft.closesAt).toISOString(),
      myVote: null,
      standalone: false,
      placeId: draft.placeId ?? null,
      createdAt: previous?.createdAt ?? new Date(this.clock.now()).toISOString(),
    };
  }
}
