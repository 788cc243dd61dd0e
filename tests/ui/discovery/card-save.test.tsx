import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { aFeedContent } from '../../fakes/in-memory-feed-api';
import { renderApp, anApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';
import { renderEditor } from '../editor/render-editor';
import { seedFeed } from './discovery-fixtures';

const SUNDAY = "Chiang Mai's Sunday Walking Street";
const TRIP = 'เชียงใหม่ 3 วัน 2 คืน';

/** A signed-in reader on a page of cards, the saved-service knowing every card's title. */
function aReader(language: 'en' | 'th' = 'en') {
  const fakes = aSignedInApp({}, { language });
  seedFeed(fakes.feed);
  for (const content of fakes.feed.contents) fakes.saved.titles.set(content.contentId, content.title);
  return fakes;
}

describe('the save star on content cards (ours: keeping stories from any list of cards)', () => {
  it('a page of cards asks "which do I keep?" once, and each card says whether it is kept', async () => {
    const fakes = aReader();
    await fakes.saved.save('content', 'c-sunday');
    fakes.saved.statusAsks = [];
    renderApp('/categories/culture', fakes);
    // the first test loads the page's chunk
    const list = await screen.findByRole('list', { name: 'Stories in Culture' }, { timeout: 5000 });
    expect(await within(list).findByRole('button', { name: `Saved ${SUNDAY}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(list).getByRole('button', { name: `Save ${TRIP}` })).toHaveAttribute('aria-pressed', 'false');
    expect(fakes.saved.statusAsks.map((ids) => [...ids].sort())).toEqual([['c-sunday', 't-cm']]);
  });

  it('the dashboard asks once per page of cards, never twice about one card', async () => {
    const fakes = aReader();
    renderApp('/dashboard', fakes);
    const youMayLike = await screen.findByRole('list', { name: 'You may like' });
    await waitFor(() => expect(within(youMayLike).getAllByRole('button', { name: /^Save / })).toHaveLength(4));
    await screen.findByRole('list', { name: 'Trending now' });
    await waitFor(() => expect(fakes.saved.statusAsks.length).toBeGreaterThan(0));
    // Two rows of cards: at most one call each; the rows' shared cards are asked about once.
    expect(fakes.saved.statusAsks.length).toBeLessThanOrEqual(2);
    const asked = fakes.saved.statusAsks.flat();
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('pressing saves into my default list and pressing again lets it go; the star follows at once', async () => {
    const fakes = aReader();
    renderApp('/categories/culture', fakes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Save ${TRIP}` }));
    const saved = await screen.findByRole('button', { name: `Saved ${TRIP}` });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(fakes.saved.items.map((item) => item.targetId)).toEqual(['t-cm']));
    await user.click(saved);
    expect(await screen.findByRole('button', { name: `Save ${TRIP}` })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(fakes.saved.items).toEqual([]));
  });

  it('a refused save (spec §8) says why in a toast and the star goes back', async () => {
    const fakes = aReader();
    renderApp('/categories/culture', fakes);
    const button = await screen.findByRole('button', { name: `Save ${TRIP}` });
    await waitFor(() => expect(fakes.saved.statusAsks).toHaveLength(1));
    fakes.saved.failNext = ErrorCode.contentNotFound;
    await userEvent.setup().click(button);
    expect(await screen.findByText(new RegExp(`^Could not save “${TRIP}”`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Save ${TRIP}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it('back from signing in with a card save to make, the card is saved and the wish leaves the address', async () => {
    const fakes = aReader();
    fakes.wishes.remember('save', 'content:t-cm'); // the press this tab made before signing in
    const app = renderApp('/categories/culture?sort=most_read&save-content=t-cm', fakes);
    expect(await screen.findByRole('button', { name: `Saved ${TRIP}` }, { timeout: 5000 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(fakes.saved.items.map((item) => item.targetId)).toEqual(['t-cm']));
    await waitFor(() => expect(app.location()).toBe('/categories/culture?sort=most_read'));
    expect(fakes.saved.calls.filter((call) => call.startsWith('save '))).toEqual(['save content t-cm']);
  });

  it('a link carrying ?save-content= that this tab never pressed for saves nothing (a sent link cannot save in my name)', async () => {
    const fakes = aReader();
    const app = renderApp('/categories/culture?sort=most_read&save-content=t-cm', fakes);
    expect(await screen.findByRole('button', { name: `Save ${TRIP}` }, { timeout: 5000 })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(app.location()).toBe('/categories/culture?sort=most_read'));
    expect(fakes.saved.calls.filter((call) => call.startsWith('save '))).toEqual([]);
  });

  it('a card saved here and removed on /saved shows as not kept when the reader comes back, without asking again', async () => {
    const fakes = aReader();
    const app = renderApp('/categories/culture', fakes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Save ${TRIP}` }, { timeout: 5000 }));
    await screen.findByRole('button', { name: `Saved ${TRIP}` });
    const asks = fakes.saved.statusAsks.length;

    await act(() => app.router.navigate('/saved'));
    await user.click(await screen.findByRole('button', { name: `Remove ${TRIP} from Saved` }, { timeout: 5000 }));
    await screen.findByText(`Removed ${TRIP}.`);
    await act(() => app.router.navigate('/categories/culture'));
    expect(await screen.findByRole('button', { name: `Save ${TRIP}` })).toHaveAttribute('aria-pressed', 'false');
    expect(fakes.saved.statusAsks).toHaveLength(asks);
  });

  it('in Thai: the button is named บันทึก <title>', async () => {
    const fakes = aReader('th');
    await fakes.saved.save('content', 't-cm');
    renderApp('/categories/culture', fakes);
    expect(await screen.findByRole('button', { name: `บันทึกแล้ว ${TRIP}` })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: `บันทึก ${SUNDAY}` })).toBeInTheDocument();
  });

  it('signed out, nothing is asked and a press goes to sign in, then back to this page with the save to make', async () => {
    const fakes = anApp();
    fakes.feed.contents = [aFeedContent({ contentId: 'c-x', title: 'Railay at low tide' })];
    const app = renderApp('/about-us', fakes);
    const button = await screen.findByRole('button', { name: 'Save Railay at low tide' }, { timeout: 5000 });
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirectUrl=${encodeURIComponent('/about-us?save-content=c-x')}`),
    );
    expect(fakes.saved.statusAsks).toEqual([]);
    expect(fakes.wishes.take('save', 'content:c-x')).toBe(true); // this tab remembers the press for the return
  });
});

describe("the creator's saved counts", () => {
  it('my contents shows how many readers keep each published content, in English and Thai', async () => {
    for (const language of ['en', 'th'] as const) {
      const fakes = anApp({ language });
      fakes.editor.api.seed({
        contentId: 'c-pub',
        title: 'Railay at sunrise',
        status: 'published',
        publishedVersion: 1,
        draftVersion: null,
        viewCount: 12,
        publishedAt: '2025-01-10T00:00:00.000Z',
      });
      fakes.editor.api.savedCounts.set('c-pub', 3);
      const view = renderEditor('/my-contents', fakes);
      const row = (await screen.findByRole('link', { name: 'Railay at sunrise' }, { timeout: 5000 })).closest('li')!;
      expect(within(row).getByText(language === 'en' ? /saved by 3 readers/ : /ผู้อ่านบันทึกไว้ 3 คน/)).toBeVisible();
      view.unmount();
    }
  });

  it('the dashboard shows it beside views and comments on my published stories, with no save star on them', async () => {
    const fakes = aSignedInApp();
    fakes.editor.api.seed({
      contentId: 'c-mine',
      title: 'My Railay',
      status: 'published',
      publishedVersion: 1,
      draftVersion: null,
      viewCount: 2,
      publishedAt: '2025-01-10T00:00:00.000Z',
    });
    fakes.editor.api.savedCounts.set('c-mine', 1);
    renderApp('/dashboard', fakes);
    const published = await screen.findByRole('list', { name: 'Your published stories' });
    expect(await within(published).findByText(/saved by 1/)).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /My Railay/ })).toBeNull();
  });
});
