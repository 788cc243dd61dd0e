import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { aFeedContent } from '../../fakes/in-memory-feed-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';
import { seedFeed } from './discovery-fixtures';

const CM = encodeURIComponent('เชียงใหม่');

function aSearchApp(language: 'en' | 'th' = 'en') {
  const fakes = aSignedInApp({}, { language });
  seedFeed(fakes.feed);
  return fakes;
}

describe('/search: the address holds the search', () => {
  it('a Thai search from a shared link: the words in the box, hits with their matches marked (no HTML)', async () => {
    const fakes = aSearchApp();
    renderApp(`/search?q=${CM}`, fakes);
    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('เชียงใหม่');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    const link = within(list).getByRole('link', { name: 'เชียงใหม่ 3 วัน 2 คืน' });
    expect(link).toHaveAttribute('href', '/trips/t-cm');
    expect(link.querySelector('mark')).toHaveTextContent('เชียงใหม่');
    expect(within(list).getAllByText('เชียงใหม่', { selector: 'mark' }).length).toBeGreaterThanOrEqual(3);
    expect(fakes.feed.queries[0].args).toEqual(['เชียงใหม่', {}, { offset: 0, limit: 12 }]);
  });

  it('markup in a title or a match is shown as text, never parsed', async () => {
    const fakes = aSearchApp();
    fakes.feed.contents = [aFeedContent({ title: 'Best <img src=x onerror=alert(1)> noodles' })];
    renderApp('/search?q=%3Cimg', fakes);
    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(list.querySelector('img')).toBeNull();
    expect(within(list).getByText('<img', { selector: 'mark' })).toBeInTheDocument();
  });

  it('typing new words pushes a new address (page back to 1) and searches again', async () => {
    const fakes = aSearchApp();
    const app = renderApp(`/search?q=${CM}&kind=trip&page=2`, fakes);
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search words' });
    await user.clear(box);
    await user.type(box, 'Sunday{Enter}');
    await waitFor(() => expect(app.location()).toBe('/search?q=Sunday&kind=trip'));
    await waitFor(() => expect(fakes.feed.queries.at(-1)?.args[0]).toBe('Sunday'));
  });

  it('filters: kind, category and language go into the address and the call', async () => {
    const fakes = aSearchApp();
    const app = renderApp(`/search?q=${CM}`, fakes);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Stories' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'trip');
    await waitFor(() => expect(app.location()).toBe(`/search?q=${CM}&kind=trip`));
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Culture' })).toBeInTheDocument());
    await user.selectOptions(category, 'culture');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');
    await waitFor(() => expect(app.location()).toBe(`/search?q=${CM}&kind=trip&category=culture&language=th`));
    await waitFor(() =>
      expect(fakes.feed.queries.at(-1)?.args).toEqual([
        'เชียงใหม่',
        { kind: 'trip', categoryId: 'culture', language: 'th' },
        { offset: 0, limit: 12 },
      ]),
    );
  });

  it('filters alone search contents; no words and no filter shows a prompt and calls nothing', async () => {
    const fakes = aSearchApp();
    renderApp('/search', fakes);
    expect(await screen.findByText('Type what you are looking for, or pick a filter.')).toBeInTheDocument();
    expect(fakes.feed.queries).toEqual([]);
    renderApp('/search?language=en', fakes);
    expect(await screen.findByText('2 results')).toBeInTheDocument();
  });

  it('tabs: places link to /map/location/:id, creators to /profiles/:username; the tab is in the address', async () => {
    const fakes = aSearchApp();
    const app = renderApp('/search?q=chiang', fakes);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Stories' });
    const tabs = screen.getByRole('navigation', { name: 'Search in' });
    expect(within(tabs).getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Places' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=chiang&tab=places'));
    const places = await screen.findByRole('list', { name: 'Places' });
    expect(within(places).getByRole('link', { name: 'Wat Phra Singh' })).toHaveAttribute(
      'href',
      '/map/location/loc-phra-singh',
    );
    expect(within(places).getByText('Chiang', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    await user.click(within(tabs).getByRole('link', { name: 'Creators' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search words' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'alice{Enter}');
    const creators = await screen.findByRole('list', { name: 'Creators' });
    expect(within(creators).getByRole('link', { name: 'Alice Wanderer' })).toHaveAttribute('href', '/profiles/alice');
    expect(within(creators).getByText(/2 published stories/)).toBeInTheDocument();
    expect(app.location()).toBe('/search?q=alice&tab=creators');
  });

  it('a place is found by its province, shown under the address with the match marked when the address lacks it', async () => {
    const fakes = aSearchApp('th');
    fakes.feed.places = [
      {
        locationId: 'doi-inthanon',
        names: { en: 'Doi Inthanon National Park', th: 'อุทยานแห่งชาติดอยอินทนนท์' },
        address: 'Ban Luang',
        adminArea: { districtEn: 'Chom Thong', districtTh: 'จอมทอง', provinceEn: 'Chiang Mai', provinceTh: 'เชียงใหม่' },
      },
    ];
    renderApp(`/search?q=${CM}&tab=places`, fakes);
    const places = await screen.findByRole('list', { name: 'สถานที่' });
    expect(within(places).getByRole('link', { name: 'อุทยานแห่งชาติดอยอินทนนท์' })).toBeInTheDocument();
    expect(within(places).getByText('เชียงใหม่', { selector: 'mark' })).toBeInTheDocument();
    expect(within(places).getByText(/จอมทอง,/)).toBeInTheDocument();
  });

  it('places are named in the interface language (spec §9)', async () => {
    const fakes = aSearchApp('th');
    renderApp('/search?q=chiang&tab=places', fakes);
    const places = await screen.findByRole('list', { name: 'สถานที่' });
    expect(within(places).getByRole('link', { name: 'วัดพระสิงห์' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('พบ 1 รายการ');
  });

  it('paging: twelve a page, next and previous are links with the page in the address', async () => {
    const fakes = aSearchApp();
    fakes.feed.contents = Array.from({ length: 15 }, (_, i) => aFeedContent({ title: `Khao soi ${i + 1}` }));
    const app = renderApp('/search?q=khao', fakes);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=khao&page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=khao');
  });

  it('loading, nothing found, and a spec §8 error with retry', async () => {
    const fakes = aSearchApp();
    const release = fakes.feed.hold('searchContents');
    fakes.feed.failures.fail('searchContents', { status: { err_code: ErrorCode.internalUser, err_message: 'db' } });
    renderApp('/search?q=zzz', fakes);
    const results = (await screen.findByRole('heading', { level: 2, name: 'Results' })).closest('section')!;
    expect(await within(results).findByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the contents. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “zzz”. Try other words or fewer filters.')).toBeInTheDocument();
  });
});
