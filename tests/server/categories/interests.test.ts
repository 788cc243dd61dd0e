import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const CATEGORIES = '/content-platform/category-service/v2/categories';
const INTEREST = '/feed-service/v1/user-interest';

describe.each(DATABASES)(
  'categories and user interests on %s (spec §7 content-platform categories v2, feed user-interest)',
  (kind) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(async () => t?.close());

    it('spec §7 categories v2: anonymous readers get the ten seeded travel categories in Thai and English under /api and /public/api', async () => {
      for (const prefix of ['/api', '/public/api']) {
        const result = await t.call('GET', `${prefix}${CATEGORIES}`);
        expect(result.status).toBe(200);
        expect(result.body.data.map((c: { category_id: string }) => c.category_id)).toEqual([
          'beaches',
          'mountains',
          'food',
          'culture',
          'temples',
          'nightlife',
          'nature',
          'cafes',
          'markets',
          'islands',
        ]);
        expect(result.body.data[0]).toEqual({ category_id: 'beaches', name_en: 'Beaches', name_th: 'ชายหาด' });
      }
    });

    it('spec §7 feed user-interest: empty at first, a PUT replaces the whole set and GET reads it back in category order', async () => {
      const user = await signedInUser(t);
      expect((await t.call('GET', `/private/api${INTEREST}`, { token: user.idToken })).body.data).toEqual({
        category_ids: [],
      });
      const put = await t.call('PUT', `/private/api${INTEREST}`, {
        token: user.idToken,
        body: { category_ids: ['islands', 'food', 'food'] },
      });
      expect(put.status).toBe(200);
      expect(put.body.data).toEqual({ category_ids: ['food', 'islands'] });
      await t.call('PUT', `/private/api${INTEREST}`, { token: user.idToken, body: { category_ids: ['temples'] } });
      expect((await t.call('GET', `/api${INTEREST}`, { token: user.idToken })).body.data).toEqual({
        category_ids: ['temples'],
      });
    });

    it('spec §8: an unknown category is a validation failure (4220101000) and nothing is written', async () => {
      const user = await signedInUser(t);
      await t.call('PUT', `/api${INTEREST}`, { token: user.idToken, body: { category_ids: ['food'] } });
      const bad = await t.call('PUT', `/api${INTEREST}`, {
        token: user.idToken,
        body: { category_ids: ['beaches', 'moon'] },
      });
      expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.validationUser]);
      expect(bad.body.status.err_message).toContain('moon');
      expect((await t.call('GET', `/api${INTEREST}`, { token: user.idToken })).body.data).toEqual({
        category_ids: ['food'],
      });
    });

    it('spec §6 §7: user-interest is private (no token is 401 4010104001) and not served under /public/api', async () => {
      const anonymous = await t.call('GET', `/api${INTEREST}`);
      expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
      expect((await t.call('GET', `/public/api${INTEREST}`)).status).toBe(404);
    });

    it('spec §8 4000102002: an unknown body property is refused', async () => {
      const user = await signedInUser(t);
      const bad = await t.call('PUT', `/api${INTEREST}`, { token: user.idToken, body: { category_ids: [], extra: 1 } });
      expect(errCode(bad)).toBe(ErrorCode.parameterNotAllowed);
    });

    it('OpenAPI lists the three calls', async () => {
      const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([`/api${CATEGORIES}`, `/public/api${CATEGORIES}`, `/private/api${INTEREST}`]),
      );
    });
  },
);
