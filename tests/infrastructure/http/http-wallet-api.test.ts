import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignCardWire } from '../../../src/contract/campaigns.contract';
import type { PollWire } from '../../../src/contract/polls.contract';
import { WALLET_PATHS } from '../../../src/contract/wallet.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpWalletApi } from '../../../src/infrastructure/http/http-wallet-api';
import { fail, ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let api: HttpWalletApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpWalletApi(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;

const pollWire: PollWire = {
  poll_id: 'p1',
  question: { th: 'ตลาดไหน', en: 'Which market?' },
  total_votes: 3,
  state: 'open',
  closes_at: '2025-02-01T00:00:00.000Z',
  options: [
    { option_id: 'o1', text: { th: 'จตุจักร', en: 'Chatuchak' }, image: null, votes: 2, percent: 67 },
    { option_id: 'o2', text: { th: '', en: 'Rot Fai' }, image: null, votes: 1, percent: 33 },
  ],
  owner: null,
  standalone: false,
  location_id: null,
  my_vote: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('HttpWalletApi — wallet contract (polls.contract.ts, campaigns.contract.ts, wallet.paths.ts)', () => {
  it('entering a campaign POSTs { kind } with the bearer and answers the reserved content', async () => {
    server.handle(() => ok({ content_id: 'c9', kind: 'trip', campaign_id: 'k1' }));
    await expect(api.enterCampaign('k1', 'trip')).resolves.toEqual({ contentId: 'c9', kind: 'trip', campaignId: 'k1' });
    expect(call(last())).toBe(`POST /private/api${WALLET_PATHS.campaignEntries.replace(':campaignId', 'k1')} [bearer]`);
    expect(last().body).toEqual({ kind: 'trip' });
  });

  it('an ended campaign comes back as the AppError 4090607023', async () => {
    server.handle(() => fail(409, ErrorCode.campaignEnded, 'ended'));
    await expect(api.enterCampaign('k1', 'article')).rejects.toMatchObject({
      code: ErrorCode.campaignEnded,
      messageKey: 'errors.campaignEnded',
    });
  });

  it('spec §7 public campaign preview: a public read mapped to the card', async () => {
    const card: CampaignCardWire = {
      campaign_id: 'k1',
      title: { th: 'หนาว', en: 'Winter' },
      cover: null,
      starts_on: '2025-01-01',
      ends_on: '2025-01-31',
      opens_at: '2024-12-31T17:00:00.000Z',
      ends_at: '2025-01-31T17:00:00.000Z',
      state: 'open',
      entry_count: 4,
      category_id: null,
    };
    server.handle(() => ok(card));
    await expect(api.campaignPreview('k 1')).resolves.toEqual({
      campaignId: 'k1',
      title: { th: 'หนาว', en: 'Winter' },
      cover: null,
      startsOn: '2025-01-01',
      endsOn: '2025-01-31',
      opensAt: '2024-12-31T17:00:00.000Z',
      endsAt: '2025-01-31T17:00:00.000Z',
      state: 'open',
      entryCount: 4,
      categoryId: null,
    });
    expect(call(last())).toBe('GET /api/wallet-service/v1/campaigns/k%201/preview');
  });

  it("a creator's poll is POSTed as PollBody (closes_at ISO) and an edit PATCHes keeping option ids", async () => {
    server.handle(() => ok(pollWire));
    const poll = await api.createPoll({
      question: { th: 'ตลาดไหน', en: 'Which market?' },
      options: [
        { text: { th: 'จตุจักร', en: 'Chatuchak' }, imageId: null },
        { text: { th: '', en: 'Rot Fai' }, imageId: null },
      ],
      closesAt: Date.UTC(2025, 1, 1),
    });
    expect(call(last())).toBe('POST /private/api/wallet-service/v1/polls [bearer]');
    expect(last().body).toEqual({
      question: { th: 'ตลาดไหน', en: 'Which market?' },
      options: [
        { text: { th: 'จตุจักร', en: 'Chatuchak' }, image_id: null },
        { text: { th: '', en: 'Rot Fai' }, image_id: null },
      ],
      closes_at: '2025-02-01T00:00:00.000Z',
      location_id: null,
    });
    expect(poll).toEqual({
      pollId: 'p1',
      question: { th: 'ตลาดไหน', en: 'Which market?' },
      totalVotes: 3,
      state: 'open',
      closesAt: '2025-02-01T00:00:00.000Z',
      options: [
        { optionId: 'o1', text: { th: 'จตุจักร', en: 'Chatuchak' }, image: null, votes: 2, percent: 67 },
        { optionId: 'o2', text: { th: '', en: 'Rot Fai' }, image: null, votes: 1, percent: 33 },
      ],
      myVote: null,
      standalone: false,
      placeId: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    });

    await api.updatePoll('p1', {
      question: { th: '', en: 'Which one?' },
      options: [
        { optionId: 'o1', text: { th: '', en: 'A' }, imageId: null },
        { optionId: null, text: { th: '', en: 'B' }, imageId: null },
      ],
      closesAt: null,
    });
    expect(call(last())).toBe('PATCH /private/api/wallet-service/v1/polls/p1 [bearer]');
    expect(last().body).toEqual({
      question: { th: '', en: 'Which one?' },
      options: [
        { option_id: 'o1', text: { th: '', en: 'A' }, image_id: null },
        { text: { th: '', en: 'B' }, image_id: null },
      ],
      closes_at: null,
      location_id: null,
    });
  });

  it('pollLocked (4090607025) reaches the caller as its AppError', async () => {
    server.handle(() => fail(409, ErrorCode.pollLocked, 'locked'));
    await expect(
      api.updatePoll('p1', { question: { th: '', en: 'Q' }, options: [], closesAt: null }),
    ).rejects.toMatchObject({ code: ErrorCode.pollLocked });
  });

  it('public polls/{pollId} (spec §7) says who asks when signed in', async () => {
    server.handle(() => ok(pollWire));
    await api.getPoll('p1');
    expect(call(last())).toBe('GET /api/wallet-service/v1/polls/p1 [bearer]');
  });

  it("an option's image comes back with the poll, so editing the poll keeps it (an edit without it would remove it)", async () => {
    const image = { image_id: 'img-1', url: 'https://images.test/img-1.jpg', blurhash: null, width: 640, height: 480 };
    server.handle(() => ok({ ...pollWire, options: [{ ...pollWire.options[0], image }, pollWire.options[1]] }));
    const poll = await api.getPoll('p1');
    expect(poll.options.map((o) => o.image)).toEqual([
      { imageId: 'img-1', url: 'https://images.test/img-1.jpg', blurhash: null, width: 640, height: 480 },
      null,
    ]);
  });
});
