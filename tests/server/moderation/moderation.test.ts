import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGING_OFFSET } from '../../../src/contract/content.contract';
import { ADMIN_PATHS, ADMIN_SERVICE, fillPath, REPORT_ABUSE_PATH } from '../../../src/contract/wallet.paths';
import { FEED_PATHS } from '../../../src/contract/feed.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { seedDemoReport } from '../../../server/seed/seed-demo-moderation';
import { DEMO_USERS, seedDemoUsers } from '../../../server/seed/seed-demo-users';
import { signIn } from '../helpers/emulator-users';
import { ORCH, QUERY, insertImage, publishedContent } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const O = '/api/user-orchestration-service';
const COMMENTS = '/api/content-platform/comment-service/v1';
const api = (path: string, params: Record<string, string> = {}) => `/api${fillPath(path, params)}`;

type Schema = Record<string, any>;

/** Strings that satisfy the patterns our contracts use (ids, hashes, times, languages). */
const CANDIDATES = [
  'abc123',
  '2030-01-01',
  'a1b2c3d4e5f6a1b2c3d4e5f6',
  'pl-abc123',
  'en',
  'open',
  'x',
  '12.00',
  '2030-01-01T00:00:00.000Z',
  'https://example.com/a.png',
];

/**
 * A value the schema accepts, built from the OpenAPI document: the refusal test must reach the handler (schema
 * checks run before it) for every admin route, including ones this file does not know.
 */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return sample(branches.find((b) => b.type !== 'null') ?? branches[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, sample(props[name])]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default: {
      if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'email') return 'someone@example.com';
      const min = schema.minLength ?? 1,
        max = schema.maxLength ?? Infinity;
      const fits = (s: string) =>
        s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
      return CANDIDATES.find(fits) ?? 'x'.repeat(min);
    }
  }
}

