import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReaderDataSource } from '../../../server/reader-pages/reader-data';
import { installReaderPages } from '../../../server/reader-pages/reader-page';
import type { ReaderRenderer } from '../../../server/reader-pages/reader-ssr';
import { aPublicContentWire } from '../../builders/public-content-wire.builder';
import { metaOf, READER_HTML } from '../helpers/reader-html';

// The reader's server renderer is the reader's own components on Preact (vite.reader.config.ts builds it for the
// server): rendered here from the sources on Preact too, it is what a visitor's first byte of HTML holds.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react-dom', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const content = aPublicContentWire({ title: 'Sunrise at Wat Arun', summary: 'Dawn by the river' });
const data = { publicContent: async (id: string) => (id === 'c1' ? content : null) } as unknown as ReaderDataSource;

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
/** The server-rendered site header: `<header class="site-header">…</header>`. */
const headerOf = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const linksOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);

describe('a shared article arrives with a header that leads on, in the HTML itself (spec §2 public pages)', () => {
  it('English: the map, log in back to the article, sign up and the switch to Thai; the tab names the article', async () => {
    const res = await page('/contents/c1?lang=en');
    expect(res.statusCode).toBe(200);
    expect(linksOf(headerOf(res.body))).toEqual([
      ['Travelogue', '/profiles/malee'],
      ['Map', '/map'],
      ['ภาษาไทย', '/contents/c1?lang=th'],
      ['Log in', '/login?redirectUrl=%2Fcontents%2Fc1'],
      ['Sign up', '/signup'],
    ]);
    expect(metaOf(res.body).title).toBe('Sunrise at Wat Arun · Travelogue');
    // The footer's way in is there before any script runs too.
    expect(res.body).toMatch(/<footer class="site-footer">[\s\S]*href="\/download-app"[\s\S]*<\/footer>/);
  });

  it("Thai: the same links in Thai; the tab keeps the article's own title", async () => {
    const res = await page('/contents/c1?lang=th');
    expect(linksOf(headerOf(res.body))).toEqual([
      ['Travelogue', '/profiles/malee'],
      ['แผนที่', '/map'],
      ['English', '/contents/c1?lang=en'],
      ['เข้าสู่ระบบ', '/login?redirectUrl=%2Fcontents%2Fc1'],
      ['สมัครสมาชิก', '/signup'],
    ]);
    expect(metaOf(res.body).title).toBe('Sunrise at Wat Arun · Travelogue');
  });

  it('spec §1 §2 appMode: in the mobile app web view the server leaves the web header and footer out', async () => {
    const res = await page('/contents/c1?appMode=fca&lang=en');
    expect(headerOf(res.body)).toBe('');
    expect(res.body).not.toContain('class="site-footer"');
    expect(res.body).toContain('Sunrise at Wat Arun');
  });

  it('/map and a missing page name their tab in the language asked for', async () => {
    expect(metaOf((await page('/map?lang=th')).body).title).toBe('แผนที่สถานที่ · Travelogue');
    expect(metaOf((await page('/map?lang=en')).body).title).toBe('Places map · Travelogue');
    expect(metaOf((await page('/contents/nope?lang=th')).body).title).toBe('ไม่พบหน้านี้ · Travelogue');
    expect(metaOf((await page('/contents/nope?lang=en')).body).title).toBe('Page not found · Travelogue');
  });
});
