import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowingService } from '../../../application/follows/following.service';
import { creatorLabel } from '../../../domain/follows/follows';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { FollowingListStore } from './following-list.store';

/** "People I follow" in settings: each creator links to their profile, with Unfollow; "More" pages on by key. */
export const FollowingSection = observer(function FollowingSection({
  follows,
}: {
  readonly follows: Pick<FollowingService, 'followingPage' | 'unfollow'>;
}) {
  const { t } = useTranslation();
  const [store] = useState(() => new FollowingListStore(follows));
  useEffect(() => void store.ensureLoaded(), [store]);
  return (
    <section className="stack" aria-labelledby="settings-following">
      <h2 id="settings-following">{t('settings.following.title')}</h2>
      {store.status === 'loading' ? <Loading /> : null}
      {store.status === 'error' && store.errorKey ? (
        <LoadError errorKey={store.errorKey} onRetry={() => void store.load()} />
      ) : null}
      {store.status === 'ready' && store.creators.length === 0 ? (
        <p className="muted">{t('settings.following.empty')}</p>
      ) : null}
      {store.creators.length > 0 ? (
        <ul className="stack" aria-labelledby="settings-following">
          {store.creators.map((creator) => {
            const name = creatorLabel(creator) ?? t('settings.following.aCreator');
            return (
              <li key={creator.userId} className="row">
                {creator.username ? (
                  <a href={fillPathParams(Routes.profile, { username: creator.username })}>{name}</a>
                ) : (
                  <span>{name}</span>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void store.unfollow(creator.userId)}
                  // Not `disabled` while busy: a disabled button drops the keyboard focus.
                  aria-disabled={store.busyId === creator.userId || undefined}
                >
                  {t('settings.following.unfollow')} <span className="visually-hidden">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {store.rowErrorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.rowErrorKey)}
        </p>
      ) : null}
      {store.nextCursor !== null ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void store.loadMore()}
          aria-disabled={store.moreLoading || undefined}
        >
          {t('settings.following.more')}
        </button>
      ) : null}
    </section>
  );
});
