import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import ContentPage from '../../../src/ui/reader/content/content.page';
import { aPublicContent } from '../../builders/public-content.builder';
import { englishT, goTo, readerServices } from './trip-support';

const somchai = { userId: 'author-1', username: 'somchai', displayName: 'Somchai', avatarImage: null };
const thai: Translate = createTranslator(th, thView, thReader);

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  goTo('/contents/content-1');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/contents/content-1', search: '', hash: '' });
});
afterEach(() => vi.unstubAllGlobals());

function setup(signedIn: boolean) {
  const built = readerServices();
  built.api.add(aPublicContent({ author: somchai }));
  built.session.remembered = signedIn;
  built.session.token = signedIn ? 'id-token' : null;
  built.session.held = signedIn ? 'held-token' : null;
  built.creatorsApi.add(somchai, []);
  built.followApi.addCreator('author-1', 'Somchai', 4);
  return built;
}

describe('Follow at the end of a content, beside the link to its creator', () => {
  it('a signed-in reader follows the creator from the end of their story', async () => {
    const built = setup(true);
    render(<ContentPage initialData={null} services={built.services} t={await englishT()} lang="en" />);
    const section = await screen.findByRole('region', { name: 'More from Somchai' });
    await waitFor(() => expect(built.followApi.calls).toContain('status author-1'));
    fireEvent.click(within(section).getByRole('button', { name: 'Follow Somchai' }));
    expect(await within(section).findByRole('button', { name: 'Following Somchai' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(built.followApi.followed.map((creator) => creator.userId)).toEqual(['author-1']);
  });

  it('an anonymous reader is sent to sign in and back to this story to follow (in Thai)', async () => {
    const built = setup(false);
    render(<ContentPage initialData={null} services={built.services} t={thai} lang="th" />);
    fireEvent.click(await screen.findByRole('button', { name: 'ติดตาม Somchai' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/login?redirectUrl=${encodeURIComponent('/contents/content-1?follow=creator')}`,
    );
    expect(built.followApi.calls).toEqual([]);
  });
});
