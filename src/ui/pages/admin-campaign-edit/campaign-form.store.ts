import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldProblem } from '../../../application/moderation/draft-problems';
import type { ModerationService } from '../../../application/moderation/moderation.service';
import type { ImageRef } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { LocalizedText } from '../../../domain/polls/poll-rules';
import type { CampaignDraft, CampaignView } from '../../../domain/campaigns/campaign';

export const CAMPAIGN_TEXTS = ['title', 'description', 'rules', 'prize'] as const;
export type CampaignText = (typeof CAMPAIGN_TEXTS)[number];

type Service = Pick<ModerationService, 'campaign' | 'campaignProblems' | 'saveCampaign' | 'problemsOf'>;
const EMPTY: LocalizedText = { th: '', en: '' };

/**
 * The campaign form of /admin/campaigns/new and /admin/campaigns/:campaignId: its texts in Thai
 * and English, a cover (the editor's upload), start and end days decided in Asia/Bangkok, an optional
 * category. The days are checked with the domain's `campaignDateProblems` before sending.
 */
export class CampaignFormStore {
  campaignId: string | null;
  texts: Record<CampaignText, LocalizedText> = { title: EMPTY, description: EMPTY, rules: EMPTY, prize: EMPTY };
  cover: ImageRef | null = null;
  startsOn = '';
  endsOn = '';
  categoryId: string | null = null;
  loading = false;
  loadErrorKey: string | null = null;
  saving = false;
  submitted = false;
  saved = false;
  serverProblems: FieldProblem[] = [];
  errorKey: string | null = null;

  constructor(
    private readonly service: Service,
    campaignId: string | null,
  ) {
    this.campaignId = campaignId;
    makeAutoObservable<CampaignFormStore, 'service'>(this, { service: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.campaignId === null;
  }

  get draft(): CampaignDraft {
    return {
      ...this.texts,
      cover: this.cover,
      startsOn: this.startsOn,
      endsOn: this.endsOn,
      categoryId: this.categoryId,
    };
  }

  get problems(): FieldProblem[] {
    return [...(this.submitted ? this.service.campaignProblems(this.draft) : []), ...this.serverProblems];
  }

  problemsAt(field: string): FieldProblem[] {
    return this.problems.filter((p) => p.field === field);
  }

  async load(): Promise<void> {
    if (!this.campaignId) return;
    this.loading = true;
    this.loadErrorKey = null;
    try {
      const campaign = await this.service.campaign(this.campaignId);
      runInAction(() => this.fill(campaign));
    } catch (error) {
      runInAction(() => (this.loadErrorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setText(field: CampaignText, lang: 'th' | 'en', value: string): void {
    this.texts = { ...this.texts, [field]: { ...this.texts[field], [lang]: value } };
    this.edited();
  }

  setCover(cover: ImageRef | null): void {
    this.cover = cover;
    this.edited();
  }

  setDay(field: 'startsOn' | 'endsOn', value: string): void {
    this[field] = value;
    this.edited();
  }

  setCategory(categoryId: string): void {
    this.categoryId = categoryId || null;
    this.edited();
  }

  markSaved(): void {
    this.saved = true;
  }

  async save(): Promise<CampaignView | null> {
    if (this.saving) return null;
    this.submitted = true;
    this.serverProblems = [];
    this.errorKey = null;
    this.saved = false;
    if (this.problems.length > 0) return null;
    this.saving = true;
    try {
      const campaign = await this.service.saveCampaign(this.campaignId, this.draft);
      runInAction(() => {
        this.fill(campaign);
        this.saved = true;
        this.submitted = false;
      });
      return campaign;
    } catch (error) {
      runInAction(() => {
        const failure = normalizeError(error);
        const problems = this.service.problemsOf(failure);
        if (problems.length > 0) this.serverProblems = problems;
        else this.errorKey = failure.messageKey;
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private fill(c: CampaignView): void {
    this.campaignId = c.campaignId;
    this.texts = { title: c.title, description: c.description, rules: c.rules, prize: c.prize };
    this.cover = c.cover;
    this.startsOn = c.startsOn;
    this.endsOn = c.endsOn;
    this.categoryId = c.categoryId;
  }

  private edited(): void {
    this.serverProblems = [];
    this.saved = false;
  }
}
