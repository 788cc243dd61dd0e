import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATOR_PAGE_SIZE } from '../../../src/application/reader/creator-profile.service';
import type { ContentAuthor, ContentListItem } from '../../../src/domain/content/content';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { CardSaves } from '../../../src/ui/reader/save/card-saves';
import CampaignPage from '../../../src/ui/reader/campaign/campaign.page';
import LocationPage from '../../../src/ui/reader/location/location.page';
import ProfilePage from '../../../src/ui/reader/profile/profile.page';
import { englishT, goTo, readerServices } from './trip-support';
import { aCampaign } from './wallet-support';

const noi: ContentAuthor = { userId: 'u-noi', username: 'noi', displayName: 'Noi Traveller', avatarImage: null };
const item = (n: number): ContentListItem => ({
  contentId: `c-${n}`,
  kind: 'article',
  status: 'published',
  title: `Story ${n}`,
  summary: '',
  cover: null,
  hasDraft: false,
  revision: 2,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publishedAt: '2025-01-01T00:00:00.000Z',
  viewCount: 1,
  commentCount: 0,
  author: noi,
});
const contents = Array.from({ length: CREATOR_PAGE_SIZE + 3 }, (_, i) => item(i + 1));

let t: Translate;
let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  t = await englishT();
  assign = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** A profile as the reader draws it in the browser; `me`: who the held token says is reading (null: nobody). */
async function renderProfile({
  me,
  search = '',
  kept = [],
  lang = 'en',
  wished,
}: {
  me: string | null;
  search?: string;
  kept?: string[];
  lang?: 'en' | 'th';
  /** The card this tab pressed Save on before signing in. */
  wished?: string;
}) {
  goTo(`/profiles/noi${search}`);
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/profiles/noi', search, hash: '' });
  const built = readerServices();
  built.creatorsApi.add(noi, contents);
  for (const content of contents) built.savedApi.titles.set(content.contentId, content.title);
  built.session.remembered = me !== null;
  built.session.token = me === null ? null : 'id-token';
  built.session.held = me === null ? null : 'held-token';
  built.api.me = me;
  if (wished) built.wishes.remember('save', `content:${wished}`);
  for (const id of kept) await built.savedApi.save('content', id);
  built.savedApi.calls = [];
  render(
    <StrictMode>
      <ProfilePage initialData={null} services={built.services} t={t} lang={lang} />
    </StrictMode>,
  );
  return built;
}

