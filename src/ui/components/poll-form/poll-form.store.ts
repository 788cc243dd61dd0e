import { makeAutoObservable, runInAction } from 'mobx';
import { refusalProblemLines } from '../../../application/moderation/draft-problems';
import type { ImageRef } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { PollEdit, PollView } from '../../../domain/polls/poll';
import { POLL_LIMITS } from '../../../domain/polls/poll-rules';

export type PollLang = 'th' | 'en';

export interface PollOptionRow {
  /** React key, stable while rows are added, removed and moved. */
  readonly key: number;
  /** The option's id on the server (an edit keeps it, and its votes), null for a new row. */
  readonly optionId: string | null;
  th: string;
  en: string;
  /** The option's optional image (its id is what is sent), null for none. */
  imageId: string | null;
  /** The image's thumbnail, when known (a new upload, or the poll answered it). */
  image: ImageRef | null;
  /** True while its image is read or uploaded. */
  uploading: boolean;
  /** Votes it has already (0 for a new row). */
  readonly votes: number;
}

/** Where a problem shows: the question, the options as a whole, one option row, the closing time, the place. */
export type PollField = 'question' | 'options' | `option-${number}` | 'closesAt' | 'place';

/** A problem at its field, as a translatable message (`messageKey` with `values`). */
export interface PollProblem {
  readonly field: PollField;
  readonly messageKey: string;
  readonly values: Readonly<Record<string, number>>;
}

const COUNTS = { min: POLL_LIMITS.optionsMin, count: POLL_LIMITS.optionsMax } as const;

/**
 * One problem line of the domain's `pollDraftProblems` (or of a server's 422, worded the same) at its field,
 * with its message under `editor.poll.problem`.
 */
