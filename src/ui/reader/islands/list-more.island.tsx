import { useMemo } from 'react';
import { SavedListItem } from '../list/list-item';
import { withListStrings } from '../list/list-strings';
import { savedItemKey, useMoreItems, type ShownItems } from '../list/use-public-list';
import { useInteractive } from '../reader-interactive';
import { defineIsland } from './island';

export interface ListMoreIslandProps {
  readonly listId: string;
  /** The items the page shows already (the server's HTML): what "Show more" continues after. */
  readonly shown: ShownItems;
}

/**
 * "Show more" of /lists/[id] and the items it brings, after the first page's (which are the page's HTML and never
 * re-render): the button, its error, and the items of the pages after the first. Nothing shows on a short list.
 */
export default defineIsland<ListMoreIslandProps>('list-more', function ListMoreIsland({ props, context }) {
  const t = useMemo(() => withListStrings(context.t, context.lang), [context.t, context.lang]);
  const interactive = useInteractive();
  const { state, hasMore, showMore } = useMoreItems(context.services, props.listId, context.lang, props.shown);
  return (
    <>
      {state.items.length > 0 ? (
        <ul className="saved-list__items">
          {state.items.map((item) => (
            <SavedListItem key={savedItemKey(item)} item={item} t={t} />
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <div className="saved-list__more">
          {state.more === 'failed' ? (
            <p className="alert alert--error" role="alert">
              {t('readerList.moreFailed')}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={showMore}
            disabled={!interactive || state.more === 'loading'}
            aria-busy={state.more === 'loading'}
          >
            {state.more === 'loading' ? t('readerList.loadingMore') : t('readerList.showMore')}
          </button>
        </div>
      ) : null}
    </>
  );
});
