import type { ReaderSession } from '../../../src/application/ports/reader-session.port';
import { CampaignPageService } from '../../../src/application/reader/campaign-page.service';
import { ReaderPollService } from '../../../src/application/reader/poll.service';
import { ReportAbuseService } from '../../../src/application/reader/report-abuse.service';
import { PublicListService } from '../../../src/application/reader/public-list.service';
import { SaveService } from '../../../src/application/reader/save.service';
import { FollowService } from '../../../src/application/reader/follow.service';
import { InMemoryFollowApi } from '../../fakes/in-memory-follow-api';
import { InMemoryPublicListApi } from '../../fakes/in-memory-public-list-api';
import { InMemorySavedApi } from '../../fakes/in-memory-saved-api';
import { MyTripsService } from '../../../src/application/reader/my-trips.service';
import { InMemoryMyTripsApi } from '../../fakes/in-memory-my-trips-api';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryRandom } from '../../fakes/in-memory-random';
import { SignInWishes } from '../../../src/application/shared/sign-in-wishes';
import { TripCopyService } from '../../../src/application/reader/trip-copy.service';
import { InMemoryTripCopyApi } from '../../fakes/in-memory-trip-copy-api';
import { InMemoryReaderCampaignApi } from '../../fakes/in-memory-reader-campaign-api';
import { InMemoryPollTallyFeed, InMemoryReaderPollApi } from '../../fakes/in-memory-reader-poll-api';
import { InMemoryReportAbuseApi } from '../../fakes/in-memory-report-abuse-api';
import type { CampaignView } from '../../../src/domain/campaigns/campaign';
import type { PollView } from '../../../src/domain/polls/poll';

/** The reader's poll, campaign, report, save, "add to my trip" and public list services over in-memory ports. */
export function walletServices(session: ReaderSession, now: () => number) {
  const pollApi = new InMemoryReaderPollApi();
  const feed = new InMemoryPollTallyFeed();
  const campaignApi = new InMemoryReaderCampaignApi();
  const reportApi = new InMemoryReportAbuseApi();
  const savedApi = new InMemorySavedApi();
  const followApi = new InMemoryFollowApi();
  // The tab's session storage, where a signed-out press waits for the return from signing in.
  const wishStore = new InMemoryKeyValueStore();
  const wishes = new SignInWishes(wishStore, now);
  const follows = new FollowService(async () => followApi, session, now, wishes);
  const myTripsApi = new InMemoryMyTripsApi();
  const myTrips = new MyTripsService(myTripsApi, session, new InMemoryRandom());
  const tripCopyApi = new InMemoryTripCopyApi();
  const tripCopies = new TripCopyService(tripCopyApi, session, new InMemoryRandom(), wishes);
  const listApi = new InMemoryPublicListApi();
  return {
    services: {
      polls: new ReaderPollService(pollApi, feed, session, now),
      campaigns: new CampaignPageService(campaignApi),
      reports: new ReportAbuseService(reportApi, session),
      saves: new SaveService(async () => savedApi, session, now, wishes),
      follows: async () => follows,
      myTrips: async () => myTrips,
      tripCopies: async () => tripCopies,
      lists: new PublicListService(listApi),
    },
    savedApi,
    followApi,
    wishes,
    wishStore,
    listApi,
    pollApi,
    feed,
    campaignApi,
    reportApi,
    myTripsApi,
    tripCopyApi,
  };
}

/** "Where next?" 3 options, 10 votes (5 / 3 / 2), open until 2025-02-01 12:00 UTC. */
export function aPoll(overrides: Partial<PollView> = {}): PollView {
  return {
    pollId: 'poll-1',
    question: { th: 'ไปเที่ยวที่ไหนดี', en: 'Where should we go next?' },
    options: [
      { optionId: 'opt-a', text: { th: 'เชียงใหม่', en: 'Chiang Mai' }, image: null, votes: 5, percent: 50 },
      { optionId: 'opt-b', text: { th: 'ภูเก็ต', en: 'Phuket' }, image: null, votes: 3, percent: 30 },
      { optionId: 'opt-c', text: { th: 'น่าน', en: '' }, image: null, votes: 2, percent: 20 },
    ],
    totalVotes: 10,
    state: 'open',
    closesAt: '2025-02-01T12:00:00.000Z',
    myVote: null,
    standalone: true,
    placeId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A campaign open 2025-01-01 to 2025-01-31 (Bangkok). */
export function aCampaign(overrides: Partial<CampaignView> = {}): CampaignView {
  return {
    campaignId: 'camp-1',
    title: { th: 'เที่ยวเมืองรอง', en: 'Second-city trips' },
    cover: null,
    startsOn: '2025-01-01',
    endsOn: '2025-01-31',
    opensAt: '2024-12-31T17:00:00.000Z',
    endsAt: '2025-01-31T17:00:00.000Z',
    state: 'open',
    entryCount: 0,
    description: { th: 'เขียนเรื่องเมืองรอง', en: 'Write about a second city.' },
    rules: { th: 'หนึ่งคนหนึ่งเรื่อง', en: 'One story each.\nPhotos must be yours.' },
    prize: { th: 'บัตรกำนัล', en: '' },
    categoryId: null,
    ...overrides,
  };
}
