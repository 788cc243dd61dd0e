import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentAuthor } from '../../../src/domain/content/content';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import ProfilePage from '../../../src/ui/reader/profile/profile.page';
import { englishT, goTo, readerServices } from './trip-support';

const noi: ContentAuthor = { userId: 'u-noi', username: 'noi', displayName: 'Noi Traveller', avatarImage: null };
const thai: Translate = createTranslator(th, thView, thReader);

let t: Translate;
let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  t = await englishT();
  goTo('/profiles/noi');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/profiles/noi', search: '', hash: '' });
});
afterEach(() => vi.unstubAllGlobals());

/** signedIn: a sign-in is remembered (and a token held); `me`: who the signed-in reader is. */
function renderProfile(
  options: {
    signedIn: boolean;
    me?: string;
    search?: string;
    lang?: 'en' | 'th';
    counts?: boolean;
    /** This tab pressed Follow before signing in. */
    wished?: boolean;
  } = {
    signedIn: true,
  },
) {
  const built = readerServices();
  built.session.remembered = options.signedIn;
  built.session.token = options.signedIn ? 'id-token' : null;
  built.session.held = options.signedIn ? 'held-token' : null;
  built.followApi.me = options.me ?? 'u-reader';
  if (options.wished) built.wishes.remember('follow', 'u-noi');
  built.followApi.addCreator('u-noi', 'Noi Traveller', 11);
  built.creatorsApi.add(
    noi,
    [],
    undefined,
    options.counts === false ? undefined : { followerCount: 11, followingCount: 3 },
  );
  if (options.search) {
    goTo(`/profiles/noi${options.search}`);
    vi.stubGlobal('location', { ...window.location, assign, search: options.search });
  }
  const lang = options.lang ?? 'en';
  render(
    <StrictMode>
      <ProfilePage initialData={null} services={built.services} t={lang === 'th' ? thai : t} lang={lang} />
    </StrictMode>,
  );
  return built;
}

