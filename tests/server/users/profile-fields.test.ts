import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const O = '/api/user-orchestration-service';
const Q = '/api/user-profile-query-service';
const BY_USERNAME = '/public/api/content-platform/content-query-service/v1/contents/users/by-username';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const tag = () => Math.random().toString(36).slice(2, 8);

describe.each(DATABASES)('profile fields on %s (spec §3 profile fields)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  const onboarded = async (): Promise<SignedInUser> => {
    const user = await signedInUser(t);
    expect(
      (
        await t.call('PATCH', `${O}/v1/profiles/1st`, {
          token: user.idToken,
          body: { display_name: `Traveller ${tag()}`, lang: 'en' },
        })
      ).status,
    ).toBe(200);
    return user;
  };
  const put = (url: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG) });

  it('spec §3: PATCH profiles sets website, biography, contact email, country and a cover uploaded like the avatar; null clears', async () => {
    const user = await onboarded();
    const signed = (await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: user.idToken })).body.data;
    expect((await put(signed.presigned_avatar_url)).status).toBe(200);
    expect((await put(signed.presigned_avatar_thumbnail_url)).status).toBe(200);
    const body = {
      website: 'https://example.com/me',
      biography: 'ชอบเที่ยวทะเล and trains.',
      contact_email: 'me@example.com',
      country: 'TH',
      cover_image_hash: signed.avatar_image_hash,
    };
    const patched = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      website: body.website,
      biography: body.biography,
      contact_email: body.contact_email,
      country: 'TH',
      cover_image: `/api/uploads/avatar/${signed.avatar_image_hash}`,
    });
    const username = patched.body.data.username;
    const publicProfile = await t.call('GET', `/public${Q}/v1/profiles/${username}`);
    expect(publicProfile.body.data.biography).toBe(body.biography);
    const creator = await t.call('GET', `${BY_USERNAME}/${username}`);
    expect(creator.body.data.about).toEqual({
      biography: body.biography,
      website: body.website,
      country: 'TH',
      cover_image: patched.body.data.cover_image,
    });

    const cleared = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { website: null, biography: null },
    });
    expect(cleared.body.data).toMatchObject({ website: null, biography: null, country: 'TH' });
  });

  it('spec §3 allowed text and formats: an emoji biography, a website without scheme, a bad country are 422 naming the field', async () => {
    const user = await onboarded();
    for (const [field, value] of [
      ['biography', 'Hi 😀'],
      ['website', 'example.com'],
      ['country', 'Thailand'],
      ['contact_email', 'nope'],
    ] as const) {
      const result = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { [field]: value } });
      expect([result.status, errCode(result)]).toEqual([422, ErrorCode.validationUser]);
      expect(result.body.status.err_message).toContain(field);
    }
    const other = await onboarded();
    const foreign = (await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: other.idToken })).body.data;
    const notMine = await t.call('PATCH', `${O}/v1/profiles`, {
      token: user.idToken,
      body: { cover_image_hash: foreign.avatar_image_hash },
    });
    expect([notMine.status, errCode(notMine)]).toEqual([422, ErrorCode.validationUser]);
  });
});
