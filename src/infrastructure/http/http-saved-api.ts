import type { SavedApi, SavedPage, SavedPageQuery } from '../../application/ports/saved-api.port';
import type {
  SavedCountWire,
  SavedItemWire,
  SavedListDeletedWire,
  SavedListWire,
  SavedStatusWire,
  SavedWire,
} from '../../contract/saved.contract';
import type { SavedKind, SavedList, SavedState } from '../../domain/saved/saved';
import type { HttpClient } from './http-client';
import { savedItemFromWire, savedListFromWire, savedStateFromWire } from '../wire/saved-mappers';
import { savedPaths } from '../wire/saved-paths';

/** My saved items and lists over the app's HTTP client (private: the signed-in user's own). */
export class HttpSavedApi implements SavedApi {
  constructor(private readonly http: HttpClient) {}

  async save(kind: SavedKind, targetId: string, listId?: string): Promise<SavedState> {
    const body = listId === undefined ? {} : { list_id: listId };
    const path = savedPaths.target(kind, targetId);
    return savedStateFromWire(
      (await this.http.request<SavedWire>({ method: 'PUT', scope: 'private', path, body })).data,
    );
  }

  async unsave(kind: SavedKind, targetId: string): Promise<SavedState> {
    const path = savedPaths.target(kind, targetId);
    return savedStateFromWire((await this.http.request<SavedWire>({ method: 'DELETE', scope: 'private', path })).data);
  }

  async savedAmong(kind: SavedKind, ids: readonly string[]): Promise<string[]> {
    return (await this.http.get<SavedStatusWire>('private', savedPaths.status(kind, ids))).data.saved;
  }

  async page(query: SavedPageQuery): Promise<SavedPage> {
    const answer = await this.http.get<SavedItemWire[]>('private', savedPaths.page(query));
    return {
      items: answer.data.map(savedItemFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }

  async lists(): Promise<SavedList[]> {
    return (await this.http.get<SavedListWire[]>('private', savedPaths.lists)).data.map(savedListFromWire);
  }

  async createList(name: string): Promise<SavedList> {
    return savedListFromWire((await this.http.post<SavedListWire>('private', savedPaths.lists, { name })).data);
  }

  async changeList(listId: string, change: { name?: string; isPublic?: boolean }): Promise<SavedList> {
    const body = { name: change.name, is_public: change.isPublic };
    return savedListFromWire((await this.http.patch<SavedListWire>('private', savedPaths.list(listId), body)).data);
  }

  async savedCount(kind: SavedKind, targetId: string): Promise<number> {
    return (await this.http.get<SavedCountWire>('public', savedPaths.count(kind, targetId))).data.saved_count;
  }

  async deleteList(listId: string): Promise<void> {
    await this.http.request<SavedListDeletedWire>({
      method: 'DELETE',
      scope: 'private',
      path: savedPaths.list(listId),
    });
  }
}
