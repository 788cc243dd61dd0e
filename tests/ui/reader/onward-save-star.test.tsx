import axe from 'axe-core';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentListItem } from '../../../src/domain/content/content';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import ContentPage from '../../../src/ui/reader/content/content.page';
import { aPublicContent, watArun } from '../../builders/public-content.builder';
import { englishT, goTo, readerServices } from './trip-support';

/**
 * The save star on the onward-reading cards at the end of a content ("Keep it, plan it, go": a save control on
 * every content card): a reader keeps a story they are offered next without opening it. An anonymous reader's
 * star is a stand-in drawn with the cards until pressed; a reader who may be signed in gets the full star at once.
 */
const somchai = { userId: 'author-1', username: 'somchai', displayName: 'Somchai', avatarImage: null };
const nok = { userId: 'author-2', username: 'nok', displayName: 'Nok', avatarImage: null };

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

let t: Translate;
let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  t = await englishT();
  assign = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** /contents/content-1 by Somchai, whose onward cards are two more of his and, at Wat Arun, one of Nok's. */
async function renderContent({
  me,
  search = '',
  kept = [],
  wished,
  translate = t,
  lang = 'en',
}: {
  /** Who the held sign-in says is reading; null: nobody. */
  me: string | null;
  search?: string;
  kept?: string[];
  /** The card this tab pressed Save on before signing in. */
  wished?: string;
  translate?: Translate;
  lang?: 'en' | 'th';
}) {
  goTo(`/contents/content-1${search}`);
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/contents/content-1', search, hash: '' });
  const built = readerServices();
  built.api.add(aPublicContent());
  built.creatorsApi.add(somchai, [item('content-1'), item('c-2'), item('t-3', { kind: 'trip', title: 'Trip three' })]);
  built.placesApi.add(watArun.locationId, [
    item('content-1'),
    item('p-1', { author: nok, title: 'Wat Arun at night' }),
  ]);
  for (const id of ['c-2', 't-3', 'p-1']) built.savedApi.titles.set(id, id);
  built.session.remembered = me !== null;
  built.session.token = me === null ? null : 'id-token';
  built.session.held = me === null ? null : 'held-token';
  built.api.me = me;
  if (wished) built.wishes.remember('save', `content:${wished}`);
  for (const id of kept) await built.savedApi.save('content', id);
  built.savedApi.calls = [];
  built.savedApi.statusAsks = [];
  render(
    <StrictMode>
      <ContentPage initialData={null} services={built.services} t={translate} lang={lang} />
    </StrictMode>,
  );
  return built;
}

const onwardCards = async () => {
  const fromCreator = await screen.findByRole('region', { name: /^(More from|เพิ่มเติมจาก) Somchai$/ });
  await waitFor(() => expect(within(fromCreator).getAllByTestId('onward-card')).toHaveLength(2));
  await screen.findByRole('region', { name: /Wat Arun/ });
  return screen.getAllByTestId('onward-card');
};

describe('a save star on each onward card at the end of a content', () => {
  it('an anonymous reader gets a star on every card, beside its link, and nothing is asked for it', async () => {
    const { savedApi, session } = await renderContent({ me: null });
    const cards = await onwardCards();
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Save Story c-2',
      'Save Trip three',
      'Save Wat Arun at night',
    ]);
    for (const card of cards) {
      const star = within(card).getByRole('button');
      expect(star).toHaveAttribute('aria-pressed', 'false');
      expect(star.closest('a')).toBeNull(); // a button may not sit inside the card's link
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(savedApi.calls).toEqual([]);
    expect(session.tokenRequests).toBe(0);
    expect((await axe.run(screen.getByTestId('onward-reading'))).violations).toEqual([]);
  });

  it('a press (the full star loads with it) sends the anonymous reader to sign in and back to this page with the save to make, remembered by this tab', async () => {
    const built = await renderContent({ me: null, search: '?lang=en' });
    await onwardCards();
    const standIn = screen.getByRole('button', { name: 'Save Trip three' });
    standIn.focus();
    fireEvent.click(standIn);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/login?redirectUrl=${encodeURIComponent('/contents/content-1?lang=en&save-content=t-3')}`,
    );
    expect(built.savedApi.items).toEqual([]);
    expect(built.wishes.take('save', 'content:t-3')).toBe(true);
    // The full star took the stand-in's place and the keyboard focus with it.
    const star = screen.getByRole('button', { name: 'Save Trip three' });
    expect(star).toHaveAttribute('data-testid', 'card-save');
    expect(star).toHaveFocus();
  });

  it('back from signing in with ?save-content=<id>, that card is saved once, says so, and the wish leaves the address', async () => {
    const { savedApi } = await renderContent({ me: 'u-mali', search: '?save-content=t-3', wished: 't-3' });
    await onwardCards();
    expect(await screen.findByRole('button', { name: 'Saved Trip three' })).toHaveAttribute('aria-pressed', 'true');
    expect(savedApi.calls.filter((call) => call.startsWith('save '))).toEqual(['save content t-3']);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/contents/content-1');
    expect(screen.getByRole('button', { name: 'Save Story c-2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a signed-in reader sees what they keep, asked together with the other cards, and a press keeps another', async () => {
    const { savedApi } = await renderContent({ me: 'u-mali', kept: ['p-1'] });
    await onwardCards();
    expect(await screen.findByRole('button', { name: 'Saved Wat Arun at night' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const asked = savedApi.statusAsks.flat().filter((id) => id !== 'content-1'); // the page's own Save asks alone
    expect(asked.sort()).toEqual(['c-2', 'p-1', 't-3']);
    fireEvent.click(screen.getByRole('button', { name: 'Save Story c-2' }));
    expect(await screen.findByRole('button', { name: 'Saved Story c-2' })).toHaveAttribute('aria-pressed', 'true');
    expect(savedApi.items.map((saved) => saved.targetId).sort()).toEqual(['c-2', 'p-1']);
    expect((await axe.run(screen.getByTestId('onward-reading'))).violations).toEqual([]);
  });

  it('the creator reading their own content: no star on their own cards, a star on the other creator’s', async () => {
    const { api } = await renderContent({ me: 'author-1' });
    await onwardCards();
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith('myUserId')).length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Save Wat Arun at night' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const fromCreator = screen.getByRole('region', { name: 'More from Somchai' });
    expect(within(fromCreator).queryAllByTestId('card-save')).toEqual([]);
  });

  it('speaks Thai on a Thai page: "บันทึก <title>"', async () => {
    await renderContent({ me: null, translate: createTranslator(th, thView, thReader), lang: 'th' });
    await onwardCards();
    expect(screen.getByRole('button', { name: 'บันทึก Trip three' })).toHaveAttribute('aria-pressed', 'false');
  });
});