describe.each(DATABASES)('moderation on %s: the admin area, reports, the queue, hiding, disabling, places', (kind) => {
  let t: TestServer;
  let moderator: SignedInUser;
  let plain: SignedInUser;
  let author: SignedInUser;
  let commenter: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind, { UPLOAD_MAX_BYTES: '4096' });
    [moderator, plain, author, commenter] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  }, 60_000);
  afterAll(async () => t?.close());

  const queue = async (query: Record<string, string> = {}) => {
    const result = await t.call('GET', `${api(ADMIN_PATHS.queue)}?${new URLSearchParams(query)}`, {
      token: moderator.idToken,
    });
    expect(result.status).toBe(200);
    return result.body.data as any[];
  };

  it('every admin call is refused without the role (401 without a token, 403 4030607011 for a plain user); role answers both', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const admin = Object.entries(doc.paths as Record<string, Record<string, Schema>>).filter(
      ([path]) => path.startsWith(`/api${ADMIN_SERVICE}/`) && path !== `/api${ADMIN_PATHS.role}`,
    );
    const calls = admin.flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    // The route table holds at least every moderation call named by the contract (polls/campaigns add theirs).
    for (const name of [
      'queue',
      'queueItem',
      'hideContent',
      'hideComment',
      'userAccess',
      'placeDecision',
      'placeHolidays',
      'upload',
    ] as const) {
      expect(calls.map((c) => c.path)).toContain(`/api${ADMIN_PATHS[name].replace(/:([A-Za-z]+)/g, '{$1}')}`);
    }
    for (const { path, method, op } of calls) {
      const params = (op.parameters ?? []) as { name: string; in: string; required: boolean; schema: Schema }[];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(sample(params.find((p) => p.name === name)?.schema))),
      );
      const query = new URLSearchParams(
        params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]),
      );
      const body = op.requestBody ? sample(op.requestBody.content['application/json'].schema) : undefined;
      const full = query.size > 0 ? `${url}?${query}` : url;
      const anonymous = await t.call(method, full, { body });
      expect([`${method} ${path}`, anonymous.status, errCode(anonymous)]).toEqual([
        `${method} ${path}`,
        401,
        ErrorCode.invalidToken,
      ]);
      const refused = await t.call(method, full, { body, token: plain.idToken });
      expect([`${method} ${path}`, refused.status, errCode(refused)]).toEqual([
        `${method} ${path}`,
        403,
        ErrorCode.moderatorOnly,
      ]);
    }
    expect((await t.call('GET', api(ADMIN_PATHS.role), { token: plain.idToken })).body.data).toEqual({
      moderator: false,
    });
    expect((await t.call('GET', api(ADMIN_PATHS.role), { token: moderator.idToken })).body.data).toEqual({
      moderator: true,
    });
    expect((await t.call('GET', api(ADMIN_PATHS.role))).status).toBe(401);
  });

  it('a reader reports a comment; it lands in the queue once, with its page, excerpt and author; marking it done moves it', async () => {
    const content = await publishedContent(t, author, { title: 'Reported walk' });
    const comment = await t.call('POST', `${COMMENTS}/contents/${content.content_id}/comments`, {
      token: commenter.idToken,
      body: { text: 'Buy cheap pills' },
    });
    const commentId = comment.body.data.comment_id as string;
    const body = { target_type: 'comment', target_id: commentId, reason: 'spam', message: 'advert' };
    const first = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, { token: plain.idToken, body });
    expect(first.status).toBe(200);
    const again = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
      token: plain.idToken,
      body: { ...body, message: 'still' },
    });
    expect(again.body.data.report_id).toBe(first.body.data.report_id);
    expect((await t.call('POST', `/api${REPORT_ABUSE_PATH}`, { body })).status).toBe(401);

    const other = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
      token: plain.idToken,
      body: { target_type: 'content', target_id: content.content_id, reason: 'other', message: ' ' },
    });
    expect([other.status, errCode(other)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const unknown = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
      token: plain.idToken,
      body: { target_type: 'content', target_id: 'no-such-content', reason: 'spam', message: '' },
    });
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.contentNotFound]);

    const reports = (await queue({ kind: 'report' })).filter((item) => item.target_id === commentId);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'report',
      item_id: first.body.data.report_id,
      status: 'open',
      reason: 'spam',
      message: 'advert',
      target_type: 'comment',
      target_url: `/contents/${content.content_id}#comment-${commentId}`,
      target_excerpt: 'Buy cheap pills',
      target_hidden: false,
      reporter: { user_id: plain.userId },
      target_author: { user_id: commenter.userId },
    });

    const done = await t.call('POST', api(ADMIN_PATHS.queueItem, { kind: 'report', itemId: reports[0].item_id }), {
      token: moderator.idToken,
      body: { status: 'done', note: 'spam removed' },
    });
    expect(done.body.data).toMatchObject({ status: 'done', note: 'spam removed' });
    expect((await queue({ kind: 'report' })).some((item) => item.item_id === reports[0].item_id)).toBe(false);
    expect((await queue({ kind: 'report', status: 'done' })).some((item) => item.item_id === reports[0].item_id)).toBe(
      true,
    );
    const missing = await t.call('POST', api(ADMIN_PATHS.queueItem, { kind: 'report', itemId: 'nothing-here' }), {
      token: moderator.idToken,
      body: { status: 'done' },
    });
    expect(missing.status).toBe(404);
  });

  it('review C: a control character (NUL) in a report message, a note or a reason is 422, not a database failure; line breaks pass', async () => {
    const content = await publishedContent(t, author, { title: 'Text with controls' });
    const report = (message: string) =>
      t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
        token: commenter.idToken,
        body: { target_type: 'content', target_id: content.content_id, reason: 'other', message },
      });
    for (const bad of ['nul \u0000 here', 'bell \u0007', 'esc \u001b[2J']) {
      const refused = await report(bad);
      expect([JSON.stringify(bad), refused.status]).toEqual([JSON.stringify(bad), 422]);
    }
    const accepted = await report('first line\r\nsecond\tline');
    expect(accepted.status).toBe(200);
    const item = (await queue({ kind: 'report' })).find((i) => i.item_id === accepted.body.data.report_id);
    expect(item.message).toBe('first line\r\nsecond\tline');

    const as = { token: moderator.idToken };
    const note = await t.call('POST', api(ADMIN_PATHS.queueItem, { kind: 'report', itemId: item.item_id }), {
      ...as,
      body: { status: 'done', note: 'ok\u0000' },
    });
    const hide = await t.call('POST', api(ADMIN_PATHS.hideContent, { contentId: content.content_id }), {
      ...as,
      body: { hidden: true, reason: '\u0000' },
    });
    const decide = await t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId: 'no-such-place' }), {
      ...as,
      body: { decision: 'refuse', reason: 'x\u0000' },
    });
    expect([note.status, hide.status, decide.status]).toEqual([422, 422, 422]);
    expect((await t.call('GET', `${QUERY}/contents/pre-fetch/${content.content_id}`)).status).toBe(200);
  });

  it('review D: a queue offset past MAX_PAGING_OFFSET is 422, not a database failure', async () => {
    for (const offset of ['2147483648', '99999999999999999999']) {
      const result = await t.call('GET', `${api(ADMIN_PATHS.queue)}?offset=${offset}`, { token: moderator.idToken });
      expect([offset, result.status]).toEqual([offset, 422]);
    }
    expect(await queue({ offset: String(MAX_PAGING_OFFSET) })).toEqual([]);
  });

  it('contact-us and an issue report land in the queue; the attachment is readable by the moderator only', async () => {
    const contact = await t.call('POST', `${O}/v2/contact-us`, {
      body: { name: 'Nok', email: 'nok@example.com', subject: 'Wrong hours', message: 'The temple closes at 5' },
    });
    expect(contact.status).toBe(200);
    const upload = await t.call('POST', `${O}/v2/report/uploads`, {
      token: plain.idToken,
      body: { file_name: 'screen.png', content_type: 'image/png' },
    });
    const { upload_url, attachment_id } = upload.body.data;
    const put = await fetch(upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(200);
    const issue = await t.call('POST', `${O}/v2/report/issues`, {
      token: plain.idToken,
      body: { category: 'bug', description: 'Map is blank', attachment_ids: [attachment_id] },
    });
    expect(issue.status).toBe(200);

    const contacts = await queue({ kind: 'contact' });
    expect(contacts.find((item) => item.item_id === contact.body.data.ticket_id)).toMatchObject({
      email: 'nok@example.com',
      reason: 'Wrong hours',
      message: 'The temple closes at 5',
      reporter: null,
    });
    const issues = await queue({ kind: 'issue' });
    const item = issues.find((i) => i.item_id === issue.body.data.report_id);
    const url = fillPath(ADMIN_PATHS.upload, { kind: 'report', uploadId: attachment_id });
    expect(item).toMatchObject({
      reason: 'bug',
      message: 'Map is blank',
      reporter: { user_id: plain.userId },
      attachments: [{ upload_id: attachment_id, url, content_type: 'image/png' }],
    });
    const all = await queue();
    expect(all.map((i) => i.kind)).toEqual(expect.arrayContaining(['contact', 'issue']));
    expect(all.map((i) => i.created_at)).toEqual([...all.map((i) => i.created_at)].sort().reverse());

    const bytes = await fetch(`${t.url}/api${url}`, { headers: { authorization: `Bearer ${moderator.idToken}` } });
    expect([bytes.status, bytes.headers.get('content-type'), bytes.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(PNG)).toBe(true);
    const refused = await t.call('GET', `/api${url}`, { token: plain.idToken });
    expect([refused.status, errCode(refused)]).toEqual([403, ErrorCode.moderatorOnly]);
    expect((await t.call('GET', `/api${url}`)).status).toBe(401);
    // The public uploads path never serves an issue report's attachment.
    expect((await t.call('GET', `/api/uploads/report/${attachment_id}`)).status).toBe(404);
  });

  it('a hidden content is 404 on every public read, kept for its author; unhiding brings it back', async () => {
    const word = `zq${Date.now().toString(36).replace(/\d/g, '')}hidden`;
    const content = await publishedContent(t, author, { title: `Lantern night ${word}` });
    const id = content.content_id as string;
    const reads = {
      byId: () => t.call('GET', `${QUERY}/contents/${id}`),
      preFetch: () => t.call('GET', `${QUERY}/contents/pre-fetch/${id}`),
      counts: () => t.call('GET', `${QUERY}/contents/${id}/count`),
      view: () => t.call('POST', `${ORCH}/contents/view/${id}`, { body: { session_id: 'session-moderation-1' } }),
      comments: () => t.call('GET', `${COMMENTS}/contents/${id}/comments`),
    };
    const searchIds = async () =>
      ((await t.call('GET', `/api${FEED_PATHS.advanceSearch}?keyword=${word}`)).body.data as any[]).map(
        (c) => c.content_id,
      );
    const listIds = async () =>
      ((await t.call('GET', `${QUERY}/contents/users/${author.userId}?limit=100`)).body.data as any[]).map(
        (c) => c.content_id,
      );
    const sitemap = async () => (await fetch(`${t.url}/sitemap.xml`)).text();

    expect((await reads.byId()).status).toBe(200);
    expect(await searchIds()).toContain(id);
    expect(await sitemap()).toContain(id);

    const hide = await t.call('POST', api(ADMIN_PATHS.hideContent, { contentId: id }), {
      token: moderator.idToken,
      body: { hidden: true, reason: 'copyright' },
    });
    expect(hide.body.data).toEqual({ id, hidden: true });
    for (const [name, read] of Object.entries(reads)) {
      const result = await read();
      expect([name, result.status, errCode(result)]).toEqual([name, 404, ErrorCode.contentNotFound]);
    }
    expect(await searchIds()).not.toContain(id);
    expect(await listIds()).not.toContain(id);
    expect(await sitemap()).not.toContain(id);
    const editor = await t.call('GET', `${QUERY}/editors/contents/${id}`, { token: author.idToken });
    expect([editor.status, editor.body.data.hidden]).toEqual([200, true]);
    const mine = await t.call('GET', `${QUERY}/editors/my-contents?limit=100`, { token: author.idToken });
    expect(mine.body.data.find((c: any) => c.content_id === id)?.hidden).toBe(true);

    await t.call('POST', api(ADMIN_PATHS.hideContent, { contentId: id }), {
      token: moderator.idToken,
      body: { hidden: false },
    });
    for (const read of Object.values(reads)) expect((await read()).status).toBe(200);
    expect(await searchIds()).toContain(id);
    expect(await listIds()).toContain(id);
    expect(await sitemap()).toContain(id);
    const unknown = await t.call('POST', api(ADMIN_PATHS.hideContent, { contentId: 'no-such-content' }), {
      token: moderator.idToken,
      body: { hidden: true },
    });
    expect(unknown.status).toBe(404);
  });

  it('a hidden comment shows as removed to readers, its replies stay; unhiding restores it', async () => {
    const content = await publishedContent(t, author, { title: 'Comment thread' });
    const posted = await t.call('POST', `${COMMENTS}/contents/${content.content_id}/comments`, {
      token: commenter.idToken,
      body: { text: 'Rude words @nobody' },
    });
    const commentId = posted.body.data.comment_id as string;
    const reply = await t.call('POST', `${COMMENTS}/comments/${commentId}/replies`, {
      token: plain.idToken,
      body: { text: 'Please be kind' },
    });
    const thread = async () =>
      (await t.call('GET', `${COMMENTS}/contents/${content.content_id}/comments`)).body.data.find(
        (c: any) => c.comment_id === commentId,
      );

    await t.call('POST', api(ADMIN_PATHS.hideComment, { commentId }), {
      token: moderator.idToken,
      body: { hidden: true, reason: 'harassment' },
    });
    expect(await thread()).toMatchObject({
      comment_id: commentId,
      text: '',
      mentions: [],
      removed: true,
      reply_count: 1,
    });
    const replies = await t.call('GET', `${COMMENTS}/comments/${commentId}/replies`);
    expect(replies.body.data.map((r: any) => [r.comment_id, r.text, r.removed])).toEqual([
      [reply.body.data.comment_id, 'Please be kind', false],
    ]);
    const refusedReply = await t.call('POST', `${COMMENTS}/comments/${commentId}/replies`, {
      token: plain.idToken,
      body: { text: 'Another' },
    });
    expect(refusedReply.status).toBe(404);
    const reported = (await queue({ kind: 'report' })).length;
    const reportHidden = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
      token: plain.idToken,
      body: { target_type: 'comment', target_id: commentId, reason: 'spam', message: '' },
    });
    expect(reportHidden.status).toBe(404);
    expect((await queue({ kind: 'report' })).length).toBe(reported);

    await t.call('POST', api(ADMIN_PATHS.hideComment, { commentId }), {
      token: moderator.idToken,
      body: { hidden: false },
    });
    expect(await thread()).toMatchObject({ text: 'Rude words @nobody', removed: false });
  });

  it("seed: the demo moderator holds the role (idempotently) and one open reader's report is in the queue once", async () => {
    const seeded = await seedDemoUsers(t.server.deps);
    expect((await seedDemoUsers(t.server.deps)).map((u) => u.moderator)).toEqual(seeded.map((u) => u.moderator));
    const demo = DEMO_USERS.find((u) => u.moderator)!;
    expect(demo).toMatchObject({
      email: 'moderator@demo.travelogue.test',
      username: 'moderator',
      displayName: 'Travelogue Moderator',
    });
    expect(seeded.filter((u) => u.moderator).map((u) => u.email)).toEqual([demo.email]);
    const token = await signIn(demo.email, demo.password);
    await t.call('POST', '/api/user-auth-command-service/v1/login', {
      body: { token, lat: null, lng: null, device: 'vitest' },
    });
    expect((await t.call('GET', api(ADMIN_PATHS.role), { token })).body.data).toEqual({ moderator: true });
    const alice = seeded.find((u) => u.email.startsWith('alice@'))!;
    const before = (await queue({ kind: 'report' })).filter((item) => item.reporter?.user_id === alice.userId);
    expect(await seedDemoReport(t.server.deps)).toBe(true);
    expect(await seedDemoReport(t.server.deps)).toBe(false);
    const after = (await t.call('GET', `${api(ADMIN_PATHS.queue)}?kind=report`, { token })).body.data.filter(
      (item: any) => item.reporter?.user_id === alice.userId,
    );
    expect([before.length, after.length]).toEqual([0, 1]);
    expect(after[0]).toMatchObject({ status: 'open', target_type: 'comment', target_hidden: false });
  });

  it('a disabled user\'s next call is 401 4010104500 "user disabled"; re-enabled, they sign in again; no self-disabling', async () => {
    const target = await signedInUser(t);
    const me = '/api/user-profile-query-service/v1/me';
    expect((await t.call('GET', me, { token: target.idToken })).status).toBe(200);
    const disabled = await t.call('POST', api(ADMIN_PATHS.userAccess, { userId: target.userId }), {
      token: moderator.idToken,
      body: { disabled: true },
    });
    expect(disabled.body.data).toEqual({ user_id: target.userId, disabled: true });
    const refused = await t.call('GET', me, { token: target.idToken });
    expect([refused.status, errCode(refused), refused.body.status.err_message]).toEqual([
      401,
      ErrorCode.invalidTokenRevoked,
      'user disabled',
    ]);

    await t.call('POST', api(ADMIN_PATHS.userAccess, { userId: target.userId }), {
      token: moderator.idToken,
      body: { disabled: false },
    });
    const fresh = await signIn(target.email, target.password);
    expect((await t.call('GET', me, { token: fresh })).status).toBe(200);

    const self = await t.call('POST', api(ADMIN_PATHS.userAccess, { userId: moderator.userId }), {
      token: moderator.idToken,
      body: { disabled: true },
    });
    expect([self.status, errCode(self)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const unknown = await t.call('POST', api(ADMIN_PATHS.userAccess, { userId: 'no-such-user' }), {
      token: moderator.idToken,
      body: { disabled: true },
    });
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.userNotFound]);
  });

  it('an approved place appears in the public map search; a refused one stays out; a decided one cannot be decided again', async () => {
    const search = async (keyword: string) =>
      (
        (await t.call('GET', `/api/map-search-service/v1/search?keyword=${encodeURIComponent(keyword)}`)).body
          .data as any[]
      ).map((l) => l.location_id);
    const propose = async (name: string) => {
      const photo = await insertImage(t, author.userId);
      const result = await t.call('POST', '/api/content-platform/location-service/v1/locations/pending', {
        token: author.idToken,
        body: { name_en: name, name_th: name, lat: 13.7, lng: 100.5, address: 'Bangkok', photo_image_id: photo },
      });
      expect(result.status).toBe(200);
      return result.body.data.location_id as string;
    };
    const suffix = Date.now().toString(36);
    const good = await propose(`Quiet garden ${suffix}`);
    const bad = await propose(`Fake shop ${suffix}`);
    const places = await queue({ kind: 'place' });
    expect(places.find((p) => p.item_id === good)).toMatchObject({
      status: 'open',
      target_type: 'location',
      target_id: good,
      target_url: `/map/location/${good}`,
      target_author: { user_id: author.userId },
    });
    expect(places.find((p) => p.item_id === good).attachments[0].url).toMatch(/^\/admin-service\/v1\/uploads\/place\//);
    expect(await search(suffix)).toEqual([]);
    // Review H: a pending place is not marked done (it would leave the queue undecided); the decision call does it.
    for (const status of ['done', 'open']) {
      const marked = await t.call('POST', api(ADMIN_PATHS.queueItem, { kind: 'place', itemId: good }), {
        token: moderator.idToken,
        body: { status, note: 'later' },
      });
      expect([marked.status, errCode(marked)]).toEqual([422, ErrorCode.contentValidationFailed]);
    }
    expect((await queue({ kind: 'place' })).find((p) => p.item_id === good)).toMatchObject({
      status: 'open',
      note: null,
    });

    const approved = await t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId: good }), {
      token: moderator.idToken,
      body: { decision: 'approve' },
    });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const refused = await t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId: bad }), {
      token: moderator.idToken,
      body: { decision: 'refuse', reason: 'not a real place' },
    });
    expect(refused.body.data.status).toBe('refused');
    expect(await search(suffix)).toEqual([good]);
    const again = await t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId: good }), {
      token: moderator.idToken,
      body: { decision: 'refuse' },
    });
    expect([again.status, errCode(again)]).toEqual([422, ErrorCode.contentValidationFailed]);
    expect((await queue({ kind: 'place' })).some((p) => p.item_id === good || p.item_id === bad)).toBe(false);
    expect((await queue({ kind: 'place', status: 'done' })).find((p) => p.item_id === bad)).toMatchObject({
      note: 'refuse: not a real place',
    });
  });

  it('a moderator sets and clears a place\'s "closed on public holidays" (pending or approved); the queue and the place answer it, a reader\'s page of a content naming it too', async () => {
    const open24 = { mode: 'open24' };
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, open24]),
    );
    const proposed = await t.call('POST', '/api/content-platform/location-service/v1/locations/pending', {
      token: author.idToken,
      body: {
        name_en: 'Holiday museum',
        name_th: 'พิพิธภัณฑ์',
        lat: 13.7,
        lng: 100.5,
        address: 'Bangkok',
        opening_hours: hours,
      },
    });
    expect(proposed.status).toBe(200);
    const placeId = proposed.body.data.location_id as string;
    const set = (closed: boolean, locationId = placeId, token = moderator.idToken) =>
      t.call('POST', api(ADMIN_PATHS.placeHolidays, { locationId }), {
        token,
        body: { closed_on_public_holidays: closed },
      });
    const queued = async () => (await queue({ kind: 'place' })).find((p) => p.item_id === placeId);
    expect((await queued())?.place_closed_on_public_holidays ?? false).toBe(false);

    // pending: set, and the queue item says so
    const flagged = await set(true);
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.opening_hours).toMatchObject({ closed_on_public_holidays: true, monday: open24 });
    const all = await queue({ kind: 'place' });
    expect(all.find((p) => p.item_id === placeId)?.place_closed_on_public_holidays).toBe(true);

    // approved, named by a published content whose page is read (and kept) first: cleared, the page says so at once
    await t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId: placeId }), {
      token: moderator.idToken,
      body: { decision: 'approve' },
    });
    const content = await publishedContent(t, author, {
      title: 'Museum day',
      sections: [{ section_id: 'where', type: 'location', location_id: placeId, pending_location: null, note: '' }],
    });
    const page = async () =>
      (await t.call('GET', `/public${QUERY}/contents/${content.content_id}`)).body.data.places?.find(
        (p: { location_id: string }) => p.location_id === placeId,
      )?.opening_hours;
    const before = await page();
    const cleared = await set(false);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.opening_hours).not.toHaveProperty('closed_on_public_holidays');
    expect(cleared.body.data.opening_hours.monday).toEqual(open24);
    const read = await t.call('GET', `/api/content-platform/location-service/v1/locations/${placeId}`);
    expect(read.body.data.opening_hours).not.toHaveProperty('closed_on_public_holidays');
    expect(before).toMatchObject({ closed_on_public_holidays: true });
    expect(await page()).not.toHaveProperty('closed_on_public_holidays');

    // a place without hours, a refused one: 422; an unknown one: 404; a plain user: 403
    const bare = await t.call('POST', '/api/content-platform/location-service/v1/locations/pending', {
      token: author.idToken,
      body: { name_en: 'No hours', name_th: 'ไม่มีเวลา', lat: 13.7, lng: 100.5, address: 'Bangkok' },
    });
    const noHours = await set(true, bare.body.data.location_id);
    expect([noHours.status, errCode(noHours)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const unknown = await set(true, 'no-such-place');
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.contentNotFound]);
    const plain = await set(true, placeId, author.idToken);
    expect(plain.status).toBe(403);
    const body = await t.call('POST', api(ADMIN_PATHS.placeHolidays, { locationId: placeId }), {
      token: moderator.idToken,
      body: { closed_on_public_holidays: 'yes' },
    });
    expect([body.status, errCode(body)]).toEqual([422, ErrorCode.contentValidationFailed]);
  });
});
