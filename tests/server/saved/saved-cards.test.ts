import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_STATUS_IDS_MAX } from '../../../src/contract/saved.contract';
import { publishedContent, QUERY } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const SAVED = '/api/content-platform/saved-service/v1';

/**
 * The save control on content cards and the creator's "saved by N": a page of cards asks "which of these do I
 * keep?" in one call (bounded, so a page cannot ask about thousands), and the creator's own list of contents
 * carries how many readers keep each one — read only by the owner, never on a public list of the creator.
 */
describe.each(DATABASES)('saved state of cards and counts for the creator on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let other: SignedInUser;
  let kept: string;
  let keptByTwo: string;
  let notKept: string;
  const put = (user: SignedInUser, id: string) =>
    t.call('PUT', `${SAVED}/saved/content/${id}`, { token: user.idToken });

  beforeAll(async () => {
    t = await startTestServer(kind);
    [author, reader, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    kept = (await publishedContent(t, author, { title: 'Kept by one' })).content_id;
    keptByTwo = (await publishedContent(t, author, { title: 'Kept by two' }, 'trip')).content_id;
    notKept = (await publishedContent(t, author, { title: 'Kept by nobody' })).content_id;
    for (const [user, id] of [
      [reader, kept],
      [reader, keptByTwo],
      [other, keptByTwo],
    ] as const) {
      expect((await put(user, id)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one status call answers a whole page of cards: only the ids I keep, each once', async () => {
    const ids = [kept, keptByTwo, notKept, kept].map((id) => `ids=${id}`).join('&');
    const status = await t.call('GET', `${SAVED}/saved-status?kind=content&${ids}`, { token: reader.idToken });
    expect(status.status).toBe(200);
    expect([...status.body.data.saved].sort()).toEqual([kept, keptByTwo].sort());
    const theirs = await t.call('GET', `${SAVED}/saved-status?kind=content&${ids}`, { token: other.idToken });
    expect(theirs.body.data.saved).toEqual([keptByTwo]);
  });

  it(`a page may ask about at most ${SAVED_STATUS_IDS_MAX} ids: one more is 422 4220607000, none is refused too`, async () => {
    const ask = (n: number) =>
      t.call(
        'GET',
        `${SAVED}/saved-status?kind=content&${Array.from({ length: n }, (_, i) => `ids=c${i}`).join('&')}`,
        { token: reader.idToken },
      );
    expect((await ask(SAVED_STATUS_IDS_MAX)).status).toBe(200);
    const tooMany = await ask(SAVED_STATUS_IDS_MAX + 1);
    expect(tooMany.status).toBe(422);
    expect(errCode(tooMany)).toBe(4220607000);
    const none = await t.call('GET', `${SAVED}/saved-status?kind=content`, { token: reader.idToken });
    expect(none.status).toBe(422);
  });

  it("my contents carries saved_count, how many readers keep each of mine, and follows a reader's unsave", async () => {
    const counts = async () => {
      const mine = await t.call('GET', `${QUERY}/editors/my-contents?limit=10`, { token: author.idToken });
      expect(mine.status).toBe(200);
      return Object.fromEntries(
        (mine.body.data as { content_id: string; saved_count: number }[]).map((row) => [
          row.content_id,
          row.saved_count,
        ]),
      );
    };
    expect(await counts()).toEqual({ [kept]: 1, [keptByTwo]: 2, [notKept]: 0 });
    await t.call('DELETE', `${SAVED}/saved/content/${keptByTwo}`, { token: other.idToken });
    expect((await counts())[keptByTwo]).toBe(1);
    await put(other, keptByTwo);
    // Read by key too: the count is part of every page, not only the first.
    const first = await t.call('GET', `${QUERY}/editors/my-contents?limit=1`, { token: author.idToken });
    const cursor = encodeURIComponent(first.body.paging.next_cursor as string);
    const next = await t.call('GET', `${QUERY}/editors/my-contents?limit=5&cursor=${cursor}`, {
      token: author.idToken,
    });
    expect(next.body.data.every((row: { saved_count?: number }) => typeof row.saved_count === 'number')).toBe(true);
  });

  it("only the owner sees the counts: the creator's public list of contents carries no saved_count", async () => {
    const publicList = await t.call('GET', `${QUERY}/contents/users/${author.userId}?limit=10`);
    expect(publicList.status).toBe(200);
    expect(publicList.body.data).toHaveLength(3);
    for (const row of publicList.body.data) expect(row).not.toHaveProperty('saved_count');
  });
});
