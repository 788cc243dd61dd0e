import type { SaveService } from '../../../application/reader/save.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { savedStatusBatches } from '../../../domain/saved/saved-status';

type Saves = Pick<SaveService, 'savedAmong' | 'save' | 'unsave' | 'wished'>;

/** What one card's star shows: kept or not (false while unknown: it offers to save), and a press under way. */
export interface CardSaveState {
  readonly saved: boolean;
  readonly busy: boolean;
}

/** How a press ended: done, sent to sign in, or refused (the spec §8 message key; the state stays as it was). */
export type CardSaveOutcome = 'done' | 'signIn' | { readonly messageKey: string; readonly undoing: boolean };

const IDLE: CardSaveState = { saved: false, busy: false };

/**
 * The save stars of one reading page's cards (a profile, a place's "featured in", a campaign's entries), shared
 * by every star of the page: whether each card's content is kept is asked for all the cards that appear together
 * in one "saved-status" call (the ids asked in one tick; split past 100), and only when the app
 * already holds a token (an anonymous reader asks nothing). A press is shown once the server answers, so a
 * refusal leaves the star as it was; an answer about a card pressed meanwhile no longer says anything.
 * Plain (no MobX): stars read it through useSyncExternalStore, and the reader's JavaScript stays small.
 */
export class CardSaves {
  private readonly states = new Map<string, CardSaveState>();
  private readonly asked = new Set<string>();
  private readonly pressed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private queued: string[] = [];
  private intentClaimed = false;

  constructor(private readonly saves: Saves) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  stateOf(contentId: string): CardSaveState {
    return this.states.get(contentId) ?? IDLE;
  }

  /** Stars on screen ask here; what was asked already is not asked again. */
  want(contentId: string): void {
    if (this.asked.has(contentId)) return;
    this.asked.add(contentId);
    if (this.queued.length === 0) queueMicrotask(() => void this.ask());
    this.queued.push(contentId);
  }

  /**
   * The save a signed-out press asked for (`?save-content=<id>`), made on return from signing in by the first star
   * of that content to claim it: true once per page, so the save is made once (StrictMode mounts twice), and only
   * when this tab pressed for it (a link carrying `?save-content=` that nobody here pressed for saves nothing).
   */
  claimIntent(contentId: string): boolean {
    if (this.intentClaimed) return false;
    this.intentClaimed = true;
    return this.saves.wished('content', contentId);
  }

  /** Saves or lets go; a second press while one is on its way does nothing. */
  async toggle(contentId: string, onlySave = false): Promise<CardSaveOutcome> {
    const before = this.stateOf(contentId);
    if (before.busy || (onlySave && before.saved)) return 'done';
    const undoing = before.saved;
    this.pressed.add(contentId);
    this.set(contentId, { saved: undoing, busy: true });
    try {
      const outcome = undoing
        ? await this.saves.unsave('content', contentId)
        : await this.saves.save('content', contentId);
      this.set(contentId, { saved: outcome === 'signIn' ? undoing : outcome.saved, busy: false });
      return outcome === 'signIn' ? 'signIn' : 'done';
    } catch (error) {
      this.set(contentId, { saved: undoing, busy: false });
      return { messageKey: normalizeError(error).messageKey, undoing };
    }
  }

  private async ask(): Promise<void> {
    const ids = this.queued;
    this.queued = [];
    try {
      // At most 100 ids a call: a page of more cards than that asks in as few calls as it can, all at once.
      const answers = await Promise.all(
        savedStatusBatches(ids).map((batch) => this.saves.savedAmong('content', batch)),
      );
      if (answers.includes(null)) return; // nobody is known to be signed in: the stars offer to save
      const kept = new Set(answers.flat());
      for (const id of ids) if (!this.pressed.has(id)) this.set(id, { ...this.stateOf(id), saved: kept.has(id) });
    } catch {
      // Unknown: those stars keep offering to save (saving twice is one save), and are asked again next time.
      for (const id of ids) this.asked.delete(id);
    }
  }

  private set(contentId: string, state: CardSaveState): void {
    this.states.set(contentId, state);
    for (const listener of this.listeners) listener();
  }
}

const pages = new WeakMap<Saves, CardSaves>();

/** The page's one CardSaves (keyed by its save service: a test's fresh services get a fresh one). */
export function cardSavesOf(saves: Saves): CardSaves {
  let found = pages.get(saves);
  if (!found) pages.set(saves, (found = new CardSaves(saves)));
  return found;
}
