import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, fillPath } from '../../../src/contract/wallet.paths';
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
const CONTENT = '/api/content-platform/content-orchestration-service/v1';
/** A 1×1 PNG; each racer appends its own trailing bytes so the stored file tells who won. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (n: number) => Buffer.concat([PNG, Buffer.from(`racer-${String(n).padStart(2, '0')}`)]);
const RACERS = 20;

const put = (url: string, body: Buffer) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(body) }).then(
    async (r) => ({ status: r.status, body: await r.json() }),
  );

/** 20 parallel PUTs of different bytes to one signed URL: what each answered. */
async function race(url: string) {
  const bodies = Array.from({ length: RACERS }, (_v, i) => pngOf(i));
  const answers = await Promise.all(bodies.map((body) => put(url, body)));
  const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
  return { answers, winners, bodies };
}

describe.each(DATABASES)('signed upload URLs are write-once on %s', (kind) => {
  let t: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind, { UPLOAD_MAX_BYTES: '4096' });
    user = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  /** Exactly one 200; every other racer 409 4090101010 and stored nothing: the bytes served are the winner's. */
  function expectOneWinner(result: Awaited<ReturnType<typeof race>>) {
    expect(result.winners).toHaveLength(1);
    const losers = result.answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.status?.err_code]);
    expect(losers).toEqual(Array.from({ length: RACERS - 1 }, () => [409, ErrorCode.uploadAlreadyStored]));
    return result.bodies[result.winners[0]];
  }

  it("avatar URL: 20 parallel PUTs → one 200, 19 × 409, the served bytes are the winner's", async () => {
    const { presigned_avatar_url, avatar_image_hash } = (
      await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: user.idToken })
    ).body.data;
    const winner = expectOneWinner(await race(presigned_avatar_url));
    const served = await fetch(`${t.url}/api/uploads/avatar/${avatar_image_hash}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(winner)).toBe(true);
    // An acknowledged upload is never overwritten: a later PUT is refused the same way and changes nothing.
    expect(await put(presigned_avatar_url, pngOf(99))).toMatchObject({
      status: 409,
      body: { status: { err_code: ErrorCode.uploadAlreadyStored } },
    });
    const again = await fetch(`${t.url}/api/uploads/avatar/${avatar_image_hash}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(winner)).toBe(true);
  });

  it("content-image URL (STORAGE=local): 20 parallel PUTs → one 200, 19 × 409, the served bytes are the winner's", async () => {
    const file = {
      purpose: 'cover',
      content_type: 'image/png',
      width: 1,
      height: 1,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      size_bytes: PNG.length + 8,
    };
    const [signed] = (
      await t.call('POST', `${CONTENT}/contents/pre_sign_urls`, { token: user.idToken, body: { files: [file] } })
    ).body.data;
    const winner = expectOneWinner(await race(signed.upload_url));
    const served = await fetch(signed.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(winner)).toBe(true);
    const rows = await t.server.deps.db.query<{ size_bytes: number }>(
      'SELECT size_bytes FROM media_images WHERE image_id = $1',
      [signed.image_id],
    );
    expect(rows[0].size_bytes).toBe(winner.length);
  });

  it('report-attachment URL: 20 parallel PUTs → one 200, 19 × 409', async () => {
    const { upload_url, attachment_id } = (
      await t.call('POST', `${O}/v2/report/uploads`, {
        token: user.idToken,
        body: { file_name: 'a.png', content_type: 'image/png' },
      })
    ).body.data;
    const winner = expectOneWinner(await race(upload_url));
    const served = await fetch(`${t.url}/api/uploads/report/${attachment_id}`, {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(winner)).toBe(true);
  });

  it('a report attachment is readable by its owner (private, no-store) and moderators only, never anonymously', async () => {
    const moderator = await signedInUser(t);
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    const stranger = await signedInUser(t);
    const { upload_url, attachment_id } = (
      await t.call('POST', `${O}/v2/report/uploads`, {
        token: user.idToken,
        body: { file_name: 'a.png', content_type: 'image/png' },
      })
    ).body.data;
    expect((await put(upload_url, PNG)).status).toBe(200);
    const report = await t.call('POST', `${O}/v2/report/issues`, {
      token: user.idToken,
      body: { category: 'bug', description: 'Blank map', attachment_ids: [attachment_id] },
    });
    expect(report.status).toBe(200);

    const path = `/api/uploads/report/${attachment_id}`;
    const anonymous = await fetch(`${t.url}${path}`);
    expect([anonymous.status, anonymous.headers.get('cache-control')]).toEqual([404, 'no-store']);
    expect((await t.call('GET', path, { token: stranger.idToken })).status).toBe(404);
    const own = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    const admin = await fetch(
      `${t.url}/api${fillPath(ADMIN_PATHS.upload, { kind: 'report', uploadId: attachment_id })}`,
      { headers: { authorization: `Bearer ${moderator.idToken}` } },
    );
    expect([admin.status, admin.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const refused = await t.call(
      'GET',
      `/api${fillPath(ADMIN_PATHS.upload, { kind: 'report', uploadId: attachment_id })}`,
      { token: stranger.idToken },
    );
    expect([refused.status, errCode(refused)]).toEqual([403, ErrorCode.moderatorOnly]);
  });
});
