import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/kernel/database.port';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ORCH, reserve } from '../helpers/content-fixtures';
import {
  errCode,
  signedInUser,
  startTestServer,
  type CallResult,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

/**
 * Finding 1: malformed input that reached SQL or the identity SDK answered 500. Each is a spec §8
 * 4xx now (422 validation naming the field), and a 5xx never carries the database's text.
 */
describe('bad input that Postgres cannot store or compare is a spec §8 4xx', () => {
  let t: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    user = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  const expect4xx = (result: CallResult, codes: number[]) => {
    expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(400);
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
    expect(codes).toContain(errCode(result));
  };

  it('spec §8 4220607000: a NUL in a content title (PATCH) is a validation failure, not 500', async () => {
    const { content_id: id, revision } = await reserve(t, user);
    const result = await t.call('PATCH', `${ORCH}/contents/${id}`, {
      token: user.idToken,
      body: { revision, title: 'a\u0000b' },
    });
    expect4xx(result, [ErrorCode.contentValidationFailed]);
    expect(result.body.status.err_message).toContain('title');
  });

  it('spec §8 4220607000: a NUL in a query value (map search keyword) is a validation failure', async () => {
    const result = await t.call('GET', '/public/api/map-search-service/v1/search?keyword=a%00b');
    expect4xx(result, [ErrorCode.contentValidationFailed]);
  });

  it('spec §8 4220101000: a NUL in a path value (profiles/:userId) is a validation failure', async () => {
    const result = await t.call('GET', '/public/api/user-profile-query-service/v1/profiles/abc%00def');
    expect4xx(result, [ErrorCode.validationUser, ErrorCode.userNotFound]);
  });

  it('spec §8 4220101000: a path value over the router limit or with broken encoding is answered in the envelope, not echoed', async () => {
    const long = await t.call('GET', `/api/user-profile-query-service/v1/profiles/${'x'.repeat(300)}`);
    expect4xx(long, [ErrorCode.validationUser]);
    expect(JSON.stringify(long.body)).not.toContain('xxxxx');
  });

  it('spec §8 4220607000: Infinity, -Infinity and 1e999 fail the integer checks', async () => {
    for (const bad of ['-Infinity', 'Infinity', '1e999', '-1e999', 'NaN', '1e20']) {
      const list = await t.call('GET', `/api/content-platform/location-service/v1/locations/list?offset=${bad}`);
      expect4xx(list, [ErrorCode.contentValidationFailed]);
      const byUser = await t.call(
        'GET',
        `/api/content-platform/content-query-service/v1/contents/users/x?limit=${bad}`,
      );
      expect4xx(byUser, [ErrorCode.contentValidationFailed]);
    }
  });

  it('spec §8 4220607000: revisions and versions beyond a database integer are validation failures', async () => {
    const { content_id: id } = await reserve(t, user);
    const patch = await t.call('PATCH', `${ORCH}/contents/${id}`, {
      token: user.idToken,
      body: { revision: 2 ** 40, title: 'ok' },
    });
    expect4xx(patch, [ErrorCode.contentValidationFailed]);
    const version = await t.call(
      'GET',
      `/api/content-platform/content-query-service/v1/editors/contents/${id}/version/99999999999`,
      { token: user.idToken },
    );
    expect4xx(version, [ErrorCode.contentValidationFailed]);
  });

  it('spec §8 4220607000: pre_sign_urls with width "1e999" is a validation failure', async () => {
    const result = await t.call('POST', `${ORCH}/contents/pre_sign_urls`, {
      token: user.idToken,
      body: {
        files: [
          { purpose: 'cover', content_type: 'image/jpeg', width: '1e999', height: 10, blurhash: null, size_bytes: 100 },
        ],
      },
    });
    expect4xx(result, [ErrorCode.contentValidationFailed]);
    const control = await t.call('POST', `${ORCH}/contents/pre_sign_urls`, {
      token: user.idToken,
      body: {
        files: [
          { purpose: 'cover', content_type: 'image/jpeg', width: 100, height: 10, blurhash: null, size_bytes: 100 },
        ],
      },
    });
    expect(control.status, JSON.stringify(control.body)).toBe(200);
  });

  it('spec §5 by=e / §8 4220101000: exists-or-not with an invalid email is a validation failure, not the identity SDK 500', async () => {
    const result = await t.call('GET', '/api/user-profile-query-service/v1/exists-or-not?by=e&value=abc', {
      token: user.idToken,
    });
    expect4xx(result, [ErrorCode.validationUser]);
    const valid = await t.call(
      'GET',
      `/api/user-profile-query-service/v1/exists-or-not?by=e&value=${encodeURIComponent(user.email)}`,
      { token: user.idToken },
    );
    expect([valid.status, valid.body.data]).toEqual([200, { exists: true }]);
  });
});

/** "Database error text never reaches a response" and "logs redact user text and tokens". */
describe('5xx answers and error logs carry no database text, user text or tokens', () => {
  let t: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(
      'pglite',
      { LOG_LEVEL: 'info' },
      {
        logStream: {
          write: (line: string) => {
            lines.push(line);
          },
        },
      },
    );
  });
  afterAll(async () => t?.close());

  it('spec §8 5000101999: a database fault answers a generic message and logs method, route, status and code only', async () => {
    const db = t.server.deps.db as { -readonly [K in keyof Database]: Database[K] };
    const transaction = db.transaction;
    // What PGlite and pg throw: the message quotes the value, and the error carries the SQL and its parameters.
    db.transaction = async () => {
      throw Object.assign(new Error('invalid input syntax for type integer: "secret-db-quoted"'), {
        code: '42P01',
        severity: 'ERROR',
        query: 'INSERT secret-sql',
        params: ['secret-param'],
        detail: 'secret-detail',
      });
    };
    try {
      const result = await t.call('POST', '/api/user-orchestration-service/v2/contact-us?q=secret-query-value', {
        body: { name: 'Somchai', email: 'secret-mail@example.com', subject: 'Hello', message: 'secret-body-text' },
      });
      expect(result.status).toBe(500);
      expect(JSON.stringify(result.body)).not.toMatch(/secret|syntax|integer/);
    } finally {
      db.transaction = transaction;
    }
    const denied = await t.call('GET', '/api/user-profile-query-service/v1/me?x=secret-query-2', {
      token: 'secret-token-value',
    });
    expect(denied.status).toBe(401);
    const log = lines.join('');
    expect(log).not.toMatch(/secret/);
    expect(log).toContain('"method":"POST"');
    expect(log).toContain('"route":"/api/user-orchestration-service/v2/contact-us"');
    expect(log).toContain('"statusCode":500');
    expect(log).toContain(`"err_code":${ErrorCode.internalUser}`);
  });

  it('spec §8 5000102999 / 4220607000: a listing fault says what failed, never why; a refused value is a validation failure', async () => {
    const db = t.server.deps.db as { -readonly [K in keyof Database]: Database[K] };
    const query = db.query;
    const failWith = (code: string) => {
      db.query = async () => {
        throw Object.assign(new Error(`value "secret-value" is out of range for type integer`), {
          code,
          severity: 'ERROR',
          params: ['secret-param'],
        });
      };
    };
    const LIST = '/api/content-platform/content-query-service/v1/contents/users/someone?limit=5';
    try {
      failWith('57P01'); // the database went away: a fault
      const fault = await t.call('GET', LIST);
      expect(fault.status).toBe(500);
      expect(JSON.stringify(fault.body)).not.toMatch(/secret|range|integer/);
      failWith('22003'); // numeric_value_out_of_range: the request's value
      const refused = await t.call('GET', LIST);
      expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(JSON.stringify(refused.body)).not.toMatch(/secret|integer/);
    } finally {
      db.query = query;
    }
    expect(lines.join('')).not.toMatch(/secret/);
  });
});
