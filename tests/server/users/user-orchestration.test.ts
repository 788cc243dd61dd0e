import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { signUp } from '../helpers/emulator-users';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const O = '/private/api/user-orchestration-service';
const Q = '/private/api/user-profile-query-service';
const tag = () => Math.random().toString(36).slice(2, 8);

describe.each(DATABASES)('user-orchestration-service on %s (spec §7)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const onboarded = async (displayName = `Traveller ${tag()}`): Promise<SignedInUser> => {
    const user = await signedInUser(t);
    const result = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: displayName, lang: 'en' },
    });
    expect(result.status).toBe(200);
    return user;
  };

  it('spec §4 step 5: creating the profile twice is 409 4090101006', async () => {
    const user = await signedInUser(t);
    const again = await t.call('POST', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { user_id: user.userId, firebase_id: user.uid },
    });
    expect([again.status, errCode(again)]).toEqual([409, ErrorCode.duplicateProfile]);
  });

  it("profile creation checks ownership: another account's firebase_id or user_id is 403 4030101007", async () => {
    const mine = await signedInUser(t, false);
    const other = await signedInUser(t, false);
    const wrongUid = await t.call('POST', `${O}/v1/profiles`, {
      token: mine.idToken,
      body: { user_id: mine.userId, firebase_id: other.uid },
    });
    expect([wrongUid.status, errCode(wrongUid)]).toEqual([403, ErrorCode.forbidden]);
    const wrongUser = await t.call('POST', `${O}/v1/profiles`, {
      token: mine.idToken,
      body: { user_id: other.userId, firebase_id: mine.uid },
    });
    expect([wrongUser.status, errCode(wrongUser)]).toEqual([403, ErrorCode.forbidden]);
    const exists = await t.call('GET', `${Q}/v1/exists/${other.userId}`, { token: mine.idToken });
    expect(exists.body.data).toEqual({ exists: false });
  });

  it('spec §7 profiles: a new profile gets a username from the email and no display name yet', async () => {
    const user = await signedInUser(t);
    const me = await t.call('GET', `${Q}/v1/me`, { token: user.idToken });
    expect(me.body.data.username).toBe(user.email.split('@')[0].replace(/[^a-z0-9._]/g, ''));
    expect(me.body.data.display_name).toBeNull();
  });

  it('spec §5 terms: accepting is idempotent and read back as accepted', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET', `${Q}/v1/terms-of-use`, { token: user.idToken })).body.data).toEqual({
      accepted: false,
    });
    const first = await t.call('POST', `${O}/v1/profiles/terms-of-use`, { token: user.idToken });
    expect(first.status).toBe(200);
    const second = await t.call('POST', `${O}/v1/profiles/terms-of-use`, { token: user.idToken, body: {} });
    expect(second.body.data.accepted_at).toBe(first.body.data.accepted_at);
    expect((await t.call('GET', `${Q}/v1/terms-of-use`, { token: user.idToken })).body.data).toEqual({
      accepted: true,
    });
  });

  it('spec §7 profiles/1st: sets the display name once; the second time is 409 4090101002', async () => {
    const user = await signedInUser(t);
    const before = await t.call('GET', `${Q}/v1/mandatory-fields`, { token: user.idToken });
    expect(before.body.data).toEqual({ yes: false, missing_fields: ['display_name'] });
    const name = `สมหญิง ${tag()}`;
    const first = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: name, lang: 'th', avatar_image_hash: null, referral_code: null },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.display_name).toBe(name);
    expect((await t.call('GET', `${Q}/v1/mandatory-fields`, { token: user.idToken })).body.data).toEqual({
      yes: true,
      missing_fields: [],
    });
    const second = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `Other ${tag()}` },
    });
    expect([second.status, errCode(second)]).toEqual([409, ErrorCode.firstProfileUpdateDone]);
    expect((await t.call('GET', `${Q}/v1/last-updates`, { token: user.idToken })).body.data).toEqual({
      username_updated_at: null,
      display_name_updated_at: null,
    });
  });

  it('spec §8 4040101005: an unknown referral code; a known username is accepted as referral code', async () => {
    const referrer = await signedInUser(t);
    const referrerName = (await t.call('GET', `${Q}/v1/me`, { token: referrer.idToken })).body.data.username;
    const user = await signedInUser(t);
    const unknown = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `N ${tag()}`, referral_code: 'nobody-has-this' },
    });
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.referralCodeNotFound]);
    const after = await t.call('GET', `${Q}/v1/me`, { token: user.idToken });
    expect(after.body.data.display_name).toBeNull();
    const ok = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `N ${tag()}`, referral_code: referrerName.toUpperCase() },
    });
    expect(ok.status).toBe(200);
  });

  it('spec §8 4000101001: a display name taken by someone else (case-insensitive) is refused at 1st and PATCH', async () => {
    const name = `Unique Name ${tag()}`;
    await onboarded(name);
    const user = await signedInUser(t);
    const first = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: name.toUpperCase() },
    });
    expect([first.status, errCode(first)]).toEqual([400, ErrorCode.duplicateName]);
    const other = await onboarded();
    const patch = await t.call('PATCH', `${O}/v1/profiles`, { token: other.idToken, body: { display_name: name } });
    expect([patch.status, errCode(patch)]).toEqual([400, ErrorCode.duplicateName]);
    expect(patch.body.status.err_message).toContain('display_name');
  });

  it('spec §5 60-day rule: username and display name each change once within 60 days (4290101004)', async () => {
    const user = await onboarded();
    const firstName = `first_${tag()}`;
    const changed = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { username: firstName } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.username).toBe(firstName);
    const updates = (await t.call('GET', `${Q}/v1/last-updates`, { token: user.idToken })).body.data;
    expect(updates.username_updated_at).toBe(new Date(t.clock.now()).toISOString());
    expect(updates.display_name_updated_at).toBeNull();

    t.clock.advanceDays(59);
    const tooSoon = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { username: `second_${tag()}`, display_name: `Dn ${tag()}` },
    });
    expect([tooSoon.status, errCode(tooSoon)]).toEqual([429, ErrorCode.profileUpdatedTooOften]);
    const unchanged = (await t.call('GET', `${Q}/v1/me`, { token: user.idToken })).body.data;
    expect(unchanged.username).toBe(firstName);
    const same = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { username: firstName } });
    expect(same.status).toBe(200);
    const displayOnly = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { display_name: `Dn ${tag()}` },
    });
    expect(displayOnly.status).toBe(200);

    t.clock.advanceDays(1);
    const allowed = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { username: `third_${tag()}` },
    });
    t.clock.advanceDays(-60);
    expect(allowed.status).toBe(200);
  });

  it('spec §5: names chosen at onboarding (profiles/1st) are not a change: the first change after is allowed, the second within 60 days is 429 4290101004', async () => {
    const user = await signedInUser(t);
    const chosen = `chosen_${tag()}`;
    const first = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `Traveller ${tag()}`, username: chosen, lang: 'en' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.username).toBe(chosen);
    expect((await t.call('GET', `${Q}/v1/last-updates`, { token: user.idToken })).body.data).toEqual({
      username_updated_at: null,
      display_name_updated_at: null,
    });

    // A typo made at sign-up is fixed right away: the first change after onboarding.
    const fixed = `fixed_${tag()}`;
    const change = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { username: fixed } });
    expect([change.status, change.body.data.username]).toEqual([200, fixed]);
    const changedAt = new Date(t.clock.now()).toISOString();
    const updates = (await t.call('GET', `${Q}/v1/last-updates`, { token: user.idToken })).body.data;
    expect(updates).toEqual({ username_updated_at: changedAt, display_name_updated_at: null });

    // A second change within 60 days of that change is refused, naming the field and when it unlocks.
    t.clock.advanceDays(30);
    const again = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { username: `again_${tag()}` },
    });
    t.clock.advanceDays(-30);
    expect([again.status, errCode(again)]).toEqual([429, ErrorCode.profileUpdatedTooOften]);
    expect(again.body.data).toEqual({
      field: 'username',
      next_change_at: new Date(Date.parse(changedAt) + 60 * 86_400_000).toISOString(),
    });
    expect((await t.call('GET', `${Q}/v1/me`, { token: user.idToken })).body.data.username).toBe(fixed);
  });

  it('spec §8 4000101001: a username chosen at onboarding that someone has is refused naming username; a bad one is 422', async () => {
    const taken = (await t.call('GET', `${Q}/v1/me`, { token: (await onboarded()).idToken })).body.data.username;
    const user = await signedInUser(t);
    const clash = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `Traveller ${tag()}`, username: taken.toUpperCase() },
    });
    expect([clash.status, errCode(clash), clash.body.data]).toEqual([
      400,
      ErrorCode.duplicateName,
      { field: 'username' },
    ]);
    const bad = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: `Traveller ${tag()}`, username: 'no spaces!' },
    });
    expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.validationUser]);
    // Nothing was written: the first update is still to do.
    const me = (await t.call('GET', `${Q}/v1/me`, { token: user.idToken })).body.data;
    expect(me.display_name).toBeNull();
  });

  it('PATCH profiles: a username taken by someone else is 4000101001; a bad username is 422 4220101000 naming it', async () => {
    const a = await onboarded();
    const aName = (await t.call('GET', `${Q}/v1/me`, { token: a.idToken })).body.data.username;
    const b = await onboarded();
    const taken = await t.call('PATCH', `${O}/v1/profiles`, {
      token: b.idToken,
      body: { username: aName.toUpperCase() },
    });
    expect([taken.status, errCode(taken)]).toEqual([400, ErrorCode.duplicateName]);
    const bad = await t.call('PATCH', `${O}/v1/profiles`, { token: b.idToken, body: { username: 'no spaces!' } });
    expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.validationUser]);
    expect(bad.body.status.err_message).toContain('username');
  });

  it('spec §3 allowed text: an emoji display name is 422 4220101000 naming display_name', async () => {
    const user = await signedInUser(t);
    const result = await t.call('PATCH', `${O}/v1/profiles/1st`, {
      token: user.idToken,
      body: { display_name: 'Hello 😀' },
    });
    expect([result.status, errCode(result)]).toEqual([422, ErrorCode.validationUser]);
    expect(result.body.status.err_message).toContain('display_name');
  });

  it('profile writes before login are 404 4040102001 (no user for this account)', async () => {
    const stranger = await signUp();
    const result = await t.call('POST', `${O}/v1/profiles/terms-of-use`, { token: stranger.idToken });
    expect([result.status, errCode(result)]).toEqual([404, ErrorCode.userNotFound]);
  });

  it('spec §6: private calls without a bearer are 401 4010104001 under every prefix', async () => {
    for (const prefix of ['/api', '/private/api']) {
      const result = await t.call('PATCH', `${prefix}/user-orchestration-service/v1/profiles`, { body: {} });
      expect([result.status, errCode(result)]).toEqual([401, ErrorCode.invalidToken]);
    }
    const notPublic = await t.call('PATCH', '/public/api/user-orchestration-service/v1/profiles', { body: {} });
    expect([notPublic.status, errCode(notPublic)]).toEqual([404, ErrorCode.notFound]);
  });
});
