import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const O = '/api/user-orchestration-service';
const Q = '/api/user-profile-query-service';
const S = '/api/social-user-query-service';

describe.each(DATABASES)('user-profile-query-service and social-user-query-service on %s (spec §7)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('spec §4 step 5: exists/{userId} is false before the profile and true after', async () => {
    const user = await signedInUser(t, false);
    expect((await t.call('GET', `${Q}/v1/exists/${user.userId}`, { token: user.idToken })).body.data).toEqual({
      exists: false,
    });
    await t.call('POST', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { user_id: user.userId, firebase_id: user.uid },
    });
    expect((await t.call('GET', `/private${Q}/v1/exists/${user.userId}`, { token: user.idToken })).body.data).toEqual({
      exists: true,
    });
  });

  it('spec §5 uniqueness: exists-or-not by d, u and e (email asks the identity provider)', async () => {
    const user = await signedInUser(t);
    const name = `Lookup ${Date.now()}`;
    await t.call('PATCH', `${O}/v1/profiles/1st`, { token: user.idToken, body: { display_name: name } });
    const me = (await t.call('GET', `${Q}/v1/me`, { token: user.idToken })).body.data;
    const ask = async (by: string, value: string) =>
      (
        await t.call('GET', `${Q}/v1/exists-or-not?by=${by}&value=${encodeURIComponent(value)}`, {
          token: user.idToken,
        })
      ).body.data.exists;
    expect(await ask('d', name.toLowerCase())).toBe(true);
    expect(await ask('d', `${name} nope`)).toBe(false);
    expect(await ask('u', me.username.toUpperCase())).toBe(true);
    expect(await ask('u', 'zz-not-a-user')).toBe(false);
    expect(await ask('e', user.email)).toBe(true);
    expect(await ask('e', 'nobody-here@test.travelogue.dev')).toBe(false);
    const badBy = await t.call('GET', `${Q}/v1/exists-or-not?by=x&value=a`, { token: user.idToken });
    expect([badBy.status, errCode(badBy)]).toEqual([422, ErrorCode.validationUser]);
    expect(badBy.body.status.err_message).toContain('by');
  });

  it('spec §3 profile shape: me and profiles/{userId} (public, also by username) in snake_case', async () => {
    const user = await signedInUser(t);
    const me = await t.call('GET', `${Q}/v1/me`, { token: user.idToken });
    expect(Object.keys(me.body.data).sort()).toEqual(
      [
        'avatar_image',
        'biography',
        'contact_email',
        'country',
        'cover_image',
        'display_name',
        'type',
        'user_id',
        'username',
        'website',
      ].sort(),
    );
    const anonymous = await t.call('GET', `/public${Q}/v1/profiles/${user.userId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual(me.body.data);
    const byUsername = await t.call('GET', `${Q}/v1/profiles/${me.body.data.username}`);
    expect(byUsername.body.data.user_id).toBe(user.userId);
    const missing = await t.call('GET', `${Q}/v1/profiles/does-not-exist`);
    expect([missing.status, errCode(missing)]).toEqual([404, ErrorCode.userNotFound]);
  });

  it('me without a profile is 404 4040102001', async () => {
    const user = await signedInUser(t, false);
    const me = await t.call('GET', `${Q}/v1/me`, { token: user.idToken });
    expect([me.status, errCode(me)]).toEqual([404, ErrorCode.userNotFound]);
  });

  it('spec §7 search-mention: case-insensitive prefix on username or display name, first 10', async () => {
    const prefix = `mz${Date.now().toString(36)}`;
    const users = [];
    for (let i = 0; i < 12; i++) {
      const user = await signedInUser(t);
      await t.call('PATCH', `${O}/v1/profiles`, {
        token: user.idToken,
        body: { username: `${prefix}_${String(i).padStart(2, '0')}` },
      });
      users.push(user);
    }
    const byDisplay = users[0];
    await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: byDisplay.idToken,
      body: { display_name: `Zed${prefix} Person` },
    });
    const result = await t.call('GET', `/private${S}/v1/search-mention?keyword=${prefix.toUpperCase()}`, {
      token: users[1].idToken,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(10);
    expect(result.body.data[0].username).toBe(`${prefix}_00`);
    const display = await t.call('GET', `${S}/v1/search-mention?keyword=zed${prefix}`, { token: users[1].idToken });
    expect(display.body.data.map((p: { user_id: string }) => p.user_id)).toEqual([byDisplay.userId]);
    const wildcard = await t.call('GET', `${S}/v1/search-mention?keyword=%25`, { token: users[1].idToken });
    expect(wildcard.body.data).toEqual([]);
  });

  it('search-mention finds a name by how it looks: a Cyrillic А, fullwidth letters or an invisible character still find "Alice"', async () => {
    // Display names are unique by their look-alike key (spec §5 by=d); the mention search compares the same key,
    // so a writer whose keyboard types a Cyrillic А (or a pasted name with a zero-width space) still finds the person.
    const tag = Date.now().toString(36);
    const alice = await signedInUser(t);
    await t.call('PATCH', `${O}/v1/profiles/1st`, { token: alice.idToken, body: { display_name: `Alice ${tag}` } });
    const asker = await signedInUser(t);
    const found = async (keyword: string, path = 'search-mention') =>
      (
        await t.call('GET', `${S}/v1/${path}?keyword=${encodeURIComponent(keyword)}`, { token: asker.idToken })
      ).body.data.map((p: { user_id: string }) => p.user_id);
    for (const keyword of [
      `\u0410lice ${tag}`, // Cyrillic capital А
      `\u0430lice ${tag}`, // Cyrillic small а
      `\uFF21\uFF4C\uFF49\uFF43\uFF45 ${tag}`, // fullwidth
      `Al\u200Bice ${tag}`, // a zero-width space inside
      `\u0410lic`, // a prefix, as the writer types
    ])
      expect(await found(keyword), keyword).toContain(alice.userId);
    expect(await found(`\u0410lice ${tag}`, 'search-mention-all')).toEqual([alice.userId]);
    // A name that only starts alike is not found, and a keyword of invisible characters alone finds no one.
    expect(await found(`\u0410lica ${tag}`)).toEqual([]);
    expect(await found('\u200B\u200B')).toEqual([]);
  });

  it('spec §9 paging: search-mention-all defaults offset 0 limit 10, returns paging and total_count; limit max 50', async () => {
    const prefix = `pg${Date.now().toString(36)}`;
    let token = '';
    for (let i = 0; i < 13; i++) {
      const user = await signedInUser(t);
      token = user.idToken;
      await t.call('PATCH', `${O}/v1/profiles`, {
        token,
        body: { username: `${prefix}${String(i).padStart(2, '0')}` },
      });
    }
    const first = await t.call('GET', `${S}/v1/search-mention-all?keyword=${prefix}`, { token });
    expect(first.body.paging).toEqual({ offset: 0, limit: 10 });
    expect(first.body.total_count).toBe(13);
    expect(first.body.data).toHaveLength(10);
    const second = await t.call('GET', `${S}/v1/search-mention-all?keyword=${prefix}&offset=10&limit=5`, { token });
    expect(second.body.data.map((p: { username: string }) => p.username)).toEqual([
      `${prefix}10`,
      `${prefix}11`,
      `${prefix}12`,
    ]);
    const tooMany = await t.call('GET', `${S}/v1/search-mention-all?keyword=${prefix}&limit=51`, { token });
    expect([tooMany.status, errCode(tooMany)]).toEqual([422, ErrorCode.validationUser]);
    expect(tooMany.body.status.err_message).toContain('limit');
  });

  it('spec §8 4000102002: an unknown query parameter is refused', async () => {
    const user = await signedInUser(t);
    const result = await t.call('GET', `${S}/v1/search-mention?keyword=a&debug=1`, { token: user.idToken });
    expect([result.status, errCode(result)]).toEqual([400, ErrorCode.parameterNotAllowed]);
    expect(result.body.status.err_message).toContain('debug');
  });
});
