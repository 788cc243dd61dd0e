import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchLocationApi } from '../../../src/infrastructure/reader/fetch-location-api';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';

const hiddenCafe = {
  location_id: 'pl-1',
  name: 'Hidden Cafe',
  name_en: 'Hidden Cafe',
  name_th: 'Hidden Cafe',
  address: 'Soi 5',
  lat: 13.8,
  lng: 100.55,
  time_zone: 'Asia/Bangkok',
  opening_hours: null,
  category_id: null,
  status: 'pending',
  photo: {
    image_id: 'img-1',
    url: 'http://api/images/img-1',
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj1',
    width: 1600,
    height: 1200,
  },
};

/** The server: the pending place is answered only with its proposer's token, else 404 4040607004. */
function aServer() {
  const calls: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const bearer = (init.headers as Record<string, string>).authorization;
    calls.push(`${url}${bearer ? ` [${bearer}]` : ''}`);
    const mine = bearer === 'Bearer id-token';
    const body = mine
      ? { status: { err_code: 0, err_message: '' }, data: hiddenCafe }
      : { status: { err_code: ErrorCode.contentNotFound, err_message: 'Location pl-1 not found' } };
    return new Response(JSON.stringify(body), {
      status: mine ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { calls, http: new FetchJson({ baseUrl: 'http://api', timeoutMs: 0, fetch }) };
}

describe("the location page's place call (GET locations/:locationId)", () => {
  it('a proposer reads their own pending place, with its photo, by asking again with their token after the public 404', async () => {
    const server = aServer();
    const session = new InMemoryReaderSession(true);
    const place = await new FetchLocationApi(server.http, session).getPlace('pl-1');
    expect(place).toMatchObject({
      locationId: 'pl-1',
      name: 'Hidden Cafe',
      pending: true,
      photo: { imageId: 'img-1', width: 1600 },
    });
    expect(server.calls).toEqual([
      'http://api/public/api/content-platform/location-service/v1/locations/pl-1',
      'http://api/private/api/content-platform/location-service/v1/locations/pl-1 [Bearer id-token]',
    ]);
  });

  it('a signed-out reader gets "not found" without loading the identity SDK', async () => {
    const server = aServer();
    const session = new InMemoryReaderSession(false);
    await expect(new FetchLocationApi(server.http, session).getPlace('pl-1')).rejects.toMatchObject({
      code: ErrorCode.contentNotFound,
    });
    expect(session.tokenRequests).toBe(0);
    expect(server.calls).toHaveLength(1);
  });
});

describe("the location page's contents call (GET locations/:id/contents paging by key)", () => {
  const story = {
    content_id: 'c-9',
    kind: 'article',
    status: 'published',
    title: 'Story 9',
    summary: '',
    cover: null,
    has_draft: false,
    revision: 1,
    updated_at: '2026-01-01T00:00:00Z',
    published_at: '2026-01-01T00:00:00Z',
    view_count: 0,
    comment_count: 0,
    author: { user_id: 'u-1', username: 'noi', display_name: 'Noi', avatar_image: null },
  };
  function pagedServer(nextCursor: string | null) {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      const body = {
        status: { err_code: 0, err_message: '' },
        data: [story],
        paging: { offset: 0, limit: 8, next_cursor: nextCursor },
        total_count: 9,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    return { urls, api: new FetchLocationApi(new FetchJson({ baseUrl: 'http://api', timeoutMs: 0, fetch })) };
  }

  it('the first page goes by offset and hands back paging.next_cursor', async () => {
    const server = pagedServer('k1');
    const page = await server.api.getPlaceContents('pl-1', 0, 8);
    expect(page).toMatchObject({ totalCount: 9, nextCursor: 'k1', items: [{ contentId: 'c-9' }] });
    expect(server.urls).toEqual([
      'http://api/public/api/content-platform/feed-service/v1/locations/pl-1/contents?offset=0&limit=8',
    ]);
  });

  it('a next page sends the cursor and no offset; null marks the last page', async () => {
    const server = pagedServer(null);
    const page = await server.api.getPlaceContents('pl-1', 8, 8, 'k1');
    expect(page.nextCursor).toBeNull();
    expect(server.urls).toEqual([
      'http://api/public/api/content-platform/feed-service/v1/locations/pl-1/contents?limit=8&cursor=k1',
    ]);
  });
});
