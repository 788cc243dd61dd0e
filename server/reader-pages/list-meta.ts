import { documentTitle } from '../../src/domain/routing/document-title';
import type { SavedListPageData } from './reader-data';
import { shortDescription, SITE_NAME, type PageMeta, type ReaderLanguage } from './social-meta';

/**
 * The head of /lists/:id, a saved list its maker made public: a shared link previews with the list's name and
 * "A list by <maker> · N places and stories", in the interface language (the items' place names follow it too).
 */

type Owner = SavedListPageData['data']['list']['owner'];

export const listUrl = (publicUrl: string, listId: string): string =>
  `${publicUrl}/lists/${encodeURIComponent(listId)}`;

const WORDS: Record<ReaderLanguage, { by: (name: string) => string; count: (n: number) => string; someone: string }> = {
  en: {
    by: (name) => `A list by ${name}`,
    count: (n) => (n === 1 ? '1 place or story' : `${n} places and stories`),
    someone: 'a Travelogue reader',
  },
  th: {
    by: (name) => `ลิสต์ของ ${name}`,
    count: (n) => `สถานที่และเรื่องราว ${n} รายการ`,
    someone: 'ผู้อ่าน Travelogue',
  },
};

/** The maker as the page names them: the display name, else @username, else "a reader". */
const ownerName = (owner: Owner, language: ReaderLanguage): string =>
  owner.display_name?.trim() || (owner.username ? `@${owner.username}` : WORDS[language].someone);

/** Where an item's own page is: a trip's route page, an article's content page, a place's page. */
const itemPath = (item: SavedListPageData['data']['items'][number]): string =>
  item.kind === 'place'
    ? `/map/location/${encodeURIComponent(item.target_id)}`
    : `/${item.content_kind === 'trip' ? 'trips' : 'contents'}/${encodeURIComponent(item.target_id)}`;

export function listMeta(publicUrl: string, page: SavedListPageData, language: ReaderLanguage): PageMeta {
  const { list, items } = page.data;
  const words = WORDS[language];
  const name = list.name.trim() || SITE_NAME;
  const url = listUrl(publicUrl, list.list_id);
  const maker = ownerName(list.owner, language);
  return {
    title: documentTitle(name),
    socialTitle: name,
    description: shortDescription(`${words.by(maker)} · ${words.count(list.item_count)}`),
    url,
    image: null,
    type: 'website',
    language,
    // schema.org ItemList: the list's name, its size and the items this page shows, each with its page.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': url,
      url,
      name,
      numberOfItems: list.item_count,
      ...(list.owner.username
        ? {
            author: {
              '@type': 'Person',
              name: maker,
              url: `${publicUrl}/profiles/${encodeURIComponent(list.owner.username)}`,
            },
          }
        : {}),
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: `${publicUrl}${itemPath(item)}`,
      })),
    },
  };
}
