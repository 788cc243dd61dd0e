import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../../server/db/pg-change-feed';
import { followPaths } from '../../../src/contract/follows.paths';
import { notificationPaths } from '../../../src/contract/notifications.paths';
import { ADMIN_PATHS, WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ORCH, QUERY, publishedContent } from '../helpers/content-fixtures';
import { postgresUnavailableReason } from '../helpers/postgres';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';
import { countQueries as queriesOf } from '../helpers/query-count';
import { eventReader, untilUnread } from '../helpers/event-stream';

const COMMENTS = '/api/content-platform/comment-service/v1/contents';
const PROFILES = '/private/api/user-orchestration-service/v1/profiles';
const api = (template: string, params: Record<string, string> = {}) => `/api${fillPath(template, params)}`;

const until = async (what: string, check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * Two server instances on one PostgreSQL behave as one. Each keeps readers' contents in memory and
 * forgets them when any instance writes (LISTEN/NOTIFY, server/db/pg-change-feed.ts); a vote
 * through one reaches the live-tally viewers of the other.
 */
describe.skipIf(postgresUnavailableReason() !== null)('two instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  let a: TestServer;
  let b: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startTestServer('pglite', { DATABASE_URL: a.server.deps.config.databaseUrl! });
    [author, reader, moderator] = [await signedInUser(a), await signedInUser(a), await signedInUser(a)];
    await a.server.modules.moderation.roles.grantModerator(a.server.deps.db, moderator.userId);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** SQL statements `fn` sends through `t`'s database port. */
  const countQueries = <T>(t: TestServer, fn: () => Promise<T>) => queriesOf(t.server.deps.db, fn);
  const read = async (t: TestServer, id: string) => (await t.call('GET', `${QUERY}/contents/${id}`)).body.data;
  /** The other instance hears a write's NOTIFY a moment after its commit (at once on a quiet machine; later on a busy one). */
  const FRESH = { timeout: 5_000, interval: 20 };

  it('a write through one instance is read through the other as soon as its NOTIFY is heard, whose hits cost no query', async () => {
    const c = await publishedContent(a, author, { title: 'Shared one' });
    await expect.poll(() => read(b, c.content_id), FRESH).toMatchObject({ version: 1, title: 'Shared one' });
    await expect.poll(() => read(a, c.content_id), FRESH).toMatchObject({ version: 1, title: 'Shared one' });
    // The fixture's writes each NOTIFY; on a busy machine the last may land after the read above
    // and rightly forgets the entry once more. When they have all been heard, a hit costs no query.
    const queriesOfAHit = async () =>
      (await countQueries(b, () => b.server.modules.content.useCases.publicContent(c.content_id))).queries;
    await expect.poll(queriesOfAHit, FRESH).toEqual([]);

    const draft = await a.call('POST', `${ORCH}/contents/create_draft/${c.content_id}`, {
      token: author.idToken,
      body: { revision: c.revision },
    });
    const edited = await a.call('PATCH', `${ORCH}/contents/${c.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'Shared two' },
    });
    expect(
      (
        await a.call('POST', `${ORCH}/contents/published/${c.content_id}`, {
          token: author.idToken,
          body: { revision: edited.body.data.revision },
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => read(b, c.content_id), FRESH).toMatchObject({ version: 2, title: 'Shared two' });

    expect(
      (
        await b.call('POST', `${COMMENTS}/${c.content_id}/comments`, {
          token: reader.idToken,
          body: { text: 'From the other side.' },
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => read(a, c.content_id), FRESH).toMatchObject({ comment_count: 1 });

    await b.call('POST', `${ORCH}/contents/view/${c.content_id}`, { body: { session_id: `scale-${Date.now()}` } });
    await expect.poll(() => read(a, c.content_id), FRESH).toMatchObject({ view_count: 1, title: 'Shared two' });

    const name = `Scaled ${Date.now().toString(36)}`;
    expect((await a.call('PATCH', PROFILES, { token: author.idToken, body: { display_name: name } })).status).toBe(200);
    await expect.poll(async () => (await read(b, c.content_id)).author.display_name, FRESH).toBe(name);

    const hide = (hidden: boolean) =>
      b.call('POST', api(ADMIN_PATHS.hideContent, { contentId: c.content_id }), {
        token: moderator.idToken,
        body: { hidden },
      });
    expect((await hide(true)).status).toBe(200);
    await expect
      .poll(async () => errCode(await a.call('GET', `${QUERY}/contents/${c.content_id}`)), FRESH)
      .toBe(ErrorCode.contentNotFound);
    expect((await hide(false)).status).toBe(200);
    await expect.poll(() => read(a, c.content_id), FRESH).toMatchObject({ title: 'Shared two' });

    expect((await b.call('DELETE', `${ORCH}/contents/${c.content_id}`, { token: author.idToken })).status).toBe(200);
    await expect
      .poll(async () => errCode(await a.call('GET', `${QUERY}/contents/${c.content_id}`)), FRESH)
      .toBe(ErrorCode.contentNotFound);
  });

  it('a poll vote through one instance reaches a live viewer of the other', async () => {
    const created = await a.call('POST', api(ADMIN_PATHS.polls), {
      token: moderator.idToken,
      body: {
        question: { th: '', en: 'Which island?' },
        options: [{ text: { th: '', en: 'Koh Lanta' } }, { text: { th: '', en: 'Koh Tao' } }],
        closes_at: null,
      },
    });
    expect(created.status).toBe(200);
    const poll = created.body.data;
    const events = eventReader(await fetch(`${b.url}${api(WALLET_PATHS.pollEvents, { pollId: poll.poll_id })}`));
    try {
      expect((await events.next()).data).toMatchObject({ total_votes: 0 });
      const vote = await a.call('POST', api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id }), {
        token: reader.idToken,
        body: { option_id: poll.options[1].option_id },
      });
      expect(vote.status).toBe(200);
      const next = await events.next();
      expect(next.event).toBe('tally');
      expect(next.data).toMatchObject({ poll_id: poll.poll_id, total_votes: 1 });
      expect(next.data.options[1]).toMatchObject({ votes: 1 });
    } finally {
      await events.cancel();
    }
  });

  it('a follow through one instance lights the bell of a stream on the other; marking read there darkens it', async () => {
    const settle = () => Promise.all([a.server.modules.notifications.idle(), b.server.modules.notifications.idle()]);
    await settle();
    const events = eventReader(
      await fetch(`${b.url}/api/${notificationPaths.events()}`, {
        headers: { authorization: `Bearer ${author.idToken}` },
      }),
    );
    try {
      const first = await events.next();
      expect(first.event).toBe('unread');
      const before = first.data.unread_count as number;
      const follow = await a.call('PUT', `/api/${followPaths.creator(author.userId)}`, { token: moderator.idToken });
      expect(follow.status).toBe(200);
      // The job runs on either instance; its NOTIFY reaches b's hub, which counts once for every bell it holds.
      await untilUnread(events, before + 1);
      await settle();
      // "All" is all made up to the call's time: the instance's test clock stood still while comments were stamped
      // by the database's.
      a.clock.ms = Date.now();
      const marked = await a.call('POST', `/api/${notificationPaths.markAllRead()}`, { token: author.idToken });
      expect(marked.body.data.unread_count).toBe(0);
      await untilUnread(events, 0);
    } finally {
      await events.cancel();
    }
  });

  it('a lost listening connection reconnects, and what was written meanwhile is read fresh', async () => {
    const c = await publishedContent(a, author, { title: 'Before the cut' });
    expect(await read(b, c.content_id)).toMatchObject({ title: 'Before the cut' });
    const feedB = b.server.deps.changes;
    expect(feedB.live()).toBe(true);
    await a.server.deps.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      LISTENER_NAME,
    ]);
    await until('instance B to notice the lost connection', () => !feedB.live());
    // Written while B hears nothing: its notification is lost for B.
    const draft = await a.call('POST', `${ORCH}/contents/create_draft/${c.content_id}`, {
      token: author.idToken,
      body: { revision: c.revision },
    });
    const edited = await a.call('PATCH', `${ORCH}/contents/${c.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'After the cut' },
    });
    expect(
      (
        await a.call('POST', `${ORCH}/contents/published/${c.content_id}`, {
          token: author.idToken,
          body: { revision: edited.body.data.revision },
        })
      ).status,
    ).toBe(200);
    expect(await read(b, c.content_id)).toMatchObject({ title: 'After the cut' });
    await until('instance B to listen again', () => feedB.live());
    await until('instance A to listen again', () => a.server.deps.changes.live());
    expect(await read(b, c.content_id)).toMatchObject({ version: 2, title: 'After the cut' });
    // Listening again: B keeps the content in memory, and hears A's next change.
    expect(
      (await countQueries(b, () => b.server.modules.content.useCases.publicContent(c.content_id))).queries,
    ).toEqual([]);
    expect(
      (
        await b.call('POST', `${COMMENTS}/${c.content_id}/comments`, {
          token: reader.idToken,
          body: { text: 'Back again.' },
        })
      ).status,
    ).toBe(200);
    expect(await read(a, c.content_id)).toMatchObject({ comment_count: 1 });
  });
});
