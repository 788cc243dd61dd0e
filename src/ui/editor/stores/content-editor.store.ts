import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ContentEditorService } from '../../../application/content/content-editor.service';
import type { EditorSession } from '../../../application/content/editor-session';
import type { EditorSessionState } from '../../../application/content/editor-session-state';
import type { MediaService } from '../../../application/content/media.service';
import type { EditorCategory } from '../../../application/ports/content-api.port';
import {
  EMPTY_DOCUMENT,
  type ContentDocument,
  type ContentLanguage,
  type ImageRef,
  type PlaceRef,
  type Section,
  type SectionType,
  type TripStop,
} from '../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { AppError } from '../../../domain/errors/app-error';
import { errorCatalogue, ErrorCode } from '../../../domain/errors/error-codes';
import * as edits from '../../../domain/content/section-edits';
import type { PlaceLookup } from './place-picker.store';
import { ImageUploadStore } from '../../components/image-upload/image-upload.store';
import { TranslationStore } from './translation.store';
import { TripPlacesStore } from './trip-places.store';

export interface EditorServices {
  readonly contentEditor: ContentEditorService;
  readonly media: MediaService;
  readonly places: PlaceLookup;
}

/** What the status pill says (saving / saved / offline / conflict). */
export type SaveIndicator = 'saving' | 'saved' | 'offline' | 'conflict' | 'error' | 'loading';

export interface SaveRefusalView {
  /** Our own words for a refusal with a code of its own (a translation's, 4220607040/41); else null. */
  readonly messageKey: string | null;
  readonly message: string | null;
  /** Where the section at fault is now (0-based), when the server named one that is still there. */
  readonly section: { readonly index: number; readonly type: SectionType } | null;
}

/** Browser events the editor listens to; the window in the app, a stand-in in tests. */
export type EditorWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly document: Pick<Document, 'visibilityState'>;
};

/**
 * The editor screen's state: a MobX mirror of one EditorSession (the application core that keeps the
 * local draft, autosaves and detects conflicts) plus what only the screen needs (uploads, the last
 * removed section for "Undo", the categories). Typing never waits on the network: every edit goes to
 * the session synchronously.
 */
export class ContentEditorStore {
  state: EditorSessionState | null = null;
  categories: readonly EditorCategory[] = [];
  lastRemoved: { readonly section: Section; readonly index: number } | null = null;
  readonly cover: ImageUploadStore;
  readonly sectionImage: ImageUploadStore;
  /** The places the trip's stops name, read once each: for the days' checks and the files of the draft. */
  readonly tripPlaces: TripPlacesStore;
  /** The other language: which version is on screen and the translation's words. */
  readonly translation: TranslationStore;
  private session: EditorSession | null = null;

  constructor(
    private readonly services: EditorServices,
    readonly contentId: string,
    private readonly win: EditorWindow | null = typeof window === 'undefined' ? null : window,
  ) {
    this.cover = new ImageUploadStore(services.media, 'cover', (image) => this.useCover(image), {
      turnAfterUpload: true,
    });
    this.sectionImage = new ImageUploadStore(services.media, 'section', (image) => this.addImageSection(image));
    this.tripPlaces = new TripPlacesStore(services.places);
    this.translation = new TranslationStore(
      () => this.document,
      (change) => this.edit(change),
      () => this.flush(),
    );
    makeAutoObservable<ContentEditorStore, 'services' | 'session' | 'win'>(
      this,
      {
        services: false,
        session: false,
        win: false,
        tripPlaces: false,
        translation: false,
        state: observableRef,
        categories: observableRef,
      },
      { autoBind: true },
    );
  }

  get places(): PlaceLookup {
    return this.services.places;
  }

  /** Opens the session and the browser hooks; the disposer keeps the local draft (nothing typed is lost). */
  start(): () => void {
    const session = this.services.contentEditor.open(this.contentId);
    this.session = session;
    this.state = session.getState();
    const stop = session.subscribe((next) => runInAction(() => (this.state = next)));
    void this.services.contentEditor.listCategories().then(
      (list) => runInAction(() => (this.categories = list)),
      () => undefined, // the chips stay hidden; writing goes on
    );
    const online = () => session.retryNow();
    const hidden = () => this.win?.document.visibilityState === 'hidden' && void session.flush();
    const leaving = (event: BeforeUnloadEvent) => {
      void session.flush();
      // The local draft already holds the text; the prompt only says the server does not have it yet, or that
      // a cover is still on its way (leaving would stop its upload).
      if (session.unsaved || this.cover.busy) event.preventDefault();
    };
    this.win?.addEventListener('online', online);
    this.win?.addEventListener('visibilitychange', hidden);
    this.win?.addEventListener('beforeunload', leaving);
    return () => {
      this.win?.removeEventListener('online', online);
      this.win?.removeEventListener('visibilitychange', hidden);
      this.win?.removeEventListener('beforeunload', leaving);
      void session.flush().finally(() => session.dispose());
      stop();
      this.cover.dispose();
      this.sectionImage.dispose();
    };
  }

