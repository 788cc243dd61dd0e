import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignWire } from '../../../src/contract/campaigns.contract';
import type { PollWire } from '../../../src/contract/polls.contract';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpModerationApi } from '../../../src/infrastructure/http/http-moderation-api';
import { HttpWalletApi } from '../../../src/infrastructure/http/http-wallet-api';
import { FetchCampaignApi } from '../../../src/infrastructure/reader/fetch-campaign-api';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchPollApi } from '../../../src/infrastructure/reader/fetch-poll-api';
import { ok, startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

/**
 * The SPA (axios) and the public reader (fetch) read the same wallet wires. The transport may differ, the
 * mapping may not: a poll or a campaign reads the same on the creator's form, in the admin area and on the
 * reader's page, from the same answer.
 */
const pollWire: PollWire = {
  poll_id: 'p1',
  question: { th: 'ตลาดไหน', en: 'Which market?' },
  total_votes: 3,
  state: 'closed',
  closes_at: '2025-02-01T00:00:00.000Z',
  options: [
    {
      option_id: 'o1',
      text: { th: 'จตุจักร', en: 'Chatuchak' },
      image: { image_id: 'img-1', url: 'https://images.test/1.jpg', blurhash: null, width: 640, height: 480 },
      votes: 2,
      percent: 67,
    },
    { option_id: 'o2', text: { th: '', en: 'Rot Fai' }, image: null, votes: 1, percent: 33 },
  ],
  owner: null,
  standalone: true,
  location_id: 'wat-pho',
  my_vote: 'o2',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

const campaignWire: CampaignWire = {
  campaign_id: 'k1',
  title: { th: 'หนาว', en: 'Winter' },
  cover: { image_id: 'img-c', url: 'https://images.test/c.jpg', blurhash: null, width: 1200, height: 800 },
  starts_on: '2025-01-01',
  ends_on: '2025-01-31',
  opens_at: '2024-12-31T17:00:00.000Z',
  ends_at: '2025-01-31T17:00:00.000Z',
  state: 'open',
  entry_count: 4,
  category_id: 'cat-food',
  description: { th: 'เขียน', en: 'Write' },
  rules: { th: '', en: 'One each' },
  prize: { th: 'บัตร', en: '' },
  created_at: '2024-12-01T00:00:00.000Z',
  updated_at: '2024-12-01T00:00:00.000Z',
};

let server: TestHttpServer;
let wallet: HttpWalletApi;
let moderation: HttpModerationApi;
let readerPolls: FetchPollApi;
let readerCampaigns: FetchCampaignApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  const http = new HttpClient({
    baseUrl: server.url,
    timeoutMs: 0,
    getToken: async () => 'id-token',
    onSessionExpired: () => undefined,
  });
  wallet = new HttpWalletApi(http);
  moderation = new HttpModerationApi(http, { baseUrl: server.url, getToken: async () => 'id-token' });
  const fetchJson = new FetchJson({ baseUrl: server.url, timeoutMs: 0 });
  readerPolls = new FetchPollApi(fetchJson);
  readerCampaigns = new FetchCampaignApi(fetchJson);
});
afterAll(() => server.close());

describe('one mapping per wire resource, whatever the transport', () => {
  it('a poll reads the same in the poll section (axios), the admin area (axios) and the reader (fetch)', async () => {
    server.handle(() => ok(pollWire));
    const section = await wallet.getPoll('p1');
    expect(await moderation.getPoll('p1')).toEqual(section);
    expect(await readerPolls.getPoll('p1', null)).toEqual(section);
    expect(readerPolls.decodePoll(pollWire)).toEqual(section);
    expect(section).toMatchObject({
      state: 'closed',
      myVote: 'o2',
      standalone: true,
      options: [{ image: { imageId: 'img-1', url: 'https://images.test/1.jpg' } }, { image: null }],
    });
  });

  it('a campaign reads the same in the admin area (axios) and on its reader page (fetch); its card likewise', async () => {
    server.handle(() => ok(campaignWire));
    const page = await readerCampaigns.getCampaign('k1');
    expect(await moderation.getCampaign('k1')).toEqual(page);
    expect(readerCampaigns.decodeCampaign(campaignWire)).toEqual(page);
    expect(page).toMatchObject({
      categoryId: 'cat-food',
      cover: { imageId: 'img-c' },
      rules: { th: '', en: 'One each' },
    });
    expect(await wallet.campaignPreview('k1')).toEqual(await readerCampaigns.getPreview('k1'));
  });
});
