import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const O = '/api/user-orchestration-service';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DATABASES)('signed uploads and support on %s (spec §7 upload-avatar, contact-us, reports)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { UPLOAD_MAX_BYTES: '4096' });
  });
  afterAll(async () => t?.close());

  const put = (url: string, body: Buffer, type = 'image/png') =>
    fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  it('upload-avatar: a real PUT through the signed URL stores the image; PATCH links it; GET serves it', async () => {
    const user = await signedInUser(t);
    const signed = await t.call('POST', `/private${O}/v1/profiles/upload-avatar`, { token: user.idToken });
    expect(signed.status).toBe(200);
    const { presigned_avatar_url, presigned_avatar_thumbnail_url, avatar_image_hash } = signed.body.data;
    expect(presigned_avatar_url.startsWith(`${t.url}/api/uploads/avatar/${avatar_image_hash}?expires=`)).toBe(true);
    expect((await put(presigned_avatar_url, PNG)).status).toBe(200);
    expect((await put(presigned_avatar_thumbnail_url, PNG)).status).toBe(200);
    const patched = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { avatar_image_hash } });
    expect(patched.body.data.avatar_image).toBe(`/api/uploads/avatar/${avatar_image_hash}`);
    const served = await fetch(`${t.url}${patched.body.data.avatar_image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await put(presigned_avatar_url, PNG)).body.status.err_code).toBe(ErrorCode.uploadAlreadyStored);
  });

  it('signed URLs refuse a forged signature and an expired URL with 403 4030101007', async () => {
    const user = await signedInUser(t);
    const { presigned_avatar_url } = (
      await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: user.idToken, body: {} })
    ).body.data;
    const forged = presigned_avatar_url.replace(
      /signature=([0-9a-f])/,
      (_m: string, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect(await put(forged, PNG)).toMatchObject({ status: 403, body: { status: { err_code: ErrorCode.forbidden } } });
    t.clock.advanceDays(1);
    const expired = await put(presigned_avatar_url, PNG);
    t.clock.advanceDays(-1);
    expect(expired).toMatchObject({ status: 403, body: { status: { err_code: ErrorCode.forbidden } } });
  });

  it('uploads are images only and size-limited: bytes that are not the type are 415 4150101013, too large is 413 4130104413', async () => {
    const user = await signedInUser(t);
    const { presigned_avatar_url, avatar_image_hash } = (
      await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: user.idToken })
    ).body.data;
    const html = await fetch(presigned_avatar_url, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>1</script>',
    });
    expect(html.status).toBe(400);
    expect(await put(presigned_avatar_url, Buffer.from('<svg onload=alert(1)>'), 'image/png')).toMatchObject({
      status: 415,
      body: { status: { err_code: ErrorCode.imageTypeMismatch } },
    });
    expect(await put(presigned_avatar_url, Buffer.concat([PNG, Buffer.alloc(5000)]))).toMatchObject({
      status: 413,
      body: { status: { err_code: ErrorCode.payloadTooLarge } },
    });
    const unlinked = await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { avatar_image_hash } });
    expect([unlinked.status, errCode(unlinked)]).toEqual([422, ErrorCode.validationUser]);
    expect((await fetch(`${t.url}/api/uploads/avatar/${avatar_image_hash}`)).status).toBe(404);
  });

  it('v2/contact-us (ours): anonymous under /public/api, returns a ticket id; bad email is 422 naming email', async () => {
    const ok = await t.call('POST', `/public${O}/v2/contact-us`, {
      body: { name: 'สมชาย', email: 'somchai@example.com', subject: 'Hello', message: 'A question\nabout trips' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.ticket_id).toMatch(/^[0-9a-f]{24}$/);
    const bad = await t.call('POST', `${O}/v2/contact-us`, {
      body: { name: 'A', email: 'not-an-email', subject: 'S', message: 'M' },
    });
    expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.validationUser]);
    expect(bad.body.status.err_message).toContain('email');
    const control = await t.call('POST', `${O}/v2/contact-us`, {
      body: { name: 'A', email: 'a@b.co', subject: 'S', message: 'bell \u0007 here' },
    });
    expect([control.status, errCode(control)]).toEqual([422, ErrorCode.validationUser]);
    expect(control.body.status.err_message).toContain('message');
    const rows = await t.server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    expect(rows[0].n).toBe(1);
  });

  it('v2/report/uploads then v2/report/issues (ours): the attachment must be a finished upload of the reporter', async () => {
    const user = await signedInUser(t);
    const upload = await t.call('POST', `${O}/v2/report/uploads`, {
      token: user.idToken,
      body: { file_name: 'screen.png', content_type: 'image/png' },
    });
    expect(upload.status).toBe(200);
    const { upload_url, attachment_id } = upload.body.data;
    const early = await t.call('POST', `${O}/v2/report/issues`, {
      token: user.idToken,
      body: { category: 'bug', description: 'Map is blank', attachment_ids: [attachment_id] },
    });
    expect([early.status, errCode(early)]).toEqual([422, ErrorCode.validationUser]);
    expect((await put(upload_url, PNG)).status).toBe(200);
    const report = await t.call('POST', `${O}/v2/report/issues`, {
      token: user.idToken,
      body: { category: 'bug', description: 'Map is blank', attachment_ids: [attachment_id] },
    });
    expect(report.status).toBe(200);
    expect(report.body.data.report_id).toMatch(/^[0-9a-f]{24}$/);
    const other = await signedInUser(t);
    const stolen = await t.call('POST', `${O}/v2/report/issues`, {
      token: other.idToken,
      body: { category: 'bug', description: 'x', attachment_ids: [attachment_id] },
    });
    expect(errCode(stolen)).toBe(ErrorCode.validationUser);
    const rows = await t.server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issue_reports');
    expect(rows[0].n).toBe(1);
  });
});
