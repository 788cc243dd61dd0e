import { makeAutoObservable, runInAction } from 'mobx';
import type { PollEdit, PollView } from '../../../application/ports/wallet-api.port';
import type { WalletService } from '../../../application/wallet/wallet.service';
import type { ImageRef } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { POLL_LIMITS } from '../../../domain/polls/poll-rules';

export type PollLang = 'th' | 'en';

export interface PollOptionRow {
  /** React key, stable while rows are added and removed. */
  readonly key: number;
  /** The option's id on the server (an edit keeps it), null for a new row. */
  readonly optionId: string | null;
  th: string;
  en: string;
  /** The option's optional image (its id is what is sent), null for none. */
  imageId: string | null;
  /** The image's thumbnail, when known (a new upload; an existing option when the poll answers it). */
  image: ImageRef | null;
  /** True while its image is read or uploaded. */
  uploading: boolean;
}

/** An existing option's image, when the poll read from the server carries one (`image` or `imageId`). */
function imageOf(option: object): { imageId: string | null; image: ImageRef | null } {
  const image =
    'image' in option && option.image && typeof option.image === 'object' && 'url' in option.image
      ? (option.image as ImageRef)
      : null;
  const imageId = image?.imageId ?? ('imageId' in option && typeof option.imageId === 'string' ? option.imageId : null);
  return { imageId, image };
}

/** Where a problem shows: the question, the options as a whole, one option row, the closing time. */
export type PollField = 'question' | 'options' | `option-${number}` | 'closesAt';

export interface PollProblem {
  readonly field: PollField;
  /** i18n key under editor.poll.problem. */
  readonly key: string;
}

/** The domain's problem lines (poll-rules.ts pollDraftProblems) as a field and a translated message. */
export function problemOf(line: string): PollProblem {
  const option = /^options\[(\d+)\]\.text: (.*)$/.exec(line);
  if (option) {
    const field = `option-${Number(option[1])}` as const;
    if (option[2].startsWith('longer')) return { field, key: 'editor.poll.problem.optionTooLong' };
    if (option[2].startsWith('the same')) return { field, key: 'editor.poll.problem.optionDuplicate' };
    return { field, key: 'editor.poll.problem.optionMissing' };
  }
  if (line.startsWith('question:')) {
    return {
      field: 'question',
      key: line.includes('longer') ? 'editor.poll.problem.questionTooLong' : 'editor.poll.problem.questionMissing',
    };
  }
  if (line.startsWith('options:')) return { field: 'options', key: 'editor.poll.problem.optionsCount' };
  if (line.startsWith('closes_at')) return { field: 'closesAt', key: 'editor.poll.problem.closesPast' };
  return { field: 'options', key: 'errors.contentValidationFailed' };
}

/** `datetime-local` value (the browser's zone) ↔ epoch ms. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const fromLocalInput = (value: string): number | null => (value.trim() === '' ? null : new Date(value).getTime());

/**
 * The poll form of a poll section (issue 10): question and 2–10 options in Thai and English, an optional
 * closing time. Checked with the domain's rules before sending; what is typed stays on any refusal.
 */
export class PollFormStore {
  question = { th: '', en: '' };
  options: PollOptionRow[] = [];
  closesAt = '';
  /** Problems show once the creator tried to save (not while the first words are typed). */
  tried = false;
  busy = false;
  error: AppError | null = null;
  private nextKey = 1;

  constructor(
    private readonly wallet: Pick<WalletService, 'problems' | 'createPoll' | 'updatePoll'>,
    readonly existing: PollView | null = null,
  ) {
    if (existing) {
      this.question = { ...existing.question };
      this.options = existing.options.map((o) => ({
        key: this.nextKey++,
        optionId: o.optionId,
        th: o.text.th,
        en: o.text.en,
        ...imageOf(o),
        uploading: false,
      }));
      this.closesAt = toLocalInput(existing.closesAt);
    } else {
      this.options = [this.row(), this.row()];
    }
    makeAutoObservable<PollFormStore, 'wallet' | 'nextKey'>(
      this,
      { wallet: false, existing: false, nextKey: false },
      { autoBind: true },
    );
  }

  private row(): PollOptionRow {
    return { key: this.nextKey++, optionId: null, th: '', en: '', imageId: null, image: null, uploading: false };
  }

  get isNew(): boolean {
    return this.existing === null;
  }

  get draft(): PollEdit {
    return {
      question: { th: this.question.th, en: this.question.en },
      options: this.options.map((o) => ({ optionId: o.optionId, text: { th: o.th, en: o.en }, imageId: o.imageId })),
      closesAt: fromLocalInput(this.closesAt),
    };
  }

  get problems(): PollProblem[] {
    if (!this.tried) return [];
    return this.wallet.problems(this.draft, this.isNew).map(problemOf);
  }

  problemsAt(field: PollField): PollProblem[] {
    return this.problems.filter((p) => p.field === field);
  }

  /** pollLocked (4090607025): the options of a poll with votes stay as they are; shown at the options. */
  get locked(): boolean {
    return this.error?.code === ErrorCode.pollLocked;
  }

  get canAddOption(): boolean {
    return this.options.length < POLL_LIMITS.optionsMax;
  }

  get canRemoveOption(): boolean {
    return this.options.length > POLL_LIMITS.optionsMin;
  }

  setQuestion(lang: PollLang, value: string): void {
    this.question = { ...this.question, [lang]: value };
  }

  setOption(index: number, lang: PollLang, value: string): void {
    const option = this.options[index];
    if (option) option[lang] = value;
  }

  addOption(): void {
    if (this.canAddOption) this.options.push(this.row());
  }

  removeOption(index: number): void {
    if (this.canRemoveOption) this.options.splice(index, 1);
  }

  setClosesAt(value: string): void {
    this.closesAt = value;
  }

  /** The option's image (by its row key, which stays while rows are added and removed): uploaded, or null to remove it. */
  setOptionImage(key: number, image: ImageRef | null): void {
    const option = this.options.find((o) => o.key === key);
    if (!option) return;
    option.image = image;
    option.imageId = image?.imageId ?? null;
  }

  setOptionUploading(key: number, uploading: boolean): void {
    const option = this.options.find((o) => o.key === key);
    if (option) option.uploading = uploading;
  }

  /** An option image is on its way: saving waits for it. */
  get uploading(): boolean {
    return this.options.some((o) => o.uploading);
  }

  /** Sends the poll (create or edit); null when refused, with the form left as typed. */
  async save(): Promise<PollView | null> {
    this.tried = true;
    this.error = null;
    if (this.problems.length > 0 || this.busy || this.uploading) return null;
    this.busy = true;
    try {
      const draft = this.draft;
      const saved = this.existing
        ? await this.wallet.updatePoll(this.existing.pollId, draft)
        : await this.wallet.createPoll(draft);
      runInAction(() => (this.busy = false));
      return saved;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.error = normalizeError(error);
      });
      return null;
    }
  }
}
