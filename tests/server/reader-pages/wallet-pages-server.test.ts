import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  readerDataSource,
  type CampaignPageData,
  type PollPageData,
  type ReaderDataSource,
} from '../../../server/reader-pages/reader-data';
import { escapeHtml } from '../../../server/reader-pages/social-meta';
import { installSpa } from '../../../server/reader-pages/spa';
import { builtStaticDir, initialDataOf, metaOf } from '../helpers/reader-html';

const EVIL = `</script><script>alert(1)</script> "q" 's' & $& <b>`;

const poll = (over: Partial<PollPageData> = {}): PollPageData => ({
  poll_id: 'poll-1',
  question: { th: 'ไปเที่ยวที่ไหนดี', en: 'Where should we go next?' },
  options: [
    { option_id: 'a', text: { th: 'เชียงใหม่', en: 'Chiang Mai' }, image: null, votes: 3, percent: 75 },
    { option_id: 'b', text: { th: 'น่าน', en: '' }, image: null, votes: 1, percent: 25 },
  ],
  total_votes: 4,
  state: 'open',
  closes_at: null,
  ...over,
});
const campaign = (over: Partial<CampaignPageData> = {}): CampaignPageData => ({
  campaign_id: 'camp-1',
  title: { th: 'เที่ยวเมืองรอง', en: 'Second-city trips' },
  description: { th: 'เขียนเรื่องเมืองรอง', en: 'Write about a second city.' },
  cover: { image_id: 'img-1', url: '/api/uploads/contents/img-1', blurhash: null, width: 1200, height: 630 },
  state: 'open',
  starts_on: '2025-01-01',
  ends_on: '2025-01-31',
  opens_at: '2024-12-31T17:00:00.000Z',
  ends_at: '2025-01-31T17:00:00.000Z',
  ...over,
});

describe('GET /polls/:id and /campaigns/:id/detail (server-rendered title, Open Graph and initial data)', () => {
  let app: FastifyInstance;
  let url: string;
  let dir: string;
  const polls = new Map<string, PollPageData>();
  const campaigns = new Map<string, CampaignPageData>();
  const notFound = () =>
    new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound', message: 'none' });
  const asked: string[] = [];
  // The pages read through the wallet use cases exactly as the composition root passes them (app.ts).
  const data: ReaderDataSource = readerDataSource(
    {
      publicContent: async () => {
        throw notFound();
      },
      contentsOfUsername: async () => {
        throw notFound();
      },
    },
    undefined,
    {
      polls: {
        byId: async (id, identity) => {
          asked.push(`poll:${id}:${String(identity)}`);
          const p = polls.get(id);
          if (!p) throw notFound();
          return p;
        },
      },
      campaigns: {
        byId: async (id) => {
          const c = campaigns.get(id);
          if (!c) throw notFound();
          return c;
        },
      },
    },
  );
  const get = async (p: string, headers: Record<string, string> = { accept: 'text/html' }) => {
    const response = await fetch(`${url}${p}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    dir = builtStaticDir();
    polls.set('poll-1', poll());
    polls.set('evil', poll({ poll_id: 'evil', question: { th: EVIL, en: EVIL } }));
    campaigns.set('camp-1', campaign());
    app = Fastify();
    await installSpa(app, dir, { publicUrl: 'https://travelogue.test', data });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('/polls/:id sends reader.html with the question as title and og:title, og:type website, and the Poll embedded', async () => {
    const page = await get('/polls/poll-1?lang=en');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/assets/reader-abc.js');
    expect(metaOf(page.text)).toMatchObject({
      title: 'Where should we go next? · Travelogue',
      canonical: 'https://travelogue.test/polls/poll-1',
      'og:title': 'Where should we go next?',
      'og:type': 'website',
      'og:url': 'https://travelogue.test/polls/poll-1',
      'og:locale': 'en_US',
      // An option written only in Thai is named in Thai rather than left out.
      description: 'Poll: Chiang Mai · น่าน (4 votes)',
    });
    expect(initialDataOf(page.text)).toEqual({ route: 'poll', key: 'poll-1', data: poll() });
    // Anonymous: the server never embeds anyone's own vote.
    expect(asked).toContain('poll:poll-1:null');
  });

  it('in Thai, the Thai question and th_TH; a closed poll says "final result"', async () => {
    polls.set('closed', poll({ poll_id: 'closed', state: 'closed' }));
    const page = await get('/polls/closed', { accept: 'text/html', 'accept-language': 'th-TH,th;q=0.9' });
    expect(metaOf(page.text)).toMatchObject({
      title: 'ไปเที่ยวที่ไหนดี · Travelogue',
      'og:locale': 'th_TH',
      description: 'โพล: เชียงใหม่ · น่าน (ผลสุดท้าย, 4 โหวต)',
    });
    expect(page.text).toContain('<html lang="th"');
  });

  it('a hostile question stays text: escaped in the head, the data parses back', async () => {
    const page = await get('/polls/evil?lang=en');
    expect(page.text).not.toContain('alert(1)</script>');
    expect(page.text.match(/<script/g)).toHaveLength(2); // the module and the initial data
    expect(metaOf(page.text)['og:title']).toBe(escapeHtml(EVIL));
    expect((initialDataOf(page.text) as { data: PollPageData }).data.question.en).toBe(EVIL);
  });

  it('an unknown poll is a real 404 with the not-found head and no data', async () => {
    const page = await get('/polls/nope');
    expect(page.status).toBe(404);
    expect(metaOf(page.text)).toMatchObject({ title: 'Page not found · Travelogue', robots: 'noindex' });
    expect(initialDataOf(page.text)).toBeNull();
  });

  it('/campaigns/:id/detail sends the title, description with the Bangkok days, cover image and the Campaign embedded', async () => {
    const page = await get('/campaigns/camp-1/detail?lang=en');
    expect(page.status).toBe(200);
    expect(metaOf(page.text)).toMatchObject({
      title: 'Second-city trips · Travelogue',
      'og:title': 'Second-city trips',
      'og:type': 'website',
      'og:url': 'https://travelogue.test/campaigns/camp-1/detail',
      'og:image': 'https://travelogue.test/api/uploads/contents/img-1',
      description: 'Write about a second city. 01 Jan 2025 to 31 Jan 2025 (Bangkok time)',
    });
    expect(initialDataOf(page.text)).toEqual({ route: 'campaign', key: 'camp-1', data: campaign() });
  });

  it('spec §9 date DD MMM YYYY: a Thai head writes the campaign days in the Buddhist Era, as every Thai screen does', async () => {
    const page = await get('/campaigns/camp-1/detail?lang=th');
    expect(metaOf(page.text).description).toContain('01 ม.ค. 2568 ถึง 31 ม.ค. 2568');
  });

  it('an unknown campaign is a real 404; /campaigns/write/new is not a campaign page', async () => {
    const page = await get('/campaigns/nope/detail');
    expect(page.status).toBe(404);
    expect(metaOf(page.text)).toMatchObject({ robots: 'noindex' });
    const write = await get('/campaigns/write/new?campaign=camp-1');
    expect(write.status).toBe(200);
    expect(write.text).toContain('Travelogue app'); // the main SPA's index.html
  });

  it('a request for JSON is not the page', async () => {
    const page = await get('/polls/poll-1', { accept: 'application/json' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('4040104404');
  });
});
