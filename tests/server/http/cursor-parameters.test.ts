import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_CURSOR_MAX_LENGTH, PAGING_CURSOR_PATTERN } from '../../../src/contract/envelope.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { publishedContent, QUERY } from '../helpers/content-fixtures';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

/**
 * Every list paged by key documents its `cursor` parameter's real format (base64url without padding, at most
 * PAGING_CURSOR_MAX_LENGTH characters), so a client or a gateway can tell a cursor that cannot be one, and the
 * server answers exactly what the document says: anything outside the format, and any well-formed cursor that is
 * not this list's, is the documented 422 4220607000 (spec §8 content-platform validation failure), never a 500 or
 * a silently empty page. The checks run before any database read, so one database (PGlite) is enough here; the
 * keyset pages themselves are tested on both in tests/server/kernel/keyset-paging.test.ts.
 */
const COMMENTS = '/api/content-platform/comment-service/v1';
const FEED = '/api/content-platform/feed-service/v1';
const SAVED = '/api/content-platform/saved-service/v1';
const FOLLOW = '/api/content-platform/follow-service/v1';
const NOTIFY = '/api/content-platform/notification-service/v1';

/** The lists paged by key, as the document names them; the test fails when a new one is not added here. */
const CURSOR_ROUTES = [
  { path: `${QUERY}/editors/my-contents`, signedIn: true },
  { path: `${QUERY}/contents/users/{userId}`, signedIn: false },
  { path: `${QUERY}/contents/users/by-username/{username}`, signedIn: false },
  { path: `${COMMENTS}/contents/{contentId}/comments`, signedIn: false },
  { path: `${COMMENTS}/comments/{commentId}/replies`, signedIn: false },
  { path: `${FEED}/categories/{categoryId}/contents`, signedIn: false },
  { path: `${FEED}/locations/{locationId}/contents`, signedIn: false },
  { path: `${SAVED}/saved`, signedIn: true, query: 'kind=content&' },
  { path: `${SAVED}/public-lists/{listId}`, signedIn: false },
  { path: `${QUERY}/following/contents`, signedIn: true },
  { path: `${FOLLOW}/following`, signedIn: true },
  { path: `${NOTIFY}/notifications`, signedIn: true },
] as const;

/** Cursors no list could have handed out: each breaks the documented format in one way. */
const MALFORMED = [
  { why: 'empty', cursor: '' },
  { why: 'not base64url (space and !)', cursor: 'not a cursor!' },
  { why: 'standard base64, not base64url', cursor: 'ab+/' },
  { why: 'padded (base64url cursors carry no padding)', cursor: 'YWI=' },
  { why: 'a length of 4n+1 is no base64 at all', cursor: 'abcde' },
  { why: 'a NUL', cursor: 'ab\u0000c' },
  { why: 'longer than the documented maximum', cursor: 'A'.repeat(PAGING_CURSOR_MAX_LENGTH + 4) },
] as const;

describe('keyset cursor parameters: documented format, documented 422 (spec §8 4220607000)', () => {
  let t: TestServer;
  let user: SignedInUser;
  let document: any;
  /** A real cursor of the signer's my-contents list. */
  let realCursor: string;
  let values: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    user = await signedInUser(t);
    const { content_id: contentId } = await publishedContent(t, user);
    await publishedContent(t, user);
    document = (await t.call('GET', '/api/docs/openapi.json')).body;
    const firstPage = await t.call('GET', `${QUERY}/editors/my-contents?limit=1`, { token: user.idToken });
    realCursor = firstPage.body.paging.next_cursor;
    const profile = await t.call('GET', '/api/user-profile-query-service/v1/me', { token: user.idToken });
    values = {
      userId: user.userId,
      username: profile.body.data.username,
      contentId,
      commentId: 'cm-1',
      categoryId: 'beaches',
      locationId: 'loc-1',
      listId: 'list-1',
    };
  });
  afterAll(async () => t?.close());

  const urlOf = (path: string, cursor: string, query = '') =>
    `${path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name])}?${query}cursor=${encodeURIComponent(cursor)}`;

  it('the document lists exactly these lists with a cursor, each with its pattern, maximum length and the 422', () => {
    const withCursor = Object.entries(document.paths as Record<string, Record<string, any>>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.values(methods)
          .filter((op) => (op.parameters ?? []).some((p: { name: string }) => p.name === 'cursor'))
          .map((op) => ({ path, op })),
      );
    expect(withCursor.map(({ path }) => path).sort()).toEqual(CURSOR_ROUTES.map((r) => r.path).sort());
    for (const { path, op } of withCursor) {
      const cursor = op.parameters.find((p: { name: string }) => p.name === 'cursor');
      expect([path, cursor.in, cursor.required, cursor.schema.pattern, cursor.schema.maxLength]).toEqual([
        path,
        'query',
        false,
        PAGING_CURSOR_PATTERN,
        PAGING_CURSOR_MAX_LENGTH,
      ]);
      expect(op.responses['422']?.content['application/json'].schema['x-err-codes'], path).toContain(
        ErrorCode.contentValidationFailed,
      );
      // The cursor a page hands out is documented in the same format the parameter takes.
      const nextCursor =
        op.responses['200'].content['application/json'].schema.properties.paging.properties.next_cursor;
      expect(JSON.stringify(nextCursor), path).toContain(JSON.stringify(PAGING_CURSOR_PATTERN));
    }
  });

  it('a cursor the server hands out is in the documented format and reads the next page', async () => {
    expect(realCursor).toMatch(new RegExp(PAGING_CURSOR_PATTERN));
    expect(realCursor.length).toBeLessThanOrEqual(PAGING_CURSOR_MAX_LENGTH);
    const next = await t.call('GET', `${urlOf(CURSOR_ROUTES[0].path, realCursor)}&limit=1`, { token: user.idToken });
    expect([next.status, next.body.data.length, next.body.paging.next_cursor]).toEqual([200, 1, null]);
  });

  describe.each<(typeof CURSOR_ROUTES)[number] & { query?: string }>(CURSOR_ROUTES)('$path', (route) => {
    const { path, signedIn } = route;
    const call = (cursor: string) =>
      t.call('GET', urlOf(path, cursor, route.query), signedIn ? { token: user.idToken } : {});

    it.each(MALFORMED)(
      'a cursor that cannot be one ($why) is refused by the documented schema: 422',
      async ({ cursor }) => {
        const answer = await call(cursor);
        expect([answer.status, errCode(answer)]).toEqual([422, ErrorCode.contentValidationFailed]);
        expect(answer.body.status.err_message).toContain('querystring.cursor');
        expect(answer.body.data).toMatchObject({ message: answer.body.status.err_message });
      },
    );

    it('a well-formed cursor that is not one of this list is 422 too: base64url of anything else, or another list', async () => {
      const notACursor = await call(Buffer.from('{"page":2}').toString('base64url'));
      expect([notACursor.status, errCode(notACursor)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(notACursor.body.status.err_message).toMatch(/cursor is not valid/);
      if (path === CURSOR_ROUTES[0].path) return;
      const anotherList = await call(realCursor);
      expect([anotherList.status, errCode(anotherList), anotherList.body.status.err_message]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        'cursor is not valid: it belongs to another list',
      ]);
    });
  });
});
