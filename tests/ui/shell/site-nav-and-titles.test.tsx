import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Routes } from '../../../src/domain/routing/routes';
import en from '../../../src/infrastructure/i18n/locales/en/pages-shell.json';
import th from '../../../src/infrastructure/i18n/locales/th/pages-shell.json';
import { ROUTE_PAGES } from '../../../src/ui/routes/app-routes';
import { anAuthUser } from '../../builders/auth-user.builder';
import { aFeedContent } from '../../fakes/in-memory-feed-api';
import { anApp, renderApp, type AppFakes } from '../support/render-app';

// The site's header and footer (an <article>'s own <header> is no landmark, but Testing Library names it banner too).
const header = () => document.querySelector<HTMLElement>('header.site-header')!;
const footer = () => document.querySelector<HTMLElement>('footer.site-footer')!;
/** Waiting for a lazy page behind the start-up overlay can take a few seconds on a busy machine. */
const SLOW = { timeout: 10_000 };
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });
const navHrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

function signedIn(fakes: AppFakes = anApp()): AppFakes {
  fakes.auth.authProvider.restoreSession(anAuthUser());
  return fakes;
}

describe('the app header leads on (spec §2 routes; hidden in the web view, spec §1)', () => {
  it('a visitor on a static page finds the map, log in and sign up, and the logo leads to a public page', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, SLOW);
    expect(navHrefs(mainNav())).toEqual(['/map']);
    // The map is a page of the lean reader entry: a plain link (a full load), never a router link that would
    // only hand over with a second load.
    expect(within(mainNav()).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
    expect(within(header()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', Routes.login);
    expect(within(header()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', Routes.signup);
    expect(within(header()).getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/about-us');
    // Search is behind spec §2 gate rule 5: a visitor is not sent to a sign-in wall from the header.
    expect(within(header()).queryByRole('link', { name: 'Search' })).toBeNull();
  });

  it('a signed-in user gets the map and search, the account menu instead of sign-in, and the logo goes home', async () => {
    renderApp('/dashboard', signedIn());
    await waitFor(() => expect(within(header()).getByRole('link', { name: 'Search' })).toBeInTheDocument());
    expect(navHrefs(mainNav())).toEqual(['/map', '/search']);
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/dashboard');
    // The header offers the way on, not the company pages (those are the footer's).
    expect(within(header()).queryByRole('link', { name: 'Jobs' })).toBeNull();
  });

  it('the footer: into the product first (map, app, sign-up or the home feed), then company and help', async () => {
    const { unmount } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Travelogue' }, SLOW);
    const explore = within(footer()).getByRole('list', { name: 'Explore' });
    expect(navHrefs(explore)).toEqual(['/map', '/download-app', '/signup']);
    expect(navHrefs(within(footer()).getByRole('list', { name: 'Company and help' }))).toEqual([
      '/about-us',
      '/jobs',
      '/faq',
      '/help-and-support',
      '/contact-us',
      '/_/terms-of-use',
      '/standards-against-csae',
    ]);
    unmount();
    renderApp('/about-us', signedIn());
    await waitFor(() =>
      expect(navHrefs(within(footer()).getByRole('list', { name: 'Explore' }))).toEqual([
        '/map',
        '/download-app',
        '/dashboard',
      ]),
    );
  });

  it('spec §1 §2: inside the mobile app web view there is no header or footer', async () => {
    renderApp('/faq?appMode=fca');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, SLOW);
    expect(document.querySelector('header.site-header')).toBeNull();
    expect(document.querySelector('footer.site-footer')).toBeNull();
    // Nor the way into the web product on the page itself: the app has its own.
    expect(screen.queryByRole('link', { name: 'Open the map' })).toBeNull();
  });
});

describe('every route names its tab, in the interface language', () => {
  const pages = [...new Set(ROUTE_PAGES.map((route) => route.page))];

  it.each(pages)('spec §1: the page "%s" has a tab title in th and en', (page) => {
    const titles = [en, th].map((strings) => (strings.titles as Record<string, string>)[page]);
    for (const title of titles) expect(title?.trim()).toBeTruthy();
  });

  it.each([
    ['/about-us', 'About us · Travelogue', 'เกี่ยวกับเรา · Travelogue'],
    ['/faq', 'FAQ · Travelogue', 'คำถามที่พบบ่อย · Travelogue'],
    ['/jobs', 'Jobs · Travelogue', 'ร่วมงานกับเรา · Travelogue'],
    ['/jobs/ae', 'Account Executive · Travelogue', 'Account Executive · Travelogue'],
    ['/login', 'Log in · Travelogue', 'เข้าสู่ระบบ · Travelogue'],
    ['/signup', 'Sign up · Travelogue', 'สมัครสมาชิก · Travelogue'],
    ['/download-app', 'Get the app · Travelogue', 'ดาวน์โหลดแอป · Travelogue'],
    ['/standards-against-csae', 'Child safety standards · Travelogue', 'มาตรฐานความปลอดภัยของเด็ก · Travelogue'],
  ])('%s reads "%s" in English and "%s" in Thai', async (path, english, thai) => {
    const { unmount } = renderApp(path);
    await waitFor(() => expect(document.title).toBe(english));
    unmount();
    renderApp(path, anApp({ language: 'th' }));
    await waitFor(() => expect(document.title).toBe(thai));
  });

  it('signed-in routes too, with the page naming itself when it can (a search by its words)', async () => {
    const { unmount } = renderApp('/dashboard', signedIn());
    await waitFor(() => expect(document.title).toBe('Home · Travelogue'));
    unmount();
    const search = renderApp('/search?q=Chiang%20Mai', signedIn());
    await waitFor(() => expect(document.title).toBe('Chiang Mai – Search · Travelogue'));
    await search.router.navigate('/my-contents');
    await waitFor(() => expect(document.title).toBe('My contents · Travelogue'));
  });

  it('switching the language renames the tab at once', async () => {
    renderApp('/faq');
    await waitFor(() => expect(document.title).toBe('FAQ · Travelogue'));
    await userEvent.click(within(header()).getByRole('button', { name: /ไทย/ }));
    await waitFor(() => expect(document.title).toBe('คำถามที่พบบ่อย · Travelogue'));
  });
});

describe('static pages lead into the product', () => {
  it.each([
    ['/about-us', 'About Travelogue'],
    ['/jobs', 'Jobs at Travelogue'],
    ['/faq', 'Frequently asked questions'],
    ['/help-and-support', 'Help and support'],
    ['/contact-us', 'Contact us'],
    ['/standards-against-csae', 'Standards against child sexual abuse and exploitation'],
    ['/_/terms-of-use', 'Terms of use'],
  ])('%s: the map and sign-up for a visitor', async (path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
    const explore = screen.getByRole('region', { name: 'Explore Travelogue' });
    expect(within(explore).getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/map');
    expect(within(explore).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  });

  it('a signed-in reader is offered the home feed instead of sign-up', async () => {
    renderApp('/faq', signedIn());
    const explore = await screen.findByRole('region', { name: 'Explore Travelogue' });
    await waitFor(() =>
      expect(within(explore).getByRole('link', { name: 'Go to your home feed' })).toHaveAttribute('href', '/dashboard'),
    );
    expect(within(explore).queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });

  it('/about-us shows stories being read now (the public trending feed), each opening in the reader', async () => {
    const fakes = anApp();
    fakes.feed.contents = [
      aFeedContent({ contentId: 'c-1', title: 'Sunrise at Doi Suthep', viewCount: 9 }),
      aFeedContent({ contentId: 't-1', kind: 'trip', title: 'Three days in Nan', viewCount: 5 }),
    ];
    renderApp('/about-us', fakes);
    const stories = await screen.findByRole('list', { name: 'Stories travellers are reading' });
    expect(within(stories).getByRole('link', { name: 'Sunrise at Doi Suthep' })).toHaveAttribute(
      'href',
      '/contents/c-1',
    );
    expect(within(stories).getByRole('link', { name: 'Three days in Nan' })).toHaveAttribute('href', '/trips/t-1');
  });

  it('/about-us still reads whole when the trending feed cannot be read', async () => {
    const fakes = anApp();
    fakes.feed.failures.fail('trendingContents', new Error('offline'));
    renderApp('/about-us', fakes);
    await screen.findByRole('region', { name: 'Explore Travelogue' });
    expect(screen.queryByRole('list', { name: 'Stories travellers are reading' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/download-app (spec §2 public; §4 Flags: download-app done)', () => {
  const links = JSON.stringify({
    app_store: 'https://apps.apple.com/app/travelogue/id1',
    google_play: 'https://play.google.com/store/apps/details?id=app.travelogue',
  });

  it('shows the store links from remote config, and a visitor gets no button at all: never a sign-in', async () => {
    const fakes = anApp();
    fakes.remoteConfigSource.values.set('app_store_links', links);
    renderApp('/download-app', fakes);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Take Travelogue with you' }, SLOW);
    const stores = within(main).getByRole('list', { name: 'Get the app from your store' });
    expect(within(stores).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/travelogue/id1',
    );
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=app.travelogue',
    );
    expect(within(main).queryByRole('button')).toBeNull();
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('/login') || href === '/dashboard'),
    ).toEqual([]);
    expect(within(main).getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/map');
  });

  it('a store left empty in remote config shows no link for it; none at all says where to find the app', async () => {
    const fakes = anApp();
    fakes.remoteConfigSource.values.set('app_store_links', JSON.stringify({ app_store: '', google_play: '' }));
    renderApp('/download-app', fakes);
    await screen.findByRole('heading', { level: 1, name: 'Take Travelogue with you' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.getByText('Search for “Travelogue” in the App Store or Google Play.')).toBeInTheDocument();
  });

  it('someone finishing onboarding sees the store links and continues to the dashboard', async () => {
    const fakes = signedIn();
    fakes.remoteConfigSource.values.set('app_store_links', links);
    const app = renderApp('/download-app', fakes);
    await waitFor(() => expect(app.store.auth.isSignedIn).toBe(true));
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to my dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});
