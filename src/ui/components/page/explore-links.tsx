import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { appModeOf } from '../../../domain/routing/page-behaviour';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/**
 * The way from an informational page into the product: the map for everyone, then sign-up for a visitor or the
 * home feed for a signed-in reader. Left out in the mobile app's web view (spec §1 §2 appMode), whose own screens
 * lead on, as the header and footer are.
 */
export const ExploreLinks = observer(function ExploreLinks() {
  const { auth, shell } = useStores();
  const { t } = useTranslation();
  const { search } = useLocation();
  if (shell.isWebView || appModeOf(search) === 'webview') return null;
  return (
    <section className="card stack explore-links" aria-labelledby="explore-links-title">
      <h2 id="explore-links-title">{t('explore.title')}</h2>
      <p>{t('explore.lead')}</p>
      <div className="row">
        {/* The map is a page of the lean reader entry: a full load, not a router link. */}
        <a className="button" href={Routes.map}>
          {t('explore.map')}
        </a>
        {auth.isSignedIn ? (
          <Link className="button button--secondary" to={Routes.dashboard}>
            {t('explore.home')}
          </Link>
        ) : (
          <Link className="button button--secondary" to={Routes.signup}>
            {t('explore.signup')}
          </Link>
        )}
      </div>
    </section>
  );
});