  get document(): ContentDocument {
    return this.state?.document ?? NEW_DOCUMENT;
  }

  get kind() {
    return this.state?.content?.kind ?? 'article';
  }

  /** The campaign this content is written for, or null. */
  get campaignId(): string | null {
    return this.state?.content?.campaignId ?? null;
  }

  /** A copy made with "Copy this trip": the trip it is based on, while that trip is public; else null. */
  get basedOn() {
    return this.state?.content?.basedOn ?? null;
  }

  get indicator(): SaveIndicator {
    const status = this.state?.autosave.status;
    if (!this.state || this.state.phase === 'loading') return 'loading';
    if (status === 'saving' || status === 'dirty') return 'saving';
    if (status === 'offline' || status === 'conflict' || status === 'error') return status;
    return 'saved';
  }

  /**
   * Why the last save was refused (422 4220607000 / 400 4000607032), while the pill says "Not saved": the
   * server's message and the section it names, found again by id in case it moved since.
   */
  get saveRefusal(): SaveRefusalView | null {
    const refusal = this.state?.saveRefusal;
    if (!refusal || this.indicator !== 'error') return null;
    const index =
      refusal.sectionId === null ? -1 : this.document.sections.findIndex((s) => s.sectionId === refusal.sectionId);
    const section = index < 0 ? null : { index, type: this.document.sections[index].type };
    const own = refusal.code === ErrorCode.translationSameLanguage || refusal.code === ErrorCode.translationUnknownPart;
    return {
      messageKey: own ? (errorCatalogue[refusal.code]?.messageKey ?? null) : null,
      message: refusal.message,
      section,
    };
  }

  get canPublish(): boolean {
    return (
      this.state?.phase === 'ready' &&
      this.state.publishMissing.length === 0 &&
      !this.state.busy &&
      this.state.autosave.status !== 'conflict'
    );
  }

  /** One whole change saved at once through the session's own save (an import): null when saved, else why not. */
  saveChange(change: (document: ContentDocument) => ContentDocument): Promise<AppError | null> {
    if (!this.session)
      return Promise.resolve(
        new AppError({ code: ErrorCode.unknown, messageKey: 'editor.import.errors.busy', message: 'no open session' }),
      );
    return this.session.saveChange(change);
  }

  flush(): void {
    void this.session?.flush();
  }

  private edit(change: (doc: ContentDocument) => ContentDocument): void {
    this.session?.edit(change);
  }

  setTitle(title: string): void {
    this.edit((doc) => ({ ...doc, title: title.slice(0, CONTENT_LIMITS.titleMax) }));
  }

  setSummary(summary: string): void {
    this.edit((doc) => ({ ...doc, summary: summary.slice(0, CONTENT_LIMITS.summaryMax) }));
  }

  /**
   * The original's language. Not while a translation exists: it would become a translation in the primary
   * language, which a save refuses (4220607040); the translation is removed first.
   */
  setLanguage(language: ContentLanguage): void {
    this.edit((doc) => (this.translation.translation ? doc : { ...doc, language }));
  }

  setCover(cover: ImageRef | null): void {
    this.edit((doc) => ({ ...doc, cover }));
  }

  /**
   * A photo chosen as the cover (uploaded, or from the library) is the cover at once, saved straight away
   * through the session's save (with its revision check) rather than after the typing pause.
   */
  private useCover(cover: ImageRef): void {
    this.setCover(cover);
    this.flush();
  }

  toggleCategory(categoryId: string): void {
    this.edit((doc) => {
      const has = doc.categoryIds.includes(categoryId);
      if (!has && doc.categoryIds.length >= CONTENT_LIMITS.categoriesMax) return doc;
      return {
        ...doc,
        categoryIds: has ? doc.categoryIds.filter((id) => id !== categoryId) : [...doc.categoryIds, categoryId],
      };
    });
  }

