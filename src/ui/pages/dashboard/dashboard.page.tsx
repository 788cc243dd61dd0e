import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { DashboardStore } from './dashboard.store';
import { followingFeedStore } from './following-feed.store';
import { FollowingSection } from './following-section';
import { DashboardSearch, FeedRow, MyCornerSections, TrendingCategories } from './dashboard-sections';
import '../../components/discovery/discovery.css';
import './dashboard.css';

/**
 * /dashboard (spec §6: the signed-in home): a search box, "you may like", trending
 * contents and categories, and the reader's own drafts and published contents.
 */
export default observer(function DashboardPage() {
  const { t } = useTranslation();
  const { auth, profile, services } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new DashboardStore(services.discovery));
  const [following] = useState(() => followingFeedStore(services.follows));
  useEffect(() => {
    store.load();
    void following.ensureLoaded();
  }, [store, following]);
  const name = profile.profile?.displayName ?? profile.profile?.username ?? auth.state.firebaseUser?.email ?? null;

  return (
    <div className="container dashboard discovery-page stack">
      <header className="dashboard__header">
        <div>
          <h1>{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingAnonymous')}</h1>
          {profile.state.isFetching ? (
            <p className="muted" role="status">
              {t('app.loading')}
            </p>
          ) : null}
        </div>
        <div className="row">
          <Link className="button button--secondary" to={Routes.dashboardStats}>
            {t('stats.link')}
          </Link>
          <Link className="button button--secondary" to={Routes.profileSettings}>
            {t('dashboard.settings')}
          </Link>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void auth.auth.logout().then(() => navigate(Routes.login, { replace: true }))}
          >
            {t('nav.logout')}
          </button>
        </div>
      </header>

      <DashboardSearch />

      <FollowingSection feed={following} />

      <FeedRow
        id="home-you-may-like"
        title={t('discovery.home.youMayLike')}
        resource={store.youMayLike}
        empty={t('discovery.home.feedEmpty')}
      />
      <TrendingCategories resource={store.categories} />
      <FeedRow
        id="home-trending"
        title={t('discovery.home.trending')}
        resource={store.trending}
        empty={t('discovery.home.feedEmpty')}
      />

      <div className="dashboard__write row">
        <Link className="button" to={`${Routes.myContentNew}?kind=article`}>
          {t('myContents.writeArticle')}
        </Link>
        <Link className="button button--secondary" to={`${Routes.myContentNew}?kind=trip`}>
          {t('myContents.planTrip')}
        </Link>
      </div>
      <MyCornerSections resource={store.mine} username={profile.profile?.username ?? null} />
    </div>
  );
});
