import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPublicContentWire } from '../../builders/public-content-wire.builder';

// The reader's production build runs on Preact (vite.reader.config.ts), on the server and in the browser: this
// file does too, so what is tested is Preact's server HTML and Preact's hydration of it, as in production.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react-dom', async () => await import('preact/compat'));
vi.mock('react-dom/client', async () => await import('preact/compat/client'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const NOW = Date.UTC(2025, 0, 7, 3, 0);
const open = { mode: 'open', periods: [{ open: '08.00', close: '18.00' }] };
/** A Location wire (GET locations/:id), what the server embeds for /map/location/:id. */
const place = {
  location_id: 'loc-doi',
  name: 'Wat Phra That Doi Suthep',
  name_en: 'Wat Phra That Doi Suthep',
  name_th: 'วัดพระธาตุดอยสุเทพ',
  address: 'Suthep, Mueang Chiang Mai',
  lat: 18.8048,
  lng: 98.9216,
  time_zone: 'Asia/Bangkok',
  opening_hours: {
    sunday: open,
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
  },
  category_id: null,
  status: 'approved',
  photo: null,
};
/** A PublicContent wire, what the server embeds for /contents/:id. */
const content = aPublicContentWire();

beforeEach(() => {
  vi.resetModules();
  // The page's own calls after mounting (view count, comments, …) stay pending: no network in this test.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.cookie = 'CookieConsent=; max-age=0; path=/';
});

/** The page as the server sends it: the SSR entry's HTML in #root, the data embedded; then the reader entry starts. */
async function serverPage(pathname: string, route: string, key: string, data: unknown) {
  const { renderReaderPage } = await import('../../../src/ui/reader/reader-ssr');
  const html = await renderReaderPage({ pathname, search: '', lang: 'en', data, now: NOW });
  expect(html).not.toBeNull();
  window.history.pushState({}, '', pathname);
  document.body.innerHTML =
    `<div id="root" data-ssr-lang="en">${html}</div>` +
    `<script type="application/json" id="initial-data">${JSON.stringify({ route, key, data })}</script>`;
  return document.getElementById('root')!;
}

async function startReader(root: HTMLElement) {
  await import('../../../src/ui/reader/reader-main');
  await waitFor(() => expect(root).toHaveAttribute('data-interactive', 'true'));
}

/**
 * The islands' IntersectionObservers, each with what it watches, to be told by the test when something nears
 * the screen; and a browser never idle: only the screen or an interaction can start an island.
 */
function watchIslandsNeverIdle() {
  const watched: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        watched.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', () => 0);
  return watched;
}

describe('reader controls work from the first click (spec §2 public pages, server-rendered)', () => {
  it('/map/location/[id]: the server HTML offers the distance and share buttons disabled; once mounted they are enabled', async () => {
    const root = await serverPage('/map/location/loc-doi', 'location', 'loc-doi', place);
    const distance = screen.getByRole('button', { name: 'How far is it from me?' });
    const share = screen.getByRole('button', { name: 'Share' });
    expect(distance).toBeDisabled();
    expect(share).toBeDisabled();
    expect(root).not.toHaveAttribute('data-interactive');
    // Links work without JavaScript and are never held back.
    expect(screen.getByTestId('maps-app-link')).toHaveAttribute('href');

    await startReader(root);
    // Hydrated in place (the same nodes, one heading), and the controls answer now. Preact's hydration does not
    // patch attributes: had the first client render differed from the server's (enabled), they would stay disabled.
    expect(distance.isConnected).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'How far is it from me?' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('/contents/[id]: share and report are disabled in the server HTML, enabled after mounting, as is the cookie banner', async () => {
    const root = await serverPage('/contents/c1', 'content', 'c1', content);
    expect(screen.getByRole('heading', { level: 1, name: 'Sunrise' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Report this story' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=/contents/c1',
    );
    expect(
      root.querySelectorAll(
        'button:not([disabled]), input:not([disabled]):not([readonly]), select:not([disabled]), textarea:not([readonly])',
      ),
    ).toHaveLength(0);

    await startReader(root);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Report this story' })).toBeEnabled();
    const banner = await screen.findByRole('region', { name: /cookie/i });
    expect(within(banner).getByRole('button', { name: 'I understand' })).toBeEnabled();
  });
});

describe('islands: a server-rendered article hydrates only its interactive parts', () => {
  it('/contents/[id]: the text around the islands is never re-rendered (an edit to it survives the start), and every island is marked interactive', async () => {
    const root = await serverPage('/contents/c1', 'content', 'c1', content);
    const islands = [...root.querySelectorAll('[data-island]')].map((node) => node.getAttribute('data-island'));
    expect(islands).toEqual(expect.arrayContaining(['stats', 'report', 'onward', 'comments']));
    // Whole-page hydration would put the heading's text back to the page's own; islands never touch it.
    const heading = screen.getByRole('heading', { level: 1, name: 'Sunrise' });
    heading.firstChild!.textContent = 'Not drawn again';

    await startReader(root);
    expect(heading.isConnected).toBe(true);
    expect(heading).toHaveTextContent('Not drawn again');
    for (const island of root.querySelectorAll('[data-island]'))
      expect(island).toHaveAttribute('data-interactive', 'true');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('an island waits for the reader: not hydrated until it nears the screen, then at once', async () => {
    const watched = watchIslandsNeverIdle();
    const root = await serverPage('/contents/c1', 'content', 'c1', content);
    await import('../../../src/ui/reader/reader-main');
    await waitFor(() => expect(watched.some((w) => w.targets.length > 0)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    expect(root).not.toHaveAttribute('data-interactive');

    const observer = watched.find((w) => w.targets.length > 0)!;
    const stats = root.querySelector('[data-island="stats"]')!;
    observer.callback(
      [{ target: stats, isIntersecting: true } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    await waitFor(() => expect(share).toBeEnabled());
    // The report button below has not been reached: still as the server drew it.
    expect(screen.getByRole('button', { name: 'Report this story' })).toBeDisabled();
    // A reader's first interaction with an island starts it wherever it is.
    root.querySelector('[data-island="report"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report this story' })).toBeEnabled());
  });
});

/** A ListItem wire of @malee's (a profile's or a campaign's published content). */
const listItem = (n: number) => ({
  content_id: `c-${n}`,
  kind: 'article',
  status: 'published',
  title: `Story ${n}`,
  summary: '',
  cover: null,
  has_draft: false,
  revision: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  published_at: '2025-01-01T00:00:00.000Z',
  view_count: n,
  like_count: 0,
  comment_count: 0,
  author: content.author,
});
/** A Poll wire (GET wallet polls/:pollId), what the server embeds for /polls/:id. */
const pollWire = {
  poll_id: 'p1',
  question: { th: 'ตลาดไหน', en: 'Which market?' },
  total_votes: 3,
  state: 'open',
  closes_at: '2025-02-01T00:00:00.000Z',
  options: [
    { option_id: 'o1', text: { th: 'จตุจักร', en: 'Chatuchak' }, image: null, votes: 2, percent: 67 },
    { option_id: 'o2', text: { th: 'รถไฟ', en: 'Rot Fai' }, image: null, votes: 1, percent: 33 },
  ],
  owner: null,
  standalone: true,
  my_vote: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
/** A Campaign wire (GET wallet campaigns/:campaignId), open in January 2025. */
const campaignWire = {
  campaign_id: 'k1',
  title: { th: 'หนาว', en: 'Winter in the North' },
  cover: null,
  starts_on: '2025-01-01',
  ends_on: '2025-01-31',
  opens_at: '2024-12-31T17:00:00.000Z',
  ends_at: '2025-01-31T17:00:00.000Z',
  state: 'open',
  entry_count: 1,
  category_id: null,
  description: { th: 'เล่าเรื่องหน้าหนาว', en: 'Tell us about the cool season.' },
  rules: { th: '', en: 'One entry each.' },
  prize: { th: '', en: '' },
  created_at: '2024-12-01T00:00:00.000Z',
  updated_at: '2024-12-01T00:00:00.000Z',
};
/** The by-username envelope of /profiles/malee: the first 12 of 13 published contents. */
const profileWire = {
  data: { author: content.author, items: Array.from({ length: 12 }, (_, i) => listItem(i + 1)) },
  paging: { offset: 0, limit: 12 },
  total_count: 13,
};

/** The API answers `data` (with the paged envelope's extras) for every call whose URL contains `part`. */
function answering(routes: Record<string, Record<string, unknown>>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    const hit = Object.entries(routes).find(([part]) => url.includes(part));
    if (!hit) return new Promise(() => undefined);
    return Promise.resolve(new Response(JSON.stringify({ status: { err_code: 0 }, ...hit[1] }), { status: 200 }));
  });
  return calls;
}

describe('islands: the poll, campaign and profile pages hydrate only their interactive parts', () => {
  const pages = [
    ['/polls/p1', 'poll', 'p1', pollWire, ['poll-page']],
    ['/campaigns/k1/detail', 'campaign', 'k1', campaignWire, ['campaign-entries']],
    // Follow in the header, each of the 12 cards' save star an island of its own, then "load more".
    [
      '/profiles/malee',
      'profile',
      'malee',
      profileWire,
      ['follow', ...Array<string>(12).fill('card-save'), 'profile-more'],
    ],
  ] as const;

  it.each(pages)(
    '%s: the page around its islands is never re-rendered (an edit to it survives the start), and every island is marked interactive',
    async (pathname, route, key, data, names) => {
      const root = await serverPage(pathname, route, key, data);
      expect([...root.querySelectorAll('[data-island]')].map((node) => node.getAttribute('data-island'))).toEqual(
        names,
      );
      // Whole-page hydration would put the logo's text back to the page's own; islands never touch it.
      const logo = root.querySelector('.site-header__logo')!;
      logo.textContent = 'Not drawn again';
      expect(
        root.querySelectorAll('button:not([disabled]), input:not([disabled]):not([readonly])'),
        'no control works before its island does',
      ).toHaveLength(0);

      await startReader(root);
      expect(logo.isConnected).toBe(true);
      expect(logo).toHaveTextContent('Not drawn again');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      for (const island of root.querySelectorAll('[data-island]'))
        expect(island).toHaveAttribute('data-interactive', 'true');
    },
  );

  it('/polls/[id]: the poll island starts from the embedded poll (no call for an anonymous reader) and keeps the ids its labels point at', async () => {
    const calls = answering({});
    const root = await serverPage('/polls/p1', 'poll', 'p1', pollWire);
    const list = screen.getByRole('list', { name: 'Which market?' });
    await startReader(root);
    expect(list.isConnected).toBe(true);
    expect(screen.getByRole('list', { name: 'Which market?' })).toBe(list);
    expect(screen.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fpolls%2Fp1',
    );
    expect(calls.filter((url) => url.includes('/polls/'))).toEqual([]);
  });

  it('/campaigns/[id]/detail: the entries island reads the entries once hydrated and lists them', async () => {
    answering({ '/entries': { data: [listItem(7)], total_count: 1 } });
    const root = await serverPage('/campaigns/k1/detail', 'campaign', 'k1', campaignWire);
    await startReader(root);
    const entries = screen.getByTestId('campaign-entries');
    await waitFor(() =>
      expect(within(entries).getByRole('link', { name: /Story 7/ })).toHaveAttribute('href', '/contents/c-7'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Winter in the North' })).toBeInTheDocument();
  });

  it('/profiles/[username]: "load more" appends the next page after the server\'s cards, which stay as they were', async () => {
    const calls = answering({
      'by-username/malee': { data: { author: content.author, items: [listItem(13)] }, total_count: 13 },
    });
    const root = await serverPage('/profiles/malee', 'profile', 'malee', profileWire);
    const first = screen.getAllByTestId('profile-content');
    expect(first).toHaveLength(12);
    await startReader(root);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-content')).toHaveLength(13));
    expect(screen.getAllByTestId('profile-content').slice(0, 12)).toEqual(first);
    expect(screen.getByRole('link', { name: /Story 13/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.find((url) => url.includes('by-username'))).toMatch(/offset=12/);
  });

  it.each(pages)(
    '%s: its island waits for the reader: not hydrated until it nears the screen (the browser never idle), then at once',
    async (pathname, route, key, data, [name]) => {
      const watched = watchIslandsNeverIdle();
      const root = await serverPage(pathname, route, key, data);
      await import('../../../src/ui/reader/reader-main');
      await waitFor(() => expect(watched.some((w) => w.targets.length > 0)).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const island = root.querySelector(`[data-island="${name}"]`)!;
      expect(island).not.toHaveAttribute('data-interactive');
      expect(root).not.toHaveAttribute('data-interactive');

      const observer = watched.find((w) => w.targets.includes(island))!;
      observer.callback(
        [{ target: island, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() => expect(island).toHaveAttribute('data-interactive', 'true'));
      // The page is interactive once every island is: the others (a profile's card stars) near the screen too.
      const rest = [...root.querySelectorAll('[data-island]')].filter((node) => node !== island);
      for (const other of rest)
        observer.callback(
          [{ target: other, isIntersecting: true } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      await waitFor(() => expect(root).toHaveAttribute('data-interactive', 'true'));
    },
  );

  it('/profiles/[username]: "load more" far from the screen starts on the reader\'s first touch of it (focus)', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', () => 0);
    const root = await serverPage('/profiles/malee', 'profile', 'malee', profileWire);
    await import('../../../src/ui/reader/reader-main');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const more = screen.getByRole('button', { name: 'Load more' });
    expect(more).toBeDisabled();
    const island = root.querySelector('[data-island="profile-more"]')!;
    island.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitFor(() => expect(more).toBeEnabled());
    await waitFor(() => expect(island).toHaveAttribute('data-interactive', 'true'));
  });
});

describe('islands: two polls in one article', () => {
  it('each hydrated poll keeps ids of its own, so every list is named by its own question (each island is a separate root, whose generated ids would start alike)', async () => {
    const second = { ...pollWire, poll_id: 'p2', question: { th: 'อาหารไหน', en: 'Which dish?' } };
    answering({ '/polls/p1': { data: pollWire }, '/polls/p2': { data: second } });
    const withPolls = {
      ...content,
      sections: [
        { section_id: 's-p1', type: 'poll', poll_id: 'p1' },
        { section_id: 's-p2', type: 'poll', poll_id: 'p2' },
      ],
    };
    const root = await serverPage('/contents/c1', 'content', 'c1', withPolls);
    await startReader(root);
    expect(await screen.findByRole('list', { name: 'Which market?' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Which dish?' })).toBeInTheDocument();
    const ids = [...root.querySelectorAll('[id]')].map((node) => node.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
