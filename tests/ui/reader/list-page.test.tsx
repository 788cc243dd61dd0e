import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIST_PAGE_SIZE } from '../../../src/application/reader/public-list.service';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { PublicSavedList, SavedItem } from '../../../src/domain/saved/saved';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchPublicListApi } from '../../../src/infrastructure/reader/fetch-public-list-api';
import ListPage from '../../../src/ui/reader/list/list.page';
import th from '../../../src/infrastructure/i18n/locales/th/reader.json';
import thCommon from '../../../src/infrastructure/i18n/locales/th/common.json';
import { englishT, goTo, readerServices } from './trip-support';

const item = (n: number): SavedItem => {
  const kind = n % 3 === 0 ? 'place' : 'content';
  return {
    kind,
    targetId: `t-${n}`,
    listId: 'list-1',
    savedAt: '2025-01-01T00:00:00.000Z',
    title: `Item ${n}`,
    contentKind: kind === 'place' ? null : n % 3 === 1 ? 'trip' : 'article',
    detail: n === 1 ? 'Three days in Nan' : '',
  };
};
const items = Array.from({ length: PUBLIC_LIST_PAGE_SIZE + 5 }, (_, i) => item(i + 1));
const list = (over: Partial<PublicSavedList> = {}): PublicSavedList => ({
  listId: 'list-1',
  name: 'Northern slow trips',
  itemCount: items.length,
  owner: { username: 'noi', displayName: 'Noi Traveller' },
  items,
  nextCursor: null,
  ...over,
});

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/lists/list-1');
});

function renderList(
  initialData: unknown,
  setup: (api: ReturnType<typeof readerServices>['listApi']) => void = () => undefined,
  lang: 'en' | 'th' = 'en',
) {
  const built = readerServices();
  setup(built.listApi);
  render(
    <StrictMode>
      <ListPage
        initialData={initialData}
        services={built.services}
        t={lang === 'en' ? t : createTranslator(thCommon, th)}
        lang={lang}
      />
    </StrictMode>,
  );
  return built;
}

const shownTitles = () =>
  screen.getAllByTestId('saved-list-item').map((li) => within(li).getByRole('link').textContent);

