import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { aFeedContent } from '../../fakes/in-memory-feed-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';
import { seedFeed } from './discovery-fixtures';

describe('/categories/:categoryId', () => {
  it("the category's name and contents, newest first; most read in the address", async () => {
    const fakes = aSignedInApp();
    seedFeed(fakes.feed);
    const app = renderApp('/categories/culture', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Culture' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stories in Culture' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Chiang Mai's Sunday Walking Street", 'เชียงใหม่ 3 วัน 2 คืน']);
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Most read' }));
    await waitFor(() => expect(app.location()).toBe('/categories/culture?sort=most_read'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Stories in Culture' })).getAllByRole('heading', { level: 3 })[0],
      ).toHaveTextContent("Chiang Mai's Sunday"),
    );
    expect(fakes.feed.queries.filter((q) => q.method === 'categoryContents').map((q) => q.args[1])).toEqual([
      'newest',
      'most_read',
    ]);
    expect(screen.getByRole('link', { name: 'Search in this category' })).toHaveAttribute(
      'href',
      '/search?category=culture',
    );
  });

  it('paged by twelve, the page in the address', async () => {
    const fakes = aSignedInApp();
    fakes.feed.contents = Array.from({ length: 13 }, (_, i) =>
      aFeedContent({ title: `Market ${i + 1}`, categoryIds: ['food'] }),
    );
    const app = renderApp('/categories/food?sort=most_read', fakes);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/categories/food?sort=most_read&page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Stories in Food' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('empty, in Thai', async () => {
    renderApp('/categories/beaches', aSignedInApp({}, { language: 'th' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ชายหาด' })).toBeInTheDocument();
    expect(await screen.findByText('หมวดหมู่นี้ยังไม่มีเรื่องเล่า')).toBeInTheDocument();
  });

  it('spec §8: an error with a retry', async () => {
    const fakes = aSignedInApp();
    seedFeed(fakes.feed);
    fakes.feed.failures.fail('categoryContents', { status: { err_code: ErrorCode.internalUser, err_message: 'db' } });
    renderApp('/categories/food', fakes);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the contents. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Stories in Food' })).toBeInTheDocument();
  });

  it('spec §2: a private page — signed out goes to /login and comes back', async () => {
    const app = renderApp('/categories/food');
    await waitFor(() => expect(app.location()).toBe(`/login?redirectUrl=${encodeURIComponent('/categories/food')}`));
  });
});
