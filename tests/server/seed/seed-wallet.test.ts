import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { seedDemoContents } from '../../../server/seed/seed-demo-contents';
import { seedDemoUsers } from '../../../server/seed/seed-demo-users';
import { DEMO_SAVED, seedDemoSaved } from '../../../server/seed/seed-demo-saved';
import {
  DEMO_CAMPAIGN_ENDED,
  DEMO_CAMPAIGN_OPEN,
  DEMO_POLL_ARTICLE_TITLE,
  DEMO_POLL_EMBEDDED,
  DEMO_POLL_PLACE,
  DEMO_POLL_STANDALONE,
  seedDemoWallet,
  type DemoWalletResult,
} from '../../../server/seed/seed-demo-wallet';
import { startTestServer, type TestServer } from '../helpers/test-server';

const api = (template: string, params: Record<string, string>) => `/api${fillPath(template, params)}`;
const QUERY = '/api/content-platform/content-query-service/v1';

/** PGlite only, like the other seed suites: it is the `npm start` database. */
describe('demo polls and campaigns for npm start (seed)', () => {
  let t: TestServer;
  let first: DemoWalletResult;
  let second: DemoWalletResult;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    await seedDemoUsers(t.server.deps);
    await seedDemoContents(t.server.deps);
    first = await seedDemoWallet(t.server.deps);
    second = await seedDemoWallet(t.server.deps);
  }, 300_000);
  afterAll(async () => t?.close());

  it('seed: two polls, two campaigns and four entries once; a second start adds nothing', () => {
    expect(first).toEqual({ pollsAdded: 2, votesAdded: 5, campaignsAdded: 2, entriesAdded: 4 });
    expect(second).toEqual({ pollsAdded: 0, votesAdded: 0, campaignsAdded: 0, entriesAdded: 0 });
  });

  it('seed: one open standalone poll in Thai and English with votes of demo users', async () => {
    const poll = (await t.call('GET', api(WALLET_PATHS.poll, { pollId: DEMO_POLL_STANDALONE }))).body.data;
    expect(poll).toMatchObject({ standalone: true, owner: null, state: 'open', total_votes: 3 });
    expect(poll.question.th).not.toBe('');
    expect(poll.question.en).not.toBe('');
    expect(poll.options.length).toBeGreaterThanOrEqual(3);
  });

  it("seed: the standalone poll is pinned to a demo place, so that place's page shows an open poll", async () => {
    const open = (await t.call('GET', api(WALLET_PATHS.placePolls, { locationId: DEMO_POLL_PLACE }))).body.data;
    expect(open.map((poll: { poll_id: string }) => poll.poll_id)).toEqual([DEMO_POLL_STANDALONE]);
  });

  it('seed: one open poll of a creator, shown in a poll section of their PUBLISHED article', async () => {
    const poll = (await t.call('GET', api(WALLET_PATHS.poll, { pollId: DEMO_POLL_EMBEDDED }))).body.data;
    expect(poll).toMatchObject({ standalone: false, state: 'open', owner: { username: 'malee' } });
    const [row] = await t.server.deps.db.query<{ content_id: string }>(
      `SELECT c.content_id FROM contents c JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
       WHERE v.document->>'title' = $1`,
      [DEMO_POLL_ARTICLE_TITLE],
    );
    const article = (await t.call('GET', `/public${QUERY}/contents/${row.content_id}`)).body.data;
    expect(article.sections).toContainEqual({ section_id: 'poll-1', type: 'poll', poll_id: DEMO_POLL_EMBEDDED });
  });

  it('seed: one open and one ended campaign, each with published entries', async () => {
    for (const [campaignId, state] of [
      [DEMO_CAMPAIGN_OPEN, 'open'],
      [DEMO_CAMPAIGN_ENDED, 'ended'],
    ] as const) {
      const campaign = (await t.call('GET', api(WALLET_PATHS.campaign, { campaignId }))).body.data;
      expect(campaign).toMatchObject({ state, entry_count: 2 });
      expect(campaign.cover).not.toBeNull();
      const entries = await t.call('GET', api(WALLET_PATHS.campaignEntries, { campaignId }));
      expect(entries.body.data).toHaveLength(2);
      expect(entries.body.data.every((c: any) => c.status === 'published')).toBe(true);
    }
    const open = (await t.call('GET', api(WALLET_PATHS.campaign, { campaignId: DEMO_CAMPAIGN_OPEN }))).body.data;
    expect(Date.parse(open.ends_at) - t.clock.now()).toBeGreaterThan(60 * 86_400_000);
  });

  it('seed: a reader keeps places and stories, and one list of hers is public with a page of its own; a second start adds nothing', async () => {
    const first = await seedDemoSaved(t.server.deps);
    expect(first).toEqual({ itemsAdded: 5, listAdded: true });
    expect(await seedDemoSaved(t.server.deps)).toEqual({ itemsAdded: 0, listAdded: false });
    const list = await t.call(
      'GET',
      `/public/api/content-platform/saved-service/v1/public-lists/${DEMO_SAVED.list.listId}?lang=en`,
    );
    expect(list.body.data.list).toMatchObject({ name: DEMO_SAVED.list.name, item_count: 1 });
    expect(list.body.data.list.owner.username).toBe(DEMO_SAVED.readerUsername);
    expect(list.body.data.items.map((item: { target_id: string }) => item.target_id)).toEqual(['wat-arun']);
  });
});
