import type { SavedItem } from '../../../domain/saved/saved';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { savedItemHref } from '../reader-links';

const KIND_KEY = { article: 'readerList.kindArticle', trip: 'readerList.kindTrip' } as const;

/** What kind of page an item opens: a place, a trip or an article. */
export const savedItemKindKey = (item: Pick<SavedItem, 'kind' | 'contentKind'>): string =>
  item.kind === 'place' ? 'readerList.kindPlace' : KIND_KEY[item.contentKind ?? 'article'];

/** One item of a public list: its kind, its title linking to its page, and its one line (summary or address). */
export function SavedListItem({ item, t }: { readonly item: SavedItem; readonly t: Translate }) {
  return (
    <li className="saved-list__item" data-testid="saved-list-item">
      <span className="saved-list__kind">{t(savedItemKindKey(item))}</span>
      <a className="saved-list__title" href={savedItemHref(item)}>
        {item.title || t('readerList.untitled')}
      </a>
      {item.detail ? <p className="saved-list__detail">{item.detail}</p> : null}
    </li>
  );
}
