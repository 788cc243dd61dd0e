import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpInterestApi } from '../../../src/infrastructure/http/http-interest-api';
import { ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let api: HttpInterestApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpInterestApi(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;

describe('HttpInterestApi — spec §7 categories v2 and feed user-interest', () => {
  it('spec §7: categories are a public read, mapped to both names', async () => {
    server.handle(() => ok([{ category_id: 'food', name_en: 'Food', name_th: 'อาหาร' }]));
    await expect(api.listCategories()).resolves.toEqual([{ id: 'food', names: { en: 'Food', th: 'อาหาร' } }]);
    expect(call(last())).toBe('GET /public/api/content-platform/category-service/v2/categories');
  });

  it('spec §7: user-interest is read and replaced with the bearer', async () => {
    server.handle(() => ok({ category_ids: ['food'] }));
    await expect(api.getUserInterests()).resolves.toEqual(['food']);
    expect(call(last())).toBe('GET /private/api/feed-service/v1/user-interest [bearer]');
    server.handle(() => ok({ category_ids: ['food', 'islands'] }));
    await expect(api.updateUserInterests(['islands', 'food'])).resolves.toEqual(['food', 'islands']);
    expect(call(last())).toBe('PUT /private/api/feed-service/v1/user-interest [bearer]');
    expect(last().body).toEqual({ category_ids: ['islands', 'food'] });
  });
});
