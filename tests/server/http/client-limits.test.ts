import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { WALLET_PATHS } from '../../../src/contract/wallet.paths';
import { buildServer } from '../../../server/app';
import { ORCH, publishedContent, reserve } from '../helpers/content-fixtures';
import { freePort } from '../helpers/postgres';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const LOGIN = '/user-auth-command-service/v1/login';
const badLogin = { token: 'x', lat: null, lng: null, device: 'limits' };
const WINDOW_MS = 60_000;

describe.each(DATABASES)('limits per client and per user on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind, {
      RATE_LIMIT_AUTH_MAX: '6',
      RATE_LIMIT_AUTH_WINDOW_MS: String(WINDOW_MS),
      VIEW_RATE_LIMIT_MAX: '5',
      VIEW_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      RESERVE_RATE_LIMIT_MAX: '3',
      RESERVE_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      POLL_RATE_LIMIT_MAX: '2',
      POLL_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      EMAIL_LOOKUP_USER_MAX: '2',
      EMAIL_LOOKUP_CLIENT_MAX: '3',
      EMAIL_LOOKUP_WINDOW_MS: String(WINDOW_MS),
      NAME_LOOKUP_USER_MAX: '6',
      NAME_LOOKUP_CLIENT_MAX: '8',
      NAME_LOOKUP_WINDOW_MS: String(WINDOW_MS),
      // The e-mail lookup test names its clients with X-Forwarded-For; no other test sends one.
      TRUST_PROXY: '127.0.0.1',
    });
    // Two sign-ins: the first 2 of the client's 6 login calls this window.
    [author, other] = [await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => t?.close());

  it('the sign-in limit counts per client across /api, /private/api and /public/api, and on every instance', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call('POST', `/api${LOGIN}`, { body: badLogin })).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const prefix of ['/api', '/private/api', '/public/api']) {
      const limited = await t.call('POST', `${prefix}${LOGIN}`, { body: badLogin });
      expect([prefix, limited.status, errCode(limited)]).toEqual([prefix, 429, ErrorCode.tooManyRequests]);
    }
    // Another limited route keeps its own count.
    const verify = await t.call('POST', '/public/api/user-auth-svc/sessions/verify-token', { body: { token: 'x' } });
    expect(verify.status).not.toBe(429);

    if (kind === 'postgres') {
      // A second server on the same PostgreSQL sees the same counter.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'travelogue-second-'));
      const second = await buildServer({ ...t.server.deps.config, dataDir }, { clock: t.clock });
      try {
        const port = await freePort();
        await second.app.listen({ port, host: '127.0.0.1' });
        const there = await fetch(`http://127.0.0.1:${port}/private/api${LOGIN}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(badLogin),
        });
        expect([there.status, ((await there.json()) as { status: { err_code: number } }).status.err_code]).toEqual([
          429,
          ErrorCode.tooManyRequests,
        ]);
      } finally {
        await second.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }

    t.clock.ms += WINDOW_MS + 1;
    expect((await t.call('POST', `/public/api${LOGIN}`, { body: badLogin })).status).toBe(401);
  });

  const lookup = (user: SignedInUser, client: string, by = 'e', value = 'someone@example.com') =>
    t.call(
      'GET',
      `/private/api/user-profile-query-service/v1/exists-or-not?by=${by}&value=${encodeURIComponent(value)}`,
      {
        token: user.idToken,
        headers: { 'x-forwarded-for': client },
      },
    );

  it('spec §5 by=e: e-mail lookups are limited per user and per client (429 4290104009, Retry-After), name checks counted apart', async () => {
    // An account exists or not: answered twice to one user, then refused whatever the address.
    expect((await lookup(author, '198.51.100.1', 'e', author.email)).body.data).toEqual({ exists: true });
    expect((await lookup(author, '198.51.100.1')).body.data).toEqual({ exists: false });
    const refused = await lookup(author, '198.51.100.1', 'e', other.email);
    expect([refused.status, errCode(refused)]).toEqual([429, ErrorCode.tooManyRequests]);
    expect(refused.body.data).toBeUndefined();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // The sign-up form's name checks as the user types (by=d, by=u) are counted apart: still served.
    for (const by of ['u', 'd']) expect((await lookup(author, '198.51.100.9', by, 'nobody_has_this')).status).toBe(200);
    // The client's 3 lookups are spent: another account from that address is refused too (many accounts, one
    // client), while that account from another address is served.
    expect((await lookup(other, '198.51.100.1')).status).toBe(429);
    expect((await lookup(other, '198.51.100.2')).status).toBe(200);
    // The window passes: served again.
    t.clock.ms += WINDOW_MS + 1;
    expect((await lookup(author, '198.51.100.1')).status).toBe(200);
  });

  it('spec §5 by=d and by=u: a taken name tells an account exists, so name lookups are limited like e-mail ones (429, Retry-After, documented)', async () => {
    const names = await signedInUser(t);
    const client = '198.51.100.20';
    // The user's 6 name lookups this window, display names and usernames alike, then refused whatever the address.
    for (const [i, by] of ['d', 'u', 'd', 'u', 'd', 'u'].entries())
      expect((await lookup(names, client, by, `name_${i}`)).status).toBe(200);
    const refused = await lookup(names, '198.51.100.21', 'd', 'Alice');
    expect([refused.status, errCode(refused)]).toEqual([429, ErrorCode.tooManyRequests]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // E-mail lookups have their own count: not spent by names.
    expect((await lookup(names, '198.51.100.22', 'e')).status).toBe(200);
    // One client with many accounts: its 8 name lookups are spent across accounts (6 above, 2 more here).
    const second = await signedInUser(t);
    for (const i of [1, 2]) expect((await lookup(second, client, 'u', `other_${i}`)).status).toBe(200);
    expect((await lookup(second, client, 'u', 'other_3')).status).toBe(429);
    // The document says so: 429 4290104009 is among the lookup's answers, and its text names the name limit.
    const document = (await t.call('GET', '/api/docs/openapi.json')).body;
    const operation = document.paths['/api/user-profile-query-service/v1/exists-or-not'].get;
    expect(operation.responses['429'].content['application/json'].schema['x-err-codes']).toContain(
      ErrorCode.tooManyRequests,
    );
    expect(operation.description).toContain('NAME_LOOKUP_USER_MAX');
    // The window passes: served again.
    t.clock.ms += WINDOW_MS + 1;
    expect((await lookup(names, client, 'd', 'Alice')).status).toBe(200);
  });

  it('view counting is throttled per client: past VIEW_RATE_LIMIT_MAX views are not counted, yet answer the usual shape', async () => {
    const content = await publishedContent(t, author);
    const id = content.content_id as string;
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const view = await t.call('POST', `${ORCH}/contents/view/${id}`, {
        body: { session_id: `random-session-${i}-${Math.random().toString(36).slice(2)}` },
      });
      expect(view.status).toBe(200);
      answers.push(view.body.data);
    }
    expect(answers.map((a) => a.counted)).toEqual([true, true, true, true, true, false, false, false]);
    expect(answers.at(-1)).toEqual({ content_id: id, view_count: 5, comment_count: 0, counted: false });
    t.clock.ms += WINDOW_MS + 1;
    const later = await t.call('POST', `/public${ORCH}/contents/view/${id}`, {
      body: { session_id: 'after-the-window' },
    });
    expect(later.body.data).toMatchObject({ view_count: 6, counted: true });
  });

  it('content reservations are throttled per user: past RESERVE_RATE_LIMIT_MAX a window, 429 4290104009 and nothing reserved', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 3; i++) await reserve(t, user);
    const refused = await t.call('POST', `${ORCH}/contents/reserved`, {
      token: user.idToken,
      body: { kind: 'article' },
    });
    expect([refused.status, errCode(refused)]).toEqual([429, ErrorCode.tooManyRequests]);
    const rows = await t.server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contents WHERE author_user_id = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(3);
    // Another user is not affected; the window passes.
    expect(
      (await t.call('POST', `${ORCH}/contents/reserved`, { token: other.idToken, body: { kind: 'trip' } })).status,
    ).toBe(200);
    t.clock.ms += WINDOW_MS + 1;
    expect(
      (await t.call('POST', `${ORCH}/contents/reserved`, { token: user.idToken, body: { kind: 'article' } })).status,
    ).toBe(200);
  });

  it("a creator's new polls are throttled per user: past POLL_RATE_LIMIT_MAX a window, 429 4290104009 with Retry-After and no poll", async () => {
    const user = await signedInUser(t);
    const poll = (question: string) => ({
      question: { th: '', en: question },
      options: [{ text: { th: '', en: 'Yes' } }, { text: { th: '', en: 'No' } }],
      closes_at: null,
    });
    const create = (who: SignedInUser, question: string) =>
      t.call('POST', `/api${WALLET_PATHS.polls}`, { token: who.idToken, body: poll(question) });
    // A refused draft (no question) is said as such and spends nothing of the limit.
    for (let n = 0; n < 3; n += 1) expect(errCode(await create(user, ''))).toBe(ErrorCode.contentValidationFailed);
    expect((await create(user, 'First?')).status).toBe(200);
    expect((await create(user, 'Second?')).status).toBe(200);
    const refused = await create(user, 'Third?');
    expect([refused.status, errCode(refused)]).toEqual([429, ErrorCode.tooManyRequests]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await t.server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM polls WHERE created_by = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(2);
    // Another creator is not affected; the window passes.
    expect((await create(other, 'Theirs?')).status).toBe(200);
    t.clock.ms += WINDOW_MS + 1;
    expect((await create(user, 'Fourth?')).status).toBe(200);
  });
});
