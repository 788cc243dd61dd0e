import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReaderDataSource } from '../../../server/reader-pages/reader-data';
import { installReaderPages } from '../../../server/reader-pages/reader-page';
import type { ReaderRenderer } from '../../../server/reader-pages/reader-ssr';
import { READER_HTML } from '../helpers/reader-html';

// The reader's server renderer is the reader's own components on Preact, as in reader-site-nav-server.test.ts.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react-dom', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const author = { user_id: 'u-noi', username: 'noi', display_name: 'Noi Traveller', avatar_image: null };
const data = {
  profileContents: async (username: string) =>
    username === 'noi'
      ? {
          data: {
            author,
            about: { biography: null, website: null, country: null, cover_image: null },
            follows: { follower_count: 1, following_count: 1284 },
            items: [],
          },
          paging: { offset: 0, limit: 12, next_cursor: null },
          total_count: 0,
        }
      : null,
} as unknown as ReaderDataSource;

let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  const { renderReaderPage } = await import('../../../src/ui/reader/reader-ssr');
  app = Fastify();
  installReaderPages(app, {
    template: READER_HTML,
    publicUrl: 'https://travelogue.test',
    data,
    render: renderReaderPage as ReaderRenderer,
  });
  await app.ready();
}, 60_000);
afterAll(() => app?.close());

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
const followIsland = (html: string) => /<div [^>]*data-island="follow"[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';

describe("a creator's profile arrives with their follower and following counts and the Follow button in the HTML", () => {
  it('English: "1 follower", "1,284 following" and a Follow toggle not pressed, as an island of its own', async () => {
    const res = await page('/profiles/noi?lang=en');
    expect(res.statusCode).toBe(200);
    const island = followIsland(res.body);
    expect(island).toContain('<span>1 follower</span><span>1,284 following</span>');
    expect(island).toMatch(
      /<button[^>]*aria-pressed="false"[^>]*>Follow <span class="visually-hidden">Noi Traveller<\/span>/,
    );
    expect(island).toContain('&quot;creatorUserId&quot;:&quot;u-noi&quot;');
  });

  it('Thai: the same counts and button in Thai', async () => {
    const res = await page('/profiles/noi?lang=th');
    const island = followIsland(res.body);
    expect(island).toContain('ผู้ติดตาม 1 คน');
    expect(island).toContain('กำลังติดตาม 1,284 คน');
    expect(island).toMatch(/>ติดตาม <span class="visually-hidden">Noi Traveller<\/span><\/button>/);
  });
});
