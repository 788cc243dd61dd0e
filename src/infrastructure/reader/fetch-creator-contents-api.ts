import type { CreatorContentsApi, CreatorPage } from '../../application/ports/creator-contents-api.port';
import type { ContentLanguage } from '../../domain/content/content';
import type { CreatorContentsWire } from '../../contract/content.contract';
import { authorFromWire, listItemFromWire } from '../wire/content-mappers';
import { followCountsFromWire } from '../wire/follow-mappers';
import type { FetchJson } from './fetch-json';

const BY_USERNAME = 'content-platform/content-query-service/v1/contents/users/by-username';

type CreatorWire = CreatorContentsWire;
/** What the server embeds for /profiles/:username: the by-username envelope without its status. */
interface EmbeddedWire {
  data: CreatorWire;
  paging?: Paging;
  total_count?: number;
}
interface Paging {
  offset: number;
  limit: number;
  next_cursor?: string | null;
}

const isCreatorWire = (value: unknown): value is CreatorWire =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CreatorWire).author?.user_id === 'string' &&
  Array.isArray((value as CreatorWire).items);

function pageFromWire(
  data: CreatorWire,
  paging: Paging | null | undefined,
  total: number | null | undefined,
  offset: number,
  limit: number,
): CreatorPage {
  const items = data.items.map(listItemFromWire);
  return {
    author: authorFromWire(data.author),
    ...(data.about
      ? {
          about: {
            biography: data.about.biography,
            website: data.about.website,
            country: data.about.country,
            coverImage: data.about.cover_image,
          },
        }
      : {}),
    ...(data.follows ? { follows: followCountsFromWire(data.follows) } : {}),
    items,
    totalCount: total ?? offset + items.length,
    offset: paging?.offset ?? offset,
    limit: paging?.limit ?? limit,
    ...(paging?.next_cursor !== undefined ? { nextCursor: paging.next_cursor } : {}),
  };
}

/** The by-username call of the content contract over the reader's fetch wrapper. */
export class FetchCreatorContentsApi implements CreatorContentsApi {
  constructor(private readonly http: FetchJson) {}

  decodeCreatorPage(embedded: unknown): CreatorPage | null {
    const wire = embedded as Partial<EmbeddedWire> | null;
    if (!wire || !isCreatorWire(wire.data)) return null;
    return pageFromWire(wire.data, wire.paging, wire.total_count, 0, wire.data.items.length);
  }

  async getCreatorContents(
    username: string,
    offset: number,
    limit: number,
    cursor?: string,
    hl?: ContentLanguage,
  ): Promise<CreatorPage> {
    const result = await this.http.call<CreatorWire>(
      'GET',
      'public',
      `${BY_USERNAME}/${encodeURIComponent(username)}`,
      {
        query: { ...(cursor ? { limit, cursor } : { offset, limit }), ...(hl ? { hl } : {}) },
      },
    );
    return pageFromWire(result.data, result.paging, result.totalCount, offset, limit);
  }
}