describe('/lists/[id]: a saved list its maker made public', () => {
  it('names the list and its maker (linking to their profile), counts it, and links each item to its own page', async () => {
    const { listApi } = renderList(null, (api) => api.add(list()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern slow trips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noi Traveller' })).toHaveAttribute('href', '/profiles/noi');
    expect(screen.getByText(`${items.length} places and stories`)).toBeInTheDocument();
    const shown = screen.getAllByTestId('saved-list-item');
    expect(shown).toHaveLength(PUBLIC_LIST_PAGE_SIZE);
    expect(within(shown[0]).getByRole('link')).toHaveAttribute('href', '/trips/t-1');
    expect(within(shown[0]).getByText('Trip')).toBeInTheDocument();
    expect(within(shown[0]).getByText('Three days in Nan')).toBeInTheDocument();
    expect(within(shown[1]).getByRole('link')).toHaveAttribute('href', '/contents/t-2');
    expect(within(shown[1]).getByText('Article')).toBeInTheDocument();
    expect(within(shown[2]).getByRole('link')).toHaveAttribute('href', '/map/location/t-3');
    expect(within(shown[2]).getByText('Place')).toBeInTheDocument();
    expect([...new Set(listApi.calls.map((call) => JSON.stringify(call)))]).toEqual([
      JSON.stringify({ listId: 'list-1', lang: 'en', limit: PUBLIC_LIST_PAGE_SIZE }),
    ]);
  });

  it('"Show more" reads on by key after the items shown and goes away at the end of the list', async () => {
    const { listApi } = renderList(null, (api) => api.add(list()));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-list-item')).toHaveLength(items.length));
    expect(shownTitles()).toEqual(items.map((i) => i.title));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(listApi.calls.at(-1)).toEqual({
      listId: 'list-1',
      lang: 'en',
      limit: PUBLIC_LIST_PAGE_SIZE,
      cursor: `t-${PUBLIC_LIST_PAGE_SIZE}`,
    });
  });

  it('a failed "Show more" says so, and the button tries again', async () => {
    const { listApi } = renderList(null, (api) => api.add(list()));
    const more = await screen.findByRole('button', { name: 'Show more' });
    listApi.failNext = new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default' });
    fireEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent('More of this list could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-list-item')).toHaveLength(items.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drawn from the embedded list without a call; a one-page list offers no "Show more"', async () => {
    const { listApi } = renderList(list({ items: items.slice(0, 3), itemCount: 3 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Northern slow trips' })).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-list-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(listApi.calls).toEqual([]);
  });

  it('a maker without a username is named, not linked; one item is counted as one; an empty list says so', async () => {
    renderList(list({ owner: { username: null, displayName: null }, items: [], itemCount: 1 }));
    expect(screen.getByText(/A list by a Travelogue reader/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reader/ })).toBeNull();
    expect(screen.getByText('1 place or story')).toBeInTheDocument();
    expect(screen.getByText('Nothing in this list yet.')).toBeInTheDocument();
  });

  it('in Thai: who made it, the count and the kinds', async () => {
    renderList(list({ items: items.slice(0, 3), itemCount: 3 }), undefined, 'th');
    expect(screen.getByText(/ลิสต์ของ/)).toBeInTheDocument();
    expect(screen.getByText('สถานที่และเรื่องราว 3 รายการ')).toBeInTheDocument();
    expect(screen.getAllByText('ทริป')).toHaveLength(1);
    expect(screen.getAllByText('สถานที่')).toHaveLength(1);
  });

  it('a private or missing list (4040607004) is "not found"', async () => {
    renderList(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
  });
});

describe('the public list adapter reads what the server embeds and answers', () => {
  const wire = {
    list: {
      list_id: 'list-1',
      name: 'Riverside',
      item_count: 1,
      created_at: '2025-01-01T00:00:00.000Z',
      owner: { user_id: 'u-1', username: 'noi', display_name: 'Noi' },
    },
    items: [
      {
        kind: 'place',
        target_id: 'loc-1',
        list_id: 'list-1',
        saved_at: '2025-01-01T00:00:00.000Z',
        title: 'วัดอรุณ',
        content_kind: null,
        detail: 'Bangkok Yai',
      },
    ],
  };
  const expected: PublicSavedList = {
    listId: 'list-1',
    name: 'Riverside',
    itemCount: 1,
    owner: { username: 'noi', displayName: 'Noi' },
    items: [
      {
        kind: 'place',
        targetId: 'loc-1',
        listId: 'list-1',
        savedAt: '2025-01-01T00:00:00.000Z',
        title: 'วัดอรุณ',
        contentKind: null,
        detail: 'Bangkok Yai',
      },
    ],
    nextCursor: 'loc-1',
  };

  it('the embedded envelope becomes the list with its next cursor; anything else is no list', () => {
    const api = new FetchPublicListApi(new FetchJson({ baseUrl: '', timeoutMs: 0 }));
    expect(api.decodePublicList({ data: wire, paging: { offset: 0, limit: 24, next_cursor: 'loc-1' } })).toEqual(
      expected,
    );
    expect(api.decodePublicList({ data: { items: [] } })).toBeNull();
    expect(api.decodePublicList(null)).toBeNull();
  });

  it('the next page is asked of the public route by key, in the language of the page', async () => {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response(
        JSON.stringify({ status: { err_code: 0 }, data: wire, paging: { offset: 0, limit: 24, next_cursor: 'loc-1' } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as unknown as typeof globalThis.fetch;
    const api = new FetchPublicListApi(new FetchJson({ baseUrl: '', timeoutMs: 0, fetch }));
    expect(await api.getPublicList('list-1', 'th', 24, 'c-9')).toEqual(expected);
    expect(urls).toEqual([
      '/public/api/content-platform/saved-service/v1/public-lists/list-1?lang=th&limit=24&cursor=c-9',
    ]);
  });
});
