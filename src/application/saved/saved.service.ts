import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import {
  listNameProblem,
  SAVED_STATUS_IDS_MAX,
  type SavedKind,
  type SavedList,
  type SavedState,
} from '../../domain/saved/saved';
import type { SavedApi, SavedPage, SavedPageQuery } from '../ports/saved-api.port';
import { normalized } from '../shared/normalized';

/** A list name the server would refuse, refused here first (the same rule, 4220607000), never sent. */
function checkedName(name: string): string {
  const problem = listNameProblem(name);
  if (problem === null) return name.trim();
  const code = ErrorCode.contentValidationFailed;
  throw new AppError({
    code,
    messageKey: problem === 'empty' ? 'saved.errors.nameEmpty' : 'saved.errors.nameTooLong',
    message: `A list name is 1..60 characters after trimming (${problem})`,
  });
}

/**
 * A change of what I keep, told to whoever shows it elsewhere (the content cards' save controls): one item now
 * kept or not, or null when many may have changed at once (a list deleted with its items).
 */
export type SavedChange = { readonly kind: SavedKind; readonly targetId: string; readonly saved: boolean } | null;

/** /saved: what I keep, a page at a time, and my lists (make, rename, share, delete, move items). */
export class SavedService {
  private readonly listeners = new Set<(change: SavedChange) => void>();

  constructor(private readonly api: SavedApi) {}

  /** Told after every save, removal or list deletion the server accepted; returns the way to stop listening. */
  onChange(listener: (change: SavedChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(change: SavedChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private async told(kind: SavedKind, targetId: string, call: () => Promise<SavedState>): Promise<SavedState> {
    const state = await normalized(call);
    this.tell({ kind, targetId, saved: state.saved });
    return state;
  }

  page(query: SavedPageQuery): Promise<SavedPage> {
    return normalized(() => this.api.page(query));
  }

  lists(): Promise<SavedList[]> {
    return normalized(() => this.api.lists());
  }

  async createList(name: string): Promise<SavedList> {
    const checked = checkedName(name);
    return normalized(() => this.api.createList(checked));
  }

  async renameList(listId: string, name: string): Promise<SavedList> {
    const checked = checkedName(name);
    return normalized(() => this.api.changeList(listId, { name: checked }));
  }

  setPublic(listId: string, isPublic: boolean): Promise<SavedList> {
    return normalized(() => this.api.changeList(listId, { isPublic }));
  }

  async deleteList(listId: string): Promise<void> {
    await normalized(() => this.api.deleteList(listId));
    this.tell(null);
  }

  /** Keeps it in my default list (a content card's save control); saving what is kept already changes nothing. */
  save(kind: SavedKind, targetId: string): Promise<SavedState> {
    return this.told(kind, targetId, () => this.api.save(kind, targetId));
  }

  /**
   * Which of these I keep (a page of cards asks once): one call for up to SAVED_STATUS_IDS_MAX ids, more only
   * when more are asked at once.
   */
  async savedAmong(kind: SavedKind, ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    const chunks: string[][] = [];
    for (let at = 0; at < unique.length; at += SAVED_STATUS_IDS_MAX)
      chunks.push(unique.slice(at, at + SAVED_STATUS_IDS_MAX));
    const answers = await Promise.all(chunks.map((chunk) => normalized(() => this.api.savedAmong(kind, chunk))));
    return new Set(answers.flat());
  }

  remove(kind: SavedKind, targetId: string): Promise<SavedState> {
    return this.told(kind, targetId, () => this.api.unsave(kind, targetId));
  }

  move(kind: SavedKind, targetId: string, listId: string): Promise<SavedState> {
    return normalized(() => this.api.save(kind, targetId, listId));
  }
}
