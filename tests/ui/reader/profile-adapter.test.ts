import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { FetchCreatorContentsApi } from '../../../src/infrastructure/reader/fetch-creator-contents-api';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';

const author = { user_id: 'u-1', username: 'noi', display_name: 'Noi', avatar_image: null };
const listItem = {
  content_id: 'c-1',
  kind: 'trip',
  status: 'published',
  title: 'Krabi',
  summary: '',
  cover: null,
  has_draft: false,
  revision: 3,
  updated_at: '2025-01-01T00:00:00.000Z',
  published_at: '2025-01-01T00:00:00.000Z',
  view_count: 7,
  comment_count: 1,
  author,
};
const envelope = { data: { author, items: [listItem] }, paging: { offset: 12, limit: 12 }, total_count: 13 };

function api(answer: unknown, status = 200) {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { api: new FetchCreatorContentsApi(new FetchJson({ baseUrl: '', timeoutMs: 0, fetch })), urls };
}

describe('creator contents over HTTP (contract: GET contents/users/by-username/:username, paged)', () => {
  it('calls the public by-username path with offset and limit and maps author, items and paging', async () => {
    const { api: creators, urls } = api({ status: { err_code: 0 }, ...envelope });
    const page = await creators.getCreatorContents('noi ja', 12, 12);
    expect(urls).toEqual([
      '/public/api/content-platform/content-query-service/v1/contents/users/by-username/noi%20ja?offset=12&limit=12',
    ]);
    expect(page).toMatchObject({
      author: { userId: 'u-1', displayName: 'Noi' },
      totalCount: 13,
      offset: 12,
      limit: 12,
    });
    expect(page.items[0]).toMatchObject({ contentId: 'c-1', kind: 'trip', viewCount: 7 });
  });

  it('reads the envelope the server embeds in /profiles/:username and refuses anything else', () => {
    const { api: creators } = api(null);
    expect(creators.decodeCreatorPage(envelope)).toMatchObject({ author: { username: 'noi' }, totalCount: 13 });
    expect(creators.decodeCreatorPage({ data: { items: [] } })).toBeNull();
    expect(creators.decodeCreatorPage('nope')).toBeNull();
  });

  it('maps what the server says about the creator (biography, website, country, cover), embedded or fetched', async () => {
    const about = {
      biography: 'Islands.',
      website: 'https://noi.example',
      country: 'TH',
      cover_image: '/api/uploads/avatar/c',
    };
    const withAbout = { ...envelope, data: { ...envelope.data, about } };
    const expected = {
      biography: 'Islands.',
      website: 'https://noi.example',
      country: 'TH',
      coverImage: '/api/uploads/avatar/c',
    };
    expect(api(null).api.decodeCreatorPage(withAbout)?.about).toEqual(expected);
    expect((await api({ status: { err_code: 0 }, ...withAbout }).api.getCreatorContents('noi', 0, 12)).about).toEqual(
      expected,
    );
  });

  it('spec §8: an unknown username is the 4040102001 AppError', async () => {
    const { api: creators } = api(
      { status: { err_code: ErrorCode.userNotFound, err_message: 'No user named x' } },
      404,
    );
    await expect(creators.getCreatorContents('x', 0, 12)).rejects.toMatchObject({ code: ErrorCode.userNotFound });
  });
});