describe('Follow on a creator profile (readers follow creators)', () => {
  it("shows the creator's follower and following counts, and a signed-in reader follows and unfollows with the count moving", async () => {
    const { followApi } = renderProfile({ signedIn: true });
    expect(await screen.findByText('11 followers')).toBeInTheDocument();
    expect(screen.getByText('3 following')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Follow Noi Traveller' });
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    const following = await screen.findByRole('button', { name: 'Following Noi Traveller' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You follow Noi Traveller now.');
    fireEvent.click(following);
    await screen.findByRole('button', { name: 'Follow Noi Traveller' });
    expect(screen.getByText('11 followers')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You no longer follow Noi Traveller.');
    expect(followApi.followed).toEqual([]);
  });

  it('shows whom I follow already once the signed-in reader is known', async () => {
    const built = readerServices();
    built.session.remembered = true;
    built.session.token = 'id-token';
    built.session.held = 'held-token';
    built.followApi.addCreator('u-noi', 'Noi Traveller', 1);
    await built.followApi.follow('u-noi');
    built.creatorsApi.add(noi, [], undefined, { followerCount: 2, followingCount: 0 });
    render(<ProfilePage initialData={null} services={built.services} t={t} lang="en" />);
    expect(await screen.findByRole('button', { name: 'Following Noi Traveller' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 followers')).toBeInTheDocument();
  });

  it('while a follow is sent the button keeps the keyboard focus, says it is busy, and a second press sends nothing', async () => {
    const { followApi } = renderProfile({ signedIn: true });
    const button = await screen.findByRole('button', { name: 'Follow Noi Traveller' });
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    let release!: () => void;
    followApi.held = new Promise((resolve) => (release = resolve));
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    release();
    await screen.findByRole('button', { name: 'Following Noi Traveller' });
    expect(followApi.calls.filter((call) => call.startsWith('follow'))).toEqual(['follow u-noi']);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('an anonymous reader asks nothing on load, and a press sends them to sign in and back to follow (spec §2 rule 5)', async () => {
    const built = renderProfile({ signedIn: false });
    const { followApi, session } = built;
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Noi Traveller' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/profiles/noi?follow=creator')}`);
    expect(followApi.calls).toEqual([]);
    expect(session.tokenRequests).toBe(0);
    expect(built.wishes.take('follow', 'u-noi')).toBe(true); // this tab remembers the press for the return
  });

  it('back from signing in with ?follow=creator, the follow is made and the wish leaves the address', async () => {
    const { followApi } = renderProfile({ signedIn: true, search: '?follow=creator&lang=en', wished: true });
    expect(await screen.findByRole('button', { name: 'Following Noi Traveller' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(followApi.followed.map((creator) => creator.userId)).toEqual(['u-noi']);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/profiles/noi?lang=en');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
  });

  it('a link carrying ?follow=creator that this tab never pressed for follows nobody (a sent link cannot follow in my name)', async () => {
    const { followApi } = renderProfile({ signedIn: true, search: '?follow=creator&lang=en' });
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    expect(screen.getByRole('button', { name: 'Follow Noi Traveller' })).toHaveAttribute('aria-pressed', 'false');
    expect(followApi.followed).toEqual([]);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/profiles/noi?lang=en');
  });

  it('the creator viewing their own profile sees the counts but no Follow button', async () => {
    const { followApi } = renderProfile({ signedIn: true, me: 'u-noi' });
    expect(await screen.findByText('11 followers')).toBeInTheDocument();
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    await waitFor(() => expect(screen.queryByTestId('follow-button')).not.toBeInTheDocument());
  });

  it('a refusal is said in words (spec §8) and the button stays as it was', async () => {
    const { followApi } = renderProfile({ signedIn: true });
    const button = await screen.findByRole('button', { name: 'Follow Noi Traveller' });
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    followApi.failNext = ErrorCode.followCreatorNotFound;
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('This creator is no longer here');
    expect(screen.getByRole('button', { name: 'Follow Noi Traveller' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('11 followers')).toBeInTheDocument();
  });

  it('in Thai: the counts, the button, its confirmation and a refusal (too many calls)', async () => {
    const { followApi } = renderProfile({ signedIn: true, lang: 'th' });
    expect(await screen.findByText('ผู้ติดตาม 11 คน')).toBeInTheDocument();
    expect(screen.getByText('กำลังติดตาม 3 คน')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'ติดตาม Noi Traveller' });
    await waitFor(() => expect(followApi.calls).toContain('status u-noi'));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'กำลังติดตาม Noi Traveller' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('คุณติดตาม Noi Traveller แล้ว');
    followApi.failNext = ErrorCode.tooManyRequests;
    fireEvent.click(screen.getByRole('button', { name: 'กำลังติดตาม Noi Traveller' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0E00-\u0E7F]/);
    expect(alert.textContent).not.toMatch(/errors\./);
  });

  it('with a sign-in remembered but no token at hand, the page view asks nothing and loads no identity SDK; the press does', async () => {
    const built = readerServices();
    built.session.remembered = true;
    built.session.token = 'id-token';
    built.followApi.addCreator('u-noi', 'Noi Traveller', 0);
    built.creatorsApi.add(noi, [], undefined, { followerCount: 0, followingCount: 0 });
    render(<ProfilePage initialData={null} services={built.services} t={t} lang="en" />);
    const button = await screen.findByRole('button', { name: 'Follow Noi Traveller' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([built.followApi.calls, built.session.tokenRequests]).toEqual([[], 0]);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following Noi Traveller' })).toBeInTheDocument();
    expect(built.session.tokenRequests).toBe(1);
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });

  it('without counts from the server, only the button shows', async () => {
    renderProfile({ signedIn: false, counts: false });
    expect(await screen.findByRole('button', { name: 'Follow Noi Traveller' })).toBeInTheDocument();
    expect(screen.queryByTestId('follow-counts')).not.toBeInTheDocument();
  });
});
