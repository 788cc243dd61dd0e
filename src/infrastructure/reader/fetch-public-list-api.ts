import type { PublicListApi } from '../../application/ports/public-list-api.port';
import type { PublicSavedListWire } from '../../contract/saved.contract';
import type { PublicSavedList } from '../../domain/saved/saved';
import { publicSavedListFromWire } from '../wire/saved-mappers';
import { savedPaths } from '../wire/saved-paths';
import type { FetchJson } from './fetch-json';

/** What the server embeds for /lists/:id: the public-list envelope without its status. */
interface EmbeddedWire {
  data: PublicSavedListWire;
  paging?: { next_cursor?: string | null };
}

const isPublicListWire = (value: unknown): value is PublicSavedListWire =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicSavedListWire).list?.list_id === 'string' &&
  typeof (value as PublicSavedListWire).list.owner === 'object' &&
  Array.isArray((value as PublicSavedListWire).items);

/** The public-list call of the saved contract (ours) over the reader's fetch wrapper; no identity. */
export class FetchPublicListApi implements PublicListApi {
  constructor(private readonly http: FetchJson) {}

  decodePublicList(embedded: unknown): PublicSavedList | null {
    const wire = embedded as Partial<EmbeddedWire> | null;
    if (!wire || !isPublicListWire(wire.data)) return null;
    return publicSavedListFromWire(wire.data, wire.paging?.next_cursor ?? null);
  }

  async getPublicList(listId: string, lang: 'th' | 'en', limit: number, cursor?: string): Promise<PublicSavedList> {
    const result = await this.http.call<PublicSavedListWire>('GET', 'public', savedPaths.publicList(listId), {
      query: { lang, limit, cursor },
    });
    return publicSavedListFromWire(result.data, result.paging?.next_cursor ?? null);
  }
}
