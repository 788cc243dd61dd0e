import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import ContentPage from '../../../src/ui/reader/content/content.page';
import { aPublicContent } from '../../builders/public-content.builder';
import { englishT, goTo, readerServices } from './trip-support';

const thai: Translate = createTranslator(th, thView, thReader);
let t: Translate;
let assign: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  t = await englishT();
  assign = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** An article by Somchai (author-1), read by an anonymous reader or one whose sign-in the app holds. */
function renderArticle(options: { signedIn: boolean; search?: string; wished?: boolean; lang?: 'en' | 'th' }) {
  const search = options.search ?? '';
  goTo(`/contents/content-1${search}`);
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/contents/content-1', search, hash: '' });
  const built = readerServices();
  built.api.add(aPublicContent());
  built.session.remembered = options.signedIn;
  built.session.token = options.signedIn ? 'id-token' : null;
  built.session.held = options.signedIn ? 'held-token' : null;
  built.followApi.addCreator('author-1', 'Somchai', 4);
  if (options.wished) built.wishes.remember('follow', 'author-1');
  const lang = options.lang ?? 'en';
  render(
    <StrictMode>
      <ContentPage initialData={null} services={built.services} t={lang === 'th' ? thai : t} lang={lang} />
    </StrictMode>,
  );
  return built;
}

const endOfContent = async () => within(await screen.findByTestId('end-follow'));

describe('Follow at the end of a content, beside the link to its creator (readers follow creators)', () => {
  it('an anonymous reader sees a plain Follow that asks nothing; a press sends them to sign in and back (spec §2 rule 5)', async () => {
    const built = renderArticle({ signedIn: false });
    const follow = (await endOfContent()).getByRole('button', { name: 'Follow Somchai' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(built.followApi.calls).toEqual([]);
    fireEvent.click(follow);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/login?redirectUrl=${encodeURIComponent('/contents/content-1?follow=creator')}`,
    );
    expect(built.followApi.calls).toEqual([]);
    expect(built.session.tokenRequests).toBe(0);
    expect(built.wishes.take('follow', 'author-1')).toBe(true); // the press waits in this tab for the return
  });

  it('a signed-in reader sees whether they follow the creator, then follows and unfollows from the end of the article', async () => {
    const built = renderArticle({ signedIn: true });
    await waitFor(() => expect(built.followApi.calls).toContain('status author-1'));
    const end = await endOfContent();
    const follow = await end.findByRole('button', { name: 'Follow Somchai' });
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(follow);
    expect(await end.findByRole('button', { name: 'Following Somchai' })).toHaveAttribute('aria-pressed', 'true');
    expect(built.followApi.followed.map((creator) => creator.userId)).toEqual(['author-1']);
    expect(end.getByRole('status')).toHaveTextContent('You follow Somchai now.');
    fireEvent.click(end.getByRole('button', { name: 'Following Somchai' }));
    expect(await end.findByRole('button', { name: 'Follow Somchai' })).toHaveAttribute('aria-pressed', 'false');
    expect(built.followApi.followed).toEqual([]);
  });

  it('back from signing in to follow (this tab pressed), the follow is made once and the wish leaves the address', async () => {
    const built = renderArticle({ signedIn: true, search: '?follow=creator', wished: true });
    expect(await (await endOfContent()).findByRole('button', { name: 'Following Somchai' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(built.followApi.calls.filter((call) => call.startsWith('follow '))).toEqual(['follow author-1']);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/contents/content-1');
  });

  it('in Thai the button says ติดตาม and the creator, and still asks nothing for an anonymous reader', async () => {
    const built = renderArticle({ signedIn: false, lang: 'th' });
    expect((await endOfContent()).getByRole('button', { name: 'ติดตาม Somchai' })).toBeInTheDocument();
    expect(built.followApi.calls).toEqual([]);
  });
});
