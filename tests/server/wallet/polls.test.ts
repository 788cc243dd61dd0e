import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollRepository } from '../../../server/wallet/polls.repository';
import { ADMIN_PATHS, WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { bulkVoters } from '../helpers/bulk-voters';
import { ORCH, documentBody, insertImage, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';
import { countQueries as queriesOf } from '../helpers/query-count';

const api = (template: string, params: Record<string, string> = {}) => `/api${fillPath(template, params)}`;
const text = (en: string, th = '') => ({ th, en });
const pollBody = (over: Record<string, unknown> = {}) => ({
  question: text('Which beach is best?', 'ชายหาดไหนดีที่สุด'),
  options: [{ text: text('Railay') }, { text: text('Kata') }, { text: text('Lamai') }],
  closes_at: null,
  ...over,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a text/event-stream: `next()` resolves with the next event (name, id, parsed data). */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; id: string | null; data: any }[] = [];
  return {
    raw: () => buffer,
    async next(timeoutMs = 2000): Promise<{ event: string; id: string | null; data: any }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (!fields.data) continue; // retry:, comments
          const event = { event: fields.event ?? 'message', id: fields.id ?? null, data: JSON.parse(fields.data) };
          events.push(event);
          return event;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; buffer: ${buffer}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

describe.each(DATABASES)('polls over HTTP (%s)', (kind) => {
  let t: TestServer;
  let moderator: SignedInUser;
  let creator: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [moderator, creator, reader] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  }, 120_000);
  afterAll(async () => t?.close());

  /** The SQL statements `fn` sends outside transactions (the reads this suite counts). */
  const countQueries = <T>(fn: () => Promise<T>) => queriesOf(t.server.deps.db, fn);
  const eventsUrl = (pollId: string) => `${t.url}${api(WALLET_PATHS.pollEvents, { pollId })}`;

  const standalone = async (over: Record<string, unknown> = {}) => {
    const created = await t.call('POST', api(ADMIN_PATHS.polls), { token: moderator.idToken, body: pollBody(over) });
    expect(created.status).toBe(200);
    return created.body.data;
  };

  describe('admin poll calls: moderator only', () => {
    it.each([
      ['GET', ADMIN_PATHS.polls, undefined],
      ['POST', ADMIN_PATHS.polls, pollBody()],
      ['PATCH', fillPath(ADMIN_PATHS.poll, { pollId: 'whatever1' }), pollBody()],
    ])('%s %s is refused without a token (401) and without the role (403 4030607011)', async (method, path, body) => {
      const anonymous = await t.call(method, `/api${path}`, { body });
      expect(anonymous.status).toBe(401);
      expect(errCode(anonymous)).toBe(4010104001);
      const plain = await t.call(method, `/api${path}`, { token: reader.idToken, body });
      expect(plain.status).toBe(403);
      expect(errCode(plain)).toBe(4030607011);
    });

    it('a moderator creates a standalone poll (owner null), lists it newest first and edits any poll', async () => {
      const first = await standalone();
      t.clock.ms += 1000;
      const second = await standalone({ question: text('Second question') });
      expect(first).toMatchObject({ standalone: true, owner: null, total_votes: 0, state: 'open', my_vote: null });
      expect(first.options.map((o: any) => o.text.en)).toEqual(['Railay', 'Kata', 'Lamai']);
      const list = await t.call('GET', `${api(ADMIN_PATHS.polls)}?limit=50`, { token: moderator.idToken });
      expect(list.status).toBe(200);
      const ids = list.body.data.map((p: any) => p.poll_id);
      expect(ids.indexOf(second.poll_id)).toBeLessThan(ids.indexOf(first.poll_id));
      expect(list.body.total_count).toBeGreaterThanOrEqual(2);

      const own = await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() });
      const closeNow = new Date(t.clock.now() - 1000).toISOString();
      const edited = await t.call('PATCH', api(ADMIN_PATHS.poll, { pollId: own.body.data.poll_id }), {
        token: moderator.idToken,
        body: {
          ...pollBody({ closes_at: closeNow }),
          options: own.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text })),
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.state).toBe('closed');
    });

    it("a bad draft is 422 4220607000 with the domain's message", async () => {
      const one = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ options: [{ text: text('A') }, { text: text(' a ') }] }),
      });
      expect(one.status).toBe(422);
      expect(errCode(one)).toBe(4220607000);
      expect(one.body.status.err_message).toMatch(/options\[1\]\.text/);
      const past = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ closes_at: new Date(t.clock.now() - 1).toISOString() }),
      });
      expect(errCode(past)).toBe(4220607000);
      const notMine = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({
          options: [{ text: text('A'), image_id: await insertImage(t, creator.userId) }, { text: text('B') }],
        }),
      });
      expect(errCode(notMine)).toBe(4220607000);
    });

    it('review C: control characters in a poll text are 422 4220607000 naming the field (NUL was a database 500)', async () => {
      const nul = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ question: text('Which\u0000 beach?') }),
      });
      expect(nul.status).toBe(422);
      expect(errCode(nul)).toBe(4220607000);
      expect(nul.body.status.err_message).toMatch(/question\.en/);
      const own = await t.call('POST', api(WALLET_PATHS.polls), {
        token: creator.idToken,
        body: pollBody({ options: [{ text: text('Railay', 'ไร่\u0000เลย์') }, { text: text('Kata') }] }),
      });
      expect(errCode(own)).toBe(4220607000);
      expect(own.body.status.err_message).toMatch(/options\.0\.text\.th/);
      // Poll texts are one line.
      const newline = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ options: [{ text: text('Rai\nlay') }, { text: text('Kata') }] }),
      });
      expect(errCode(newline)).toBe(4220607000);
      const poll = await standalone();
      const edit = await t.call('PATCH', api(ADMIN_PATHS.poll, { pollId: poll.poll_id }), {
        token: moderator.idToken,
        body: {
          ...pollBody({ question: text('Edited\u0007') }),
          options: poll.options.map((o: any) => ({ option_id: o.option_id, text: o.text })),
        },
      });
      expect(errCode(edit)).toBe(4220607000);
    });

    it('review F: the admin list reads a page of polls in a fixed number of queries (no query per poll, no my_vote)', async () => {
      // Newest first by creation time: each poll of this page is created a second after the one before (and after
      // every poll of the earlier tests, made at the same manual-clock instant), so the newest nine are these.
      for (let i = 0; i < 8; i += 1) {
        t.clock.ms += 1000;
        await standalone({ question: text(`Listed ${i}`) });
      }
      t.clock.ms += 1000;
      const voted = await standalone({ question: text('Voted by the moderator') });
      await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: voted.poll_id }), {
        token: moderator.idToken,
        body: { option_id: voted.options[1].option_id },
      });
      const page = (limit: number) =>
        countQueries(() => t.call('GET', `${api(ADMIN_PATHS.polls)}?limit=${limit}`, { token: moderator.idToken }));
      const two = await page(2);
      const nine = await page(9);
      expect(nine.result.status).toBe(200);
      expect(nine.result.body.data).toHaveLength(9);
      expect(nine.queries.length).toBe(two.queries.length);
      const listed = nine.result.body.data.find((p: any) => p.poll_id === voted.poll_id);
      expect(listed).toMatchObject({ my_vote: null, total_votes: 1 });
      expect(listed.options.map((o: any) => o.votes)).toEqual([0, 1, 0]);
      expect(listed.options.map((o: any) => o.text.en)).toEqual(['Railay', 'Kata', 'Lamai']);
    });
  });

  describe('reading and voting', () => {
    it('anyone reads a poll (public); unknown is 404 4040607004', async () => {
      const poll = await standalone();
      const anonymous = await t.call('GET', `/public${api(WALLET_PATHS.poll, { pollId: poll.poll_id })}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data).toMatchObject({ poll_id: poll.poll_id, my_vote: null, total_votes: 0 });
      const unknown = await t.call('GET', api(WALLET_PATHS.poll, { pollId: 'nope12345' }));
      expect(unknown.status).toBe(404);
      expect(errCode(unknown)).toBe(4040607004);
    });

    it('a vote counts once; a second vote is refused with 4090607021 and the first stays', async () => {
      const poll = await standalone();
      const [a, b] = poll.options.map((o: any) => o.option_id);
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      const first = await t.call('POST', path, { token: reader.idToken, body: { option_id: a } });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ my_vote: a, total_votes: 1 });
      expect(first.body.data.options[0]).toMatchObject({ votes: 1, percent: 100 });
      const second = await t.call('POST', path, { token: reader.idToken, body: { option_id: b } });
      expect(second.status).toBe(409);
      expect(errCode(second)).toBe(4090607021);
      expect(second.body.data).toMatchObject({ my_vote: a });
      const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }), { token: reader.idToken });
      expect(read.body.data).toMatchObject({ my_vote: a, total_votes: 1 });
      expect(read.body.data.options.map((o: any) => o.votes)).toEqual([1, 0, 0]);
      const someoneElse = await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }), {
        token: creator.idToken,
      });
      expect(someoneElse.body.data.my_vote).toBeNull();
    });

    it('voting needs a token (401), an option of the poll (422) and a known poll (404)', async () => {
      const poll = await standalone();
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      expect((await t.call('POST', path, { body: { option_id: poll.options[0].option_id } })).status).toBe(401);
      const wrong = await t.call('POST', path, { token: reader.idToken, body: { option_id: 'notanoption' } });
      expect(wrong.status).toBe(422);
      expect(errCode(wrong)).toBe(4220607000);
      const unknown = await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: 'nope12345' }), {
        token: reader.idToken,
        body: { option_id: 'x1' },
      });
      expect(errCode(unknown)).toBe(4040607004);
      expect((await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }))).body.data.total_votes).toBe(0);
    });

    it('a closed poll refuses votes with 409 4090607022 and shows its final result', async () => {
      const poll = await standalone({ closes_at: new Date(t.clock.now() + 3_600_000).toISOString() });
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      expect(
        (await t.call('POST', path, { token: creator.idToken, body: { option_id: poll.options[1].option_id } })).status,
      ).toBe(200);
      t.clock.ms += 3_600_000;
      try {
        const late = await t.call('POST', path, {
          token: reader.idToken,
          body: { option_id: poll.options[0].option_id },
        });
        expect(late.status).toBe(409);
        expect(errCode(late)).toBe(4090607022);
        const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }));
        expect(read.body.data).toMatchObject({ state: 'closed', total_votes: 1 });
        expect(read.body.data.options.map((o: any) => o.percent)).toEqual([0, 100, 0]);
      } finally {
        t.clock.ms -= 3_600_000;
      }
    });

    /** Runs `meanwhile` right before the vote's insert: what a concurrent edit committing at that moment does. */
    const beforeInsert = async <T>(
      meanwhile: (pollId: string, optionId: string) => Promise<unknown>,
      fn: () => Promise<T>,
    ): Promise<T> => {
      const original = pollRepository.insertVote;
      pollRepository.insertVote = async (q, pollId, userId, optionId, now) => {
        await meanwhile(pollId, optionId);
        return original.call(pollRepository, q, pollId, userId, optionId, now);
      };
      try {
        return await fn();
      } finally {
        pollRepository.insertVote = original;
      }
    };

    it('review E: a vote whose option an edit removed concurrently is 422 4220607000, not a 500', async () => {
      const poll = await standalone();
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      const vote = await beforeInsert(
        (pollId, optionId) =>
          t.server.deps.db.query('DELETE FROM poll_options WHERE poll_id = $1 AND option_id = $2', [pollId, optionId]),
        () => t.call('POST', path, { token: reader.idToken, body: { option_id: poll.options[2].option_id } }),
      );
      expect(vote.status).toBe(422);
      expect(errCode(vote)).toBe(4220607000);
      expect(
        (await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }), { token: reader.idToken })).body.data,
      ).toMatchObject({ total_votes: 0, my_vote: null });
    });

    it('review E: a vote racing "close now" is refused (409 4090607022), not counted after the close', async () => {
      const poll = await standalone();
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      const vote = await beforeInsert(
        (pollId) =>
          t.server.deps.db.query('UPDATE polls SET closes_at = $2 WHERE poll_id = $1', [
            pollId,
            new Date(t.clock.now() - 1000),
          ]),
        () => t.call('POST', path, { token: reader.idToken, body: { option_id: poll.options[0].option_id } }),
      );
      expect(vote.status).toBe(409);
      expect(errCode(vote)).toBe(4090607022);
      expect((await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }))).body.data).toMatchObject({
        total_votes: 0,
        state: 'closed',
      });
    });

    it('review E: a counted vote does not count every vote of the poll twice (no tally query before the insert)', async () => {
      const poll = await standalone();
      const { result, queries } = await countQueries(() =>
        t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id }), {
          token: reader.idToken,
          body: { option_id: poll.options[0].option_id },
        }),
      );
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ my_vote: poll.options[0].option_id, total_votes: 1 });
      // The insert, the poll and its options; the vote's own answer is known without asking.
      expect(queries.filter((sql) => /poll/.test(sql))).toHaveLength(3);
    });
  });

  describe("a creator's poll", () => {
    it('a signed-in creator makes a poll they own (standalone false); it needs a token', async () => {
      expect((await t.call('POST', api(WALLET_PATHS.polls), { body: pollBody() })).status).toBe(401);
      const own = await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() });
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ standalone: false, owner: { user_id: creator.userId } });
    });

    it('only the owner edits (403 4030607003); options are fixed once anyone voted (409 4090607025), texts are not', async () => {
      const own = (await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() })).body
        .data;
      const path = api(WALLET_PATHS.poll, { pollId: own.poll_id });
      const kept = own.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
      const other = await t.call('PATCH', path, { token: reader.idToken, body: { ...pollBody(), options: kept } });
      expect(other.status).toBe(403);
      expect(errCode(other)).toBe(4030607003);
      const standalonePoll = await standalone();
      const notOwner = await t.call('PATCH', api(WALLET_PATHS.poll, { pollId: standalonePoll.poll_id }), {
        token: creator.idToken,
        body: pollBody(),
      });
      expect(errCode(notOwner)).toBe(4030607003);

      // No votes yet: options may be added.
      const added = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody(), options: [...kept, { text: text('Nai Harn') }] },
      });
      expect(added.status).toBe(200);
      expect(added.body.data.options).toHaveLength(4);
      const four = added.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));

      await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: own.poll_id }), {
        token: reader.idToken,
        body: { option_id: four[0].option_id },
      });
      const removed = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody(), options: four.slice(0, 3) },
      });
      expect(removed.status).toBe(409);
      expect(errCode(removed)).toBe(4090607025);
      const addedAgain = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody(), options: [...four, { text: text('Another') }] },
      });
      expect(errCode(addedAgain)).toBe(4090607025);
      // Review gap 2: after a vote only a moderator changes what was voted for.
      const renamedOptions = four.map((o: any, i: number) => ({ ...o, text: text(`Beach ${i}`) }));
      const byOwner = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody(), options: renamedOptions },
      });
      expect(byOwner.status).toBe(409);
      expect(errCode(byOwner)).toBe(4090607025);
      const question = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody({ question: text('Which beach is worst?') }), options: four },
      });
      expect(errCode(question)).toBe(4090607025);
      const sameTexts = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody({ closes_at: new Date(t.clock.now() + 60_000).toISOString() }), options: four },
      });
      expect(sameTexts.status).toBe(200);
      const renamed = await t.call('PATCH', api(ADMIN_PATHS.poll, { pollId: own.poll_id }), {
        token: moderator.idToken,
        body: { ...pollBody({ question: text('Which beach, really?') }), options: renamedOptions },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.question.en).toBe('Which beach, really?');
      expect(renamed.body.data.options.map((o: any) => [o.text.en, o.votes])).toEqual([
        ['Beach 0', 1],
        ['Beach 1', 0],
        ['Beach 2', 0],
        ['Beach 3', 0],
      ]);
    });

    it('review gap 2: the owner closes their poll but only a moderator reopens it (409 4090607022)', async () => {
      const own = (await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() })).body
        .data;
      const path = api(WALLET_PATHS.poll, { pollId: own.poll_id });
      const options = own.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
      const closed = await t.call('PATCH', path, {
        token: creator.idToken,
        body: { ...pollBody({ closes_at: new Date(t.clock.now() - 1000).toISOString() }), options },
      });
      expect(closed.body.data.state).toBe('closed');
      for (const closesAt of [null, new Date(t.clock.now() + 3_600_000).toISOString()]) {
        const reopen = await t.call('PATCH', path, {
          token: creator.idToken,
          body: { ...pollBody({ closes_at: closesAt }), options },
        });
        expect(reopen.status).toBe(409);
        expect(errCode(reopen)).toBe(4090607022);
      }
      const byModerator = await t.call('PATCH', api(ADMIN_PATHS.poll, { pollId: own.poll_id }), {
        token: moderator.idToken,
        body: { ...pollBody(), options },
      });
      expect(byModerator.status).toBe(200);
      expect(byModerator.body.data.state).toBe('open');
    });
  });

  describe('poll sections of contents', () => {
    const saveWithPoll = async (user: SignedInUser, pollId: string) => {
      const reserved = await reserve(t, user);
      const cover = await insertImage(t, user.userId);
      return t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
        token: user.idToken,
        body: documentBody(reserved.revision, cover, {
          sections: [
            { section_id: 'intro', type: 'text', html: '<p>Vote!</p>' },
            { section_id: 'p1', type: 'poll', poll_id: pollId },
          ],
        }),
      });
    };

    it("a content shows its author's own poll or a standalone one; another creator's or an unknown poll is 422 4220607000", async () => {
      const mine = (await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() })).body
        .data;
      const shared = await standalone();
      const ok = await saveWithPoll(creator, mine.poll_id);
      expect(ok.status).toBe(200);
      expect(ok.body.data.sections[1]).toEqual({ section_id: 'p1', type: 'poll', poll_id: mine.poll_id });
      expect((await saveWithPoll(reader, shared.poll_id)).status).toBe(200);
      const theirs = await saveWithPoll(reader, mine.poll_id);
      expect(theirs.status).toBe(422);
      expect(errCode(theirs)).toBe(4220607000);
      expect(theirs.body.status.err_message).toMatch(/poll_id/);
      expect(errCode(await saveWithPoll(creator, 'unknownpoll1'))).toBe(4220607000);
    });
  });

  describe('the live tally (Server-Sent Events)', () => {
    it('the stream sends the current tally on connect, then the new tally within 2 s of a vote', async () => {
      const poll = await standalone();
      const response = await fetch(`${t.url}${api(WALLET_PATHS.pollEvents, { pollId: poll.poll_id })}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      const events = eventReader(response);
      try {
        const first = await events.next();
        expect(first.event).toBe('tally');
        expect(first.data).toEqual({
          poll_id: poll.poll_id,
          total_votes: 0,
          state: 'open',
          options: poll.options.map((o: any) => ({ option_id: o.option_id, votes: 0, percent: 0 })),
        });
        expect(events.raw()).toBe('');
        const started = Date.now();
        await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id }), {
          token: reader.idToken,
          body: { option_id: poll.options[2].option_id },
        });
        const next = await events.next(2000);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(next.data).toMatchObject({ total_votes: 1 });
        expect(next.data.options[2]).toEqual({ option_id: poll.options[2].option_id, votes: 1, percent: 100 });
        expect(Number(next.id)).toBeGreaterThan(Number(first.id));
      } finally {
        await events.cancel();
      }
    });

    it('the stream is cheap — one tally query per change for every viewer, a burst of votes coalesced', async () => {
      const poll = await standalone();
      const url = `${t.url}/public${api(WALLET_PATHS.pollEvents, { pollId: poll.poll_id })}`;
      const viewers = await Promise.all(Array.from({ length: 5 }, async () => eventReader(await fetch(url))));
      try {
        await Promise.all(viewers.map((v) => v.next()));
        const hub = t.server.modules.wallet.hub;
        const before = hub.queries;
        const voters = [reader, creator, moderator];
        await Promise.all(
          voters.map((v, i) =>
            t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id }), {
              token: v.idToken,
              body: { option_id: poll.options[i].option_id },
            }),
          ),
        );
        const seen = await Promise.all(
          viewers.map(async (v) => {
            let last = await v.next();
            while (last.data.total_votes < 3) last = await v.next();
            return last.data.total_votes;
          }),
        );
        expect(seen).toEqual([3, 3, 3, 3, 3]);
        // Three votes, five viewers: at most one query per change (3), never one per viewer (15).
        expect(hub.queries - before).toBeLessThanOrEqual(3);
      } finally {
        await Promise.all(viewers.map((v) => v.cancel()));
      }
    });

    it('review A: a client that leaves while the first tally loads leaves no viewer behind', async () => {
      const poll = await standalone();
      const hub = t.server.modules.wallet.hub;
      const polls = t.server.modules.wallet.polls;
      const original = polls.liveTally;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let loading!: () => void;
      const started = new Promise<void>((resolve) => {
        loading = resolve;
      });
      polls.liveTally = async (pollId) => {
        loading();
        await gate;
        return original(pollId);
      };
      const controller = new AbortController();
      try {
        const connecting = fetch(eventsUrl(poll.poll_id), { signal: controller.signal }).catch(() => null);
        await started;
        expect(hub.viewerCount(poll.poll_id)).toBe(1);
        controller.abort();
        await connecting;
        await sleep(100); // the server hears the socket close
      } finally {
        polls.liveTally = original;
        release();
      }
      await sleep(100);
      expect(hub.viewerCount(poll.poll_id)).toBe(0);
    });

    it('review B: a poll closing while watched — connected viewers get the final tally, new viewers "closed"', async () => {
      const soon = await standalone({ closes_at: new Date(t.clock.now() + 300).toISOString() });
      const later = await standalone({ closes_at: new Date(t.clock.now() + 3_600_000).toISOString() });
      const watchingSoon = eventReader(await fetch(eventsUrl(soon.poll_id)));
      const watchingLater = eventReader(await fetch(eventsUrl(later.poll_id)));
      const readers = [watchingSoon, watchingLater];
      try {
        expect((await watchingSoon.next()).data.state).toBe('open');
        expect((await watchingLater.next()).data.state).toBe('open');
        // A vote: the hub now holds `later`'s tally, computed while it was open.
        await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: later.poll_id }), {
          token: reader.idToken,
          body: { option_id: later.options[0].option_id },
        });
        expect((await watchingLater.next()).data).toMatchObject({ total_votes: 1, state: 'open' });
        t.clock.ms += 3_600_000;
        // No vote moves `soon`, yet its viewer hears that it closed.
        const final = await watchingSoon.next(3000);
        expect(final.data).toMatchObject({ poll_id: soon.poll_id, state: 'closed', total_votes: 0 });
        const newcomer = eventReader(await fetch(eventsUrl(later.poll_id)));
        readers.push(newcomer);
        expect((await newcomer.next()).data).toMatchObject({ poll_id: later.poll_id, state: 'closed', total_votes: 1 });
      } finally {
        t.clock.ms -= 3_600_000;
        await Promise.all(readers.map((r) => r.cancel()));
      }
    });

    it('review gap 1: a tally is one query; a viewer joining a watched poll is served from the hub without a query', async () => {
      const poll = await standalone();
      const one = await countQueries(() => t.server.modules.wallet.polls.liveTally(poll.poll_id));
      expect(one.queries).toHaveLength(1);
      expect(one.result).toMatchObject({
        closesAt: null,
        tally: { poll_id: poll.poll_id, total_votes: 0, state: 'open' },
      });
      await expect(t.server.modules.wallet.polls.liveTally('nope12345')).rejects.toMatchObject({ code: 4040607004 });

      const first = eventReader(await fetch(eventsUrl(poll.poll_id)));
      const readers = [first];
      try {
        await first.next();
        await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id }), {
          token: reader.idToken,
          body: { option_id: poll.options[1].option_id },
        });
        const moved = await first.next();
        const joined = await countQueries(async () => {
          const second = eventReader(await fetch(eventsUrl(poll.poll_id)));
          readers.push(second);
          return second.next();
        });
        expect(joined.queries).toEqual([]);
        expect(joined.result).toEqual(moved);
      } finally {
        await Promise.all(readers.map((r) => r.cancel()));
      }
    });

    it('an unknown poll is a 404 JSON error before any streaming', async () => {
      const response = await fetch(`${t.url}${api(WALLET_PATHS.pollEvents, { pollId: 'nope12345' })}`);
      expect(response.status).toBe(404);
      expect((await response.json()).status.err_code).toBe(4040607004);
    });

    it('the stream is in the OpenAPI document under the three prefixes', async () => {
      const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
      for (const prefix of ['/api', '/private/api', '/public/api']) {
        expect(
          doc.paths[`${prefix}/wallet-service/v1/polls/{pollId}/events`]?.get?.responses?.[200]?.content,
        ).toHaveProperty('text/event-stream');
      }
    });
  });

  describe('correct under load', () => {
    it('1,000 distinct users voting concurrently give exactly 1,000 votes', async () => {
      const poll = await standalone();
      const voters = await bulkVoters(t, 1000, `load-${kind}`);
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      const answers = await Promise.all(
        voters.map((v, i) =>
          t.call('POST', path, { token: v.idToken, body: { option_id: poll.options[i % 3].option_id } }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1000);
      const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }));
      expect(read.body.data.total_votes).toBe(1000);
      expect(read.body.data.options.map((o: any) => o.votes)).toEqual([334, 333, 333]);
      const [row] = await t.server.deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM poll_votes WHERE poll_id = $1',
        [poll.poll_id],
      );
      expect(Number(row.n)).toBe(1000);
    }, 120_000);

    it('the same user voting 20 times concurrently gives exactly one vote', async () => {
      const poll = await standalone();
      const [voter] = await bulkVoters(t, 1, `twenty-${kind}`);
      const path = api(WALLET_PATHS.pollVotes, { pollId: poll.poll_id });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.call('POST', path, { token: voter.idToken, body: { option_id: poll.options[i % 3].option_id } }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && errCode(a) === 4090607021)).toHaveLength(19);
      const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: poll.poll_id }), { token: voter.idToken });
      expect(read.body.data.total_votes).toBe(1);
      expect(read.body.data.my_vote).toBe(answers.find((a) => a.status === 200)!.body.data.my_vote);
    }, 60_000);
  });
});

describe('poll event streams end with the server', () => {
  it('app.close() ends open streams instead of hanging', async () => {
    const t = await startTestServer('pglite');
    const moderator = await signedInUser(t);
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    const poll = (await t.call('POST', api(ADMIN_PATHS.polls), { token: moderator.idToken, body: pollBody() })).body
      .data;
    const events = eventReader(await fetch(`${t.url}${api(WALLET_PATHS.pollEvents, { pollId: poll.poll_id })}`));
    await events.next();
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(events.next(1000)).rejects.toThrow(/stream ended|terminated/);
  }, 60_000);
});
