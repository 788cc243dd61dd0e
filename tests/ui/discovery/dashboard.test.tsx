import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';
import { seedFeed } from './discovery-fixtures';

/** A card's counts line ("40 views · 3 comments"), whose parts are separate unbreakable spans. */
const counts = (text: string) => (_: string, element: Element | null) =>
  element?.classList.contains('feed-card__counts') === true && element.textContent === text;

describe('/dashboard — the signed-in home (spec §6)', () => {
  it('you may like, trending contents and categories: cards link to the reader, categories to their page', async () => {
    const fakes = aSignedInApp();
    seedFeed(fakes.feed);
    renderApp('/dashboard', fakes);
    const youMayLike = await screen.findByRole('list', { name: 'You may like' });
    const cards = within(youMayLike).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(youMayLike).getByRole('link', { name: 'เชียงใหม่ 3 วัน 2 คืน' })).toHaveAttribute('href', '/trips/t-cm');
    expect(within(youMayLike).getByRole('link', { name: 'ดอยสุเทพยามเช้า เชียงใหม่' })).toHaveAttribute(
      'href',
      '/contents/c-doi',
    );
    expect(within(cards[0]).getByText('by สมชาย ใจดี')).toBeInTheDocument();
    expect(within(cards[0]).getByText(counts('40 views · 3 comments'))).toBeInTheDocument();
    const trending = screen.getByRole('list', { name: 'Trending now' });
    expect(within(trending).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('ดอยสุเทพยามเช้า');
    const categories = await screen.findByRole('list', { name: 'Trending categories' });
    expect(within(categories).getByRole('link', { name: /Culture/ })).toHaveAttribute('href', '/categories/culture');
  });

  it('empty: each row says so on its own', async () => {
    renderApp('/dashboard', aSignedInApp());
    expect(
      await screen.findAllByText('Nothing to show yet. Come back soon: new stories arrive every day.'),
    ).toHaveLength(2);
    expect(await screen.findByText('No category is trending yet.')).toBeInTheDocument();
    expect(await screen.findByText("You haven't published anything yet.")).toBeInTheDocument();
  });

  it('loading, then spec §8 "list contents" error with a retry that recovers only the failed row', async () => {
    const fakes = aSignedInApp();
    seedFeed(fakes.feed);
    const release = fakes.feed.hold('trendingContents');
    fakes.feed.failures.fail('youMayLike', { status: { err_code: ErrorCode.internalUser, err_message: 'db' } });
    renderApp('/dashboard', fakes);
    const trendingSection = (await screen.findByRole('heading', { level: 2, name: 'Trending now' })).closest(
      'section',
    )!;
    expect(within(trendingSection).getByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await within(trendingSection).findByRole('list', { name: 'Trending now' })).toBeInTheDocument();
    const likeSection = screen.getByRole('heading', { level: 2, name: 'You may like' }).closest('section')!;
    expect(await within(likeSection).findByRole('alert')).toHaveTextContent(
      'We could not load the contents. Please try again.',
    );
    await userEvent.setup().click(within(likeSection).getByRole('button', { name: 'Try again' }));
    expect(await within(likeSection).findByRole('list', { name: 'You may like' })).toBeInTheDocument();
    expect(within(likeSection).queryByRole('alert')).toBeNull();
  });

  it("the reader's drafts link to the editor; published ones show views and comments and the public profile", async () => {
    const fakes = aSignedInApp();
    fakes.editor.api.seed({ contentId: 'd1', title: 'Half-written Nan trip', kind: 'trip' });
    fakes.editor.api.seed({
      contentId: 'p1',
      title: 'Pai in the rain',
      status: 'published',
      publishedVersion: 1,
      draftVersion: null,
      viewCount: 21,
      commentCount: 4,
    });
    renderApp('/dashboard', fakes);
    const drafts = await screen.findByRole('list', { name: 'Continue writing' });
    expect(within(drafts).getByRole('link', { name: 'Half-written Nan trip' })).toHaveAttribute(
      'href',
      '/my-contents/d1/edit',
    );
    expect(within(drafts).queryByText(/views/)).toBeNull();
    const published = screen.getByRole('list', { name: 'Your published stories' });
    expect(within(published).getByRole('link', { name: 'Pai in the rain' })).toHaveAttribute('href', '/contents/p1');
    expect(within(published).getByText(counts('21 views · 4 comments'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'See your public profile' })).toHaveAttribute(
        'href',
        '/profiles/somchai',
      ),
    );
  });

  it('the search box goes to /search with the words', async () => {
    const fakes = aSignedInApp();
    const app = renderApp('/dashboard', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search Travelogue' }), '  เชียงใหม่ ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe(`/search?q=${encodeURIComponent('เชียงใหม่')}`));
  });

  it('spec §9: in Thai', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    seedFeed(fakes.feed);
    renderApp('/dashboard', fakes);
    expect(await screen.findByRole('heading', { level: 2, name: 'เรื่องที่คุณอาจชอบ' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /วัฒนธรรม/ })).toHaveAttribute('href', '/categories/culture');
    expect((await screen.findAllByText(counts('เข้าชม 40 ครั้ง · 3 ความคิดเห็น'))).length).toBeGreaterThan(0);
  });
});
