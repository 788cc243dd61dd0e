import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { SavedApi, SavedPage, SavedPageQuery } from '../../application/ports/saved-api.port';
import type {
  SavedCountWire,
  SavedItemWire,
  SavedListDeletedWire,
  SavedListWire,
  SavedStatusWire,
  SavedWire,
} from '../../contract/saved.contract';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../domain/errors/error-codes';
import type { SavedKind, SavedList, SavedState } from '../../domain/saved/saved';
import { savedItemFromWire, savedListFromWire, savedStateFromWire } from '../wire/saved-mappers';
import { savedPaths } from '../wire/saved-paths';
import type { FetchJson } from './fetch-json';

/**
 * The reader's saves over its fetch wrapper (no axios). Each call carries the signed-in reader's ID token: one
 * the app already holds (the web view's, or the cached one), else the identity SDK's.
 */
export class FetchSavedApi implements SavedApi {
  constructor(
    private readonly http: FetchJson,
    private readonly session: Pick<ReaderSession, 'getIdToken' | 'heldToken'>,
    private readonly now: () => number,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    const token = this.session.heldToken(this.now()) ?? (await this.session.getIdToken());
    if (!token) {
      const code = ErrorCode.invalidToken;
      throw new AppError({ code, messageKey: errorCatalogue[code].messageKey, message: 'Nobody is signed in' });
    }
    return this.http.call<T>(method, 'private', path, { token, body });
  }

  async save(kind: SavedKind, targetId: string, listId?: string): Promise<SavedState> {
    const body = listId === undefined ? {} : { list_id: listId };
    return savedStateFromWire((await this.call<SavedWire>('PUT', savedPaths.target(kind, targetId), body)).data);
  }

  async unsave(kind: SavedKind, targetId: string): Promise<SavedState> {
    return savedStateFromWire((await this.call<SavedWire>('DELETE', savedPaths.target(kind, targetId))).data);
  }

  async savedAmong(kind: SavedKind, ids: readonly string[]): Promise<string[]> {
    return (await this.call<SavedStatusWire>('GET', savedPaths.status(kind, ids))).data.saved;
  }

  async page(query: SavedPageQuery): Promise<SavedPage> {
    const answer = await this.call<SavedItemWire[]>('GET', savedPaths.page(query));
    return {
      items: answer.data.map(savedItemFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }

  async lists(): Promise<SavedList[]> {
    return (await this.call<SavedListWire[]>('GET', savedPaths.lists)).data.map(savedListFromWire);
  }

  async createList(name: string): Promise<SavedList> {
    return savedListFromWire((await this.call<SavedListWire>('POST', savedPaths.lists, { name })).data);
  }

  async changeList(listId: string, change: { name?: string; isPublic?: boolean }): Promise<SavedList> {
    const body = { name: change.name, is_public: change.isPublic };
    return savedListFromWire((await this.call<SavedListWire>('PATCH', savedPaths.list(listId), body)).data);
  }

  async savedCount(kind: SavedKind, targetId: string): Promise<number> {
    return (await this.http.call<SavedCountWire>('GET', 'public', savedPaths.count(kind, targetId))).data.saved_count;
  }

  async deleteList(listId: string): Promise<void> {
    await this.call<SavedListDeletedWire>('DELETE', savedPaths.list(listId));
  }
}
