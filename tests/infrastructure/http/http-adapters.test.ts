import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpAuthApi } from '../../../src/infrastructure/http/http-auth-api';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpSocialUserApi } from '../../../src/infrastructure/http/http-social-user-api';
import { HttpSupportApi } from '../../../src/infrastructure/http/http-support-api';
import { HttpUserProfileApi } from '../../../src/infrastructure/http/http-user-profile-api';
import {
  ok,
  startTestHttpServer,
  type RecordedRequest,
  type Reply,
  type TestHttpServer,
} from '../support/test-http-server';

let server: TestHttpServer;
let http: HttpClient;
beforeAll(async () => {
  server = await startTestHttpServer();
  http = new HttpClient({
    baseUrl: server.url,
    timeoutMs: 0,
    getToken: async () => 'id-token',
    onSessionExpired: () => undefined,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const profileWire = {
  user_id: 'u1',
  display_name: 'Nid',
  user_name: 'nid.eats',
  avatar_image: null,
  cover_image: null,
  website: null,
  biography: null,
  contact_email: null,
  country: 'TH',
};

function answer(reply: Reply) {
  server.handle(() => reply);
}
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;

describe('HttpAuthApi — spec §7 user-auth-command-service', () => {
  const api = () => new HttpAuthApi(http);

  it('spec §7: login posts token, lat, lng, device and returns user_id', async () => {
    answer(ok({ user_id: 'u1' }));
    await expect(api().login({ token: 't', lat: 13.75, lng: 100.5, device: 'Chrome on macOS' })).resolves.toEqual({
      userId: 'u1',
    });
    expect(call(last())).toBe('POST /api/user-auth-command-service/v1/login');
    expect(last().body).toEqual({ token: 't', lat: 13.75, lng: 100.5, device: 'Chrome on macOS' });
  });

  it('spec §7: logout posts the token', async () => {
    answer(ok({}));
    await api().logout('t');
    expect(call(last())).toBe('POST /api/user-auth-command-service/v1/logout');
    expect(last().body).toEqual({ token: 't' });
  });

  it('spec §7: custom/line posts access_token and line_user_id and returns token', async () => {
    answer(ok({ token: 'custom' }));
    await expect(api().customLineToken({ accessToken: 'la', lineUserId: 'U1' })).resolves.toEqual({ token: 'custom' });
    expect(call(last())).toBe('POST /api/user-auth-command-service/v1/custom/line');
    expect(last().body).toEqual({ access_token: 'la', line_user_id: 'U1' });
  });

  it('spec §7: refresh posts old_token and new_token with the new one in Authorization', async () => {
    answer(ok({}));
    await api().refresh({ oldToken: 'old', newToken: 'new' });
    expect(call(last())).toBe('POST /api/user-auth-command-service/v1/refresh [bearer]');
    expect(last().headers.authorization).toBe('Bearer new');
    expect(last().body).toEqual({ old_token: 'old', new_token: 'new' });
  });
});

describe('HttpUserProfileApi — spec §7 profile query and orchestration services', () => {
  const api = () => new HttpUserProfileApi(http);

  it('spec §7: POST profiles with user_id and firebase_id', async () => {
    answer(ok(profileWire));
    await api().createProfile({ userId: 'u1', firebaseId: 'fb1' });
    expect(call(last())).toBe('POST /private/api/user-orchestration-service/v1/profiles [bearer]');
    expect(last().body).toEqual({ user_id: 'u1', firebase_id: 'fb1' });
  });

  it('spec §7: exists/{userId} returns exists', async () => {
    answer(ok({ exists: true }));
    await expect(api().profileExists('u 1')).resolves.toBe(true);
    expect(call(last())).toBe('GET /private/api/user-profile-query-service/v1/exists/u%201 [bearer]');
  });

  it('spec §5 §7: exists-or-not by d/u/e and value', async () => {
    answer(ok({ exists: false }));
    await expect(api().existsOrNot('u', 'nid.eats')).resolves.toBe(false);
    expect(call(last())).toBe(
      'GET /private/api/user-profile-query-service/v1/exists-or-not?by=u&value=nid.eats [bearer]',
    );
  });

  it('spec §7: me maps the profile (user_name accepted)', async () => {
    answer(ok(profileWire));
    await expect(api().me()).resolves.toMatchObject({
      userId: 'u1',
      displayName: 'Nid',
      username: 'nid.eats',
      country: 'TH',
    });
    expect(call(last())).toBe('GET /private/api/user-profile-query-service/v1/me [bearer]');
  });

  it('spec §3 §7: last-updates', async () => {
    answer(ok({ username_updated_at: null, display_name_updated_at: '2025-01-01T00:00:00Z' }));
    await expect(api().lastUpdates()).resolves.toEqual({
      usernameUpdatedAt: null,
      displayNameUpdatedAt: '2025-01-01T00:00:00Z',
    });
    expect(call(last())).toBe('GET /private/api/user-profile-query-service/v1/last-updates [bearer]');
  });

  it('spec §7: terms-of-use read and accept', async () => {
    answer(ok({ accepted: false }));
    await expect(api().termsOfUse()).resolves.toEqual({ accepted: false });
    expect(call(last())).toBe('GET /private/api/user-profile-query-service/v1/terms-of-use [bearer]');
    answer(ok({ accepted: true, accepted_at: '2025-01-01T00:00:00Z' }));
    await api().acceptTermsOfUse();
    expect(call(last())).toBe('POST /private/api/user-orchestration-service/v1/profiles/terms-of-use [bearer]');
    expect(last().body).toEqual({});
  });

  it('spec §8: a failed terms acceptance carries the accept-terms action message', async () => {
    answer({ status: 500, body: { status: { err_code: 5000101999, err_message: 'boom' } } });
    await expect(api().acceptTermsOfUse()).rejects.toMatchObject({
      code: 5000101999,
      messageKey: 'errors.action.acceptTerms',
    });
  });

  it('spec §3 §7: mandatory-fields', async () => {
    answer(ok({ yes: false, missing_fields: ['display_name'] }));
    await expect(api().mandatoryFields()).resolves.toEqual({ yes: false, missingFields: ['display_name'] });
    expect(call(last())).toBe('GET /private/api/user-profile-query-service/v1/mandatory-fields [bearer]');
  });

  it('spec §2 §7: profiles/{userId} is a public read', async () => {
    answer(ok({ ...profileWire, type: 'creator' }));
    await expect(api().getProfile('u1')).resolves.toMatchObject({ userId: 'u1', type: 'creator' });
    expect(call(last())).toBe('GET /public/api/user-profile-query-service/v1/profiles/u1');
  });

  it('spec §7: PATCH profiles/1st and PATCH profiles', async () => {
    answer(ok(profileWire));
    await api().updateFirstProfile({ displayName: 'Nid', avatarImageHash: 'h', lang: 'th', referralCode: null });
    expect(call(last())).toBe('PATCH /private/api/user-orchestration-service/v1/profiles/1st [bearer]');
    expect(last().body).toEqual({ display_name: 'Nid', avatar_image_hash: 'h', lang: 'th', referral_code: null });
    await expect(api().updateProfile({ username: 'nid.eats' })).resolves.toMatchObject({ username: 'nid.eats' });
    expect(call(last())).toBe('PATCH /private/api/user-orchestration-service/v1/profiles [bearer]');
    expect(last().body).toEqual({ username: 'nid.eats' });
  });

  it('spec §5 §8: the 60-day rule answer surfaces as 4290101004', async () => {
    answer({ status: 429, body: { status: { err_code: 4290101004, err_message: 'once in 60 days' } } });
    await expect(api().updateProfile({ username: 'x' })).rejects.toMatchObject({
      code: 4290101004,
      messageKey: 'errors.changeNameTooOften',
    });
  });

  it('spec §7: upload-avatar returns the presigned URLs and the hash', async () => {
    answer(
      ok({
        presigned_avatar_url: 'https://s/a',
        presigned_avatar_thumbnail_url: 'https://s/t',
        avatar_image_hash: 'h2',
        expires_at: 'x',
      }),
    );
    await expect(api().uploadAvatar()).resolves.toEqual({
      presignedAvatarUrl: 'https://s/a',
      presignedAvatarThumbnailUrl: 'https://s/t',
      avatarImageHash: 'h2',
    });
    expect(call(last())).toBe('POST /private/api/user-orchestration-service/v1/profiles/upload-avatar [bearer]');
  });
});

describe('HttpSocialUserApi — spec §7 social-user-query-service', () => {
  const api = () => new HttpSocialUserApi(http);

  it('spec §7: search-mention by keyword returns profiles', async () => {
    answer(ok([profileWire]));
    await expect(api().searchMention('ni')).resolves.toEqual([
      expect.objectContaining({ userId: 'u1', username: 'nid.eats' }),
    ]);
    expect(call(last())).toBe('GET /private/api/social-user-query-service/v1/search-mention?keyword=ni [bearer]');
  });

  it('spec §9: search-mention-all defaults to offset 0 and limit 10', async () => {
    answer(ok([profileWire], { paging: { offset: 0, limit: 10 }, total_count: 1 }));
    await expect(api().searchMentionAll('ni')).resolves.toEqual({
      items: [expect.objectContaining({ userId: 'u1' })],
      totalCount: 1,
      offset: 0,
      limit: 10,
    });
    expect(call(last())).toBe(
      'GET /private/api/social-user-query-service/v1/search-mention-all?keyword=ni&offset=0&limit=10 [bearer]',
    );
  });

  it('spec §7: search-mention-all passes an explicit page and reads paging and total_count', async () => {
    answer(ok([], { paging: { offset: 20, limit: 5 }, total_count: 21 }));
    await expect(api().searchMentionAll('ni', 20, 5)).resolves.toEqual({
      items: [],
      totalCount: 21,
      offset: 20,
      limit: 5,
    });
    expect(last().url).toBe(
      '/private/api/social-user-query-service/v1/search-mention-all?keyword=ni&offset=20&limit=5',
    );
  });
});

describe('HttpSupportApi — spec §7 user-orchestration-service v2', () => {
  const api = () => new HttpSupportApi(http);

  it('spec §2 §7: contact-us is open to visitors and returns ticket_id', async () => {
    answer(ok({ ticket_id: 'T-1' }));
    await expect(
      api().contactUs({ name: 'Nid', email: 'nid@example.com', subject: 'Hi', message: 'Hello' }),
    ).resolves.toEqual({ ticketId: 'T-1' });
    expect(call(last())).toBe('POST /api/user-orchestration-service/v2/contact-us [bearer]');
    expect(last().body).toEqual({ name: 'Nid', email: 'nid@example.com', subject: 'Hi', message: 'Hello' });
  });

  it('spec §7: report/issues returns report_id', async () => {
    answer(ok({ report_id: 'R-1' }));
    await expect(api().reportIssue({ category: 'bug', description: 'broken', attachmentIds: ['a1'] })).resolves.toEqual(
      { reportId: 'R-1' },
    );
    expect(call(last())).toBe('POST /private/api/user-orchestration-service/v2/report/issues [bearer]');
    expect(last().body).toEqual({ category: 'bug', description: 'broken', attachment_ids: ['a1'] });
  });

  it('spec §7: report/uploads returns upload_url and attachment_id', async () => {
    answer(ok({ upload_url: 'https://s/u', attachment_id: 'a1', expires_at: 'x' }));
    await expect(api().reportUpload({ fileName: 'shot.png', contentType: 'image/png' })).resolves.toEqual({
      uploadUrl: 'https://s/u',
      attachmentId: 'a1',
    });
    expect(call(last())).toBe('POST /private/api/user-orchestration-service/v2/report/uploads [bearer]');
    expect(last().body).toEqual({ file_name: 'shot.png', content_type: 'image/png' });
  });
});
