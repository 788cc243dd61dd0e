import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { PLACE_POLLS_MAX } from '../../../src/contract/polls.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { insertLocation, publishedContent, textSection } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';
import { countQueries } from '../helpers/query-count';

const api = (template: string, params: Record<string, string> = {}) => `/api${fillPath(template, params)}`;
const text = (en: string, th = '') => ({ th, en });
const pollBody = (over: Record<string, unknown> = {}) => ({
  question: text('Which beach is best?', 'ชายหาดไหนดีที่สุด'),
  options: [{ text: text('Railay') }, { text: text('Kata') }],
  closes_at: null,
  ...over,
});

/**
 * Polls pinned to places: a creator's or a moderator's poll may name an approved place (spec §8-style refusal
 * 422 4220607031 otherwise), and the place's page reads its open polls through one public call.
 */
describe.each(DATABASES)('polls pinned to places over HTTP (%s)', (kind) => {
  let t: TestServer;
  let moderator: SignedInUser;
  let creator: SignedInUser;
  let other: SignedInUser;
  let place: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [moderator, creator, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    place = await insertLocation(t, { en: 'Railay Beach', th: 'หาดไร่เลย์' });
  }, 120_000);
  afterAll(async () => t?.close());

  const placePolls = (locationId: string) => t.call('GET', api(WALLET_PATHS.placePolls, { locationId }));
  const setStatus = (locationId: string, status: string) =>
    t.server.deps.db.query('UPDATE locations SET status = $2 WHERE location_id = $1', [locationId, status]);

  it('a creator pins their poll to an approved place, the answer names it, and an edit without it unpins', async () => {
    const created = await t.call('POST', api(WALLET_PATHS.polls), {
      token: creator.idToken,
      body: pollBody({ location_id: place }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ location_id: place, standalone: false });
    const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: created.body.data.poll_id }));
    expect(read.body.data.location_id).toBe(place);

    const options = created.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
    const unpinned = await t.call('PATCH', api(WALLET_PATHS.poll, { pollId: created.body.data.poll_id }), {
      token: creator.idToken,
      body: pollBody({ options }),
    });
    expect(unpinned.status).toBe(200);
    expect(unpinned.body.data.location_id).toBeNull();
  });

  it('a poll written without location_id is pinned nowhere (the field is optional)', async () => {
    const created = await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() });
    expect(created.status).toBe(200);
    expect(created.body.data.location_id).toBeNull();
  });

  it.each([
    ['does not exist', async () => 'nowhere12345'],
    ['is still pending', async () => setStatusOf(await insertLocation(t, text('Proposed', 'เสนอ')), 'pending')],
    ['was refused', async () => setStatusOf(await insertLocation(t, text('Refused', 'ปฏิเสธ')), 'refused')],
  ])(
    'naming a place that %s is 422 4220607031 for creators and moderators, and nothing is written',
    async (_, make) => {
      const locationId = await make();
      const own = await t.call('POST', api(WALLET_PATHS.polls), {
        token: creator.idToken,
        body: pollBody({ question: text(`Refused ${locationId}`), location_id: locationId }),
      });
      expect(own.status).toBe(422);
      expect(errCode(own)).toBe(ErrorCode.pollPlaceUnknown);
      expect(own.body.data).toMatchObject({ location_id: locationId });
      const standalone = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ question: text(`Refused ${locationId}`), location_id: locationId }),
      });
      expect(standalone.status).toBe(422);
      expect(errCode(standalone)).toBe(ErrorCode.pollPlaceUnknown);
      const written = await t.server.deps.db.query('SELECT 1 FROM polls WHERE question_en = $1', [
        `Refused ${locationId}`,
      ]);
      expect(written).toEqual([]);
    },
  );
  const setStatusOf = async (locationId: string, status: string) => {
    await setStatus(locationId, status);
    return locationId;
  };

  it("the existing write rules stay: pinning someone else's poll is 403 4030607003 and leaves it as it was", async () => {
    const created = await t.call('POST', api(WALLET_PATHS.polls), { token: creator.idToken, body: pollBody() });
    const options = created.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
    const pinned = await t.call('PATCH', api(WALLET_PATHS.poll, { pollId: created.body.data.poll_id }), {
      token: other.idToken,
      body: pollBody({ options, location_id: place }),
    });
    expect(pinned.status).toBe(403);
    expect(errCode(pinned)).toBe(4030607003);
    const anonymous = await t.call('POST', api(WALLET_PATHS.polls), { body: pollBody({ location_id: place }) });
    expect(anonymous.status).toBe(401);
    const read = await t.call('GET', api(WALLET_PATHS.poll, { pollId: created.body.data.poll_id }));
    expect(read.body.data.location_id).toBeNull();
  });

  it('once anyone voted, the owner may take the pin off but not move the poll to another place (409 4090607033); a moderator may', async () => {
    const elsewhere = await insertLocation(t, text('Kata Beach', 'หาดกะตะ'));
    const created = await t.call('POST', api(WALLET_PATHS.polls), {
      token: creator.idToken,
      body: pollBody({ location_id: place }),
    });
    const pollId = created.body.data.poll_id;
    const options = created.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
    await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId }), {
      token: other.idToken,
      body: { option_id: options[0].option_id },
    });
    const edit = (user: SignedInUser, path: string, locationId: string | null) =>
      t.call('PATCH', api(path, { pollId }), {
        token: user.idToken,
        body: pollBody({ options, location_id: locationId }),
      });

    const moved = await edit(creator, WALLET_PATHS.poll, elsewhere);
    expect(moved.status).toBe(409);
    expect(errCode(moved)).toBe(ErrorCode.pollPlaceLocked);
    expect((await t.call('GET', api(WALLET_PATHS.poll, { pollId }))).body.data.location_id).toBe(place);
    // Unpinned, it cannot be pinned somewhere else by the back door either.
    expect((await edit(creator, WALLET_PATHS.poll, null)).body.data.location_id).toBeNull();
    expect(errCode(await edit(creator, WALLET_PATHS.poll, elsewhere))).toBe(ErrorCode.pollPlaceLocked);
    const byModerator = await edit(moderator, ADMIN_PATHS.poll, elsewhere);
    expect(byModerator.status).toBe(200);
    expect(byModerator.body.data).toMatchObject({ location_id: elsewhere, total_votes: 1 });
  });

  /** A creator's poll reaches readers in a poll section of a published content of theirs. */
  const inPublishedContent = (pollId: string) =>
    publishedContent(t, creator, {
      sections: [textSection('intro', '<p>Vote below.</p>'), { section_id: 'vote', type: 'poll', poll_id: pollId }],
    });

  it("a creator's pinned poll shows on the place only while a public content of theirs shows it: not from a draft, not once a moderator hides that content", async () => {
    const beach = await insertLocation(t, text('Kata Noi', 'กะตะน้อย'));
    const made = await t.call('POST', api(WALLET_PATHS.polls), {
      token: creator.idToken,
      body: pollBody({ location_id: beach }),
    });
    expect(made.status).toBe(200);
    const pollId = made.body.data.poll_id as string;
    // Written in the editor but in no published content yet: no visitor of the place sees it.
    expect((await placePolls(beach)).body.data).toEqual([]);

    const content = await inPublishedContent(pollId);
    expect((await placePolls(beach)).body.data.map((p: any) => p.poll_id)).toEqual([pollId]);

    const hide = await t.call('POST', api(ADMIN_PATHS.hideContent, { contentId: content.content_id }), {
      token: moderator.idToken,
      body: { hidden: true, reason: 'Spam' },
    });
    expect(hide.status).toBe(200);
    expect((await placePolls(beach)).body.data).toEqual([]);
  });

  it("a place's open polls: newest first, with tallies, for anyone; closed, unpinned and other places' polls are not in it", async () => {
    const here = await insertLocation(t, text('Kata Beach', 'หาดกะตะ'));
    const elsewhere = await insertLocation(t, text('Lamai Beach', 'หาดละไม'));
    const admin = (over: Record<string, unknown>) =>
      t.call('POST', api(ADMIN_PATHS.polls), { token: moderator.idToken, body: pollBody(over) });
    const closing = await admin({ location_id: here, closes_at: new Date(t.clock.now() + 60_000).toISOString() });
    t.clock.ms += 1000;
    const older = await t.call('POST', api(WALLET_PATHS.polls), {
      token: creator.idToken,
      body: pollBody({ location_id: here }),
    });
    await inPublishedContent(older.body.data.poll_id);
    t.clock.ms += 1000;
    const newer = await admin({ location_id: here });
    await admin({ location_id: elsewhere });
    await admin({});
    await t.call('POST', api(WALLET_PATHS.pollVotes, { pollId: older.body.data.poll_id }), {
      token: other.idToken,
      body: { option_id: older.body.data.options[1].option_id },
    });

    const open = await placePolls(here);
    expect(open.status).toBe(200);
    expect(open.body.data.map((p: any) => p.poll_id)).toEqual([
      newer.body.data.poll_id,
      older.body.data.poll_id,
      closing.body.data.poll_id,
    ]);
    expect(open.body.data[1]).toMatchObject({ total_votes: 1, state: 'open', my_vote: null, location_id: here });

    // Once its closing time passes, a poll leaves the place's page (closed polls are not shown).
    t.clock.ms += 60_000;
    const later = await placePolls(here);
    expect(later.body.data.map((p: any) => p.poll_id)).toEqual([newer.body.data.poll_id, older.body.data.poll_id]);

    // A poll a moderator closes early leaves it too.
    const options = newer.body.data.options.map((o: any) => ({ option_id: o.option_id, text: o.text }));
    await t.call('PATCH', api(ADMIN_PATHS.poll, { pollId: newer.body.data.poll_id }), {
      token: moderator.idToken,
      body: pollBody({ options, location_id: here, closes_at: new Date(t.clock.now() - 1).toISOString() }),
    });
    expect((await placePolls(here)).body.data.map((p: any) => p.poll_id)).toEqual([older.body.data.poll_id]);
  });

  it('a place refused after its polls were pinned shows none, and an unknown place has none (empty, not an error)', async () => {
    const spot = await insertLocation(t, text('Maya Bay', 'อ่าวมาหยา'));
    await t.call('POST', api(ADMIN_PATHS.polls), { token: moderator.idToken, body: pollBody({ location_id: spot }) });
    expect((await placePolls(spot)).body.data).toHaveLength(1);
    await setStatus(spot, 'refused');
    expect((await placePolls(spot)).body.data).toEqual([]);
    const unknown = await placePolls('nowhere12345');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
  });

  it(`a busy place shows its ${PLACE_POLLS_MAX} newest open polls, read in two queries whatever their number`, async () => {
    const busy = await insertLocation(t, text('Ao Nang', 'อ่าวนาง'));
    const ids: string[] = [];
    for (let i = 0; i < PLACE_POLLS_MAX + 2; i += 1) {
      t.clock.ms += 1000;
      const made = await t.call('POST', api(ADMIN_PATHS.polls), {
        token: moderator.idToken,
        body: pollBody({ question: text(`Question ${i}`), location_id: busy }),
      });
      ids.unshift(made.body.data.poll_id);
    }
    const { result: answer, queries } = await countQueries(t.server.deps.db, () => placePolls(busy));
    expect(answer.body.data.map((p: any) => p.poll_id)).toEqual(ids.slice(0, PLACE_POLLS_MAX));
    expect(queries).toHaveLength(2);
  });

  it("the place's read has its own partial index (polls_place), so unpinned polls cost it nothing", async () => {
    const indexes = await t.server.deps.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'polls' AND indexname = 'polls_place'",
    );
    expect(indexes).toHaveLength(1);
    expect(indexes[0].indexdef).toMatch(/\(location_id, created_at DESC, poll_id\) WHERE \(location_id IS NOT NULL\)/);
  });
});
