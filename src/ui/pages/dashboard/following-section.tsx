import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ContentGrid } from '../../components/discovery/content-card';
import { Loading, LoadError, LoadMore } from '../../components/discovery/load-state';
import type { FollowingFeedStore } from './following-feed.store';

/**
 * "Following" on /dashboard: the newest stories of the creators I follow, six at a time with "More". Its own
 * loading, error (with retry) and empty state; a failed "More" says so beside the button, which stays.
 */
export const FollowingSection = observer(function FollowingSection({ feed }: { readonly feed: FollowingFeedStore }) {
  const { t } = useTranslation();
  const title = t('discovery.home.following');
  return (
    <section className="discovery-section" aria-labelledby="home-following" aria-busy={feed.status === 'loading'}>
      <div className="discovery-section__head">
        <h2 id="home-following">{title}</h2>
      </div>
      {feed.status === 'error' && feed.errorKey ? (
        <LoadError errorKey={feed.errorKey} onRetry={() => void feed.load()} />
      ) : null}
      {feed.status === 'loading' ? <Loading /> : null}
      {feed.status === 'ready' && feed.items.length === 0 ? (
        <p className="discovery-empty muted">{t('discovery.home.followingEmpty')}</p>
      ) : null}
      {feed.status === 'ready' && feed.items.length > 0 ? (
        <>
          <ContentGrid items={feed.items} label={title} />
          <LoadMore
            list={feed}
            label={t('discovery.home.followingMore')}
            loadingLabel={t('discovery.home.followingLoadingMore')}
          />
        </>
      ) : null}
    </section>
  );
});