describe('the save star on the cards of a reading page (a creator\'s profile: "Keep it, plan it, go")', () => {
  it('a signed-in reader\'s page of cards asks "which do I keep?" once, and "load more" asks once for its page', async () => {
    const { savedApi } = await renderProfile({ me: 'u-mali', kept: ['c-2'] });
    expect(await screen.findByRole('button', { name: 'Saved Story 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Story 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByTestId('card-save')).toHaveLength(CREATOR_PAGE_SIZE);
    expect(savedApi.statusAsks).toEqual([contents.slice(0, CREATOR_PAGE_SIZE).map((c) => c.contentId)]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: `Save Story ${CREATOR_PAGE_SIZE + 3}` })).toBeInTheDocument();
    await waitFor(() => expect(savedApi.statusAsks).toHaveLength(2));
    expect(savedApi.statusAsks[1]).toEqual(contents.slice(CREATOR_PAGE_SIZE).map((c) => c.contentId));
    expect(screen.getAllByTestId('card-save')).toHaveLength(contents.length);
  });

  it('a press keeps the story and a second lets it go; while it is sent the star keeps the focus and says busy', async () => {
    const { savedApi } = await renderProfile({ me: 'u-mali' });
    await waitFor(() => expect(savedApi.statusAsks).toHaveLength(1));
    const star = screen.getByRole('button', { name: 'Save Story 3' });
    star.focus();
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-disabled', 'true');
    expect(star).not.toBeDisabled();
    expect(star).toHaveFocus();
    fireEvent.click(star); // a second press while the first is on its way sends nothing
    expect(await screen.findByRole('button', { name: 'Saved Story 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveFocus();
    expect(star).not.toHaveAttribute('aria-disabled');
    expect(savedApi.items.map((i) => i.targetId)).toEqual(['c-3']);
    expect(savedApi.calls.filter((call) => call.startsWith('save'))).toEqual(['save content c-3']);

    fireEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Save Story 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(savedApi.items).toEqual([]);
  });

  it('an anonymous reader asks nothing; a press sends them to sign in, to come back with the save to make', async () => {
    const built = await renderProfile({ me: null });
    const { savedApi, api, session } = built;
    const star = await screen.findByRole('button', { name: 'Save Story 2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(savedApi.calls).toEqual([]);
    expect(api.calls.filter((call) => call.startsWith('myUserId'))).toEqual([]);
    fireEvent.click(star);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/profiles/noi?save-content=c-2')}`);
    expect(savedApi.items).toEqual([]);
    expect(session.tokenRequests).toBe(0);
    expect(built.wishes.take('save', 'content:c-2')).toBe(true); // this tab remembers the press for the return
  });

  it('back from signing in with ?save-content=<id>, that card is saved once and the wish leaves the address', async () => {
    const { savedApi } = await renderProfile({ me: 'u-mali', search: '?lang=th&save-content=c-4', wished: 'c-4' });
    expect(await screen.findByRole('button', { name: 'Saved Story 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(savedApi.calls.filter((call) => call.startsWith('save'))).toEqual(['save content c-4']);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/profiles/noi?lang=th');
    expect(screen.getByRole('button', { name: 'Save Story 5' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a link carrying ?save-content=<id> that this tab never pressed for saves nothing (a sent link cannot save in my name)', async () => {
    const { savedApi } = await renderProfile({ me: 'u-mali', search: '?lang=th&save-content=c-4' });
    expect(await screen.findByRole('button', { name: 'Save Story 4' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(`${document.location.pathname}${document.location.search}`).toBe('/profiles/noi?lang=th'),
    );
    expect(savedApi.calls.filter((call) => call.startsWith('save '))).toEqual([]);
  });

  it("the creator on their own profile sees no star on their cards; another reader's held sign-in does", async () => {
    const { savedApi, api } = await renderProfile({ me: 'u-noi' });
    await screen.findByRole('heading', { level: 1, name: 'Noi Traveller' });
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith('myUserId')).length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const cards = screen.getAllByTestId('profile-content');
    expect(cards).toHaveLength(CREATOR_PAGE_SIZE);
    expect(within(cards[0]).queryByRole('button')).toBeNull();
    expect(screen.queryAllByTestId('card-save')).toEqual([]);
    expect(savedApi.statusAsks).toEqual([]);
  });

  it('speaks Thai on a Thai page: "บันทึก <title>", then "บันทึกแล้ว <title>"', async () => {
    await renderProfile({ me: 'u-mali', kept: ['c-2'], lang: 'th' });
    expect(await screen.findByRole('button', { name: 'บันทึกแล้ว Story 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'บันทึก Story 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a refusal is said in words (spec §8) naming the story, and the star stays as it was', async () => {
    const { savedApi } = await renderProfile({ me: 'u-mali' });
    await waitFor(() => expect(savedApi.statusAsks).toHaveLength(1));
    savedApi.failNext = ErrorCode.contentNotFound;
    fireEvent.click(screen.getByRole('button', { name: 'Save Story 6' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not save “Story 6”: /);
    expect(alert.textContent).not.toMatch(/errors\./);
    const star = screen.getByRole('button', { name: 'Save Story 6' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).not.toHaveAttribute('aria-disabled');
    expect(savedApi.items).toEqual([]);
  });
});

describe('the same star on a campaign\'s entries and a place\'s "featured in" cards', () => {
  /** A signed-in reader (held token) who keeps `c-2`, with the services ready for a page. */
  async function signedIn() {
    const built = readerServices();
    for (const content of contents) built.savedApi.titles.set(content.contentId, content.title);
    built.session.remembered = true;
    built.session.token = 'id-token';
    built.session.held = 'held-token';
    built.api.me = 'u-mali';
    await built.savedApi.save('content', 'c-2');
    return built;
  }

  it("a campaign's page of entries asks once, and each entry's star is named by its title", async () => {
    goTo('/campaigns/camp-1/detail');
    const built = await signedIn();
    const campaign = aCampaign();
    built.campaignApi.add(campaign, contents.slice(0, 5));
    render(
      <StrictMode>
        <CampaignPage initialData={campaign} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    expect(await screen.findByRole('button', { name: 'Saved Story 2' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('card-save')).toHaveLength(5));
    expect(built.savedApi.statusAsks).toEqual([['c-1', 'c-2', 'c-3', 'c-4', 'c-5']]);
  });

  it('the contents featuring a place ask once, and a press on one keeps it', async () => {
    goTo('/map/location/loc-doi');
    const built = await signedIn();
    built.locationApi.add(
      {
        locationId: 'loc-doi',
        name: 'Wat Phra That Doi Suthep',
        names: { en: 'Wat Phra That Doi Suthep', th: 'วัดพระธาตุดอยสุเทพ' },
        address: '',
        lat: 18.8048,
        lng: 98.9216,
        timeZone: 'Asia/Bangkok',
        openingHours: null,
        categoryId: null,
        adminArea: null,
        photo: null,
      },
      contents.slice(0, 4),
    );
    render(
      <StrictMode>
        <LocationPage initialData={null} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    const list = await screen.findByTestId('location-contents');
    expect(await within(list).findByRole('button', { name: 'Saved Story 2' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByTestId('card-save')).toHaveLength(4));
    expect(built.savedApi.statusAsks.filter((ask) => ask.includes('c-1'))).toEqual([['c-1', 'c-2', 'c-3', 'c-4']]);
    fireEvent.click(within(list).getByRole('button', { name: 'Save Story 4' }));
    expect(await within(list).findByRole('button', { name: 'Saved Story 4' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('CardSaves: one page of stars, one question', () => {
  it('asks about the ids wanted in one tick together, and never twice about one id', async () => {
    const asks: string[][] = [];
    const saves = {
      savedAmong: async (_kind: 'content' | 'place', ids: readonly string[]) => {
        asks.push([...ids]);
        return ids.filter((id) => id === 'c-7');
      },
      save: async () => 'signIn' as const,
      unsave: async () => 'signIn' as const,
      wished: () => false,
    };
    const store = new CardSaves(saves);
    for (let n = 0; n < 3; n += 1) store.want(`c-${n}`);
    store.want('c-7');
    store.want('c-1');
    await waitFor(() => expect(store.stateOf('c-7').saved).toBe(true));
    expect(asks).toEqual([['c-0', 'c-1', 'c-2', 'c-7']]);
    store.want('c-7');
    await Promise.resolve();
    expect(asks).toHaveLength(1);
  });

  it('past 100 cards it asks in calls of 100, all at once; without a held sign-in nothing is asked', async () => {
    const { services, savedApi, session } = readerServices();
    const ids = Array.from({ length: 150 }, (_, n) => `c-${n}`);
    await expect(services.saves.savedAmong('content', ids)).resolves.toBeNull();
    expect(savedApi.statusAsks).toEqual([]);
    session.held = 'held-token';
    savedApi.titles.set('c-120', 'Story 120');
    await savedApi.save('content', 'c-120');
    const store = new CardSaves(services.saves);
    for (const id of [...ids, 'c-3']) store.want(id);
    await waitFor(() => expect(store.stateOf('c-120').saved).toBe(true));
    expect(savedApi.statusAsks.map((ask) => ask.length)).toEqual([100, 50]);
  });
});
