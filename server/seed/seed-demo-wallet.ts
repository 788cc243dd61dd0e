import type { CampaignBodyWire } from '../../src/contract/campaigns.contract';
import type { PatchBodyWire } from '../../src/contract/content.contract';
import type { PollBodyWire } from '../../src/contract/polls.contract';
import { createContentModule } from '../content/content.module';
import type { Kernel } from '../kernel/deps';
import { createMediaModule } from '../media/media.module';
import { roleRepository } from '../moderation/roles.repository';
import { createRoleUseCases } from '../moderation/roles.use-cases';
import { createUsersModule } from '../users/users.module';
import { createWalletModule } from '../wallet/wallet.module';
import { paintArtwork, type ArtSpec } from './cover-art';

const DAY = 86_400_000;
/** The Bangkok calendar day `days` from `ms` (campaign days are decided in Asia/Bangkok, UTC+7). */
const bangkokDay = (ms: number, days: number): string =>
  new Date(ms + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

export const DEMO_POLL_STANDALONE = 'poll-best-beach';
export const DEMO_POLL_EMBEDDED = 'poll-krabi-month';
/** The demo place DEMO_POLL_STANDALONE is pinned to: its page shows the poll while it is open. */
export const DEMO_POLL_PLACE = 'railay-beach';
export const DEMO_CAMPAIGN_OPEN = 'camp-rainy-season';
export const DEMO_CAMPAIGN_ENDED = 'camp-cool-season';
/** The published article of malee that shows DEMO_POLL_EMBEDDED in a poll section. */
export const DEMO_POLL_ARTICLE_TITLE = 'ไร่เลย์: หาดที่ต้องนั่งเรือหางยาวไปเท่านั้น';

const text = (th: string, en: string) => ({ th, en });

const BEST_BEACH: PollBodyWire = {
  question: text('ชายหาดไหนในภาคใต้ที่คุณอยากกลับไปอีก', 'Which southern beach would you go back to?'),
  options: [
    { text: text('ไร่เลย์ กระบี่', 'Railay, Krabi'), image_id: null },
    { text: text('หาดกะตะ ภูเก็ต', 'Kata, Phuket'), image_id: null },
    { text: text('หาดละไม เกาะสมุย', 'Lamai, Koh Samui'), image_id: null },
    { text: text('อ่าวมาหยา เกาะพีพี', 'Maya Bay, Koh Phi Phi'), image_id: null },
  ],
  closes_at: null,
  location_id: DEMO_POLL_PLACE,
};

const KRABI_MONTH: PollBodyWire = {
  question: text('ไปกระบี่เดือนไหนดีที่สุด', 'Which month is best for Krabi?'),
  options: [
    { text: text('ธันวาคม–กุมภาพันธ์', 'December to February'), image_id: null },
    { text: text('มีนาคม–เมษายน', 'March to April'), image_id: null },
    { text: text('หน้าฝน ก็ไปได้', 'The rainy season is fine too'), image_id: null },
  ],
  closes_at: null,
  location_id: null,
};

const campaign = (
  title: [string, string],
  description: [string, string],
  startsOn: string,
  endsOn: string,
): Omit<CampaignBodyWire, 'cover'> => ({
  title: text(...title),
  description: text(...description),
  rules: text(
    'หนึ่งคนส่งได้หลายเรื่อง เขียนจากการเดินทางจริงของคุณ และเผยแพร่ก่อนวันสุดท้ายของแคมเปญ',
    'Write from your own trip; several entries per writer are welcome; publish before the last day.',
  ),
  prize: text(
    'บัตรกำนัลที่พักสองคืน สำหรับสามเรื่องที่ผู้อ่านชอบที่สุด',
    'Two-night stay vouchers for the three entries readers like most',
  ),
  starts_on: startsOn,
  ends_on: endsOn,
  category_id: null,
});

/** Entries: published demo contents (by author and title) written for a campaign. */
const ENTRIES: readonly { campaignId: string; author: string; title: string }[] = [
  { campaignId: DEMO_CAMPAIGN_OPEN, author: 'somchai', title: 'ปาย 2 วัน 1 คืน: รอพระอาทิตย์ตกที่กองแลน' },
  { campaignId: DEMO_CAMPAIGN_OPEN, author: 'alice', title: "Bangkok's old town in two days" },
  { campaignId: DEMO_CAMPAIGN_ENDED, author: 'somchai', title: 'ขึ้นดอยสุเทพตั้งแต่เช้ามืด ไหว้พระธาตุก่อนนักท่องเที่ยวมาถึง' },
  { campaignId: DEMO_CAMPAIGN_ENDED, author: 'alice', title: 'A slow morning at Wat Pho' },
];

export interface DemoWalletResult {
  readonly pollsAdded: number;
  readonly votesAdded: number;
  readonly campaignsAdded: number;
  readonly entriesAdded: number;
}

/**
 * The demo polls and campaigns of `npm start` (seed): one open standalone poll with a few votes, one
 * open poll of malee's shown in a poll section of her published Railay article, one open and one ended campaign
 * with published entries. Written through the wallet's and the content module's use cases (the same rules as
 * the API); ids are stable and readable. Idempotent: what exists is left alone, so a second start adds nothing.
 * Needs the demo users and contents (seed-demo-users.ts, seed-demo-contents.ts): missing ones are skipped.
 */
export async function seedDemoWallet(deps: Kernel): Promise<DemoWalletResult> {
  const users = createUsersModule(deps).useCases;
  const content = createContentModule(deps, users).useCases;
  const media = createMediaModule(deps, users).useCases.media;
  const wallet = createWalletModule(deps, users, content, createRoleUseCases(deps, roleRepository, users));
  const result = { pollsAdded: 0, votesAdded: 0, campaignsAdded: 0, entriesAdded: 0 };
  const ids = new Map<string, string>();
  for (const username of ['moderator', 'somchai', 'malee', 'alice']) {
    const profile = await users.profileByUsername(username);
    if (profile) ids.set(username, profile.user_id);
  }
  const staff = ids.get('moderator') ?? ids.get('alice');
  if (!staff) return result;

  const vote = async (username: string, pollId: string, option: number) => {
    const userId = ids.get(username);
    if (!userId) return;
    const poll = await wallet.polls.byId(pollId, null);
    await wallet.polls.seed.vote(userId, pollId, poll.options[option].option_id);
    result.votesAdded += 1;
  };

  if (!(await wallet.polls.seed.exists(DEMO_POLL_STANDALONE))) {
    await wallet.polls.seed.create(staff, true, BEST_BEACH, DEMO_POLL_STANDALONE);
    result.pollsAdded += 1;
    await vote('somchai', DEMO_POLL_STANDALONE, 0);
    await vote('malee', DEMO_POLL_STANDALONE, 3);
    await vote('alice', DEMO_POLL_STANDALONE, 0);
  }

  const malee = ids.get('malee');
  const article = malee ? await publishedContentId(deps, malee, DEMO_POLL_ARTICLE_TITLE) : null;
  if (malee && article && !(await wallet.polls.seed.exists(DEMO_POLL_EMBEDDED))) {
    await wallet.polls.seed.create(malee, false, KRABI_MONTH, DEMO_POLL_EMBEDDED);
    result.pollsAdded += 1;
    await vote('somchai', DEMO_POLL_EMBEDDED, 0);
    await vote('alice', DEMO_POLL_EMBEDDED, 2);
  }
  if (malee && article && !(await showsPoll(deps, article, DEMO_POLL_EMBEDDED))) {
    // The editor's path: a draft of the published article, the poll section added after the first section, published again.
    const draft = await content.createDraft(malee, article, (await content.editorContent(malee, article)).revision);
    const sections = [...draft.sections] as unknown as NonNullable<PatchBodyWire['sections']>;
    sections.splice(1, 0, { section_id: 'poll-1', type: 'poll', poll_id: DEMO_POLL_EMBEDDED });
    const saved = await content.patchContent(malee, article, { revision: draft.revision, sections });
    await content.publishContent(malee, article, saved.revision);
  }

  const now = deps.clock.now();
  const cover = async (art: ArtSpec) => {
    const artwork = paintArtwork(art);
    return media.saveImage({
      ownerUserId: staff,
      purpose: 'cover',
      contentType: artwork.contentType,
      width: artwork.width,
      height: artwork.height,
      blurhash: artwork.blurhash,
      bytes: artwork.bytes,
    });
  };
  const campaigns: readonly [string, Omit<CampaignBodyWire, 'cover'>, ArtSpec][] = [
    [
      DEMO_CAMPAIGN_OPEN,
      campaign(
        ['เที่ยวหน้าฝน: เรื่องเล่าระหว่างสายฝน', 'Rainy season stories'],
        [
          'ฝนตกก็เที่ยวได้ เล่าทริปหน้าฝนของคุณ ทั้งน้ำตก ทะเลหมอก และร้านกาแฟริมทาง',
          'Rain is no reason to stay home: tell us about waterfalls, sea fog and roadside cafés in the green season.',
        ],
        bangkokDay(now, -30),
        bangkokDay(now, 90),
      ),
      { scene: 'mountains', mood: 'dusk', seed: 'camp-rainy' },
    ],
    [
      DEMO_CAMPAIGN_ENDED,
      campaign(
        ['หน้าหนาวบนดอย', 'Cool season in the hills'],
        [
          'ทริปหน้าหนาวทางภาคเหนือ ทะเลหมอก ดอกไม้ และวัดบนดอย',
          'Northern trips in the cool season: sea fog, flowers and hilltop temples.',
        ],
        bangkokDay(now, -120),
        bangkokDay(now, -39),
      ),
      { scene: 'temple', mood: 'dawn', seed: 'camp-cool' },
    ],
  ];
  try {
    for (const [campaignId, body, art] of campaigns) {
      if (await wallet.campaigns.seed.exists(campaignId)) continue;
      await wallet.campaigns.seed.create(
        staff,
        { ...body, cover: { image_id: (await cover(art)).image_id } },
        campaignId,
      );
      result.campaignsAdded += 1;
    }
  } finally {
    // This media module's variant queue is the seed's own (no server shutdown waits for it): the covers' variants
    // are made now, also when a campaign failed after its cover was stored.
    await media.variantsIdle();
  }

  for (const entry of ENTRIES) {
    const author = ids.get(entry.author);
    const contentId = author ? await publishedContentId(deps, author, entry.title) : null;
    if (!contentId) continue;
    const rows = await deps.db.query(
      'UPDATE contents SET campaign_id = $2 WHERE content_id = $1 AND campaign_id IS NULL RETURNING content_id',
      [contentId, entry.campaignId],
    );
    result.entriesAdded += rows.length;
  }
  return result;
}

async function publishedContentId(deps: Kernel, authorId: string, title: string): Promise<string | null> {
  const rows = await deps.db.query<{ content_id: string }>(
    `SELECT c.content_id FROM contents c JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
     WHERE c.author_user_id = $1 AND c.deleted_at IS NULL AND v.document->>'title' = $2 ORDER BY c.created_at LIMIT 1`,
    [authorId, title],
  );
  return rows[0]?.content_id ?? null;
}

async function showsPoll(deps: Kernel, contentId: string, pollId: string): Promise<boolean> {
  const rows = await deps.db.query(
    `SELECT 1 FROM contents c JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
     WHERE c.content_id = $1 AND v.document->'sections' @> $2::jsonb`,
    [contentId, JSON.stringify([{ type: 'poll', poll_id: pollId }])],
  );
  return rows.length > 0;
}
