import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { displayNameKey } from '../../../src/domain/user/name-rules';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const O = '/private/api/user-orchestration-service/v1';
const Q = '/private/api/user-profile-query-service/v1';
/** Letters only, so the fullwidth form below covers the whole name. */
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const fullwidth = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x21 + 0xff01));

/**
 * Spec §5 uniqueness (by=d) and spec §8 4000101001 hold for names that only look different to a machine: a
 * Cyrillic letter in place of a Latin one, fullwidth letters, a no-break space. Invisible characters are refused
 * with their own code (ours, 4220101013). The rule is the domain's (name-rules.ts), the SPA's too.
 */
describe.each(DATABASES)('look-alike display names on %s (spec §5 uniqueness, spec §8)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const onboarded = async (displayName: string): Promise<SignedInUser> => {
    const user = await signedInUser(t);
    const result = await t.call('PATCH', `${O}/profiles/1st`, {
      token: user.idToken,
      body: { display_name: displayName, lang: 'en' },
    });
    expect(result.status).toBe(200);
    return user;
  };
  const me = async (user: SignedInUser) => (await t.call('GET', `${Q}/me`, { token: user.idToken })).body.data;
  const existsByD = async (user: SignedInUser, value: string): Promise<boolean> =>
    (await t.call('GET', `${Q}/exists-or-not?by=d&value=${encodeURIComponent(value)}`, { token: user.idToken })).body
      .data.exists;

  const lookAlikes = (name: string): [string, string][] => [
    ['a Cyrillic А in place of the Latin A', name.replace('A', '\u0410')],
    ['fullwidth letters', fullwidth(name)],
    ['a no-break space', name.replace(' ', '\u00A0')],
  ];

  it('spec §8 4000101001: each look-alike of a taken name is refused at onboarding and at a change, and by=d says taken', async () => {
    const name = `Alice Wanderer ${tag()}`;
    await onboarded(name);
    const renamer = await onboarded(`Renamer ${tag()}`);
    for (const [what, lookAlike] of lookAlikes(name)) {
      expect(lookAlike, what).not.toBe(name);
      const user = await signedInUser(t);
      const first = await t.call('PATCH', `${O}/profiles/1st`, {
        token: user.idToken,
        body: { display_name: lookAlike },
      });
      expect([first.status, errCode(first), first.body.data], what).toEqual([
        400,
        ErrorCode.duplicateName,
        { field: 'display_name' },
      ]);
      expect((await me(user)).display_name, what).toBeNull();
      const change = await t.call('PATCH', `${O}/profiles`, {
        token: renamer.idToken,
        body: { display_name: lookAlike },
      });
      expect([change.status, errCode(change)], what).toEqual([400, ErrorCode.duplicateName]);
      expect(await existsByD(user, lookAlike), what).toBe(true);
    }
  });

  it('names are stored as normalized (NFKC, one plain space), so the stored name is what uniqueness compares', async () => {
    const suffix = tag();
    const user = await onboarded(`${fullwidth('Zoe')}\u00A0\u00A0Traveller ${suffix}\u3000`);
    expect((await me(user)).display_name).toBe(`Zoe Traveller ${suffix}`);
  });

  it('a Thai name keeps working unchanged: stored exactly as typed (SARA AM whole) and still unique', async () => {
    const thai = `น้ำฝน ใจดี ${tag()}`;
    const user = await onboarded(thai);
    expect((await me(user)).display_name).toBe(thai);
    const other = await signedInUser(t);
    // The same name with SARA AM written as its two parts looks the same: taken.
    const split = await t.call('PATCH', `${O}/profiles/1st`, {
      token: other.idToken,
      body: { display_name: thai.replace('\u0E33', '\u0E4D\u0E32') },
    });
    expect([split.status, errCode(split)]).toEqual([400, ErrorCode.duplicateName]);
  });

  it('ordinary distinct names stay distinct', async () => {
    const suffix = tag();
    await onboarded(`Alice Wanderer ${suffix}`);
    await onboarded(`Alice Walker ${suffix}`);
    await onboarded(`Борис ${suffix}`);
    await onboarded(`Boris ${suffix}`);
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width joiner', '\u200D'],
    ['zero-width non-joiner', '\u200C'],
    ['byte order mark', '\uFEFF'],
    ['right-to-left override', '\u202E'],
    ['soft hyphen', '\u00AD'],
  ])('ours 4220101013: a name with a %s is refused naming the field, and nothing is written', async (_what, char) => {
    const user = await signedInUser(t);
    const first = await t.call('PATCH', `${O}/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `Ali${char}ce ${tag()}` },
    });
    expect([first.status, errCode(first), first.body.data]).toEqual([
      422,
      ErrorCode.invisibleCharacters,
      { field: 'display_name' },
    ]);
    expect((await me(user)).display_name).toBeNull();
    const named = await onboarded(`Named ${tag()}`);
    const before = (await me(named)).display_name;
    const change = await t.call('PATCH', `${O}/profiles`, {
      token: named.idToken,
      body: { display_name: `Ali${char}ce ${tag()}` },
    });
    expect([change.status, errCode(change)]).toEqual([422, ErrorCode.invisibleCharacters]);
    expect((await me(named)).display_name).toBe(before);
  });

  it('two look-alike names written at once: one wins, the other is 4000101001 (the unique key index)', async () => {
    const name = `Race Runner ${tag()}`;
    const [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const results = await Promise.all([
      t.call('PATCH', `${O}/profiles/1st`, { token: a.idToken, body: { display_name: name } }),
      t.call('PATCH', `${O}/profiles/1st`, { token: b.idToken, body: { display_name: name.replace('a', '\u0430') } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(errCode(results.find((r) => r.status === 400)!)).toBe(ErrorCode.duplicateName);
  });

  it('rows written before look-alike keys get theirs at start; two that already looked alike both keep their names', async () => {
    const name = `Old Timer ${tag()}`;
    const older = await onboarded(name);
    const twin = await onboarded(`Twin ${tag()}`);
    const db = t.server.deps.db;
    // As the rows were before migration 0018: no key, and (then allowed) a look-alike of the other's name.
    await db.query('UPDATE profiles SET display_name_key = NULL WHERE user_id = $1', [older.userId]);
    await db.query('UPDATE profiles SET display_name_key = NULL, display_name = $2 WHERE user_id = $1', [
      twin.userId,
      name.replace('O', '\u041E'),
    ]);
    const result = await t.server.modules.users.useCases.backfillDisplayNameKeys();
    expect(result).toEqual({ keyed: 1, alike: 1 });
    const keys = await db.query<{ display_name_key: string | null }>(
      'SELECT display_name_key FROM profiles WHERE user_id = ANY($1) ORDER BY display_name_key NULLS LAST',
      [[older.userId, twin.userId]],
    );
    expect(keys.map((row) => row.display_name_key)).toEqual([displayNameKey(name), null]);
    // Both names stay; a third look-alike is refused.
    const third = await signedInUser(t);
    const refused = await t.call('PATCH', `${O}/profiles/1st`, {
      token: third.idToken,
      body: { display_name: fullwidth(name) },
    });
    expect([refused.status, errCode(refused)]).toEqual([400, ErrorCode.duplicateName]);
  });

  it('OpenAPI documents 4220101013 on both display-name writes', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    for (const [path, method] of [
      ['/api/user-orchestration-service/v1/profiles/1st', 'patch'],
      ['/api/user-orchestration-service/v1/profiles', 'patch'],
    ] as const)
      expect(JSON.stringify(doc.paths[path][method]), path).toContain(String(ErrorCode.invisibleCharacters));
  });
});
