import { render, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/infrastructure/i18n/reader-i18n';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import { ReaderNotFound, ReaderShell } from '../../../src/ui/reader/reader-shell';

const english = createTranslator(en, enReader);
const thai = createTranslator(th, thReader);

const banner = () => document.querySelector<HTMLElement>('header.site-header')!;
const footer = () => document.querySelector<HTMLElement>('footer.site-footer')!;
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/contents/c-1');
});

describe('the reading pages lead on (spec §2 public pages): plain links, rendered with the page', () => {
  it('a visitor on an article: the map, log in (back to this article after) and sign up, and the language', () => {
    render(
      <ReaderShell t={english} lang="en" signedIn={false} creator="somchai">
        page
      </ReaderShell>,
    );
    const header = within(banner());
    expect(hrefs(header.getByRole('navigation', { name: 'Main' }))).toEqual(['/map']);
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fcontents%2Fc-1',
    );
    expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(header.getByRole('link', { name: 'ภาษาไทย' })).toHaveAttribute('href', '/contents/c-1?lang=th');
    expect(header.getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/profiles/somchai');
    // Spec §2 rule 5 gates /search: a visitor is not offered a sign-in wall.
    expect(header.queryByRole('link', { name: 'Search' })).toBeNull();
    expect(header.queryByRole('link', { name: 'My account' })).toBeNull();
    expect(hrefs(within(footer()).getByRole('list', { name: 'Explore' }))).toEqual([
      '/map',
      '/download-app',
      '/signup',
    ]);
    expect(within(footer()).getByRole('list', { name: 'Company and help' })).toBeInTheDocument();
  });

  it('a reader this browser remembers as signed in: the map and search, and "My account" instead of sign-in', () => {
    render(
      <ReaderShell t={english} lang="en" signedIn creator="somchai">
        page
      </ReaderShell>,
    );
    const header = within(banner());
    expect(hrefs(header.getByRole('navigation', { name: 'Main' }))).toEqual(['/map', '/search']);
    expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/dashboard');
    expect(header.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(header.getByRole('link', { name: 'Travelogue' })).toHaveAttribute('href', '/dashboard');
    expect(hrefs(within(footer()).getByRole('list', { name: 'Explore' }))).toEqual([
      '/map',
      '/download-app',
      '/dashboard',
    ]);
  });

  it('spec §1: in Thai, and the map link marks the map as the current page', () => {
    window.history.replaceState(null, '', '/map?lat=18.8&lng=98.9&z=12');
    render(
      <ReaderShell t={thai} lang="th" signedIn={false}>
        page
      </ReaderShell>,
    );
    const header = within(banner());
    expect(header.getByRole('link', { name: 'แผนที่' })).toHaveAttribute('aria-current', 'page');
    expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login?redirectUrl=%2Fmap');
    expect(header.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/signup');
    expect(header.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/map?lat=18.8&lng=98.9&z=12&lang=en',
    );
    expect(within(footer()).getByRole('list', { name: 'สำรวจ' })).toBeInTheDocument();
  });

  it("the reader's not-found page names its tab in the interface language and still leads on", () => {
    render(<ReaderNotFound t={thai} lang="th" signedIn={false} />);
    expect(document.title).toBe('ไม่พบหน้านี้ · Travelogue');
    expect(within(banner()).getByRole('link', { name: 'แผนที่' })).toHaveAttribute('href', '/map');
  });
});
