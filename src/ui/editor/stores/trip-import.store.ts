import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ImportPreview, TripImportService } from '../../../application/content/trip-import.service';
import type { ContentDocument, ContentLanguage } from '../../../domain/content/content';
import { isAppError, type AppError } from '../../../domain/errors/app-error';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { daysLeftIn } from '../../../domain/trip-import/import-apply';
import { plannedStops } from '../../../domain/trip-import/import-plan';
import { IMPORT_FILE_MAX_BYTES, ImportFileError } from '../../../domain/trip-import/import-source';

/** Where the import goes: the trip open in the editor (its session's own save), or a new trip. */
export type ImportTarget =
  | {
      readonly kind: 'existing';
      readonly document: () => ContentDocument | null;
      readonly saveChange: (change: (document: ContentDocument) => ContentDocument) => Promise<AppError | null>;
    }
  | { readonly kind: 'new'; readonly language: ContentLanguage };

/** A message to show: a translation key and its values. */
export interface ImportMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * The "Import GPX/KML" dialog: pick a file, see the preview (days, stops, known places, new places with a box),
 * then one save. Nothing is written before `submit`, and a failed submit leaves the trip as it was.
 */
export class TripImportStore {
  phase: 'pick' | 'reading' | 'preview' | 'saving' | 'done' = 'pick';
  preview: ImportPreview | null = null;
  /** Unmatched stops to propose as new places (all of them at first). */
  proposeNew = new Set<string>();
  error: ImportMessage | null = null;
  /** The new trip's id once created. */
  createdId: string | null = null;
  addedDays = 0;

  constructor(
    private readonly service: Pick<TripImportService, 'preview' | 'changeFor' | 'importAsNewTrip'>,
    readonly target: ImportTarget,
    private readonly lang: ContentLanguage,
  ) {
    makeAutoObservable<TripImportStore, 'service'>(
      this,
      { service: false, target: false, preview: observableRef },
      { autoBind: true },
    );
  }

  /** The trip's language: day titles are written in it. */
  get language(): ContentLanguage {
    return this.target.kind === 'new' ? this.target.language : (this.target.document()?.language ?? this.lang);
  }

  get counts() {
    const stops = this.preview ? plannedStops(this.preview.plan) : [];
    const matched = stops.filter((s) => this.preview?.matches.get(s.key)).length;
    return { days: this.preview?.plan.days.length ?? 0, stops: stops.length, matched, new: stops.length - matched };
  }

  async choose(file: File): Promise<void> {
    this.error = null;
    this.preview = null;
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      this.phase = 'pick';
      this.error = { key: 'editor.import.errors.tooLarge' };
      return;
    }
    this.phase = 'reading';
    try {
      const bytes = await readBytes(file);
      const document = this.target.kind === 'existing' ? this.target.document() : null;
      const maxDays = daysLeftIn(document ?? { sections: [] });
      const preview = await this.service.preview({ name: file.name, bytes }, { maxDays, lang: this.lang });
      runInAction(() => {
        this.preview = preview;
        this.proposeNew = new Set(
          plannedStops(preview.plan)
            .filter((s) => !preview.matches.get(s.key))
            .map((s) => s.key),
        );
        this.phase = 'preview';
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'pick';
        this.error = messageOf(error);
      });
    }
  }

  toggle(key: string): void {
    const next = new Set(this.proposeNew);
    if (!next.delete(key)) next.add(key);
    this.proposeNew = next;
  }

  reset(): void {
    this.phase = 'pick';
    this.preview = null;
    this.error = null;
  }

  /** The one save; true when everything was saved. */
  async submit(): Promise<boolean> {
    const preview = this.preview;
    if (!preview || this.phase === 'saving') return false;
    this.phase = 'saving';
    this.error = null;
    const choices = { matches: preview.matches, proposeNew: this.proposeNew };
    try {
      if (this.target.kind === 'new') {
        const id = await this.service.importAsNewTrip(preview, choices, this.target.language);
        runInAction(() => (this.createdId = id));
      } else {
        const before = this.target.document()?.sections.length ?? 0;
        const failure = await this.target.saveChange(await this.service.changeFor(preview, choices));
        if (failure) throw failure;
        runInAction(
          () =>
            (this.addedDays =
              (this.target.kind === 'existing' ? (this.target.document()?.sections.length ?? 0) : 0) - before),
        );
      }
      runInAction(() => (this.phase = 'done'));
      return true;
    } catch (error) {
      runInAction(() => {
        this.phase = 'preview';
        this.error = messageOf(error);
      });
      return false;
    }
  }
}

class Unreadable extends Error {}

async function readBytes(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new Unreadable(file.name);
  }
}

function messageOf(error: unknown): ImportMessage {
  if (error instanceof Unreadable) return { key: 'editor.import.errors.unreadable' };
  if (error instanceof ImportFileError) return { key: `editor.import.errors.${error.problem}` };
  const failure: AppError = isAppError(error) ? error : normalizeError(error);
  if (failure.messageKey.startsWith('editor.import.')) return { key: failure.messageKey };
  return { key: 'editor.import.errors.notSaved', values: { reasonKey: failure.messageKey } };
}
