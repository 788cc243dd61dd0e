import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentAuthor, ContentListItem } from '../../../src/domain/content/content';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { CREATOR_PAGE_SIZE } from '../../../src/application/reader/creator-profile.service';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import ProfilePage from '../../../src/ui/reader/profile/profile.page';
import { englishT, goTo, readerServices } from './trip-support';

const noi: ContentAuthor = {
  userId: 'u-noi',
  username: 'noi',
  displayName: 'Noi Traveller',
  avatarImage: '/api/uploads/avatar/noi',
};

const item = (n: number, kind: 'article' | 'trip' = n % 2 ? 'trip' : 'article'): ContentListItem => ({
  contentId: `c-${n}`,
  kind,
  status: 'published',
  title: `Story ${n}`,
  summary: n === 1 ? 'Three islands in Krabi' : '',
  cover: null,
  hasDraft: false,
  revision: 2,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publishedAt: '2025-01-01T00:00:00.000Z',
  viewCount: n * 10,
  commentCount: n,
  author: noi,
});
const contents = Array.from({ length: CREATOR_PAGE_SIZE + 3 }, (_, i) => item(i + 1));

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/profiles/noi');
});

function renderProfile(
  initialData: unknown,
  setup: (api: ReturnType<typeof readerServices>['creatorsApi']) => void = () => undefined,
) {
  const built = readerServices();
  setup(built.creatorsApi);
  render(
    <StrictMode>
      <ProfilePage initialData={initialData} services={built.services} t={t} lang="en" />
    </StrictMode>,
  );
  return built;
}

describe('/profiles/[username] (spec §2 public route)', () => {
  it('shows the creator (avatar, display name, username) and the first page of their contents, each linking to its page', async () => {
    const { creatorsApi } = renderProfile(null, (api) => api.add(noi, contents));
    expect(await screen.findByRole('heading', { level: 1, name: 'Noi Traveller' })).toBeInTheDocument();
    expect(screen.getByText('@noi')).toBeInTheDocument();
    expect(document.querySelector('img.profile__avatar')).toHaveAttribute('src', '/api/uploads/avatar/noi');
    expect(screen.getByText(`Published: ${contents.length}`)).toBeInTheDocument();
    const cards = screen.getAllByTestId('profile-content');
    expect(cards).toHaveLength(CREATOR_PAGE_SIZE);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/trips/c-1');
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/contents/c-2');
    expect(within(cards[0]).getByText('Trip')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Three islands in Krabi')).toBeInTheDocument();
    // StrictMode runs the effect twice: both reads are of the first page
    expect([...new Set(creatorsApi.calls)]).toEqual([`noi:0:${CREATOR_PAGE_SIZE}`]);
  });

  it('shows the biography, website and country the API returns (spec §3 profile fields)', async () => {
    renderProfile(null, (api) =>
      api.add(noi, contents, {
        biography: 'Island hopper from Krabi.',
        website: 'https://noi.example/trips',
        country: 'TH',
        coverImage: '/api/uploads/avatar/cover',
      }),
    );
    expect(await screen.findByText('Island hopper from Krabi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'noi.example/trips' })).toHaveAttribute(
      'href',
      'https://noi.example/trips',
    );
    expect(screen.getByText('TH')).toBeInTheDocument();
    expect(document.querySelector('img.profile__cover')).toHaveAttribute('src', '/api/uploads/avatar/cover');
  });

  it('a website that is not http(s) is not made a link', async () => {
    renderProfile(null, (api) =>
      api.add(noi, contents, { biography: null, website: 'javascript:alert(1)', country: null, coverImage: null }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Noi Traveller' });
    expect(screen.queryByText(/javascript/)).toBeNull();
  });

  it('"load more" appends the next page after the shown contents and disappears at the end: it reads by key (cursor)', async () => {
    const { creatorsApi } = renderProfile(null, (api) => api.add(noi, contents));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-content')).toHaveLength(contents.length));
    expect(
      screen.getAllByTestId('profile-content').map((card) => within(card).getByText(/^Story/).textContent),
    ).toEqual(contents.map((c) => c.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(creatorsApi.calls.at(-1)).toBe(
      `noi:${CREATOR_PAGE_SIZE}:${CREATOR_PAGE_SIZE}:after:${contents[CREATOR_PAGE_SIZE - 1].contentId}`,
    );
  });

  it('a failed "load more" says so and the button tries again', async () => {
    const { creatorsApi } = renderProfile(null, (api) => api.add(noi, contents));
    const more = await screen.findByRole('button', { name: 'Load more' });
    creatorsApi.failNext = new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default' });
    fireEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent('More contents could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-content')).toHaveLength(contents.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws at once from the page the server embedded, without a call', () => {
    const { creatorsApi } = renderProfile({
      author: noi,
      items: contents.slice(0, 2),
      totalCount: 2,
      offset: 0,
      limit: CREATOR_PAGE_SIZE,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Noi Traveller' })).toBeInTheDocument();
    expect(screen.getAllByTestId('profile-content')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(creatorsApi.calls).toEqual([]);
  });

  it('a creator with nothing published says so; without a display name the username is the heading', async () => {
    renderProfile(null, (api) => api.add({ ...noi, displayName: null, avatarImage: null }, []));
    expect(await screen.findByRole('heading', { level: 1, name: '@noi' })).toBeInTheDocument();
    expect(screen.getByText('Nothing published yet.')).toBeInTheDocument();
  });

  it('spec §8 4040102001: an unknown username shows "Creator not found"', async () => {
    goTo('/profiles/nobody');
    renderProfile(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator not found' })).toBeInTheDocument();
    expect(screen.getByText('No creator goes by @nobody.')).toBeInTheDocument();
  });
});
