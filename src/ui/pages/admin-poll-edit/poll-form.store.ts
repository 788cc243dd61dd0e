import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldProblem } from '../../../application/moderation/draft-problems';
import type { ModerationService } from '../../../application/moderation/moderation.service';
import type { AdminPoll, AdminPollDraft } from '../../../application/ports/moderation-api.port';
import type { ImageRef } from '../../../domain/content/content';
import { type AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { POLL_LIMITS } from '../../../domain/polls/poll-rules';

export interface OptionRow {
  /** A stable key for React while rows move. */
  readonly key: string;
  readonly optionId: string | null;
  th: string;
  en: string;
  /** The option's optional image id (kept as it is when editing), null for none. */
  imageId: string | null;
  /** Its thumbnail, when known (a new upload, or the poll answered the image itself). */
  image: ImageRef | null;
  /** True while its image is read or uploaded. */
  uploading: boolean;
  readonly votes: number;
}

/** The image an existing option carries, when the poll read from the server says more than its id. */
const imageOf = (option: object): ImageRef | null =>
  'image' in option && option.image && typeof option.image === 'object' && 'url' in option.image
    ? (option.image as ImageRef)
    : null;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant → the value of a `datetime-local` input in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the reader's local time) → epoch ms (NaN when unreadable); empty → null. */
export const fromLocalInput = (value: string): number | null =>
  value.trim() === '' ? null : new Date(value).getTime();

type Service = Pick<ModerationService, 'poll' | 'pollProblems' | 'savePoll' | 'problemsOf'>;

/**
 * The poll form of /admin/polls/new and /admin/polls/:pollId (issue 10): question and 2–10 options in Thai
 * and/or English, an optional closing time. Checked with the domain's `pollDraftProblems` before sending
 * (live once a save was tried); the server's 422 problems and 409 pollLocked land at their fields.
 */
export class PollFormStore {
  pollId: string | null;
  questionTh = '';
  questionEn = '';
  options: OptionRow[] = [];
  closesAt = '';
  totalVotes = 0;
  loading = false;
  loadErrorKey: string | null = null;
  saving = false;
  submitted = false;
  serverProblems: FieldProblem[] = [];
  errorKey: string | null = null;
  saved = false;
  private nextKey = 0;

  constructor(
    private readonly service: Service,
    pollId: string | null,
  ) {
    this.pollId = pollId;
    if (!pollId) this.options = [this.row(), this.row()];
    makeAutoObservable<PollFormStore, 'service' | 'nextKey'>(
      this,
      { service: false, nextKey: false },
      { autoBind: true },
    );
  }

  get isNew(): boolean {
    return this.pollId === null;
  }

  get draft(): AdminPollDraft {
    return {
      question: { th: this.questionTh, en: this.questionEn },
      options: this.options.map((o) => ({ optionId: o.optionId, text: { th: o.th, en: o.en }, imageId: o.imageId })),
      closesAt: fromLocalInput(this.closesAt),
    };
  }

  get problems(): FieldProblem[] {
    const local = this.submitted ? this.service.pollProblems(this.draft, this.isNew) : [];
    return [...local, ...this.serverProblems];
  }

  problemsAt(field: string): FieldProblem[] {
    return this.problems.filter((p) => p.field === field);
  }

  get canAdd(): boolean {
    return this.options.length < POLL_LIMITS.optionsMax;
  }

  get canRemove(): boolean {
    return this.options.length > POLL_LIMITS.optionsMin;
  }

  async load(): Promise<void> {
    if (!this.pollId) return;
    this.loading = true;
    this.loadErrorKey = null;
    try {
      const poll = await this.service.poll(this.pollId);
      runInAction(() => this.fill(poll));
    } catch (error) {
      runInAction(() => (this.loadErrorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setQuestion(lang: 'th' | 'en', value: string): void {
    if (lang === 'th') this.questionTh = value;
    else this.questionEn = value;
    this.edited();
  }

  setOption(index: number, lang: 'th' | 'en', value: string): void {
    const row = this.options[index];
    if (!row) return;
    row[lang] = value;
    this.edited();
  }

  setClosesAt(value: string): void {
    this.closesAt = value;
    this.edited();
  }

  addOption(): void {
    if (!this.canAdd) return;
    this.options.push(this.row());
    this.edited();
  }

  removeOption(index: number): void {
    if (!this.canRemove) return;
    this.options.splice(index, 1);
    this.edited();
  }

  /** The option's image (by its row key, stable while rows move): uploaded, or null to remove it. */
  setOptionImage(key: string, image: ImageRef | null): void {
    const row = this.options.find((o) => o.key === key);
    if (!row) return;
    row.image = image;
    row.imageId = image?.imageId ?? null;
    this.edited();
  }

  setOptionUploading(key: string, uploading: boolean): void {
    const row = this.options.find((o) => o.key === key);
    if (row) row.uploading = uploading;
  }

  /** An option image is on its way: saving waits for it. */
  get uploading(): boolean {
    return this.options.some((o) => o.uploading);
  }

  /** Moves an option one place up (-1) or down (+1). */
  moveOption(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.options.length) return;
    const [row] = this.options.splice(index, 1);
    this.options.splice(to, 0, row);
    this.edited();
  }

  /** Sends the poll when the domain finds nothing wrong; answers the saved poll, or null. */
  async save(): Promise<AdminPoll | null> {
    if (this.saving || this.uploading) return null;
    this.submitted = true;
    this.serverProblems = [];
    this.errorKey = null;
    this.saved = false;
    if (this.problems.length > 0) return null;
    this.saving = true;
    try {
      const poll = await this.service.savePoll(this.pollId, this.draft);
      runInAction(() => {
        this.fill(poll);
        this.saved = true;
        this.submitted = false;
      });
      return poll;
    } catch (error) {
      runInAction(() => this.refused(normalizeError(error)));
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Just created (the new form moved to the poll's own address). */
  markSaved(): void {
    this.saved = true;
  }

  private refused(error: AppError): void {
    if (error.code === ErrorCode.pollLocked) {
      this.serverProblems = [{ field: 'options', messageKey: error.messageKey, values: {} }];
      return;
    }
    const problems = this.service.problemsOf(error);
    if (problems.length > 0) this.serverProblems = problems;
    else this.errorKey = error.messageKey;
  }

  private fill(poll: AdminPoll): void {
    this.pollId = poll.pollId;
    this.questionTh = poll.question.th;
    this.questionEn = poll.question.en;
    // The answer names an option's image by its id; a thumbnail this form already showed for that id stays.
    const known = new Map(this.options.flatMap((o) => (o.image ? [[o.image.imageId, o.image] as const] : [])));
    this.options = poll.options.map((o) => ({
      key: `o${this.nextKey++}`,
      optionId: o.optionId,
      th: o.text.th,
      en: o.text.en,
      imageId: o.imageId,
      image: imageOf(o) ?? (o.imageId ? (known.get(o.imageId) ?? null) : null),
      uploading: false,
      votes: o.votes,
    }));
    this.closesAt = toLocalInput(poll.closesAt);
    this.totalVotes = poll.totalVotes;
  }

  private edited(): void {
    this.serverProblems = [];
    this.saved = false;
  }

  private row(): OptionRow {
    return {
      key: `o${this.nextKey++}`,
      optionId: null,
      th: '',
      en: '',
      imageId: null,
      image: null,
      uploading: false,
      votes: 0,
    };
  }
}