  private sections(change: (sections: readonly Section[]) => readonly Section[]): void {
    this.session?.editSections(change);
  }

  canAdd(type: SectionType): boolean {
    return edits.canAddSection(this.kind, this.document.sections, type);
  }

  addText(): void {
    this.sections((s) => edits.insertSection(this.kind, s, edits.emptyText(), this.services.contentEditor.newId));
  }

  addDay(): void {
    this.sections((s) => edits.insertSection(this.kind, s, edits.emptyDay(''), this.services.contentEditor.newId));
  }

  addLocation(place: PlaceRef): void {
    this.sections((s) =>
      edits.insertSection(this.kind, s, { type: 'location', ...place, note: '' }, this.services.contentEditor.newId),
    );
  }

  /** A poll section for a poll already saved on the server. */
  addPoll(pollId: string): void {
    this.sections((s) =>
      edits.insertSection(this.kind, s, edits.pollSection(pollId), this.services.contentEditor.newId),
    );
  }

  addImageSection(image: ImageRef): void {
    this.sections((s) =>
      edits.insertSection(this.kind, s, { type: 'image', image, caption: '' }, this.services.contentEditor.newId),
    );
  }

  updateSection<T extends SectionType>(sectionId: string, type: T, patch: edits.SectionPatch<T>): void {
    this.sections((s) => edits.updateSection(s, sectionId, type, patch));
  }

  moveSection(sectionId: string, delta: -1 | 1): void {
    this.sections((s) => (delta < 0 ? edits.moveSectionUp(s, sectionId) : edits.moveSectionDown(s, sectionId)));
  }

  moveSectionTo(sectionId: string, index: number): void {
    this.sections((s) => edits.moveSectionTo(s, sectionId, index));
  }

  removeSection(sectionId: string): void {
    const index = this.document.sections.findIndex((s) => s.sectionId === sectionId);
    if (index < 0) return;
    this.lastRemoved = { section: this.document.sections[index], index };
    this.sections((s) => edits.removeSection(s, sectionId));
  }

  /** Puts the last removed section back where it was (same id). */
  undoRemove(): void {
    const removed = this.lastRemoved;
    if (!removed) return;
    this.lastRemoved = null;
    this.sections((s) =>
      s.some((x) => x.sectionId === removed.section.sectionId)
        ? s
        : [...s.slice(0, removed.index), removed.section, ...s.slice(removed.index)],
    );
  }

  addStop(daySectionId: string, place: PlaceRef): void {
    this.sections((s) =>
      edits.insertStop(s, daySectionId, { ...place, note: '', time: null }, this.services.contentEditor.newId),
    );
  }

  updateStop(daySectionId: string, stopId: string, patch: Partial<Omit<TripStop, 'stopId'>>): void {
    this.sections((s) => edits.updateStop(s, daySectionId, stopId, patch));
  }

  moveStop(daySectionId: string, stopId: string, delta: -1 | 1): void {
    this.sections((s) =>
      delta < 0 ? edits.moveStopUp(s, daySectionId, stopId) : edits.moveStopDown(s, daySectionId, stopId),
    );
  }

  removeStop(daySectionId: string, stopId: string): void {
    this.sections((s) => edits.removeStop(s, daySectionId, stopId));
  }

  // ——— conflict and lifecycle: explicit choices, delegated to the session ———

  keepMine(): Promise<void> {
    return this.session?.keepMine() ?? Promise.resolve();
  }

  takeTheirs(): void {
    this.session?.takeTheirs();
  }

  restoreBackup(): void {
    this.session?.restoreBackup();
  }

  discardBackup(): void {
    this.session?.discardBackup();
  }

  retry(): void {
    this.session?.retryNow();
    this.flush();
  }

  publish(): Promise<boolean> {
    return this.session?.publish() ?? Promise.resolve(false);
  }

  deleteContent(): Promise<boolean> {
    return this.session?.deleteContent() ?? Promise.resolve(false);
  }

  deleteDraft(): Promise<boolean> {
    return this.session?.deleteDraft() ?? Promise.resolve(false);
  }
}

/** A content nothing was typed in yet (new contents start in Thai). */
const NEW_DOCUMENT: ContentDocument = { ...EMPTY_DOCUMENT, language: 'th' };