export function problemOf(line: string): PollProblem {
  const option = /^options\[(\d+)\]\.text: (.*)$/.exec(line);
  if (option) {
    const field = `option-${Number(option[1])}` as const;
    const values = { max: POLL_LIMITS.optionTextMax };
    if (option[2].startsWith('longer')) return { field, messageKey: 'editor.poll.problem.optionTooLong', values };
    if (option[2].startsWith('the same')) return { field, messageKey: 'editor.poll.problem.optionDuplicate', values };
    return { field, messageKey: 'editor.poll.problem.optionMissing', values };
  }
  if (line.startsWith('question:')) {
    const key = line.includes('longer') ? 'questionTooLong' : 'questionMissing';
    return { field: 'question', messageKey: `editor.poll.problem.${key}`, values: { max: POLL_LIMITS.questionMax } };
  }
  if (line.startsWith('options:')) {
    return { field: 'options', messageKey: 'editor.poll.problem.optionsCount', values: COUNTS };
  }
  if (line.startsWith('closes_at'))
    return { field: 'closesAt', messageKey: 'editor.poll.problem.closesPast', values: {} };
  return { field: 'options', messageKey: 'errors.contentValidationFailed', values: {} };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant → the value of a `datetime-local` input in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's local time) → epoch ms (NaN when unreadable); empty → null. */
export const fromLocalInput = (value: string): number | null =>
  value.trim() === '' ? null : new Date(value).getTime();

/**
 * What the form needs of an application service: the creator's WalletService (poll sections) and the
 * moderators' ModerationService (standalone polls) both answer it.
 */
export interface PollFormService {
  /** The domain's problem lines with a poll as written (empty: it can be sent). */
  pollProblems(draft: PollEdit, isNew: boolean): readonly string[];
  /** Creates the poll (null id) or sends the whole poll again. */
  savePoll(pollId: string | null, draft: PollEdit): Promise<PollView>;
  poll(pollId: string): Promise<PollView>;
}

/**
 * The one poll form of a content's poll section and of /admin/polls: a question and 2–10 options
 * in Thai and/or English, each with an optional image, and an optional closing time. Checked with the
 * domain's rules before sending (shown once a save was tried); a server's 422 problems land at their fields,
 * pollLocked (4090607025: the options of a poll with votes) at the options; what is typed stays on any
 * refusal. Starts from a poll already read, from its id (`load`), or empty (a new poll).
 */
export class PollFormStore {
  pollId: string | null;
  question = { th: '', en: '' };
  options: PollOptionRow[] = [];
  closesAt = '';
  /** The approved place the poll is pinned to (its page shows the poll while open), or null. */
  placeId: string | null = null;
  totalVotes = 0;
  loading = false;
  loadError: AppError | null = null;
  /** Problems show once a save was tried (not while the first words are typed). */
  tried = false;
  busy = false;
  /** A refusal that names no field (one alert), or pollLocked. */
  error: AppError | null = null;
  serverProblems: PollProblem[] = [];
  saved = false;
  private nextKey = 1;

  constructor(
    private readonly service: PollFormService,
    start: PollView | string | null = null,
  ) {
    this.pollId = typeof start === 'string' ? start : (start?.pollId ?? null);
    if (start !== null && typeof start === 'object') this.fill(start);
    if (start === null) this.options = [this.row(), this.row()];
    makeAutoObservable<PollFormStore, 'service' | 'nextKey'>(
      this,
      { service: false, nextKey: false },
      { autoBind: true },
    );
  }

  get isNew(): boolean {
    return this.pollId === null;
  }

  get draft(): PollEdit {
    return {
      question: { th: this.question.th, en: this.question.en },
      options: this.options.map((o) => ({ optionId: o.optionId, text: { th: o.th, en: o.en }, imageId: o.imageId })),
      closesAt: fromLocalInput(this.closesAt),
      placeId: this.placeId,
    };
  }

  get problems(): PollProblem[] {
    const local = this.tried ? this.service.pollProblems(this.draft, this.isNew).map(problemOf) : [];
    return [...local, ...this.serverProblems];
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

  /** An option image is on its way: saving waits for it. */
  get uploading(): boolean {
    return this.options.some((o) => o.uploading);
  }

  async load(): Promise<void> {
    if (!this.pollId) return;
    this.loading = true;
    this.loadError = null;
    try {
      const poll = await this.service.poll(this.pollId);
      runInAction(() => this.fill(poll));
    } catch (error) {
      runInAction(() => (this.loadError = normalizeError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setQuestion(lang: PollLang, value: string): void {
    this.question = { ...this.question, [lang]: value };
    this.edited();
  }

  setOption(index: number, lang: PollLang, value: string): void {
    const option = this.options[index];
    if (!option) return;
    option[lang] = value;
    this.edited();
  }

  setClosesAt(value: string): void {
    this.closesAt = value;
    this.edited();
  }

  /** Pins the poll to a place (its id), or unpins it (null). */
  setPlace(placeId: string | null): void {
    this.placeId = placeId;
    this.edited();
  }

  addOption(): void {
    if (!this.canAddOption) return;
    this.options.push(this.row());
    this.edited();
  }

  removeOption(index: number): void {
    if (!this.canRemoveOption) return;
    this.options.splice(index, 1);
    this.edited();
  }

  /** Moves an option one place up (-1) or down (+1). */
  moveOption(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.options.length) return;
    const [row] = this.options.splice(index, 1);
    this.options.splice(to, 0, row);
    this.edited();
  }

  /** The option's image (by its row key, stable while rows move): uploaded, or null to remove it. */
  setOptionImage(key: number, image: ImageRef | null): void {
    const option = this.options.find((o) => o.key === key);
    if (!option) return;
    option.image = image;
    option.imageId = image?.imageId ?? null;
    this.edited();
  }

  setOptionUploading(key: number, uploading: boolean): void {
    const option = this.options.find((o) => o.key === key);
    if (option) option.uploading = uploading;
  }

  /** Sends the poll (create or edit) when the domain finds nothing wrong; the saved poll, or null. */
  async save(): Promise<PollView | null> {
    if (this.busy || this.uploading) return null;
    this.tried = true;
    this.error = null;
    this.serverProblems = [];
    this.saved = false;
    if (this.problems.length > 0) return null;
    this.busy = true;
    try {
      const poll = await this.service.savePoll(this.pollId, this.draft);
      runInAction(() => {
        this.fill(poll);
        this.saved = true;
        this.tried = false;
      });
      return poll;
    } catch (error) {
      runInAction(() => this.refused(normalizeError(error)));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Just created (a new form moved to the poll's own address). */
  markSaved(): void {
    this.saved = true;
  }

  private refused(error: AppError): void {
    if (error.code === ErrorCode.pollPlaceUnknown || error.code === ErrorCode.pollPlaceLocked) {
      // The place was refused or removed since it was picked, or votes fix the poll's place: said at the place
      // field, which offers another place or taking it off.
      this.serverProblems = [{ field: 'place', messageKey: error.messageKey, values: {} }];
      return;
    }
    const problems = refusalProblemLines(error).map(problemOf);
    if (problems.length > 0) this.serverProblems = problems;
    else this.error = error;
  }

  private fill(poll: PollView): void {
    this.pollId = poll.pollId;
    this.question = { ...poll.question };
    this.options = poll.options.map((o) => ({
      key: this.nextKey++,
      optionId: o.optionId,
      th: o.text.th,
      en: o.text.en,
      imageId: o.image?.imageId ?? null,
      image: o.image,
      uploading: false,
      votes: o.votes,
    }));
    this.closesAt = toLocalInput(poll.closesAt);
    this.placeId = poll.placeId;
    this.totalVotes = poll.totalVotes;
  }

  private edited(): void {
    this.serverProblems = [];
    this.saved = false;
  }

  private row(): PollOptionRow {
    return {
      key: this.nextKey++,
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
