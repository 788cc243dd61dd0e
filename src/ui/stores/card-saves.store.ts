import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { SavedChange, SavedService } from '../../application/saved/saved.service';
import type { SignInWishes } from '../../application/shared/sign-in-wishes';
import { normalizeError } from '../../domain/errors/normalize-error';

type Saves = Pick<SavedService, 'savedAmong' | 'save' | 'remove' | 'onChange'>;

/** What a failed press says (a toast): which card, which way, and the spec §8 message key. */
export interface CardSaveFailure {
  readonly contentId: string;
  readonly undoing: boolean;
  readonly messageKey: string;
}

/**
 * The save control of content cards, for the signed-in reader: whether each card's content is kept, asked for a
 * whole page of cards at once (the ids cards ask about in one tick go out as one "saved-status" call), and
 * the presses. A press shows at once and is undone when the server refuses; an "is it saved?" answer that
 * arrives after a press of that card says nothing about it any more. Another account starts from nothing.
 * A save or removal made elsewhere (a removal on /saved, a reading page's Save) shows on the cards too.
 */
export class CardSavesStore {
  /** Known for the signed-in reader: true when kept. Absent while unknown (the control offers to save). */
  readonly saved = observable.map<string, boolean>();
  /** Cards whose press is on its way. */
  readonly busy = observable.set<string>();
  private readonly asked = new Set<string>();
  private readonly pressed = new Set<string>();
  private queued: string[] = [];
  private owner: string | null = null;

  constructor(
    private readonly saves: Saves,
    private readonly currentUserId: () => string | null,
    /** A signed-out press, remembered in this tab for the return from signing in. */
    private readonly wishes: Pick<SignInWishes, 'remember' | 'take'>,
  ) {
    makeAutoObservable<CardSavesStore, 'asked' | 'pressed' | 'queued' | 'owner' | 'saves' | 'currentUserId' | 'wishes'>(
      this,
      {
        saves: false,
        currentUserId: false,
        wishes: false,
        asked: false,
        pressed: false,
        queued: false,
        owner: false,
      },
      { autoBind: true },
    );
    saves.onChange(this.changed);
  }

  /** What the service was told: one content's state, or (null) anything, which cards then ask again. */
  private changed(change: SavedChange): void {
    if (change === null) {
      // Anything may have changed (a list deleted with its items): every card asks afresh, pressed ones too.
      this.saved.clear();
      this.asked.clear();
      this.pressed.clear();
      return;
    }
    if (change.kind !== 'content' || this.busy.has(change.targetId)) return;
    // Newer than any "is it saved?" answer still on its way for it.
    this.pressed.add(change.targetId);
    this.saved.set(change.targetId, change.saved);
  }

  isSaved(contentId: string): boolean {
    return this.saved.get(contentId) === true;
  }

  /** Cards on screen ask here; what is known or asked already is not asked again. Signed out: nothing. */
  want(contentIds: readonly string[]): void {
    const user = this.currentUserId();
    if (user === null) return;
    if (user !== this.owner) this.forget(user);
    const fresh = contentIds.filter((id) => !this.asked.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) this.asked.add(id);
    if (this.queued.length === 0) queueMicrotask(() => void this.ask());
    this.queued.push(...fresh);
  }

  /** Saves or lets go; resolves with the failure (null when done) so the view can say it. */
  async toggle(contentId: string): Promise<CardSaveFailure | null> {
    if (this.busy.has(contentId)) return null;
    const undoing = this.isSaved(contentId);
    const owner = this.owner;
    this.pressed.add(contentId);
    this.busy.add(contentId);
    this.saved.set(contentId, !undoing);
    try {
      const state = undoing
        ? await this.saves.remove('content', contentId)
        : await this.saves.save('content', contentId);
      runInAction(() => owner === this.owner && this.saved.set(contentId, state.saved));
      return null;
    } catch (error) {
      runInAction(() => owner === this.owner && this.saved.set(contentId, undoing));
      return { contentId, undoing, messageKey: normalizeError(error).messageKey };
    } finally {
      runInAction(() => this.busy.delete(contentId));
    }
  }

  /** The save a signed-out press asked for, made on return from signing in: it only saves, never lets go. */
  /** A signed-out press on a card: remembered until the reader is back from signing in (`saveIntended`). */
  rememberIntent(contentId: string): void {
    this.wishes.remember('save', `content:${contentId}`);
  }

  /**
   * Back from signing in with `?save-content=<id>`: saves it if this tab pressed for it (asked once: the wish is
   * then spent), so a link someone else sends cannot save anything in my name.
   */
  async saveIntended(contentId: string): Promise<CardSaveFailure | null> {
    if (!this.wishes.take('save', `content:${contentId}`)) return null;
    if (this.isSaved(contentId) || this.busy.has(contentId)) return null;
    return this.toggle(contentId);
  }

  private async ask(): Promise<void> {
    const ids = this.queued;
    this.queued = [];
    const owner = this.owner;
    if (ids.length === 0) return;
    try {
      const kept = await this.saves.savedAmong('content', ids);
      runInAction(() => {
        if (owner !== this.owner) return;
        for (const id of ids) if (!this.pressed.has(id)) this.saved.set(id, kept.has(id));
      });
    } catch {
      // Unknown: those cards keep offering to save (saving twice is one save), and are asked again next time.
      runInAction(() => ids.forEach((id) => owner === this.owner && this.asked.delete(id)));
    }
  }

  private forget(user: string): void {
    this.owner = user;
    this.saved.clear();
    this.busy.clear();
    this.asked.clear();
    this.pressed.clear();
    this.queued = [];
  }
}
