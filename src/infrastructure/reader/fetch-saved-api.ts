import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { SavedApi, SavedPage, SavedPageQuery } from '../../application/ports/saved-api.port';
import type {
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
 * The reader's saves over its fetch wrapper (no axios): each call carries the signed-in reader's ID token, got
 * from the session (the identity SDK loads on the first save, never on a page view).
 */
export class FetchSavedApi implements SavedApi {
  constructor(
    private readonly http: FetchJson,
    private readonly session: Pick<ReaderSession, 'getIdToken'>,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    const token = await this.session.getIdToken();
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

  async deleteList(listId: string): Promise<void> {
    await this.call<SavedListDeletedWire>('DELETE', savedPaths.list(listId));
  }
}
