import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followPaths } from '../../../src/contract/follows.paths';
import { notificationPaths } from '../../../src/contract/notifications.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { eventReader, untilUnread } from '../helpers/event-stream';
import { signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const PROFILES = '/api/user-orchestration-service/v1/profiles';

/**
 * The bell, live: GET notifications/events streams the caller's unread count on connect and each time it changes —
 * a notification made by a job, some marked read in another tab — one count query per change for every bell this
 * instance holds, never one per bell; signed in only.
 */
describe('the unread count as server-sent events', () => {
  let t: TestServer;
  let creator: SignedInUser;
  const readers: SignedInUser[] = [];
  const stream = (user: SignedInUser | null) =>
    fetch(`${t.url}/api/${notificationPaths.events()}`, {
      headers: user ? { authorization: `Bearer ${user.idToken}` } : {},
    });

  beforeAll(async () => {
    t = await startTestServer('pglite');
    creator = await signedInUser(t);
    for (let n = 0; n < 3; n += 1) readers.push(await signedInUser(t));
    for (const user of [creator, ...readers]) {
      const username = `bell${Math.random().toString(36).slice(2, 9)}`;
      const patched = await t.call('PATCH', PROFILES, {
        token: user.idToken,
        body: { username, display_name: username },
      });
      expect(patched.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the count first, then each change: followers arriving, and all marked read in another tab', async () => {
    const response = await stream(creator);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = eventReader(response);
    try {
      expect(await events.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
      const follow = await t.call('PUT', `/api/${followPaths.creator(creator.userId)}`, { token: readers[0].idToken });
      expect(follow.status).toBe(200);
      await untilUnread(events, 1);
      for (const reader of readers.slice(1)) {
        expect(
          (await t.call('PUT', `/api/${followPaths.creator(creator.userId)}`, { token: reader.idToken })).status,
        ).toBe(200);
      }
      await untilUnread(events, 3);
      await t.server.modules.notifications.idle();
      const marked = await t.call('POST', `/api/${notificationPaths.markAllRead()}`, { token: creator.idToken });
      expect(marked.body.data).toEqual({ marked: 3, unread_count: 0 });
      await untilUnread(events, 0);
    } finally {
      await events.cancel();
    }
  });

  it('one count query per change for every bell held here, not one per bell', async () => {
    const hub = t.server.modules.notifications.hub;
    const bells = await Promise.all(readers.map(async (reader) => eventReader(await stream(reader))));
    try {
      for (const bell of bells) await bell.next();
      const before = hub.queries;
      await t.server.deps.changes.publish('notifications', '*');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(hub.queries - before).toBe(1);
    } finally {
      await Promise.all(bells.map((bell) => bell.cancel()));
    }
  });

  it('without a valid token it is the usual JSON 401, before any byte of a stream', async () => {
    for (const response of [
      await stream(null),
      await fetch(`${t.url}/api/${notificationPaths.events()}`, { headers: { authorization: 'Bearer nope' } }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect((await response.json()).status.err_code).toBe(ErrorCode.invalidToken);
    }
  });

  it('OpenAPI documents the stream, signed in, with its 401', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const operation = doc.paths[`/api/${notificationPaths.events()}`].get;
    expect(JSON.stringify(operation)).toContain('text/event-stream');
    expect(JSON.stringify(operation)).toContain(String(ErrorCode.invalidToken));
  });
});
