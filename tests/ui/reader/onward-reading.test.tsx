import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OnwardReadingService } from '../../../src/application/reader/onward-reading.service';
import type { ContentListItem, PublicContent } from '../../../src/domain/content/content';
import { ADVANCE_SEARCH_PATH } from '../../../src/infrastructure/reader/fetch-place-contents-api';
import { FEED_PATHS } from '../../../src/contract/feed.contract';
import ContentPage from '../../../src/ui/reader/content/content.page';
import { readerHomeHref } from '../../../src/ui/reader/reader-links';
import TripPage from '../../../src/ui/reader/trip/trip.page';
import { aPublicContent, watArun } from '../../builders/public-content.builder';
import { aTrip, englishT, goTo, readerServices } from './trip-support';

const somchai = { userId: 'author-1', username: 'somchai', displayName: 'Somchai', avatarImage: null };
const other = { userId: 'author-2', username: 'nok', displayName: 'Nok', avatarImage: null };

const item = (contentId: string, over: Partial<ContentListItem> = {}): ContentListItem => ({
  contentId,
  kind: 'article',
  status: 'published',
  title: `Story ${contentId}`,
  summary: '',
  cover: null,
  hasDraft: false,
  revision: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publishedAt: '2025-01-01T00:00:00.000Z',
  viewCount: 0,
  commentCount: 0,
  author: somchai,
  ...over,
});

function setup(content: PublicContent, signedIn = false) {
  const built = readerServices();
  built.api.add(content);
  built.session.remembered = signedIn;
  built.creatorsApi.add(somchai, [
    item(content.contentId),
    item('c-2'),
    item('t-3', { kind: 'trip', title: 'Trip three' }),
    item('c-4'),
    item('c-5'),
    item('c-6'),
  ]);
  built.placesApi.add(watArun.locationId, [
    item(content.contentId),
    item('p-1', { author: other, title: 'Wat Arun at night' }),
    item('c-2'),
  ]);
  return built;
}

describe('a public page links onward (Discovery)', () => {
  let t: Awaited<ReturnType<typeof englishT>>;
  beforeEach(async () => {
    t = await englishT();
  });

  it('/contents/[id]: after the article, more from the creator (never this content) with a link to the profile', async () => {
    goTo('/contents/content-1');
    const built = setup(aPublicContent());
    render(
      <StrictMode>
        <ContentPage initialData={null} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    const fromCreator = await screen.findByRole('region', { name: 'More from Somchai' });
    await waitFor(() => expect(within(fromCreator).getAllByTestId('onward-card')).toHaveLength(4));
    const links = within(fromCreator)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/contents/c-2', '/trips/t-3', '/contents/c-4', '/contents/c-5', '/profiles/somchai']);
    expect(within(fromCreator).getByRole('link', { name: 'See everything by Somchai' })).toHaveAttribute(
      'href',
      '/profiles/somchai',
    );
    // read after the article is drawn, and a few cards only
    expect(built.creatorsApi.calls.every((call) => call.startsWith('somchai:0:'))).toBe(true);
  });

  it('more at each featured place: contents sharing the place, not this one, not repeated', async () => {
    goTo('/contents/content-1');
    const built = setup(aPublicContent());
    render(<ContentPage initialData={null} services={built.services} t={t} lang="en" />);
    const atPlace = await screen.findByRole('region', { name: 'More at Wat Arun' });
    const titles = within(atPlace)
      .getAllByTestId('onward-card')
      .map((card) => within(card).getByRole('link').textContent);
    expect(titles).toEqual(['ArticleWat Arun at night', 'ArticleStory c-2']);
    expect(built.placesApi.calls[0]).toMatch(/^loc-wat-arun:0:/);
  });

  it('a failing or empty place read hides its section; the article and the creator section stay', async () => {
    goTo('/contents/content-1');
    const built = setup(aPublicContent());
    built.placesApi.failing.add(watArun.locationId);
    render(<ContentPage initialData={null} services={built.services} t={t} lang="en" />);
    await screen.findByRole('region', { name: 'More from Somchai' });
    await waitFor(() => expect(built.placesApi.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: /More at/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('/trips/[id] ends with the same onward sections, up to two places', async () => {
    goTo('/trips/trip-1');
    const built = setup(aTrip());
    render(<TripPage initialData={null} services={built.services} t={t} lang="en" />);
    const fromCreator = await screen.findByRole('region', { name: 'More from Somchai' });
    await waitFor(() => expect(within(fromCreator).getAllByTestId('onward-card').length).toBeGreaterThan(0));
    await screen.findByRole('region', { name: 'More at Wat Arun' });
    expect(built.placesApi.calls.map((call) => call.split(':')[0])).toEqual(['loc-wat-arun', 'loc-palace']);
  });

  it("the logo takes an anonymous reader to the creator's profile, a signed-in one to the dashboard", async () => {
    goTo('/contents/content-1');
    const anonymous = render(
      <ContentPage initialData={null} services={setup(aPublicContent()).services} t={t} lang="en" />,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/profiles/somchai');
    anonymous.unmount();
    render(<ContentPage initialData={null} services={setup(aPublicContent(), true).services} t={t} lang="en" />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/dashboard');
  });

  it('home links never point at the gated / for an anonymous reader', () => {
    expect(readerHomeHref(false, 'somchai')).toBe('/profiles/somchai');
    expect(readerHomeHref(false, null)).toBe('/about-us');
    expect(readerHomeHref(true, 'somchai')).toBe('/dashboard');
  });
});

describe('OnwardReadingService', () => {
  it('asks for one more than it shows, drops the content itself, and answers [] without a username or on failure', async () => {
    const built = readerServices();
    built.creatorsApi.add(somchai, [item('a'), item('b')]);
    const service = new OnwardReadingService(built.creatorsApi, built.placesApi);
    expect((await service.moreFromCreator({ contentId: 'a', author: somchai }, 1)).map((i) => i.contentId)).toEqual([
      'b',
    ]);
    expect(built.creatorsApi.calls).toEqual(['somchai:0:2']);
    expect(await service.moreFromCreator({ contentId: 'a', author: { ...somchai, username: null } })).toEqual([]);
    expect(await service.moreFromCreator({ contentId: 'a', author: other })).toEqual([]);
  });

  it("the reader's advance-search path is the contract's", () => {
    expect(`/${ADVANCE_SEARCH_PATH}`).toBe(FEED_PATHS.advanceSearch);
  });
});
