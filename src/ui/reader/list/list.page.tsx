import './list.css';
import { useMemo } from 'react';
import { ownerLabel } from '../../../domain/saved/saved';
import { Island } from '../islands/island';
import listMoreIsland from '../islands/list-more.island';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { profileHref } from '../reader-links';
import { SavedListItem } from './list-item';
import { withListStrings } from './list-strings';
import { savedItemKey, usePublicList } from './use-public-list';

/**
 * /lists/[id] (ours): a saved list its maker made public. Its name, who made it (linking to their profile when
 * they have a username), how many places and stories it holds, then the items newest first, each linking to its
 * own page. "Show more" is the page's one island (islands/list-more.island.tsx): on a page the server rendered,
 * nothing else hydrates, and a list that fits on one page loads no page script at all.
 */
export default function ListPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withListStrings(readerT, lang), [readerT, lang]);
  const listId = useReaderRouteKey();
  const { state, retry } = usePublicList(services, listId, lang, initialData);
  const now = useMemo(() => services.now(), [services]);
  const text = {
    notFoundTitle: t('readerList.notFoundTitle'),
    notFoundBody: t('readerList.notFoundBody'),
    home: t('readerList.home'),
    failedTitle: t('readerList.loadFailed'),
    retry: t('readerList.retry'),
  };
  const list = state.status === 'ready' ? state.value : null;

  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      pageTitle={list?.name ?? null}
      text={text}
      signedIn={services.session.mayBeSignedIn()}
      creator={list?.owner.username ?? null}
    >
      {({ value: ready }) => {
        const maker = ownerLabel(ready.owner) ?? t('readerList.someone');
        return (
          <article className="saved-list">
            <header className="saved-list__head">
              <h1 className="saved-list__name">{ready.name}</h1>
              <p className="saved-list__by">
                {t('readerList.by')}{' '}
                {ready.owner.username ? <a href={profileHref(ready.owner.username)}>{maker}</a> : maker}
              </p>
              <p className="muted">{t('readerList.count', { count: ready.itemCount })}</p>
            </header>
            {ready.items.length === 0 ? <p className="muted">{t('readerList.empty')}</p> : null}
            <ul className="saved-list__items">
              {ready.items.map((item) => (
                <SavedListItem key={savedItemKey(item)} item={item} t={t} />
              ))}
            </ul>
            {ready.nextCursor !== null ? (
              <Island
                island={listMoreIsland}
                props={{ listId, shown: { keys: ready.items.map(savedItemKey), nextCursor: ready.nextCursor } }}
                context={{ services, t: readerT, lang, now }}
              />
            ) : null}
          </article>
        );
      }}
    </ReaderPageFrame>
  );
}
