import { useMemo } from 'react';
import { cardTitle, ProfileContentCard, profileCardLabels } from '../profile/profile-card';
import { useMoreContents, type ShownContents } from '../profile/use-creator-profile';
import { useInteractive } from '../reader-interactive';
import { CardSaveStar } from '../save/card-save-star';
import { withProfileStrings } from '../profile/profile-strings';
import { defineIsland } from './island';

export interface ProfileMoreIslandProps {
  readonly username: string;
  /** The contents the page shows already (the server's HTML): what "load more" continues after. */
  readonly shown: ShownContents;
}

/**
 * "Load more" of /profiles/[username] and the contents it brings, after the first page's cards (which are
 * the page's HTML and never re-render): the button, its error, and the cards of the pages after the first, each
 * with its save star (one "saved-status" call per page of cards). The star is imported as it is, not lazily: the
 * profile's first cards have loaded its chunk already (card-save.island.tsx).
 */
export default defineIsland<ProfileMoreIslandProps>('profile-more', function ProfileMoreIsland({ props, context }) {
  const t = useMemo(() => withProfileStrings(context.t, context.lang), [context.t, context.lang]);
  const interactive = useInteractive();
  const { state, hasMore, loadMore } = useMoreContents(context.services, props.username, props.shown, context.lang);
  return (
    <>
      {state.items.length > 0 ? (
        <ul className="profile__grid">
          {state.items.map((item) => (
            <ProfileContentCard
              key={item.contentId}
              item={item}
              t={t}
              star={
                <CardSaveStar
                  contentId={item.contentId}
                  title={cardTitle(item, profileCardLabels(t))}
                  authorId={item.author.userId}
                  services={context.services}
                  t={context.t}
                  lang={context.lang}
                />
              }
            />
          ))}
        </ul>
      ) : null}
      {hasMore || state.more === 'failed' ? (
        <div className="profile__more">
          {state.more === 'failed' ? (
            <p className="alert alert--error" role="alert">
              {t('readerProfile.loadMoreFailed')}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={loadMore}
            disabled={!interactive || state.more === 'loading'}
            aria-busy={state.more === 'loading'}
          >
            {state.more === 'loading' ? t('readerProfile.loadingMore') : t('readerProfile.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
});
